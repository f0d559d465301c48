import type { PermissionCheck } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../app/navigation/TabbedView.tsx';
import type { AccessEnv } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { communityRoutes } from './community.routes.ts';

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

describe('IoT community routes', () => {
  it('every screen needs the IOT app, a customer and a community', () => {
    for (const route of communityRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
    }
  });

  it('follows the spec: /iot/community/location-tree is the tab of the menu’s iot.community, gated by the location keys or the lock list', () => {
    expect(matchUrl('/iot/community/location-tree')?.route.name).toBe('iot.community.locationTree');
    expect(matchUrl('/iot/community')?.route.name).toBe('iot.community');
    expect(findRoute('iot.community.locationTree')).toMatchObject({ tabOf: 'iot.community', nonStacked: true });
    const tabs = (keys: string[]) => visibleTabs(routeTable, 'iot.community', env(keys)).map((route) => route.name);
    const both = ['iot.community.locationTree', 'iot.community.apartments'];
    expect(matchUrl('/iot/community/apartments')?.route.name).toBe('iot.community.apartments');
    expect(tabs(['LOCATION_CREATE'])).toEqual(both);
    expect(tabs(['LOCATION_DELETE'])).toEqual(both);
    expect(tabs(['LOCK_READ_LIST'])).toEqual(both);
    expect(tabs(['LEASE_READ'])).toEqual([]);
  });
});
