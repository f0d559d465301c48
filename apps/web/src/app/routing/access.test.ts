import { gate } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { type AccessEnv, passesGates, routeAccess } from './access.ts';
import type { RouteDef } from './route.ts';

const load = async () => ({ default: () => null });
const env = (over: Partial<AccessEnv> = {}): AccessEnv => ({
  customerId: 'c1',
  communityId: 'k1',
  profileType: 'USER',
  role: 'USER',
  apps: ['CBR'],
  permissionsLoading: false,
  can: () => true,
  ...over,
});
const route = (over: Partial<RouteDef> = {}): RouteDef => ({ name: 'x', path: '/x', load, ...over });

describe('route guards', () => {
  it('super admin with nothing selected: told to select a customer and a community', () => {
    const r = route({ requiresCustomer: true, requiresCommunity: true });
    expect(routeAccess(r, env({ customerId: null, communityId: null }))).toEqual({
      kind: 'missingContext',
      missing: ['customer', 'community'],
    });
  });

  it('user with a customer but no community: only the community is named', () => {
    const r = route({ requiresCommunity: true });
    expect(routeAccess(r, env({ communityId: null }))).toEqual({ kind: 'missingContext', missing: ['community'] });
    expect(routeAccess(route({ requiresCustomer: true }), env({ communityId: null }))).toEqual({ kind: 'ok' });
  });

  it('user failing the permission check: notAuthorized, once the grants have arrived', () => {
    const r = route({ permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW') });
    expect(routeAccess(r, env({ can: () => false }))).toEqual({ kind: 'notAuthorized' });
    expect(routeAccess(r, env({ can: () => false, permissionsLoading: true }))).toEqual({ kind: 'loading' });
    expect(routeAccess(r, env())).toEqual({ kind: 'ok' });
  });

  it('user failing a role or app-access check: notAuthorized', () => {
    expect(routeAccess(route({ allowedRoles: ['SUPER_ADMIN'] }), env())).toEqual({ kind: 'notAuthorized' });
    expect(routeAccess(route({ allowedRoles: ['SUPER_ADMIN'] }), env({ profileType: 'SUPER_ADMIN' }))).toEqual({
      kind: 'ok',
    });
    expect(routeAccess(route({ requiredAppAccess: ['MIA'] }), env())).toEqual({ kind: 'notAuthorized' });
    expect(passesGates(route({ requiredAppAccess: ['CBR'] }), env())).toBe(true);
  });

  it('anyone: a public route opens without context or grants', () => {
    const r = route({ public: true, requiresCommunity: true, permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW') });
    expect(routeAccess(r, env({ customerId: null, communityId: null, can: () => false }))).toEqual({ kind: 'ok' });
  });
});
