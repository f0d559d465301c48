import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { peopleMessages as p } from './people-access.messages.ts';
import { residentMessages as m } from './residents.messages.ts';

// One chunk for the residents' screens and their access.
const pages = () => import('./pages/residents.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** Section 6 "Residents: create, read, change email, delete from community". */
const read: PermissionCheck = { key: 'RESIDENT_READ' };
const create: PermissionCheck = { key: 'RESIDENT_CREATE' };
const changeEmail: PermissionCheck = { key: 'RESIDENT_CHANGE_EMAIL' };
/** Direct authorizations and keyring management: a key of our own (D230). */
const updateAccesses: PermissionCheck = { key: 'RESIDENT_UPDATE_ACCESSES' };

/**
 * The residents' routes (part 3 section 2 "Access area /iot/access", the residents tab and its
 * "Residents" paths; D229–D231): the list, a tab of the access area (and the menu's
 * iot.residents.index), with its create action; a new resident; a resident, with change email as a
 * modal over it; and their access: authorizations with add location (a modal, declared before a
 * place's path, which it would otherwise match), one place with its locks, the keyring and its
 * management. Names follow `iot.residents.*`.
 */
export const residentRoutes = [
  defineRoute({
    name: 'iot.residents.index',
    path: '/iot/residents',
    title: m.residentsTitle,
    flowStartsWith: m.residentsFlow,
    searchWords: [m.residentsWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    actions: [{ id: 'resident-create', title: m.createTitle, routeName: 'iot.residents.create', primary: true }],
    load: () => pages().then((x) => ({ default: x.ResidentListPage })),
  }),
  defineRoute({
    name: 'iot.residents.create',
    path: '/iot/residents/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentCreatePage })),
  }),
  defineRoute({
    name: 'iot.residents.details',
    path: '/iot/residents/:id',
    title: m.residentTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentDetailsPage })),
  }),
  defineRoute({
    name: 'iot.residents.changeEmail',
    path: '/iot/residents/:id/change-email',
    title: m.changeEmailTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.residents.details',
    hideFromSearch: true,
    permissionChecker: changeEmail,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentEmailPage })),
  }),
  defineRoute({
    name: 'iot.residents.authorizations',
    path: '/iot/residents/:id/authorizations',
    title: p.authorizationsTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    actions: [
      {
        id: 'resident-add-location',
        title: p.addLocationTitle,
        routeName: 'iot.residents.authorizations.addLocation',
        params: { id: '{id}' },
        primary: true,
      },
    ],
    load: () => pages().then((x) => ({ default: x.ResidentAuthorizationsPage })),
  }),
  defineRoute({
    name: 'iot.residents.authorizations.addLocation',
    path: '/iot/residents/:id/authorizations/add-location',
    title: p.addLocationTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.residents.authorizations',
    hideFromSearch: true,
    permissionChecker: updateAccesses,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentAddLocationPage })),
  }),
  defineRoute({
    name: 'iot.residents.authorizations.place',
    path: '/iot/residents/:id/authorizations/:locationId',
    title: p.placeTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentPlacePage })),
  }),
  defineRoute({
    name: 'iot.residents.keyring',
    path: '/iot/residents/:id/keyring',
    title: p.keyringTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentKeyringPage })),
  }),
  defineRoute({
    name: 'iot.residents.keyring.management',
    path: '/iot/residents/:id/keyring/management',
    title: p.managementTitle,
    hideFromSearch: true,
    permissionChecker: updateAccesses,
    ...iot,
    load: () => pages().then((x) => ({ default: x.ResidentKeyringManagementPage })),
  }),
] as const;
