import { type PermissionCheck, permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../app/navigation/TabbedView.tsx';
import type { AccessEnv } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { groupRoutes } from './groups.routes.ts';

const GROUP = '4c1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

describe('group routes', () => {
  it('every screen needs the IOT app, a customer, a community and one key of the registry', () => {
    for (const route of groupRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const check = route.permissionChecker as { key: string };
      expect(known.has(check.key as never), `${route.name}: ${check.key}`).toBe(true);
    }
  });

  it('follows the spec: each path with its gate (section 6, create and update); create wins over a group id', () => {
    const gates: [string, string, string][] = [
      ['/iot/groups', 'iot.groups.index', 'CUSTOM_USER_GROUP_READ'],
      ['/iot/groups/create', 'iot.groups.create', 'CUSTOM_USER_GROUP_CREATE'],
      [`/iot/groups/${GROUP}`, 'iot.groups.details', 'CUSTOM_USER_GROUP_READ'],
      [`/iot/groups/${GROUP}/edit`, 'iot.groups.edit', 'CUSTOM_USER_GROUP_UPDATE'],
    ];
    for (const [url, name, key] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual({ key });
    }
    expect(matchUrl(`/iot/groups/${GROUP}/edit`)?.params).toEqual({ id: GROUP });
    for (const route of groupRoutes) expect(findRoute(route.name)?.loadInModal, route.name).toBeUndefined();
  });

  it('the groups are a tab of the access area, shown to whoever may read groups; the list offers create', () => {
    expect(findRoute('iot.groups.index')).toMatchObject({ tabOf: 'iot.access.index', nonStacked: true });
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
    expect(tabs(['CUSTOM_USER_GROUP_READ'])).toEqual(['iot.groups.index']);
    expect(tabs(['CUSTOM_USER_GROUP_CREATE'])).not.toContain('iot.groups.index');
    expect(findRoute('iot.access.index')?.permissionChecker).toMatchObject({
      anyOf: expect.arrayContaining([{ key: 'CUSTOM_USER_GROUP_READ' }]),
    });
    const actions = findRoute('iot.groups.index')?.actions ?? [];
    expect(actions.map((action) => action.routeName)).toEqual(['iot.groups.create']);
    expect(actions.filter((action) => action.primary).map((action) => action.routeName)).toEqual(['iot.groups.create']);
  });
});
