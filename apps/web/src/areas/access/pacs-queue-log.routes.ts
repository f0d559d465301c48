import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { pacsMessages as m } from './pacs-queue-log.messages.ts';

// One chunk for the PACS queue log's screens.
const pages = () => import('./pages/pacsQueueLog.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The spec gives the log no gate: reading it has its own key (D226). */
const read = gate.key('PACS_QUEUE_LOG_READ');

/**
 * The PACS queue log (part 3 section 2 "Other", D226): every change the door sync sent to the locks,
 * one row per try, and one transaction with the tries of its door entry. A page of its own, in the
 * menu beside the integration queue. Names follow `iot.pacs-queue-log.*`.
 */
export const pacsQueueLogRoutes = [
  defineRoute({
    name: 'iot.pacs-queue-log.index',
    path: '/iot/pacs-queue-log',
    title: m.title,
    flowStartsWith: m.flow,
    searchWords: [m.words],
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PacsQueueLogPage })),
  }),
  defineRoute({
    name: 'iot.pacs-queue-log.transaction',
    path: '/iot/pacs-queue-log/:transactionId',
    title: m.transactionTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.PacsTransactionPage })),
  }),
] as const;
