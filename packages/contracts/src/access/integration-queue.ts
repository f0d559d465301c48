import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { QUEUE_KINDS, QUEUE_STATUSES } from './residents-queue.ts';

/**
 * The integration queue (part 3 section 2 "Integration queue"; section 6 EXT_COMMUNITY_EVENT_READ
 * and EXT_COMMUNITY_EVENT_READ_CONFIG; D224): the move-ins and move-outs a PMS integration sent,
 * each with the event as received, applied or skipped by the same code as the resident queue, and
 * the community's auto-apply settings.
 */

const key = (k: string): PermissionRule => ({ key: k });
export const READ: PermissionRule = key('EXT_COMMUNITY_EVENT_READ');
export const READ_CONFIG: PermissionRule = key('EXT_COMMUNITY_EVENT_READ_CONFIG');
/** Applying or skipping also needs an execute key (the move's own, checked for apply: D224). */
const ACT: PermissionRule = {
  allOf: [READ, { anyOf: [key('LEASE_EXECUTE_MOVE_IN'), key('LEASE_EXECUTE_MOVE_OUT')] }],
};

export const integrationEvent = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  residentId: z.uuid(),
  residentName: z.string(),
  unitName: z.string(),
  kind: z.enum(QUEUE_KINDS),
  dueOn: z.string(),
  /** The PMS's own id of the event. */
  externalRef: z.string().nullable(),
  status: z.enum(QUEUE_STATUSES),
  receivedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  settledByName: z.string().nullable(),
  /** Why auto-apply could not apply it (it stays pending). */
  applyError: z.string().nullable(),
});
export type IntegrationEvent = z.infer<typeof integrationEvent>;

export const integrationEventDetails = integrationEvent.extend({
  /** The event as the PMS sent it. */
  payload: z.record(z.string(), z.unknown()).nullable(),
  leaseStartsOn: z.string(),
  leaseEndsOn: z.string(),
  leaseArchived: z.boolean(),
  movedInAt: z.string().nullable(),
  movedOutAt: z.string().nullable(),
});
export type IntegrationEventDetails = z.infer<typeof integrationEventDetails>;

export const INTEGRATION_SORT_FIELDS = ['dueOn', 'receivedAt'] as const;

export const integrationListQuery = z.strictObject({
  ...listQueryFields,
  status: z.enum(QUEUE_STATUSES).optional(),
  kind: z.enum(QUEUE_KINDS).optional(),
});
export type IntegrationListQuery = z.input<typeof integrationListQuery>;

export const listIntegrationEvents = defineEndpoint({
  id: 'access.listIntegrationEvents',
  method: 'GET',
  path: '/api/iot/integration-queue',
  summary:
    "The PMS's move-in and move-out events of the community, soonest due first; q matches the start of the resident's or unit's name.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: integrationListQuery,
  response: pagedResponse(integrationEvent),
  paged: true,
});

const eventParam = z.strictObject({ eventId: z.uuid() });

export const getIntegrationEvent = defineEndpoint({
  id: 'access.getIntegrationEvent',
  method: 'GET',
  path: '/api/iot/integration-queue/events/:eventId',
  summary: 'One PMS event with what it says, as received, and where its lease and resident stand.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: eventParam,
  response: integrationEventDetails,
});

export const applyIntegrationEvent = defineEndpoint({
  id: 'access.applyIntegrationEvent',
  method: 'POST',
  path: '/api/iot/integration-queue/events/:eventId/apply',
  summary: "Applies a pending PMS event: the lease's own move-in or move-out (which needs its execute key).",
  access: { auth: 'session', tenant: 'community', permission: ACT },
  params: eventParam,
  response: integrationEventDetails,
});

export const skipIntegrationEvent = defineEndpoint({
  id: 'access.skipIntegrationEvent',
  method: 'POST',
  path: '/api/iot/integration-queue/events/:eventId/skip',
  summary: 'Skips a pending PMS event: nothing is done to access.',
  access: { auth: 'session', tenant: 'community', permission: ACT },
  params: eventParam,
  response: integrationEventDetails,
});

export const autoApplySettings = z.strictObject({
  /** Apply the PMS's move-ins on their due date without anyone. */
  autoApplyMoveIns: z.boolean(),
  autoApplyMoveOuts: z.boolean(),
});
export type AutoApplySettings = z.infer<typeof autoApplySettings>;

const autoApplyAnswer = autoApplySettings.extend({
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const readAutoApplySettings = defineEndpoint({
  id: 'access.readAutoApplySettings',
  method: 'GET',
  path: '/api/iot/integration-queue/auto-apply-settings',
  summary: 'Whether the PMS events are applied on their due date automatically.',
  access: { auth: 'session', tenant: 'community', permission: READ_CONFIG },
  response: autoApplyAnswer,
});

export const saveAutoApplySettings = defineEndpoint({
  id: 'access.saveAutoApplySettings',
  method: 'PUT',
  path: '/api/iot/integration-queue/auto-apply-settings',
  summary:
    "Saves the auto-apply settings: the read-config key and an execute key; turning a kind on needs that move's own (D224).",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: { allOf: [READ_CONFIG, { anyOf: [key('LEASE_EXECUTE_MOVE_IN'), key('LEASE_EXECUTE_MOVE_OUT')] }] },
  },
  body: autoApplySettings,
  response: autoApplyAnswer,
});
