import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import { dateOnly } from '../structure/shared.ts';
import * as z from '../zod.ts';
import { credential, doorEntry, grant, place } from './common.ts';

/**
 * IoT leases (part 3 section 2 "Leases", section 6 LEASE_*): the list, a new lease with its
 * residents, a lease, execute move-in and move-out per resident, the lease's authorizations and
 * add location, archive, and the move-out proof (D209–D214).
 */

const key = (k: string) => ({ key: k });

/** A resident of a lease, with their own move-in and move-out. */
export const leaseResident = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  movedInAt: z.string().nullable(),
  movedOutAt: z.string().nullable(),
  /** The move-out proof, once a move-out was executed. */
  moveOutReportId: z.uuid().nullable(),
});
export type LeaseResident = z.infer<typeof leaseResident>;

export const LEASE_STATES = ['ACTIVE', 'ARCHIVED'] as const;
export const leaseState = z.enum(LEASE_STATES);

export const leaseSummary = z.object({
  id: z.uuid(),
  unitId: z.uuid(),
  unitName: z.string(),
  buildingName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  state: leaseState,
  residentNames: z.array(z.string()),
  createdAt: z.string(),
});
export type LeaseSummary = z.infer<typeof leaseSummary>;

/** An authorization of a lease: a place its residents may open. */
export const authorization = z.object({ id: z.uuid(), place });
export type Authorization = z.infer<typeof authorization>;

/** A renewal or a transfer, as the lease's history shows it (D220). */
export const leaseChange = z.object({
  id: z.uuid(),
  kind: z.enum(['RENEWED', 'TRANSFERRED']),
  residentId: z.uuid().nullable(),
  detail: z.string(),
  byName: z.string().nullable(),
  occurredAt: z.string(),
});

export const lease = leaseSummary.extend({
  archivedAt: z.string().nullable(),
  residents: z.array(leaseResident),
  authorizations: z.array(authorization),
  changes: z.array(leaseChange),
});
export type Lease = z.infer<typeof lease>;

/** Sortable columns: the dates (each through an index or a community's leases alone, D218). */
export const LEASE_SORT_FIELDS = ['startsOn', 'endsOn', 'createdAt'] as const;

export const leaseListQuery = z.strictObject({ ...listQueryFields, state: leaseState.optional() });
export type LeaseListQuery = z.input<typeof leaseListQuery>;

export const listLeases = defineEndpoint({
  id: 'access.listLeases',
  method: 'GET',
  path: '/api/iot/leases',
  summary: "The community's leases, paged and sorted on the server; q matches the start of the unit name.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_READ') },
  query: leaseListQuery,
  response: pagedResponse(leaseSummary),
  paged: true,
});

const personName = z.string().trim().min(1, 'is required').max(100);

export const newResident = z.strictObject({
  firstName: personName,
  lastName: personName,
  email: z
    .email({ message: 'must be an email address' })
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  phone: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => v || null),
});

/** A new lease: its unit, its dates and at least one resident; the unit is its first authorization. */
export const newLease = z
  .strictObject({
    unitId: z.uuid({ message: 'choose a unit' }),
    startsOn: dateOnly,
    endsOn: dateOnly,
    residents: z.array(newResident).min(1, 'add at least one resident').max(10),
    /** Locations the residents may open besides their unit (the building entrance, the gym). */
    locationIds: z.array(z.uuid()).max(50).default([]),
  })
  .refine((lease) => lease.endsOn > lease.startsOn, { path: ['endsOn'], message: 'must be after the start date' });
export type NewLease = z.input<typeof newLease>;

export const createLease = defineEndpoint({
  id: 'access.createLease',
  method: 'POST',
  path: '/api/iot/leases',
  summary: 'Adds a lease of a unit with its residents; access starts when a move-in is executed.',
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_CREATE') },
  body: newLease,
  response: lease,
  status: 201,
  idempotent: true,
});

const leaseParam = z.strictObject({ leaseId: z.uuid() });
const residentParam = z.strictObject({ leaseId: z.uuid(), residentId: z.uuid() });

export const getLease = defineEndpoint({
  id: 'access.getLease',
  method: 'GET',
  path: '/api/iot/leases/:leaseId',
  summary: 'One lease: unit, dates, state, its residents with their move-in and move-out, its authorizations.',
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_READ') },
  params: leaseParam,
  response: lease,
});

export const executeMoveIn = defineEndpoint({
  id: 'access.executeMoveIn',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/residents/:residentId/move-in',
  summary:
    "Executes a resident's move-in: a mobile key is issued and granted every authorization of the lease; the locks are told.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_EXECUTE_MOVE_IN') },
  params: residentParam,
  response: lease,
});

export const executeMoveOut = defineEndpoint({
  id: 'access.executeMoveOut',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/residents/:residentId/move-out',
  summary:
    "Executes a resident's move-out: every grant of the lease is revoked (REVOKING until each lock confirms) and the move-out proof is started.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_EXECUTE_MOVE_OUT') },
  params: residentParam,
  response: lease,
});

/**
 * Renew (part 3: "renew/:residentId?", LEASE_RENEW and the delay-line check, D214): the lease runs to
 * a new end date; with a resident, only that resident's move-out moves to it (the others still leave
 * at the old end). Access does not change (it ends with a move-out, D212).
 */
export const renewLease = defineEndpoint({
  id: 'access.renewLease',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/renew',
  summary: 'Renews a lease to a new end date, for every resident or for one; the move-outs due follow it.',
  // The delay-line check (not DELAY_LINE_READ, D214) is the service's: the gate suite proves the key.
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_RENEW') },
  params: leaseParam,
  body: z.strictObject({
    endsOn: dateOnly,
    residentId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
  }),
  response: lease,
});

