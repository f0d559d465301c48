import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { peopleMessages as p } from './people-access.messages.ts';
import { manageKeyring, readAccesses, readKeyring, updateAccesses } from './staff.routes.ts';
import { vendorMessages as m } from './vendors.messages.ts';

// One chunk for the vendors' screens.
const pages = () => import('./pages/vendors.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The USER_* keys of section 6 "Staff and vendors"; reading is the spec's "user read" (D232). */
const read: PermissionCheck = { key: 'USER_READ' };
const create: PermissionCheck = { key: 'USER_CREATE' };
const changeEmail: PermissionCheck = { key: 'USER_CHANGE_EMAIL' };
/** The server also limits it to the role types of an allowed list that is not shown (D233). */
const addToCommunity: PermissionCheck = { key: 'USER_ADD_TO_COMMUNITY' };

/**
 * The vendors' screens (part 3 section 1 "Staff and vendors": /iot/vendors with /create and /:id,
 * change-email and add-to-community; D232, D233): the list (the menu's iot.vendors.index, a page of
 * its own) with its add action; a new vendor; a vendor with the communities it works in and its
 * deletes; the two modals over it; and its access with the staff's keys (D230): authorizations with add
 * location (a modal), the keyring and its management. The spec gives vendors no
 * authorizations/:locationId: none is registered, and their authorizations open no place. Names follow
 * `iot.vendors.*`.
 */
export const vendorRoutes = [
  defineRoute({
    name: 'iot.vendors.index',
    path: '/iot/vendors',
    title: m.vendorsTitle,
    flowStartsWith: m.vendorsFlow,
    searchWords: [m.vendorsWords],
    permissionChecker: read,
    ...iot,
    actions: [{ id: 'vendor-create', title: m.createTitle, routeName: 'iot.vendors.create', primary: true }],
    load: () => pages().then((x) => ({ default: x.VendorListPage })),
  }),
  defineRoute({
    name: 'iot.vendors.create',
    path: '/iot/vendors/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorCreatePage })),
  }),
  defineRoute({
    name: 'iot.vendors.details',
    path: '/iot/vendors/:id',
    title: m.vendorTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorDetailsPage })),
  }),
  defineRoute({
    name: 'iot.vendors.changeEmail',
    path: '/iot/vendors/:id/change-email',
    title: m.changeEmailTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.vendors.details',
    hideFromSearch: true,
    permissionChecker: changeEmail,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorChangeEmailPage })),
  }),
  defineRoute({
    name: 'iot.vendors.addToCommunity',
    path: '/iot/vendors/:id/add-to-community',
    title: m.addToCommunityTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.vendors.details',
    hideFromSearch: true,
    permissionChecker: addToCommunity,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorAddToCommunityPage })),
  }),
  defineRoute({
    name: 'iot.vendors.authorizations',
    path: '/iot/vendors/:id/authorizations',
    title: p.authorizationsTitle,
    hideFromSearch: true,
    permissionChecker: readAccesses,
    ...iot,
    actions: [
      {
        id: 'vendor-add-location',
        title: p.addLocationTitle,
        routeName: 'iot.vendors.authorizations.addLocation',
        params: { id: '{id}' },
        primary: true,
      },
    ],
    load: () => pages().then((x) => ({ default: x.VendorAuthorizationsPage })),
  }),
  defineRoute({
    name: 'iot.vendors.authorizations.addLocation',
    path: '/iot/vendors/:id/authorizations/add-location',
    title: p.addLocationTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.vendors.authorizations',
    hideFromSearch: true,
    permissionChecker: updateAccesses,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorAddLocationPage })),
  }),
  defineRoute({
    name: 'iot.vendors.keyring',
    path: '/iot/vendors/:id/keyring',
    title: p.keyringTitle,
    hideFromSearch: true,
    permissionChecker: readKeyring,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorKeyringPage })),
  }),
  defineRoute({
    name: 'iot.vendors.keyring.management',
    path: '/iot/vendors/:id/keyring/management',
    title: p.managementTitle,
    hideFromSearch: true,
    permissionChecker: manageKeyring,
    ...iot,
    load: () => pages().then((x) => ({ default: x.VendorKeyringManagementPage })),
  }),
] as const;
