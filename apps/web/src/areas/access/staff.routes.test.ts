import { type PermissionCheck, permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../../app/navigation/menu.ts';
import { tabbedIndexTarget, visibleTabs } from '../../app/navigation/TabbedView.tsx';
import { type AccessEnv, routeAccess } from '../../app/routing/access.ts';
import { findRoute, matchUrl, routeTable } from '../../app/routing/table.ts';
import { staffRoutes } from './staff.routes.ts';
import { vendorRoutes } from './vendors.routes.ts';

const ID = '4c1c2b4a-1111-4222-8333-944455556666';
const LOCATION = '8b1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

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
/** Every key a check names. */
const keysOf = (check: PermissionCheck): string[] =>
  'key' in check
    ? [check.key]
    : 'anyOf' in check
      ? check.anyOf.flatMap(keysOf)
      : 'allOf' in check
        ? check.allOf.flatMap(keysOf)
        : [];
/** A user in a community licensed for IOT holding `keys` there. */
const env = (keys: string[]): AccessEnv => ({
  customerId: 'customer',
  communityId: 'community',
  profileType: 'USER',
  role: null,
  apps: ['IOT'],
  permissionsLoading: false,
  can: can(keys),
});

describe('staff and vendor routes', () => {
  it('every screen needs the IOT app, a customer, a community and keys of the registry', () => {
    for (const route of [...staffRoutes, ...vendorRoutes]) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const keys = keysOf(route.permissionChecker as PermissionCheck);
      expect(keys.length, route.name).toBeGreaterThan(0);
      for (const key of keys) expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
  });

  it('follows the spec: each path with its USER_* gate; create wins over a vendor id; change e-mail and add to community are modals over the vendor', () => {
    const gates: [string, string, string][] = [
      ['/iot/staff', 'iot.staff.index', 'USER_READ'],
      [`/iot/staff/${ID}`, 'iot.staff.details', 'USER_READ'],
      ['/iot/vendors', 'iot.vendors.index', 'USER_READ'],
      ['/iot/vendors/create', 'iot.vendors.create', 'USER_CREATE'],
      [`/iot/vendors/${ID}`, 'iot.vendors.details', 'USER_READ'],
      [`/iot/vendors/${ID}/change-email`, 'iot.vendors.changeEmail', 'USER_CHANGE_EMAIL'],
      [`/iot/vendors/${ID}/add-to-community`, 'iot.vendors.addToCommunity', 'USER_ADD_TO_COMMUNITY'],
    ];
    for (const [url, name, key] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual({ key });
    }
    expect(matchUrl(`/iot/vendors/${ID}/add-to-community`)?.params).toEqual({ id: ID });
    for (const name of ['iot.vendors.changeEmail', 'iot.vendors.addToCommunity']) {
      expect(findRoute(name), name).toMatchObject({ loadInModal: true, parent: 'iot.vendors.details' });
    }
    const actions = findRoute('iot.vendors.index')?.actions ?? [];
    expect(actions.map((action) => [action.routeName, action.primary])).toEqual([['iot.vendors.create', true]]);
  });

  it('viewer (USER_READ): the staff tab of the access area, after groups and before fire keys; the vendors page in the menu, not a tab', () => {
    const viewer = env(['USER_READ']);
    expect(visibleTabs(routeTable, 'iot.access.index', viewer).map((route) => route.name)).toEqual(['iot.staff.index']);
    expect(routeAccess(findRoute('iot.access.index')!, viewer)).toEqual({ kind: 'ok' });
    expect(tabbedIndexTarget(routeTable, 'iot.access.index', {}, viewer)).toBe('/iot/staff');
    const order = routeTable.map((route) => route.name);
    expect(order.indexOf('iot.staff.index')).toBeGreaterThan(order.indexOf('iot.groups.index'));
    expect(order.indexOf('iot.staff.index')).toBeLessThan(order.indexOf('iot.firekey.index'));
    expect(findRoute('iot.vendors.index')).not.toHaveProperty('tabOf');
    const smart = menuTree.find((group) => group.id === '__smart_community')?.items.map((item) => item.id);
    expect(smart).toEqual(expect.arrayContaining(['iot.staff.index', 'iot.vendors.index']));
    expect(routeAccess(findRoute('iot.vendors.create')!, viewer)).toEqual({ kind: 'notAuthorized' });
  });

  it('their access: each spec sub-screen with its USER_* gate, add location a modal that wins over a place; vendors have no place', () => {
    const manage = { allOf: [{ key: 'USER_UPDATE_ACCESSES' }, { key: 'USER_READ_KEYRING' }] };
    const gates: [string, string, PermissionCheck][] = [];
    for (const [base, kind] of [
      ['/iot/staff', 'staff'],
      ['/iot/vendors', 'vendors'],
    ] as const) {
      gates.push(
        [`${base}/${ID}/authorizations`, `iot.${kind}.authorizations`, { key: 'USER_READ_ACCESSES' }],
        [
          `${base}/${ID}/authorizations/add-location`,
          `iot.${kind}.authorizations.addLocation`,
          { key: 'USER_UPDATE_ACCESSES' },
        ],
        [`${base}/${ID}/keyring`, `iot.${kind}.keyring`, { key: 'USER_READ_KEYRING' }],
        [`${base}/${ID}/keyring/management`, `iot.${kind}.keyring.management`, manage],
      );
      expect(findRoute(`iot.${kind}.authorizations.addLocation`), kind).toMatchObject({
        loadInModal: true,
        parent: `iot.${kind}.authorizations`,
      });
    }
    gates.push([
      `/iot/staff/${ID}/authorizations/${LOCATION}`,
      'iot.staff.authorizations.place',
      { key: 'USER_READ_ACCESSES' },
    ]);
    for (const [url, name, check] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual(check);
    }
    expect(matchUrl(`/iot/staff/${ID}/authorizations/${LOCATION}`)?.params).toEqual({ id: ID, locationId: LOCATION });
    // The spec gives vendors no authorizations/:locationId.
    expect(findRoute('iot.vendors.authorizations.place')).toBeUndefined();
    expect(matchUrl(`/iot/vendors/${ID}/authorizations/${LOCATION}`)?.route.name ?? '').not.toMatch(/^iot\.vendors\./);
  });

  it('viewer of accesses and keyrings reads every access screen and changes nothing; the update key alone does not open keyring management', () => {
    const reader = env(['USER_READ', 'USER_READ_ACCESSES', 'USER_READ_KEYRING']);
    const opens = (name: string, who: AccessEnv) => routeAccess(findRoute(name)!, who).kind;
    for (const name of [
      'iot.staff.authorizations',
      'iot.staff.authorizations.place',
      'iot.staff.keyring',
      'iot.vendors.authorizations',
      'iot.vendors.keyring',
    ]) {
      expect(opens(name, reader), name).toBe('ok');
    }
    for (const kind of ['staff', 'vendors']) {
      for (const screen of ['authorizations.addLocation', 'keyring.management']) {
        expect(opens(`iot.${kind}.${screen}`, reader), screen).toBe('notAuthorized');
      }
      const updater = env(['USER_READ', 'USER_READ_ACCESSES', 'USER_UPDATE_ACCESSES']);
      expect(opens(`iot.${kind}.authorizations.addLocation`, updater)).toBe('ok');
      expect(opens(`iot.${kind}.keyring.management`, updater)).toBe('notAuthorized');
      expect(opens(`iot.${kind}.keyring.management`, env(['USER_UPDATE_ACCESSES', 'USER_READ_KEYRING']))).toBe('ok');
    }
    expect(opens('iot.staff.authorizations', env(['USER_READ']))).toBe('notAuthorized');
  });

  it('a user without USER_READ: neither the staff tab nor the vendors', () => {
    const other = env(['CUSTOM_USER_GROUP_READ', 'USER_CREATE']);
    expect(visibleTabs(routeTable, 'iot.access.index', other).map((route) => route.name)).not.toContain(
      'iot.staff.index',
    );
    expect(routeAccess(findRoute('iot.vendors.index')!, other)).toEqual({ kind: 'notAuthorized' });
    expect(routeAccess(findRoute('iot.staff.details')!, other)).toEqual({ kind: 'notAuthorized' });
  });
});
