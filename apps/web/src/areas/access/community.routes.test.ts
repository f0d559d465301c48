import type { PermissionCheck } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../app/navigation/TabbedView.tsx';
import { type AccessEnv, passesGates } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { communityRoutes } from './community.routes.ts';

const can =
  (keys: string[]) =>
  (check: PermissionCheck): boolean =>
    'key' in check
      ? keys.includes(check.key)
      : 'anyOf' in check
        ? check.anyOf.some(can(keys))
        : 'allOf' in check
          ? check.allOf.every(can(keys))
          : false;
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

  it('the units (D234): create, then link the new unit; a unit’s details with its link modals over it; reading with the tree’s gate, linking with LOCATION_CREATE, creating also with community structure’s unit key', () => {
    const at = (url: string) => matchUrl(url)?.route;
    const unit = '/iot/community/units/4c1c2b4a-1111-4222-8333-944455556666';
    expect(at('/iot/community/units/create')?.name).toBe('iot.community.units.create');
    expect(at('/iot/community/units/create/link-units')?.name).toBe('iot.community.units.createLinkUnits');
    expect(at(unit)?.name).toBe('iot.community.units.details');
    expect(at(`${unit}/link-unit`)).toMatchObject({ loadInModal: true, parent: 'iot.community.units.details' });
    expect(at(`${unit}/link-units`)).toMatchObject({ loadInModal: true, parent: 'iot.community.units.details' });
    const opens = (name: string, keys: string[]) => passesGates(findRoute(name)!, env(keys));
    expect(opens('iot.community.units.details', ['LOCK_READ_LIST'])).toBe(true);
    expect(opens('iot.community.units.linkUnit', ['LOCK_READ_LIST'])).toBe(false);
    expect(opens('iot.community.units.linkUnits', ['LOCATION_CREATE'])).toBe(true);
    expect(opens('iot.community.units.createLinkUnits', ['LOCATION_CREATE'])).toBe(true);
    expect(opens('iot.community.units.create', ['LOCATION_CREATE'])).toBe(false);
    expect(opens('iot.community.units.create', ['CBR_LIVING_SPACES_CREATE'])).toBe(false);
    expect(opens('iot.community.units.create', ['LOCATION_CREATE', 'CBR_LIVING_SPACES_CREATE'])).toBe(true);
    expect(findRoute('iot.community.apartments')?.actions?.map((a) => a.routeName)).toEqual([
      'iot.community.units.create',
    ]);
  });
});
