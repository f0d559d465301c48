import { describe, expect, it } from 'vitest';
import { buildGrants, can, gate } from './check.ts';
import type { CheckContext } from './policies.ts';
import {
  communityManagerKeys,
  communityViewerKeys,
  fixedPresets,
  NO_ROLE_PRESET_ID,
  noRolePreset,
  PORTFOLIO_ADMIN_PRESET_ID,
  portfolioAdminKeys,
  portfolioAdminPreset,
} from './presets.ts';
import { authPortfolioKeys } from './registry/auth.ts';
import { type PermissionKey, permissionDefinitions, permissionRegistry } from './registry/index.ts';

const def = (key: PermissionKey) => permissionRegistry[key];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ctx: CheckContext = { customerId: 'c1', communityId: 'm1', profile: { type: 'USER', role: null } };
const communityGrants = (keys: readonly PermissionKey[]) =>
  buildGrants(keys.map((key) => ({ key, context: 'COMMUNITY' as const, contextId: 'm1' })));

describe('fixed presets', () => {
  it('Portfolio Admin: pa_preset, all portfolio permissions, fixed UUID', () => {
    expect(portfolioAdminPreset).toMatchObject({
      id: PORTFOLIO_ADMIN_PRESET_ID,
      code: 'pa_preset',
      name: 'Portfolio Admin',
      description: 'All portfolio permissions',
    });
    expect(portfolioAdminPreset.keys).toBe(portfolioAdminKeys);
  });

  it('No role: no keys, fixed UUID', () => {
    expect(noRolePreset).toMatchObject({ id: NO_ROLE_PRESET_ID, name: 'No role' });
    expect(noRolePreset.keys).toEqual([]);
  });

  it('ids are distinct, valid and stable', () => {
    expect(PORTFOLIO_ADMIN_PRESET_ID).toBe('5f0c3a8e-7d2b-4c61-9a4e-1b8d2f6c0a01');
    expect(NO_ROLE_PRESET_ID).toBe('5f0c3a8e-7d2b-4c61-9a4e-1b8d2f6c0a00');
    for (const p of fixedPresets) expect(p.id).toMatch(UUID);
    expect(new Set(fixedPresets.map((p) => p.id)).size).toBe(fixedPresets.length);
  });
});

describe('demo role templates', () => {
  it('community viewer: has only view-only keys, hence no create keys', () => {
    expect(communityViewerKeys.length).toBeGreaterThan(0);
    for (const key of communityViewerKeys) {
      expect(def(key).viewOnly, key).toBe(true);
      expect(key).not.toMatch(/_(CREATE|ADD|EDIT|UPDATE|DELETE|MODIFY|INSTALL)(_|$)/);
    }
  });

  it('community viewer: is a subset of the community manager', () => {
    const manager = new Set(communityManagerKeys);
    for (const key of communityViewerKeys) expect(manager.has(key), key).toBe(true);
    expect(communityViewerKeys).toEqual(communityManagerKeys.filter((k) => def(k).viewOnly));
  });

  it('community manager: every community-context customer key that is not admin level', () => {
    const expected = permissionDefinitions
      .filter((d) => d.domain === 'CUSTOMER' && d.contexts.includes('COMMUNITY') && !d.adminLevel && !d.restrictive)
      .map((d) => d.key);
    expect(communityManagerKeys).toEqual(expected);
    for (const key of communityManagerKeys) expect(def(key).domain).toBe('CUSTOMER');
  });

  it('community manager: never holds a key that narrows access', () => {
    expect(communityManagerKeys).not.toContain('DELAY_LINE_READ');
  });

  it('portfolio admin: all customer-domain keys including portfolio keys, no provider keys', () => {
    for (const d of authPortfolioKeys) expect(portfolioAdminKeys).toContain(d.key);
    for (const key of communityManagerKeys) expect(portfolioAdminKeys).toContain(key);
    for (const key of portfolioAdminKeys) expect(def(key).domain).toBe('CUSTOMER');
    expect(portfolioAdminKeys).not.toContain('AUTH_CUSTOMERS_VIEW');
  });

  it('community viewer: can view service requests but not create them', () => {
    const grants = communityGrants(communityViewerKeys);
    expect(can(grants, gate.key('SREQ_VIEW'), ctx)).toBe(true);
    expect(can(grants, gate.key('SREQ_CREATE'), ctx)).toBe(false);
  });

  it('community manager: can create service requests but not manage customer users', () => {
    const grants = communityGrants(communityManagerKeys);
    expect(can(grants, gate.key('SREQ_CREATE'), ctx)).toBe(true);
    expect(can(grants, gate.key('AUTH_PORTFOLIO_CUSTOMER_USERS_ADD'), ctx)).toBe(false);
  });

  it('templates are frozen', () => {
    for (const list of [communityManagerKeys, communityViewerKeys, portfolioAdminKeys]) {
      expect(Object.isFrozen(list)).toBe(true);
    }
  });
});
