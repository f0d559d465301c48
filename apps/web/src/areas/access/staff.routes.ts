import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { peopleMessages as p } from './people-access.messages.ts';
import { staffMessages as m } from './staff.messages.ts';

// One chunk for the staff screens.
const pages = () => import('./pages/staff.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** Reading staff and vendors: the spec's "user read" (D232). */
const read: PermissionCheck = { key: 'USER_READ' };
/** Their access (section 6 "user read accesses, update accesses, read keyring"; D230). */
export const readAccesses: PermissionCheck = { key: 'USER_READ_ACCESSES' };
export const readKeyring: PermissionCheck = { key: 'USER_READ_KEYRING' };
export const updateAccesses: PermissionCheck = { key: 'USER_UPDATE_ACCESSES' };
/** Keyring management shows the keyring it manages: the update key and the keyring's. */
export const manageKeyring: PermissionCheck = { allOf: [updateAccesses, readKeyring] };

/**
 * The staff screens (part 3 section 1 "Staff and vendors", the access tab /iot/staff and the base
 * path /iot/staff/:id; D232): the list, a tab of the access area between groups and residents, and a
 * staff member with their role type, roles, temporary accesses, keys and groups here, and delete from
 * the community; and their access (the sub-screens authorizations, authorizations/:locationId,
 * authorizations/add-location, keyring and keyring/management; D230): authorizations with add location
 * (a modal, declared before a place's path, which it would otherwise match), one place with its locks,
 * the keyring and its management. Names follow `iot.staff.*`.
 */
export const staffRoutes = [
  defineRoute({
    name: 'iot.staff.index',
    path: '/iot/staff',
    title: m.staffTitle,
    flowStartsWith: m.staffFlow,
    searchWords: [m.staffWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffListPage })),
  }),
  defineRoute({
    name: 'iot.staff.details',
    path: '/iot/staff/:id',
    title: m.memberTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffDetailsPage })),
  }),
  defineRoute({
    name: 'iot.staff.authorizations',
    path: '/iot/staff/:id/authorizations',
    title: p.authorizationsTitle,
    hideFromSearch: true,
    permissionChecker: readAccesses,
    ...iot,
    actions: [
      {
        id: 'staff-add-location',
        title: p.addLocationTitle,
        routeName: 'iot.staff.authorizations.addLocation',
        params: { id: '{id}' },
        primary: true,
      },
    ],
    load: () => pages().then((x) => ({ default: x.StaffAuthorizationsPage })),
  }),
  defineRoute({
    name: 'iot.staff.authorizations.addLocation',
    path: '/iot/staff/:id/authorizations/add-location',
    title: p.addLocationTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.staff.authorizations',
    hideFromSearch: true,
    permissionChecker: updateAccesses,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffAddLocationPage })),
  }),
  defineRoute({
    name: 'iot.staff.authorizations.place',
    path: '/iot/staff/:id/authorizations/:locationId',
    title: p.placeTitle,
    hideFromSearch: true,
    permissionChecker: readAccesses,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffPlacePage })),
  }),
  defineRoute({
    name: 'iot.staff.keyring',
    path: '/iot/staff/:id/keyring',
    title: p.keyringTitle,
    hideFromSearch: true,
    permissionChecker: readKeyring,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffKeyringPage })),
  }),
  defineRoute({
    name: 'iot.staff.keyring.management',
    path: '/iot/staff/:id/keyring/management',
    title: p.managementTitle,
    hideFromSearch: true,
    permissionChecker: manageKeyring,
    ...iot,
    load: () => pages().then((x) => ({ default: x.StaffKeyringManagementPage })),
  }),
] as const;
