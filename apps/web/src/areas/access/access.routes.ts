import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { accessMessages as m } from './messages.ts';

// One chunk for the lease screens, one for the door tool.
const pages = () => import('./pages/leases.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** A key of the registry. */
const k = (key: string): PermissionCheck => ({ key });

/**
 * IoT leases (spec part 3 section 2 "Leases", gates of section 6): the list, a new lease, a lease with
 * its residents' move-in and move-out (modals over the lease), its authorizations and add location
 * (a modal over them); and our own two: a resident's move-out proof (D213) and "who can open this
 * door" (D211). Renew and transfer are not built. Names follow `iot.leases.*`.
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
] as const;
