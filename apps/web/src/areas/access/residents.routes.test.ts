import { buildGrants, can as canCheck, emptyGrants, type PermissionCheck } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { tabbedIndexTarget, visibleTabs } from '../../app/navigation/TabbedView.tsx';
import type { AccessEnv } from '../../app/routing/access.ts';
import { routeAccess } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { residentRoutes } from './residents.routes.ts';

const COMMUNITY = 'community';
const RESIDENT = '7a1c2b4a-1111-4222-8333-944455556666';
const LOCATION = '8b1c2b4a-1111-4222-8333-944455556666';

/** A user in a community licensed for IOT holding `keys` there. */
function env(keys: string[]): AccessEnv {
  const grants =
    keys.length > 0
      ? buildGrants(keys.map((key) => ({ key: key as never, context: 'COMMUNITY' as const, contextId: COMMUNITY })))
      : emptyGrants;
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
        profile: { type: 'USER', role: null },
        licensedApps: ['IOT'],
        features: {},
      }),
  };
}
const opens = (name: string, keys: string[]) => routeAccess(findRoute(name)!, env(keys)).kind;

describe('resident routes', () => {
  it('every screen needs the IOT app, a customer and a community; each spec path opens its screen with its gate; add-location wins over a place', () => {
    for (const route of residentRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
    }
    const gates: [string, string, string][] = [
      ['/iot/residents', 'iot.residents.index', 'RESIDENT_READ'],
      ['/iot/residents/create', 'iot.residents.create', 'RESIDENT_CREATE'],
      [`/iot/residents/${RESIDENT}`, 'iot.residents.details', 'RESIDENT_READ'],
      [`/iot/residents/${RESIDENT}/change-email`, 'iot.residents.changeEmail', 'RESIDENT_CHANGE_EMAIL'],
      [`/iot/residents/${RESIDENT}/authorizations`, 'iot.residents.authorizations', 'RESIDENT_READ'],
      [
        `/iot/residents/${RESIDENT}/authorizations/add-location`,
        'iot.residents.authorizations.addLocation',
        'RESIDENT_UPDATE_ACCESSES',
      ],
      [`/iot/residents/${RESIDENT}/authorizations/${LOCATION}`, 'iot.residents.authorizations.place', 'RESIDENT_READ'],
      [`/iot/residents/${RESIDENT}/keyring`, 'iot.residents.keyring', 'RESIDENT_READ'],
      [`/iot/residents/${RESIDENT}/keyring/management`, 'iot.residents.keyring.management', 'RESIDENT_UPDATE_ACCESSES'],
    ];
    for (const [url, name, key] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual({ key });
    }
    // The modals stay over their screens.
    expect(findRoute('iot.residents.changeEmail')).toMatchObject({
      loadInModal: true,
      parent: 'iot.residents.details',
    });
    expect(findRoute('iot.residents.authorizations.addLocation')).toMatchObject({
      loadInModal: true,
      parent: 'iot.residents.authorizations',
    });
  });

  it('community manager: the residents tab sits after groups and before fire keys, with its create action; every screen opens', () => {
    const keys = [
      'RESIDENT_READ',
      'RESIDENT_CREATE',
      'RESIDENT_CHANGE_EMAIL',
      'RESIDENT_DELETE_FROM_COMMUNITY',
      'RESIDENT_UPDATE_ACCESSES',
    ];
    const tabs = visibleTabs(routeTable, 'iot.access.index', env([...keys, 'KEY_CREDENTIAL_READ'])).map((r) => r.name);
    expect(tabs).toEqual(['iot.keys.index', 'iot.residents.index']);
    // The spec's order of the tabs: …, groups, staff, residents and the fire key last.
    const at = (name: string) => routeTable.findIndex((route) => route.name === name);
    expect(at('iot.groups.index')).toBeLessThan(at('iot.residents.index'));
    expect(at('iot.residents.index')).toBeLessThan(at('iot.firekey.index'));
    const actions = findRoute('iot.residents.index')?.actions ?? [];
    expect(actions.map((action) => [action.routeName, action.primary])).toEqual([['iot.residents.create', true]]);
    for (const route of residentRoutes) expect(opens(route.name, keys), route.name).toBe('ok');
  });

  it('viewer (RESIDENT_READ only): reads the list, a resident, their authorizations and keyring; none of the changes open', () => {
    const read = ['RESIDENT_READ'];
    for (const name of [
      'iot.residents.index',
      'iot.residents.details',
      'iot.residents.authorizations',
      'iot.residents.authorizations.place',
      'iot.residents.keyring',
    ]) {
      expect(opens(name, read), name).toBe('ok');
    }
    for (const name of [
      'iot.residents.create',
      'iot.residents.changeEmail',
      'iot.residents.authorizations.addLocation',
      'iot.residents.keyring.management',
    ]) {
      expect(opens(name, read), name).toBe('notAuthorized');
    }
  });

  it('a user who may read only residents enters the access area on the residents tab; without it, neither', () => {
    expect(opens('iot.access.index', ['RESIDENT_READ'])).toBe('ok');
    expect(tabbedIndexTarget(routeTable, 'iot.access.index', {}, env(['RESIDENT_READ']))).toBe('/iot/residents');
    expect(visibleTabs(routeTable, 'iot.access.index', env(['LEASE_READ']))).toEqual([]);
    expect(opens('iot.residents.index', ['LEASE_READ'])).toBe('notAuthorized');
  });
});
