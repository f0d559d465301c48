import { isoDateTime } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { hoursEntry, MAX_HOURS_ENTRIES } from '../hours.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { accessStatus, grant } from './common.ts';

/**
 * Temporary staff access (part 3 section 2 "Temporary staff access"; section 4 statuses and the
 * actions resume, suspend, revoke; section 6 "Other gates" and the action-button gates; D215–D217):
 * the active list, the expired-or-revoked list, a grant, its details, edit (virtual only), the
 * event log, and the three actions.
 */

const key = (k: string): PermissionRule => ({ key: k });
/** "Temporary access lists need the read-list permission at either the ALL or the APT_COM scope." */
export const READ_LIST: PermissionRule = {
  anyOf: [key('TEMPORARY_USER_ACCESS_READ_LIST_ALL'), key('TEMPORARY_USER_ACCESS_READ_LIST_APT_COM')],
};
/** "Granting temporary access needs the virtual or mobile create permission." */
export const GRANT: PermissionRule = {
  anyOf: [key('TEMPORARY_USER_ACCESS_CREATE_VIRTUAL'), key('TEMPORARY_USER_ACCESS_CREATE_MOBILE')],
};
/** "Revoke (mobile or virtual, either suffices)"; suspend and resume are gated the same way (D216). */
export const REVOKE: PermissionRule = {
  anyOf: [key('TEMPORARY_USER_ACCESS_REVOKE_VIRTUAL'), key('TEMPORARY_USER_ACCESS_REVOKE_MOBILE')],
};

/** A virtual key is a PIN typed at the lock; a mobile key is the staff member's phone. */
export const TEMPORARY_KINDS = ['VIRTUAL', 'MOBILE'] as const;
export const temporaryKind = z.enum(TEMPORARY_KINDS);

export const temporaryAccess = z.object({
  id: z.uuid(),
  staffProfileId: z.uuid(),
  staffName: z.string(),
  kind: temporaryKind,
  reason: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  hours: z.array(hoursEntry).nullable(),
  status: accessStatus,
  /** Expired: the window has passed (the list it is in). */
  expired: z.boolean(),
  locationIds: z.array(z.uuid()),
  locationNames: z.array(z.string()),
  credentialId: z.uuid(),
  /** The virtual key's PIN (the staff member types it at the lock). */
  pin: z.string().nullable(),
  grantedByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TemporaryAccess = z.infer<typeof temporaryAccess>;

export const temporaryAccessDetails = temporaryAccess.extend({ grants: z.array(grant) });
export type TemporaryAccessDetails = z.infer<typeof temporaryAccessDetails>;

export const TEMPORARY_SORT_FIELDS = ['validUntil', 'staffName', 'createdAt'] as const;

export const temporaryListQuery = z.strictObject({
  ...listQueryFields,
  /** active: not revoked and not expired; ended: expired or revoked (the two lists of the screen). */
  list: z.enum(['active', 'ended']).default('active'),
});
export type TemporaryListQuery = z.input<typeof temporaryListQuery>;

export const listTemporaryAccess = defineEndpoint({
  id: 'access.listTemporaryAccess',
  method: 'GET',
  path: '/api/iot/staff-access',
  summary: 'Temporary staff access: the active list, or the expired-or-revoked list; q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  query: temporaryListQuery,
  response: pagedResponse(temporaryAccess),
  paged: true,
});

const accessParam = z.strictObject({ accessId: z.uuid() });

export const getTemporaryAccess = defineEndpoint({
  id: 'access.getTemporaryAccess',
  method: 'GET',
  path: '/api/iot/staff-access/:accessId',
  summary: 'One temporary access with its grants and where each lock stands.',
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  params: accessParam,
  response: temporaryAccessDetails,
});

/** What a grant of temporary access says: who, which key, where, from when until when, at which hours. */
export const temporaryAccessInput = z
  .strictObject({
    staffProfileId: z.uuid({ message: 'choose a staff member' }),
    kind: temporaryKind,
    locationIds: z.array(z.uuid()).min(1, 'choose at least one location').max(50),
    validFrom: isoDateTime,
    validUntil: isoDateTime,
    /** Hours of operation; none: any hour in the window. */
    hours: z
      .array(hoursEntry)
      .max(MAX_HOURS_ENTRIES)
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : null)),
    reason: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((input) => new Date(input.validUntil) > new Date(input.validFrom), {
    path: ['validUntil'],
    message: 'must be after the start',
  });
export type TemporaryAccessInput = z.input<typeof temporaryAccessInput>;

export const grantTemporaryAccess = defineEndpoint({
  id: 'access.grantTemporaryAccess',
  method: 'POST',
  path: '/api/iot/staff-access',
  summary:
    "Grants a staff member temporary access: a virtual (PIN) or mobile key for the locations' locks, within the window and hours.",
  access: { auth: 'session', tenant: 'community', permission: GRANT },
  body: temporaryAccessInput,
  response: temporaryAccessDetails,
  status: 201,
  idempotent: true,
});

export const editTemporaryAccess = defineEndpoint({
  id: 'access.editTemporaryAccess',
  method: 'PUT',
  path: '/api/iot/staff-access/:accessId',
  summary:
    'Changes a virtual temporary access (locations, window, hours, reason): the locks are given the new entries and the old ones are removed.',
  access: { auth: 'session', tenant: 'community', permission: key('TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL') },
  params: accessParam,
  body: temporaryAccessInput,
  response: temporaryAccessDetails,
});

export const TEMPORARY_ACTIONS = ['suspend', 'resume', 'revoke'] as const;

export const actOnTemporaryAccess = defineEndpoint({
  id: 'access.actOnTemporaryAccess',
  method: 'POST',
  path: '/api/iot/staff-access/:accessId/:accessAction',
  summary:
    'Suspends (ACTIVE → SUSPENDED), resumes (SUSPENDED → ACTIVE) or revokes (→ REVOKING, then REVOKED once every lock confirmed) a temporary access.',
  access: { auth: 'session', tenant: 'community', permission: REVOKE },
  params: z.strictObject({ accessId: z.uuid(), accessAction: z.enum(TEMPORARY_ACTIONS) }),
  response: temporaryAccessDetails,
});

export const TEMPORARY_EVENTS = [
  'GRANTED',
  'EDITED',
  'SUSPENDED',
  'RESUMED',
  'REVOKED',
  'REVOCATION_CONFIRMED',
] as const;
export type TemporaryAccessEvent = (typeof TEMPORARY_EVENTS)[number];

export const accessEvent = z.object({
  id: z.uuid(),
  accessId: z.uuid(),
  staffName: z.string(),
  event: z.enum(TEMPORARY_EVENTS),
  actorName: z.string().nullable(),
  detail: z.string().nullable(),
  occurredAt: z.string(),
});

export const temporaryEventLog = defineEndpoint({
  id: 'access.temporaryEventLog',
  method: 'GET',
  path: '/api/iot/staff-access-events',
  summary: 'The temporary access event log of the community, newest first (optionally of one access).',
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  query: z.strictObject({ ...listQueryFields, accessId: z.uuid().optional() }),
  response: pagedResponse(accessEvent),
  paged: true,
});

export const staffChoices = defineEndpoint({
  id: 'access.staffChoices',
  method: 'GET',
  path: '/api/iot/staff-access-choices/staff',
  summary: 'Staff members of the community whose name starts with q (at most 20), for the grant form.',
  access: { auth: 'session', tenant: 'community', permission: GRANT },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
});
