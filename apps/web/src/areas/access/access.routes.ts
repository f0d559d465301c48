import { gate, type PermissionCheck, specGates } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { communityRoutes } from './community.routes.ts';
import { fireKeyRoutes } from './fire-keys.routes.ts';
import { groupRoutes } from './groups.routes.ts';
import { integrationQueueRoutes } from './integration-queue.routes.ts';
import { keyRoutes } from './keys.routes.ts';
import { accessMessages as m } from './messages.ts';
import { pacsQueueLogRoutes } from './pacs-queue-log.routes.ts';
import { passRoutes } from './passes.routes.ts';
import { residentRoutes } from './residents.routes.ts';
import { staffRoutes } from './staff.routes.ts';
import { vendorRoutes } from './vendors.routes.ts';

// One chunk for the lease screens, one for temporary staff access, one for the door tool.
const pages = () => import('./pages/leases.ts');
const staffPages = () => import('./pages/staffAccess.ts');
const queuePages = () => import('./pages/residentsQueue.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** A key of the registry. */
const k = (key: string): PermissionCheck => ({ key });
/** Temporary access lists: the read-list key at the ALL or the APT_COM scope (part 3 section 6). */
const readList = specGates.temporaryAccessList;
/** Renew and transfer: the lease key plus the delay-line read check, as policies (part 3 section 6, D214). */
const renewGate = gate.allOf(gate.key('LEASE_RENEW'), gate.policy('iot.leaseRenew'));
const transferGate = gate.allOf(gate.key('LEASE_TRANSFER'), gate.policy('iot.leaseTransfer'));
/** The resident queue: its read key; applying also needs the move's execute key (D219). */
const queueRead = gate.key('RESIDENT_EVENT_QUEUE_READ');
/** The actions of both temporary access lists; each shows only when its screen passes its gate. */
const listActions = [
  { id: 'grant-access', title: m.grantTitle, routeName: 'iot.staffAccess.grantAccess', primary: true },
  { id: 'access-event-log', title: m.eventLogTitle, routeName: 'iot.staffAccess.eventLog' },
  { id: 'access-who-can-open', title: m.whoCanOpenTitle, routeName: 'iot.access.whoCanOpen' },
];

/**
 * IoT leases (spec part 3 section 2 "Leases", gates of section 6): the list, a new lease, a lease with
 * its residents' move-in and move-out (modals over the lease), its authorizations and add location
 * (a modal over them); and our own two: a resident's move-out proof (D213) and "who can open this
 * door" (D211); renew and transfer (modals over the lease, D220). Names follow `iot.leases.*`. Then
 * the resident queue, the access area and its temporary staff access (below).
 */
export const accessRoutes = [
  defineRoute({
    name: 'iot.leases.index',
    path: '/iot/leases',
    title: m.leasesTitle,
    flowStartsWith: m.leasesFlow,
    permissionChecker: k('LEASE_READ'),
    ...iot,
    actions: [
      { id: 'new-lease', title: m.newLeaseTitle, routeName: 'iot.leases.new', primary: true },
      { id: 'who-can-open', title: m.whoCanOpenTitle, routeName: 'iot.access.whoCanOpen' },
    ],
    load: () => pages().then((p) => ({ default: p.LeaseListPage })),
  }),
  defineRoute({
    name: 'iot.leases.new',
    path: '/iot/leases/new-lease',
    title: m.newLeaseTitle,
    flowStartsWith: m.newLeaseFlow,
    permissionChecker: k('LEASE_CREATE'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.NewLeasePage })),
  }),
  defineRoute({
    name: 'iot.leases.details',
    path: '/iot/leases/:leaseId',
    title: m.leaseTitle,
    hideFromSearch: true,
    permissionChecker: k('LEASE_READ'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.LeaseDetailsPage })),
  }),
  defineRoute({
    name: 'iot.leases.executeMoveIn',
    path: '/iot/leases/:leaseId/execute-move-in/:residentId',
    title: m.moveInTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.leases.details',
    hideFromSearch: true,
    permissionChecker: k('LEASE_EXECUTE_MOVE_IN'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveInPage })),
  }),
  defineRoute({
    name: 'iot.leases.executeMoveOut',
    path: '/iot/leases/:leaseId/execute-move-out/:residentId',
    title: m.moveOutTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.leases.details',
    hideFromSearch: true,
    permissionChecker: k('LEASE_EXECUTE_MOVE_OUT'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveOutPage })),
  }),
  defineRoute({
    name: 'iot.leases.renew',
    path: '/iot/leases/:leaseId/renew/:residentId?',
    title: m.renewTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.leases.details',
    hideFromSearch: true,
    permissionChecker: renewGate,
    ...iot,
    load: () => pages().then((p) => ({ default: p.RenewLeasePage })),
  }),
  defineRoute({
    name: 'iot.leases.transfer',
    path: '/iot/leases/:leaseId/transfer',
    title: m.transferTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.leases.details',
    hideFromSearch: true,
    permissionChecker: transferGate,
    ...iot,
    load: () => pages().then((p) => ({ default: p.TransferLeasePage })),
  }),
  defineRoute({
    name: 'iot.leases.authorizations',
    path: '/iot/leases/:id/authorizations',
    title: m.authorizationsTitle,
    hideFromSearch: true,
    permissionChecker: k('LEASE_READ_ACCESSES'),
    ...iot,
    actions: [
      {
        id: 'lease-add-location',
        title: m.addLocationTitle,
        routeName: 'iot.leases.authorizations.addLocation',
        params: { id: '{id}' },
        primary: true,
      },
      { id: 'lease-back', title: m.leaseTitle, routeName: 'iot.leases.details', params: { leaseId: '{id}' } },
    ],
    load: () => pages().then((p) => ({ default: p.LeaseAuthorizationsPage })),
  }),
  defineRoute({
    name: 'iot.leases.authorizations.addLocation',
    path: '/iot/leases/:id/authorizations/add-location',
    title: m.addLocationTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.leases.authorizations',
    hideFromSearch: true,
    permissionChecker: k('LEASE_UPDATE_ACCESSES'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.AddLocationPage })),
  }),
  defineRoute({
    name: 'iot.leases.moveOutProof',
    path: '/iot/leases/:leaseId/move-out-proof/:residentId',
    title: m.proofTitle,
    hideFromSearch: true,
    permissionChecker: k('LEASE_READ'),
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveOutProofPage })),
  }),
  defineRoute({
    name: 'iot.access.whoCanOpen',
    path: '/iot/access/who-can-open',
    title: m.whoCanOpenTitle,
    flowStartsWith: m.whoCanOpenFlow,
    searchWords: [m.whoCanOpenWords],
    // Who may open a door is the door's access: the access history's key (D211).
    permissionChecker: k('ACCESS_LOG_READ_ALL'),
    ...iot,
    load: () => import('./pages/WhoCanOpenPage.tsx'),
  }),
  // The resident queue (part 3 section 2 "Resident queue", section 6 "Resident event queue: read",
  // D219): the list and its displaying options with the read key; applying a move (a modal over the
  // list) with the read key and the move's execute key, as the server's endpoints.
  defineRoute({
    name: 'iot.residents-queue.index',
    path: '/iot/residents-queue',
    title: m.queueTitle,
    flowStartsWith: m.queueFlow,
    searchWords: [m.queueWords],
    permissionChecker: queueRead,
    ...iot,
    actions: [
      { id: 'queue-configuration', title: m.queueSettingsTitle, routeName: 'iot.residents-queue.configuration' },
    ],
    load: () => queuePages().then((p) => ({ default: p.ResidentQueuePage })),
  }),
  defineRoute({
    name: 'iot.residents-queue.configuration',
    path: '/iot/residents-queue/configuration',
    title: m.queueSettingsTitle,
    hideFromSearch: true,
    permissionChecker: queueRead,
    ...iot,
    load: () => queuePages().then((p) => ({ default: p.QueueSettingsPage })),
  }),
  defineRoute({
    name: 'iot.residents-queue.moveIn',
    path: '/iot/residents-queue/:leaseId/move-in/:residentId',
    title: m.applyMoveInTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.residents-queue.index',
    hideFromSearch: true,
    permissionChecker: gate.allOf(queueRead, gate.key('LEASE_EXECUTE_MOVE_IN')),
    ...iot,
    load: () => queuePages().then((p) => ({ default: p.QueueMoveInPage })),
  }),
  defineRoute({
    name: 'iot.residents-queue.moveOut',
    path: '/iot/residents-queue/:leaseId/move-out/:residentId',
    title: m.applyMoveOutTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.residents-queue.index',
    hideFromSearch: true,
    permissionChecker: gate.allOf(queueRead, gate.key('LEASE_EXECUTE_MOVE_OUT')),
    ...iot,
    load: () => queuePages().then((p) => ({ default: p.QueueMoveOutPage })),
  }),
  // The access area (part 3 section 2 "Access area /iot/access") and its temporary staff access, with
  // the gates of section 6 ("Other gates", "Action-button gates by area"): the lists need the read-list
  // key at either scope, granting either create key, editing "update virtual"; the details and the
  // event log are read with the lists' key (D215, D216). Its other built tabs, keys, passes, groups and
  // fire keys, are in their own route files (D221–D223, D225), as is the integration queue (D224);
  // /iot/access opens the first tab the user may see. Names follow `iot.staffAccess.*`.
  defineRoute({
    // A tabbed view: its page sends the user to the first tab they may see.
    name: 'iot.access.index',
    path: '/iot/access',
    title: m.accessTitle,
    flowStartsWith: m.accessFlow,
    // The gates of its built tabs: temporary access, keys, passes, groups, staff, residents and fire keys.
    permissionChecker: gate.anyOf(
      readList,
      k('KEY_CREDENTIAL_READ'),
      k('TEMPORARY_PASS_READ_LIST'),
      k('CUSTOM_USER_GROUP_READ'),
      k('USER_READ'),
      k('RESIDENT_READ'),
      gate.allOf(k('FIRE_KEY_READ'), gate.policy('iot.fireKeyTile')),
    ),
    ...iot,
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  defineRoute({
    name: 'iot.staffAccess.index',
    path: '/iot/staff-access',
    title: m.temporaryTitle,
    flowStartsWith: m.temporaryFlow,
    searchWords: [m.temporaryWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: readList,
    ...iot,
    actions: listActions,
    load: () => staffPages().then((p) => ({ default: p.ActiveAccessPage })),
  }),
  defineRoute({
    // The tab's other list: under the same tab, not a tab of its own.
    name: 'iot.staffAccess.expiredRevokedAccess',
    path: '/iot/staff-access/expired-revoked-access',
    title: m.endedTitle,
    tabOf: 'iot.access.index',
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    actions: listActions,
    load: () => staffPages().then((p) => ({ default: p.EndedAccessPage })),
  }),
  defineRoute({
    name: 'iot.staffAccess.grantAccess',
    path: '/iot/staff-access/grant-access',
    title: m.grantTitle,
    flowStartsWith: m.grantFlow,
    permissionChecker: specGates.temporaryAccessGrant,
    ...iot,
    load: () => staffPages().then((p) => ({ default: p.GrantAccessPage })),
  }),
  defineRoute({
    name: 'iot.staffAccess.accessDetails',
    path: '/iot/staff-access/access-details/:id',
    title: m.accessDetailsTitle,
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    load: () => staffPages().then((p) => ({ default: p.AccessDetailsPage })),
  }),
  defineRoute({
    name: 'iot.staffAccess.accessDetails.edit',
    path: '/iot/staff-access/access-details/:id/edit',
    title: m.editAccessTitle,
    hideFromSearch: true,
    permissionChecker: k('TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL'),
    ...iot,
    load: () => staffPages().then((p) => ({ default: p.EditAccessPage })),
  }),
  defineRoute({
    name: 'iot.staffAccess.expiredRevokedAccessDetails',
    path: '/iot/staff-access/expired-revoked-access-details/:id',
    title: m.accessDetailsTitle,
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    load: () => staffPages().then((p) => ({ default: p.AccessDetailsPage })),
  }),
  defineRoute({
    name: 'iot.staffAccess.eventLog',
    path: '/iot/staff-access/event-log',
    title: m.eventLogTitle,
    flowStartsWith: m.eventLogFlow,
    permissionChecker: readList,
    ...iot,
    load: () => staffPages().then((p) => ({ default: p.AccessEventLogPage })),
  }),
  ...keyRoutes,
  ...passRoutes,
  ...integrationQueueRoutes,
  ...pacsQueueLogRoutes,
  ...groupRoutes,
  ...staffRoutes,
  ...residentRoutes,
  ...vendorRoutes,
  ...fireKeyRoutes,
  ...communityRoutes,
] as const;
