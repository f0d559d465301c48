import { LOCK_FAMILIES } from '@lintel/contracts/devices/common';
import { permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { findRoute, matchUrl } from '../../app/routing/table.ts';
import {
  ACTION_SCREENS,
  FAMILY_LINKS,
  FAMILY_SEGMENTS,
  HISTORY_ROUTES,
  placeOptions,
} from './components/lockFamilies.ts';
import { locksRoutes } from './locks.routes.ts';

const LOCK = '3f1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));
const keysOf = (check: unknown): string[] => {
  if (!check || typeof check !== 'object') return [];
  const c = check as { key?: string; anyOf?: unknown[]; allOf?: unknown[] };
  return [...(c.key ? [c.key] : []), ...(c.anyOf ?? []).flatMap(keysOf), ...(c.allOf ?? []).flatMap(keysOf)];
};

describe('lock routes', () => {
  it('every lock screen needs the IOT app, a customer, a community and keys of the registry', () => {
    for (const route of locksRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const keys = keysOf(route.permissionChecker);
      expect(keys.length, route.name).toBeGreaterThan(0);
      for (const key of keys) expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
  });

  it('static paths win over the lock id, and each family opens its details', () => {
    expect(matchUrl('/iot/locks/columns')?.route.name).toBe('iot.locks.columns');
    expect(matchUrl('/iot/locks/access-history')?.route.name).toBe('iot.locks.accessHistory');
    expect(matchUrl('/iot/locks/management')?.route.name).toBe('iot.locks.management');
    for (const family of LOCK_FAMILIES) {
      const segment = FAMILY_SEGMENTS[family];
      expect(matchUrl(`/iot/locks/${segment}/${LOCK}`)?.route.name).toBe(`iot.locks.${segment}.details`);
      expect(matchUrl(`/iot/locks/management/${segment}`)?.route.name).toBe(`iot.locks.management.${segment}`);
    }
    expect(matchUrl(`/iot/locks/allegion/${LOCK}/lock-history/${LOCK}`)?.route.name).toBe('iot.locks.allegion.history');
    expect(matchUrl(`/iot/locks/management/butterflymx/install/${LOCK}/INTERCOM`)).toMatchObject({
      route: { name: 'iot.locks.management.butterflymx.install' },
      params: { id: LOCK, lockType: 'INTERCOM' },
    });
  });

  it('the links and screens the details page offers are registered routes', () => {
    const names = [
      ...Object.values(FAMILY_LINKS).flatMap((links) => links.map((l) => l.routeName)),
      ...Object.values(HISTORY_ROUTES).map((r) => r.routeName),
      ...Object.values(ACTION_SCREENS).flatMap((byFamily) => Object.values(byFamily ?? {}).map((s) => s.routeName)),
    ];
    for (const name of names) expect(findRoute(name), name).toBeDefined();
  });
});

describe('location choices', () => {
  it('shows each location by its path from the top, sorted by path', () => {
    const a = '00000000-0000-4000-8000-00000000000a';
    const f = '00000000-0000-4000-8000-00000000000f';
    const p = '00000000-0000-4000-8000-00000000000b';
    expect(
      placeOptions([
        { id: f, parentId: a, name: 'Floor 1' },
        { id: p, parentId: null, name: 'Pool' },
        { id: a, parentId: null, name: 'Building A' },
      ]),
    ).toEqual([
      { value: a, label: 'Building A' },
      { value: f, label: 'Building A / Floor 1' },
      { value: p, label: 'Pool' },
    ]);
  });
});
