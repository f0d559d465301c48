import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { keyMessages as m } from './keys.messages.ts';

// One chunk for the keys' screens.
const pages = () => import('./pages/keys.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The keys' permission keys (section 6 "Keys: create, import, issue and delete"; reading is D221's). */
const read: PermissionCheck = { key: 'KEY_CREDENTIAL_READ' };
const create: PermissionCheck = { key: 'KEY_CREDENTIAL_CREATE' };
const importKeys: PermissionCheck = { key: 'KEY_CREDENTIAL_IMPORT' };
/** Issuing covers assigning, taking back and changing a key's locations (D221). */
const issue: PermissionCheck = { key: 'KEY_CREDENTIAL_ISSUE' };
const remove: PermissionCheck = { key: 'KEY_CREDENTIAL_DELETE' };

/**
 * The keys screens' routes (part 3 section 2 "Access area /iot/access", "Keys"): the list, a tab of
 * the access area, with its actions (add, import, assign); a new key; a key with its grants and who
 * held it; and the modals over them: the CSV import, assign, delete and change locations, each
 * without a key in its address choosing one first (delete and assign) or needing it (locations).
 * Names follow `iot.keys.*`.
 */
export const keyRoutes = [
  defineRoute({
    name: 'iot.keys.index',
    path: '/iot/keys',
    title: m.keysTitle,
    flowStartsWith: m.keysFlow,
    searchWords: [m.keysWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    actions: [
      { id: 'key-create', title: m.createTitle, routeName: 'iot.keys.create', primary: true },
      { id: 'key-import', title: m.importTitle, routeName: 'iot.keys.import' },
      { id: 'key-assign', title: m.assignTitle, routeName: 'iot.keys.assign' },
    ],
    load: () => pages().then((p) => ({ default: p.KeyListPage })),
  }),
  defineRoute({
    name: 'iot.keys.create',
    path: '/iot/keys/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyCreatePage })),
  }),
  defineRoute({
    name: 'iot.keys.import',
    path: '/iot/keys/import',
    title: m.importTitle,
    flowStartsWith: m.importFlow,
    loadInModal: true,
    size: 'large',
    parent: 'iot.keys.index',
    permissionChecker: importKeys,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyImportPage })),
  }),
  defineRoute({
    name: 'iot.keys.assign',
    path: '/iot/keys/assign/:keyId?',
    title: m.assignTitle,
    flowStartsWith: m.assignFlow,
    loadInModal: true,
    size: 'small',
    parent: 'iot.keys.details',
    permissionChecker: issue,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyAssignPage })),
  }),
  defineRoute({
    name: 'iot.keys.delete',
    path: '/iot/keys/delete/:keyId?',
    title: m.deleteTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.keys.details',
    hideFromSearch: true,
    permissionChecker: remove,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyDeletePage })),
  }),
  defineRoute({
    name: 'iot.keys.changeLocations',
    path: '/iot/keys/change-locations/:keyId?',
    title: m.changeLocationsTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.keys.details',
    hideFromSearch: true,
    permissionChecker: issue,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyLocationsPage })),
  }),
  defineRoute({
    name: 'iot.keys.details',
    path: '/iot/keys/:keyId',
    title: m.keyTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.KeyDetailsPage })),
  }),
] as const;
