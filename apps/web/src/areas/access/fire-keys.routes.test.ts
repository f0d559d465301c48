import {
  buildGrants,
  type CheckFeatures,
  can as canCheck,
  emptyGrants,
  type PermissionCheck,
} from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { tabBar, tabbedIndexTarget, visibleTabs } from '../../app/navigation/TabbedView.tsx';
import type { AccessEnv } from '../../app/routing/access.ts';
import { routeAccess } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { fireKeyRoutes } from './fire-keys.routes.ts';

const COMMUNITY = 'community';

/** A user in a community licensed for IOT holding `keys` there, with the community's firekey setting. */
function env(keys: string[], features: CheckFeatures): AccessEnv {
  const grants =
    keys.length > 0
      ? buildGrants(keys.map((key) => ({ key: key as never, context: 'COMMUNITY' as const, contextId: COMMUNITY })))
      : emptyGrants;
  const profile = { type: 'USER' as const, role: null };
  return {
    customerId: 'customer',
    communityId: COMMUNITY,
    profileType: 'USER',
    role: null,
    apps: ['IOT'],
    permissionsLoading: false,
    can: (check: PermissionCheck) =>
      canCheck(grants, check, {
        customerId: 'customer',
        communityId: COMMUNITY,
        profile,
        licensedApps: ['IOT'],
        features,
      }),
  };
}
const ON = { fireKey: true };
const OFF = { fireKey: false };
const READ = ['FIRE_KEY_READ'];
const MANAGE = ['FIRE_KEY_READ', 'FIRE_KEY_UPDATE'];
const bar = (access: AccessEnv) =>
  tabBar(routeTable, 'iot.access.index', access)
    .filter((entry) => entry.route.name === 'iot.firekey.index')
    .map((entry) => (entry.disabled ? 'marker' : 'tab'));

describe('fire key routes', () => {
  it('every screen needs the IOT app, a customer and a community; the paths are the spec’s', () => {
    for (const route of fireKeyRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
    }
    expect(matchUrl('/iot/firekey')?.route.name).toBe('iot.firekey.index');
    expect(matchUrl('/iot/firekey/management')?.route.name).toBe('iot.firekey.management');
    expect(findRoute('iot.firekey.index')?.permissionChecker).toEqual({
      allOf: [{ key: 'FIRE_KEY_READ' }, { policy: 'iot.fireKeyTile' }],
    });
    expect(findRoute('iot.firekey.management')?.permissionChecker).toEqual({
      allOf: [{ key: 'FIRE_KEY_UPDATE' }, { policy: 'iot.fireKeyTile' }],
    });
  });

  it('community manager, firekey setting on: the fire key tab is the access area’s last, and both screens open', () => {
    const manager = env(MANAGE, ON);
    const tabs = visibleTabs(routeTable, 'iot.access.index', manager).map((route) => route.name);
    expect(tabs.at(-1)).toBe('iot.firekey.index');
    expect(bar(manager)).toEqual(['tab']);
    expect(routeAccess(findRoute('iot.firekey.index')!, manager)).toEqual({ kind: 'ok' });
    expect(routeAccess(findRoute('iot.firekey.management')!, manager)).toEqual({ kind: 'ok' });
    // Its management screen stays under the tab, not a tab of its own.
    expect(findRoute('iot.firekey.management')).toMatchObject({ tabOf: 'iot.access.index' });
    expect(findRoute('iot.firekey.management')?.nonStacked).toBeUndefined();
    const actions = findRoute('iot.firekey.index')?.actions ?? [];
    expect(actions.map((action) => [action.routeName, action.primary])).toEqual([['iot.firekey.management', true]]);
  });

  it('viewer (FIRE_KEY_READ only), setting on: the list opens, the management screen does not', () => {
    const viewer = env(READ, ON);
    expect(bar(viewer)).toEqual(['tab']);
    expect(routeAccess(findRoute('iot.firekey.index')!, viewer)).toEqual({ kind: 'ok' });
    expect(routeAccess(findRoute('iot.firekey.management')!, viewer)).toEqual({ kind: 'notAuthorized' });
  });

  it('community manager, firekey setting off: the tab is replaced by a disabled marker and neither screen opens', () => {
    const manager = env(MANAGE, OFF);
    expect(bar(manager)).toEqual(['marker']);
    expect(visibleTabs(routeTable, 'iot.access.index', manager).map((route) => route.name)).not.toContain(
      'iot.firekey.index',
    );
    expect(findRoute('iot.firekey.index')?.disabledMarker?.reason.defaultMessage).toBe('off for this community');
    expect(routeAccess(findRoute('iot.firekey.index')!, manager)).toEqual({ kind: 'notAuthorized' });
    expect(routeAccess(findRoute('iot.firekey.management')!, manager)).toEqual({ kind: 'notAuthorized' });
  });

  it('a user without any fire key key: neither the tab nor its marker, whatever the setting', () => {
    for (const features of [ON, OFF]) expect(bar(env(['KEY_CREDENTIAL_READ'], features))).toEqual([]);
  });

  it('a user who may read only fire keys enters the access area on the fire key tab; with the setting off, not at all', () => {
    expect(routeAccess(findRoute('iot.access.index')!, env(READ, ON))).toEqual({ kind: 'ok' });
    expect(tabbedIndexTarget(routeTable, 'iot.access.index', {}, env(READ, ON))).toBe('/iot/firekey');
    expect(routeAccess(findRoute('iot.access.index')!, env(READ, OFF))).toEqual({ kind: 'notAuthorized' });
  });
});
