import { type PermissionCheck, permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../app/navigation/TabbedView.tsx';
import type { AccessEnv } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { keyRoutes } from './keys.routes.ts';

const KEY = '4c1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

describe('key routes', () => {
  it('every screen needs the IOT app, a customer, a community and one key of the registry', () => {
    for (const route of keyRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const check = route.permissionChecker as { key: string };
      expect(known.has(check.key as never), `${route.name}: ${check.key}`).toBe(true);
    }
  });

  it('follows the spec: each path with its gate; the named screens win over a key id', () => {
    const gates: [string, string, string][] = [
      ['/iot/keys', 'iot.keys.index', 'KEY_CREDENTIAL_READ'],
      ['/iot/keys/create', 'iot.keys.create', 'KEY_CREDENTIAL_CREATE'],
      [`/iot/keys/${KEY}`, 'iot.keys.details', 'KEY_CREDENTIAL_READ'],
      ['/iot/keys/import', 'iot.keys.import', 'KEY_CREDENTIAL_IMPORT'],
      ['/iot/keys/assign', 'iot.keys.assign', 'KEY_CREDENTIAL_ISSUE'],
      [`/iot/keys/assign/${KEY}`, 'iot.keys.assign', 'KEY_CREDENTIAL_ISSUE'],
      ['/iot/keys/delete', 'iot.keys.delete', 'KEY_CREDENTIAL_DELETE'],
      [`/iot/keys/delete/${KEY}`, 'iot.keys.delete', 'KEY_CREDENTIAL_DELETE'],
      ['/iot/keys/change-locations', 'iot.keys.changeLocations', 'KEY_CREDENTIAL_ISSUE'],
      [`/iot/keys/change-locations/${KEY}`, 'iot.keys.changeLocations', 'KEY_CREDENTIAL_ISSUE'],
    ];
    for (const [url, name, key] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual({ key });
    }
    expect(matchUrl(`/iot/keys/assign/${KEY}`)?.params).toEqual({ keyId: KEY });
  });

  it('import, assign, delete and change locations open in a small or large modal over the keys', () => {
    expect(findRoute('iot.keys.import')).toMatchObject({ loadInModal: true, size: 'large', parent: 'iot.keys.index' });
    for (const name of ['iot.keys.assign', 'iot.keys.delete', 'iot.keys.changeLocations']) {
      expect(findRoute(name), name).toMatchObject({ loadInModal: true, size: 'small', parent: 'iot.keys.details' });
    }
    for (const name of ['iot.keys.index', 'iot.keys.create', 'iot.keys.details']) {
      expect(findRoute(name)?.loadInModal, name).toBeUndefined();
    }
  });

  it('the keys are a tab of the access area, shown to whoever may read keys; the list offers add, import and assign', () => {
    expect(findRoute('iot.keys.index')).toMatchObject({ tabOf: 'iot.access.index', nonStacked: true });
    const can =
      (keys: string[]) =>
      (check: PermissionCheck): boolean =>
        'key' in check ? keys.includes(check.key) : 'anyOf' in check ? check.anyOf.some(can(keys)) : false;
    const env = (keys: string[]): AccessEnv => ({
      customerId: 'customer',
      communityId: 'community',
      profileType: 'USER',
      role: null,
      apps: ['IOT'],
      permissionsLoading: false,
      can: can(keys),
    });
    const tabs = (keys: string[]) => visibleTabs(routeTable, 'iot.access.index', env(keys)).map((route) => route.name);
    expect(tabs(['KEY_CREDENTIAL_READ'])).toContain('iot.keys.index');
    expect(tabs(['KEY_CREDENTIAL_CREATE'])).not.toContain('iot.keys.index');
    expect(findRoute('iot.access.index')?.permissionChecker).toMatchObject({
      anyOf: expect.arrayContaining([{ key: 'KEY_CREDENTIAL_READ' }]),
    });
    const actions = findRoute('iot.keys.index')?.actions ?? [];
    expect(actions.map((action) => action.routeName)).toEqual([
      'iot.keys.create',
      'iot.keys.import',
      'iot.keys.assign',
    ]);
    expect(actions.filter((action) => action.primary).map((action) => action.routeName)).toEqual(['iot.keys.create']);
  });
});
