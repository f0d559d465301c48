import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { integrationMessages as m } from './integration-queue.messages.ts';

// One chunk for the integration queue's screens.
const pages = () => import('./pages/integrationQueue.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The list and an event: the read key (part 3 section 6); applying and skipping need an execute key too (D224). */
const read = gate.key('EXT_COMMUNITY_EVENT_READ');
/** The auto-apply settings: the read-config key; saving needs an execute key too (D224). */
const readConfig = gate.key('EXT_COMMUNITY_EVENT_READ_CONFIG');

/**
 * The integration queue (part 3 section 2 "Integration queue", D224): the move-ins and move-outs a PMS
 * sent, filtered by status and kind; one event with what the PMS sent, applied or skipped there; and
 * the auto-apply settings, a page of their own as the resident queue's displaying options are.
 * Names follow `iot.integration-queue.*`.
 */
export const integrationQueueRoutes = [
  defineRoute({
    name: 'iot.integration-queue.index',
    path: '/iot/integration-queue',
    title: m.title,
    flowStartsWith: m.flow,
    searchWords: [m.words],
    permissionChecker: read,
    ...iot,
    actions: [
      {
        id: 'integration-auto-apply-settings',
        title: m.settingsTitle,
        routeName: 'iot.integration-queue.autoApplySettings',
      },
    ],
    load: () => pages().then((p) => ({ default: p.IntegrationQueuePage })),
  }),
  defineRoute({
    name: 'iot.integration-queue.eventDetails',
    path: '/iot/integration-queue/event-details/:id',
    title: m.eventTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.IntegrationEventPage })),
  }),
  defineRoute({
    name: 'iot.integration-queue.autoApplySettings',
    path: '/iot/integration-queue/auto-apply-settings',
    title: m.settingsTitle,
    flowStartsWith: m.settingsFlow,
    permissionChecker: readConfig,
    ...iot,
    load: () => pages().then((p) => ({ default: p.IntegrationSettingsPage })),
  }),
] as const;