/**
 * Transfer (LEASE_TRANSFER and the delay-line check): the lease moves to another unit; its moved-in
 * residents lose the old unit's doors (revoked, confirmed by each lock) and get the new unit's.
 */
export const transferLease = defineEndpoint({
  id: 'access.transferLease',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/transfer',
  summary: "Transfers a lease to another unit: the residents' access follows it, lock by lock.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_TRANSFER') },
  params: leaseParam,
  body: z.strictObject({ unitId: z.uuid({ message: 'choose a unit' }) }),
  response: lease,
});

export const archiveLease = defineEndpoint({
  id: 'access.archiveLease',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/archive',
  summary: 'Archives a lease for good; refused while a resident is moved in and not moved out.',
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_ARCHIVE') },
  params: leaseParam,
  response: lease,
});

/** The lease's authorizations with every grant they gave and where each lock stands. */
export const leaseAccesses = z.object({
  authorizations: z.array(authorization),
  grants: z.array(grant),
});
export type LeaseAccesses = z.infer<typeof leaseAccesses>;

export const readLeaseAccesses = defineEndpoint({
  id: 'access.readLeaseAccesses',
  method: 'GET',
  path: '/api/iot/leases/:leaseId/authorizations',
  summary: "A lease's authorizations and the grants they gave its residents, with each grant's locks.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_READ_ACCESSES') },
  params: leaseParam,
  response: leaseAccesses,
});

export const addLeaseLocation = defineEndpoint({
  id: 'access.addLeaseLocation',
  method: 'POST',
  path: '/api/iot/leases/:leaseId/authorizations',
  summary: 'Adds a location to a lease: its moved-in residents are granted it at once.',
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_UPDATE_ACCESSES') },
  params: leaseParam,
  body: z.strictObject({ locationId: z.uuid({ message: 'choose a location' }) }),
  response: leaseAccesses,
  status: 201,
});

export const removeLeaseAuthorization = defineEndpoint({
  id: 'access.removeLeaseAuthorization',
  method: 'DELETE',
  path: '/api/iot/leases/:leaseId/authorizations/:authorizationId',
  summary: 'Removes a location from a lease: the grants it gave are revoked (the unit itself cannot be removed).',
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_UPDATE_ACCESSES') },
  params: z.strictObject({ leaseId: z.uuid(), authorizationId: z.uuid() }),
  response: leaseAccesses,
});

/** Choices for the new-lease and add-location forms: units by name, and the location tree's nodes. */
export const unitChoices = defineEndpoint({
  id: 'access.unitChoices',
  method: 'GET',
  path: '/api/iot/lease-choices/units',
  summary: 'Units whose name starts with q (at most 20), for the new-lease and transfer forms.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: { anyOf: [key('LEASE_CREATE'), key('LEASE_TRANSFER')] },
  },
  query: z.strictObject({ q: z.string().trim().max(50).optional() }),
  response: z.array(z.object({ id: z.uuid(), name: z.string(), buildingName: z.string() })),
});

export const locationChoices = defineEndpoint({
  id: 'access.locationChoices',
  method: 'GET',
  path: '/api/iot/access-choices/locations',
  summary:
    "The community's locations with their path in the tree, for authorizations, temporary access, keys, passes, groups, fire keys and direct authorizations.",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: {
      anyOf: [
        key('LEASE_CREATE'),
        key('LEASE_UPDATE_ACCESSES'),
        key('TEMPORARY_USER_ACCESS_CREATE_VIRTUAL'),
        key('TEMPORARY_USER_ACCESS_CREATE_MOBILE'),
        key('TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL'),
        key('KEY_CREDENTIAL_CREATE'),
        key('KEY_CREDENTIAL_ISSUE'),
        key('TEMPORARY_PASS_CREATE_VENDOR'),
        key('CUSTOM_USER_GROUP_CREATE'),
        key('CUSTOM_USER_GROUP_UPDATE'),
        key('FIRE_KEY_UPDATE'),
        // A person's direct authorizations (D230): residents', and staff's and vendors'.
        key('RESIDENT_UPDATE_ACCESSES'),
        key('USER_UPDATE_ACCESSES'),
      ],
    },
  },
  response: z.array(z.object({ id: z.uuid(), name: z.string(), path: z.string() })),
});

/** One credential of the move-out proof: when it was revoked, and each lock's confirmation. */
export const proofCredential = credential.extend({ locks: z.array(doorEntry) });

/**
 * The move-out proof (D213): every credential the resident held on this lease, when each was revoked
 * and when each lock confirmed. Complete once every lock confirmed; frozen from then on.
 */
export const moveOutReport = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  residentId: z.uuid(),
  residentName: z.string(),
  unitName: z.string(),
  buildingName: z.string(),
  communityName: z.string(),
  executedAt: z.string(),
  executedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  credentials: z.array(proofCredential),
  /** Locks still to confirm a revocation (0 once complete). */
  pendingLocks: z.number().int(),
});
export type MoveOutReport = z.infer<typeof moveOutReport>;

export const getMoveOutReport = defineEndpoint({
  id: 'access.getMoveOutReport',
  method: 'GET',
  path: '/api/iot/leases/:leaseId/residents/:residentId/move-out-report',
  summary: "A resident's move-out proof: each credential, when it was revoked, and when each lock confirmed.",
  access: { auth: 'session', tenant: 'community', permission: key('LEASE_READ') },
  params: residentParam,
  response: moveOutReport,
});
