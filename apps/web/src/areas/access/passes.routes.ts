import { gate, specGates } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { passMessages as m } from './passes.messages.ts';

// One chunk for the passes' screens.
const pages = () => import('./pages/passes.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The pass list's key reads every pass screen (part 3 section 6). */
const readList = gate.key('TEMPORARY_PASS_READ_LIST');

/**
 * The passes screens' routes (part 3 section 2 "Access area /iot/access", "Passes"): the Passes tab
 * with its active and ended lists (`?list=ended`, one tab), create, a pass, its summary to hand over
 * and its log of tries at the doors. Creating and revoking check the vendor create key alone, whatever
 * the pass's type (section 6, "only the first is actually checked"). Names follow `iot.passes.*`.
 */
export const passRoutes = [
  defineRoute({
    name: 'iot.passes.index',
    path: '/iot/passes',
    title: m.passesTitle,
    flowStartsWith: m.passesFlow,
    searchWords: [m.passesWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: readList,
    ...iot,
    actions: [{ id: 'create-pass', title: m.createTitle, routeName: 'iot.passes.create', primary: true }],
    load: () => pages().then((p) => ({ default: p.PassListPage })),
  }),
  defineRoute({
    name: 'iot.passes.create',
    path: '/iot/passes/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: specGates.passCreate,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PassCreatePage })),
  }),
  defineRoute({
    name: 'iot.passes.details',
    path: '/iot/passes/:id',
    title: m.detailsTitle,
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PassDetailsPage })),
  }),
  defineRoute({
    name: 'iot.passes.summary',
    path: '/iot/passes/:id/summary',
    title: m.summaryTitle,
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PassSummaryPage })),
  }),
  defineRoute({
    name: 'iot.passes.logs',
    path: '/iot/passes/:id/logs',
    title: m.logsTitle,
    hideFromSearch: true,
    permissionChecker: readList,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PassLogsPage })),
  }),
] as const;
