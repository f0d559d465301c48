import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { accessStatus, credentialKind, doorState, holderKind, sourceKind } from './common.ts';

/**
 * The PACS queue log (part 3 section 2 "Other": /iot/pacs-queue-log and its :transactionId; D226):
 * every change the door sync sent to a lock (the physical access control system), one row per try:
 * which lock, whose credential and grant, put or remove, the try's number, when it was sent and
 * answered, and how the lock answered. Written by the door sync in the transaction that records
 * the answer; read only.
 */

/** The spec gives the log no gate; reading it has its own permission (D226). */
export const READ: PermissionRule = { key: 'PACS_QUEUE_LOG_READ' };

/** What the door sync asked the lock: hold the credential (PUT) or forget it (REMOVE). */
export const PACS_OPERATIONS = ['PUT', 'REMOVE'] as const;
export const pacsOperation = z.enum(PACS_OPERATIONS);
/** How the lock answered: it confirmed, it refused (with its error), or it did not answer (tried again). */
export const PACS_OUTCOMES = ['CONFIRMED', 'REFUSED', 'NO_ANSWER'] as const;
export const pacsOutcome = z.enum(PACS_OUTCOMES);

/** One try of a door entry, as the details list the tries of the same entry. */
export const pacsAttempt = z.object({
  id: z.uuid(),
  operation: pacsOperation,
  /** 1 for the first try of this request; a retry after no answer or a refusal counts on. */
  attempt: z.number().int(),
  /** When the change was asked for (the door entry's request the try belongs to). */
  requestedAt: z.string(),
  sentAt: z.string(),
  /** Null when the lock did not answer. */
  answeredAt: z.string().nullable(),
  outcome: pacsOutcome,
  /** The lock's error for a refusal, or why there was no answer. */
  error: z.string().nullable(),
});
export type PacsAttempt = z.infer<typeof pacsAttempt>;

/** One transaction of the log: the try, with the lock and the holder's credential as they were sent. */
export const pacsTransaction = pacsAttempt.extend({
  deviceId: z.uuid(),
  deviceName: z.string(),
  grantId: z.uuid(),
  credentialId: z.uuid(),
  credentialKind,
  credentialLabel: z.string(),
  holderKind,
  holderId: z.uuid(),
  holderName: z.string(),
});
export type PacsTransaction = z.infer<typeof pacsTransaction>;

export const pacsTransactionDetails = pacsTransaction.extend({
  /** The lock as it is now; `exists` is false when it was removed since (the log keeps its name). */
  lock: z.object({
    exists: z.boolean(),
    unitName: z.string().nullable(),
    locationName: z.string().nullable(),
  }),
  /** The grant the credential was sent for: its source (the chain), place and status now. */
  grant: z.object({
    sourceKind,
    sourceId: z.uuid(),
    placeName: z.string(),
    status: accessStatus,
    validFrom: z.string(),
    validUntil: z.string().nullable(),
  }),
  /** Where the door entry stands now: what the lock should hold and what it last confirmed. */
  entry: z
    .object({
      desired: doorState,
      confirmed: doorState.nullable(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  /** Every try of the same door entry (lock, grant and credential), in order, this one included. */
  attempts: z.array(pacsAttempt),
});
export type PacsTransactionDetails = z.infer<typeof pacsTransactionDetails>;

export const PACS_SORT_FIELDS = ['sentAt'] as const;

export const pacsListQuery = z.strictObject({
  ...listQueryFields,
  outcome: pacsOutcome.optional(),
  operation: pacsOperation.optional(),
  /** One lock's transactions. */
  lockId: z.uuid().optional(),
});
export type PacsListQuery = z.input<typeof pacsListQuery>;

export const listPacsTransactions = defineEndpoint({
  id: 'access.listPacsTransactions',
  method: 'GET',
  path: '/api/iot/pacs-queue-log',
  summary:
    "The changes the door sync sent to the community's locks, newest first, paged on the server; filters outcome, operation and lockId; q matches the start of the holder's name or the credential's label (or a credential id).",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: pacsListQuery,
  response: pagedResponse(pacsTransaction),
  paged: true,
});

export const getPacsTransaction = defineEndpoint({
  id: 'access.getPacsTransaction',
  method: 'GET',
  path: '/api/iot/pacs-queue-log/:transactionId',
  summary:
    "One transaction: the lock and where it is, the holder and the grant's chain, the lock's answer, and every try of the same door entry in order.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: z.strictObject({ transactionId: z.uuid() }),
  response: pacsTransactionDetails,
});

export const lockChoices = defineEndpoint({
  id: 'access.pacsLockChoices',
  method: 'GET',
  path: '/api/iot/pacs-queue-log-choices/locks',
  summary: "The community's locks whose name starts with q (at most 20), for the log's lock filter.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      unitName: z.string().nullable(),
      locationName: z.string().nullable(),
    }),
  ),
});
