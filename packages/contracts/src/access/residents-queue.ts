import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { lease } from './leases.ts';

/**
 * The resident queue (part 3 section 2 "Resident queue"; section 6 "Resident event queue: read";
 * D219): move-ins and move-outs waiting to be applied to access, its displaying options, and
 * applying one (the same move-in and move-out as the lease screens) or skipping it.
 */

const key = (k: string): PermissionRule => ({ key: k });
const READ = key('RESIDENT_EVENT_QUEUE_READ');

export const QUEUE_KINDS = ['MOVE_IN', 'MOVE_OUT'] as const;
export const QUEUE_STATUSES = ['PENDING', 'APPLIED', 'SKIPPED'] as const;

export const residentEvent = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  residentId: z.uuid(),
  residentName: z.string(),
  unitName: z.string(),
  kind: z.enum(QUEUE_KINDS),
  dueOn: z.string(),
  source: z.enum(['LINTEL', 'PMS']),
  status: z.enum(QUEUE_STATUSES),
  settledAt: z.string().nullable(),
  settledByName: z.string().nullable(),
});
export type ResidentEvent = z.infer<typeof residentEvent>;

export const queueSettings = z.strictObject({
  showMoveIns: z.boolean(),
  showMoveOuts: z.boolean(),
  /** Events due up to this many days ahead are shown; past-due ones always are. */
  daysAhead: z.number().int().min(0).max(365),
  /** Also show events already applied or skipped. */
  showSettled: z.boolean(),
});
export type QueueSettings = z.infer<typeof queueSettings>;

export const QUEUE_SORT_FIELDS = ['dueOn'] as const;

export const listQueue = defineEndpoint({
  id: 'access.listResidentQueue',
  method: 'GET',
  path: '/api/iot/residents-queue',
  summary: "The community's move-ins and move-outs to apply, as its displaying options show them, soonest first.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: z.strictObject(listQueryFields),
  response: pagedResponse(residentEvent),
  paged: true,
});

export const readQueueSettings = defineEndpoint({
  id: 'access.readResidentQueueSettings',
  method: 'GET',
  path: '/api/iot/residents-queue/configuration',
  summary: "The queue's displaying options of the community.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: queueSettings,
});

export const saveQueueSettings = defineEndpoint({
  id: 'access.saveResidentQueueSettings',
  method: 'PUT',
  path: '/api/iot/residents-queue/configuration',
  summary: "Saves the queue's displaying options of the community (the spec gates the queue with read only).",
  access: { auth: 'session', tenant: 'community', permission: READ },
  body: queueSettings,
  response: queueSettings,
});

const moveParams = z.strictObject({ leaseId: z.uuid(), residentId: z.uuid() });

export const applyMoveIn = defineEndpoint({
  id: 'access.applyQueuedMoveIn',
  method: 'POST',
  path: '/api/iot/residents-queue/:leaseId/move-in/:residentId',
  summary: "Applies a queued move-in: the lease's move-in is executed for the resident and the event marked applied.",
  access: { auth: 'session', tenant: 'community', permission: { allOf: [READ, key('LEASE_EXECUTE_MOVE_IN')] } },
  params: moveParams,
  response: lease,
});

export const applyMoveOut = defineEndpoint({
  id: 'access.applyQueuedMoveOut',
  method: 'POST',
  path: '/api/iot/residents-queue/:leaseId/move-out/:residentId',
  summary: "Applies a queued move-out: the lease's move-out is executed for the resident and the event marked applied.",
  access: { auth: 'session', tenant: 'community', permission: { allOf: [READ, key('LEASE_EXECUTE_MOVE_OUT')] } },
  params: moveParams,
  response: lease,
});

export const skipEvent = defineEndpoint({
  id: 'access.skipResidentQueueEvent',
  method: 'POST',
  path: '/api/iot/residents-queue/events/:eventId/skip',
  summary: 'Skips a queued event (it will not be applied); access is left as it is.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: { allOf: [READ, { anyOf: [key('LEASE_EXECUTE_MOVE_IN'), key('LEASE_EXECUTE_MOVE_OUT')] }] },
  },
  params: z.strictObject({ eventId: z.uuid() }),
  response: residentEvent,
});
