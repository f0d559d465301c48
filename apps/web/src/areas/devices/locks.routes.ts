import { ACTION_KEYS, HISTORY_KEYS, INSTALL_KEYS } from '@lintel/contracts/devices/locks';
import { gate, type PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { lockMessages as m } from './locks.messages.ts';

// One chunk for the lock screens.
const pages = () => import('./pages/locks.ts');

/** Every lock screen: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** A key of the registry (the contract's maps hold them as strings). */
const k = (key: string): PermissionCheck => ({ key });
const keys = (list: readonly string[]): PermissionCheck =>
  list.length === 1 ? k(list[0]!) : gate.anyOf(...list.map(k));
/** Details and the screens under them read the lock too (LOCK_READ). */
const withLock = (check: PermissionCheck) => gate.allOf(k('LOCK_READ'), check);

const details = () => pages().then((p) => ({ default: p.LockDetailsPage }));
const history = () => pages().then((p) => ({ default: p.LockHistoryPage }));
const changeLocation = () => pages().then((p) => ({ default: p.LockChangeLocationPage }));
const install = () => pages().then((p) => ({ default: p.LockInstallPage }));

/**
 * Locks, common (spec part 3 section 2): the list, its column chooser, the access history and the
 * management hub; each family's details, history and change location (Allegion's change router); and
 * each family's install (D180). The spec gives paths only; names follow `iot.locks.<family>.*`.
 */
export const locksRoutes = [
  defineRoute({
    name: 'iot.locks.index',
    path: '/iot/locks',
    title: m.title,
    flowStartsWith: m.flow,
    permissionChecker: k('LOCK_READ_LIST'),
    ...iot,
    actions: [
      { id: 'lock-columns', title: m.columnsTitle, routeName: 'iot.locks.columns', primary: true },
      { id: 'lock-access-history', title: m.accessHistoryTitle, routeName: 'iot.locks.accessHistory' },
      { id: 'lock-management', title: m.managementTitle, routeName: 'iot.locks.management' },
    ],
    load: () => pages().then((p) => ({ default: p.LocksPage })),
  }),
  defineRoute({
    name: 'iot.locks.columns',
    path: '/iot/locks/columns',
    title: m.columnsTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.locks.index',
    hideFromSearch: true,
    permissionChecker: k('LOCK_READ_LIST'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.LockColumnsPage })),
  }),
  defineRoute({
    name: 'iot.locks.accessHistory',
    path: '/iot/locks/access-history',
    title: m.accessHistoryTitle,
    flowStartsWith: m.accessHistoryTitle,
    permissionChecker: k('ACCESS_LOG_READ_ALL'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.LockAccessHistoryPage })),
  }),
  defineRoute({
    name: 'iot.locks.management',
    path: '/iot/locks/management',
    title: m.managementTitle,
    flowStartsWith: m.managementTitle,
    permissionChecker: k('LOCK_READ_LIST'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.LockManagementPage })),
  }),
  // Wired door controller (PDK).
  defineRoute({
    name: 'iot.locks.pdk.details',
    path: '/iot/locks/pdk/:lockId',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: k('LOCK_READ'),
    ...iot,
    load: details,
  }),
  defineRoute({
    name: 'iot.locks.pdk.history',
    path: '/iot/locks/pdk/:lockId/lock-history',
    title: m.historyTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(HISTORY_KEYS.PDK)),
    ...iot,
    load: history,
  }),
  defineRoute({
    name: 'iot.locks.pdk.changeLocation',
    path: '/iot/locks/pdk/:lockId/change-location',
    title: m.changeLocationTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(ACTION_KEYS.CHANGE_LOCATION.PDK!)),
    ...iot,
    load: changeLocation,
  }),
  defineRoute({
    name: 'iot.locks.management.pdk',
    path: '/iot/locks/management/pdk',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.PDK),
    ...iot,
    load: install,
  }),
  defineRoute({
    name: 'iot.locks.management.pdk.install',
    path: '/iot/locks/management/pdk/install',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.PDK),
    ...iot,
    load: install,
  }),
  // Yale.
  defineRoute({
    name: 'iot.locks.yale.details',
    path: '/iot/locks/yale/:lockId',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k('YALE_LOCK_READ')),
    ...iot,
    load: details,
  }),
  defineRoute({
    name: 'iot.locks.yale.accessHistory',
    path: '/iot/locks/yale/:lockId/access-history',
    title: m.accessHistoryTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(HISTORY_KEYS.YALE)),
    ...iot,
    load: history,
  }),
  defineRoute({
    name: 'iot.locks.management.yale',
    path: '/iot/locks/management/yale',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.YALE),
    ...iot,
    load: install,
  }),
  // Allegion.
  defineRoute({
    name: 'iot.locks.allegion.details',
    path: '/iot/locks/allegion/:lockId',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: k('LOCK_READ'),
    ...iot,
    load: details,
  }),
  defineRoute({
    name: 'iot.locks.allegion.history',
    path: '/iot/locks/allegion/:lockId/lock-history/:locationId?',
    title: m.historyTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(HISTORY_KEYS.ALLEGION)),
    ...iot,
    load: history,
  }),
  defineRoute({
    name: 'iot.locks.allegion.changeLocation',
    path: '/iot/locks/allegion/:lockId/change-location',
    title: m.changeLocationTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(ACTION_KEYS.CHANGE_LOCATION.ALLEGION!)),
    ...iot,
    load: changeLocation,
  }),
  defineRoute({
    name: 'iot.locks.allegion.changeRouter',
    path: '/iot/locks/allegion/:lockId/change-router',
    title: m.changeRouterTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(ACTION_KEYS.CHANGE_ROUTER.ALLEGION!)),
    ...iot,
    load: () => pages().then((p) => ({ default: p.LockChangeRouterPage })),
  }),
  defineRoute({
    name: 'iot.locks.management.allegion',
    path: '/iot/locks/management/allegion',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.ALLEGION),
    ...iot,
    load: install,
  }),
  defineRoute({
    name: 'iot.locks.management.allegion.install',
    path: '/iot/locks/management/allegion/install',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.ALLEGION),
    ...iot,
    load: install,
  }),
  // Brivo.
  defineRoute({
    name: 'iot.locks.brivo.details',
    path: '/iot/locks/brivo/:lockId',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k('BRIVO_DEVICES_READ_DETAILS')),
    ...iot,
    load: details,
  }),
  defineRoute({
    name: 'iot.locks.brivo.history',
    path: '/iot/locks/brivo/:lockId/lock-history',
    title: m.historyTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(HISTORY_KEYS.BRIVO)),
    ...iot,
    load: history,
  }),
  defineRoute({
    name: 'iot.locks.brivo.changeLocation',
    path: '/iot/locks/brivo/:lockId/change-location',
    title: m.changeLocationTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(ACTION_KEYS.CHANGE_LOCATION.BRIVO!)),
    ...iot,
    load: changeLocation,
  }),
  defineRoute({
    name: 'iot.locks.management.brivo',
    path: '/iot/locks/management/brivo',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.BRIVO),
    ...iot,
    load: install,
  }),
  defineRoute({
    name: 'iot.locks.management.brivo.install',
    path: '/iot/locks/management/brivo/install',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.BRIVO),
    ...iot,
    load: install,
  }),
  // ButterflyMX.
  defineRoute({
    name: 'iot.locks.butterflymx.details',
    path: '/iot/locks/butterflymx/:lockId',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: k('LOCK_READ'),
    ...iot,
    load: details,
  }),
  defineRoute({
    name: 'iot.locks.butterflymx.accessHistory',
    path: '/iot/locks/butterflymx/:lockId/access-history',
    title: m.accessHistoryTitle,
    hideFromSearch: true,
    permissionChecker: withLock(k(HISTORY_KEYS.BUTTERFLYMX)),
    ...iot,
    load: history,
  }),
  defineRoute({
    name: 'iot.locks.management.butterflymx',
    path: '/iot/locks/management/butterflymx',
    title: m.installTitle,
    hideFromSearch: true,
    permissionChecker: keys(INSTALL_KEYS.BUTTERFLYMX),
    ...iot,
    load: install,
  }),
] as const;
