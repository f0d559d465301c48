import type { access } from '@lintel/contracts';
import { holdsAny } from '../../platform/auth/holds.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { raise } from '../../platform/events/domain-events.ts';
import { linkedLocationIds } from './community-units.repository.ts';
import { grantsOf, issueGrants, revokeGrants } from './engine/grants.ts';
import { leaveGroupsAtMoveOut } from './groups.service.ts';
import { takeBackAtMoveOut } from './keys.service.ts';
import * as repository from './leases.repository.ts';
import { isDeleted } from './residents.repository.ts';
import { settle as settleQueued } from './residents-queue.repository.ts';

type Lease = access.leases.Lease;
type NewLease = ReturnType<typeof access.leases.createLease.body.parse>;

const at = repository.inCommunity;
/** Who executes a move: a user, or no one when a job applies it (the integration queue's auto-apply, D224). */
export type Doer = Pick<CommunityScope, 'db' | 'now' | 'customerId' | 'communityId'> & {
  readonly actor: CommunityScope['actor'] | null;
};
const actorName = (scope: Doer) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

export function list(scope: CommunityScope, query: Parameters<typeof repository.listLeases>[1]) {
  return repository.listLeases(scope, query);
}

export async function get(scope: Doer, leaseId: string): Promise<Lease> {
  const lease = await repository.findLease(at(scope), leaseId);
  if (!lease) throw new AppError('RECORD_NOT_FOUND');
  return {
    ...lease,
    residents: await repository.leaseResidents(at(scope), leaseId),
    authorizations: await repository.leaseAuthorizations(at(scope), leaseId),
    changes: await repository.leaseChanges(at(scope), leaseId),
  };
}

/**
 * A new lease: its unit is its first authorization, then the locations asked for; its residents
 * are added (a resident already known by email is the same person). Access starts at move-in.
 */
export async function create(scope: CommunityScope, input: NewLease): Promise<Lease> {
  const target = at(scope);
  if (!(await repository.unitExists(target, input.unitId))) throw invalid('unitId', 'choose a unit of this community');
  const locationIds = [...new Set(input.locationIds)];
  if ((await repository.countLocations(target, locationIds)) !== locationIds.length) {
    throw invalid('locationIds', 'choose locations of this community');
  }
  const leaseId = await writeLease(scope, { ...input, locationIds });
  for (const person of input.residents) await addResident(scope, { id: leaseId, ...input }, person);
  return get(scope, leaseId);
}

/**
 * Writes a lease (with the id given, as an import does, or a new one): its unit is its first
 * authorization, then the locations asked for and those the unit is linked to (D234). The caller
 * has checked the unit and locations are the community's.
 */
export async function writeLease(
  scope: Doer,
  lease: { id?: string; unitId: string; startsOn: string; endsOn: string; locationIds: readonly string[] },
): Promise<string> {
  const target = at(scope);
  const leaseId = await repository.insertLease(target, lease);
  await repository.insertAuthorization(target, leaseId, { unitId: lease.unitId, locationId: null });
  for (const locationId of lease.locationIds) {
    await repository.insertAuthorization(target, leaseId, { unitId: null, locationId });
  }
  // The locations the unit is linked to come with it (D234), granted at move-in like the others.
  for (const locationId of await linkedLocationIds(target, lease.unitId)) {
    await authorizeLocation(scope, leaseId, locationId);
  }
  return leaseId;
}

/**
 * Adds a resident to a lease (one already known by email is the same person); the moves are due on
 * the lease's dates, and the resident queue takes them (D219).
 */
export async function addResident(
  scope: Doer,
  lease: { id: string; startsOn: string; endsOn: string },
  person: NewLease['residents'][number],
): Promise<void> {
  const target = at(scope);
  const known = person.email ? await repository.residentByEmail(target, person.email) : undefined;
  const residentId = known ?? (await repository.insertResident(target, person));
  await repository.addLeaseResident(target, lease.id, residentId);
  for (const [kind, dueOn] of [
    ['MOVE_IN', lease.startsOn],
    ['MOVE_OUT', lease.endsOn],
  ] as const) {
    await raise(target, 'leasing.residentMoveDue', {
      leaseId: lease.id,
      residentId,
      kind,
      dueOn,
      source: 'LINTEL',
      externalRef: null,
    });
  }
}

function invalid(path: string, message: string): AppError {
  return new AppError('ACCESS_REFERENCE_INVALID', { issues: [{ path, message }] });
}

async function activeLease(scope: Doer, leaseId: string) {
  const lease = await repository.lockLease(at(scope), leaseId);
  if (!lease) throw new AppError('RECORD_NOT_FOUND');
  if (lease.state === 'ARCHIVED') throw new AppError('ACCESS_LEASE_ARCHIVED');
  return lease;
}

async function residentOf(scope: Doer, leaseId: string, residentId: string) {
  const resident = await repository.leaseResident(at(scope), leaseId, residentId);
  if (!resident) throw new AppError('RECORD_NOT_FOUND');
  return resident;
}

/**
 * Executes a move-in (D212): the resident gets a mobile key for this lease, granted every
 * authorization of the lease from now; each lock the places cover is asked to hold it.
 */
export async function moveIn(scope: Doer, leaseId: string, residentId: string): Promise<Lease> {
  await activeLease(scope, leaseId);
  const resident = await residentOf(scope, leaseId, residentId);
  if (resident.movedInAt) throw new AppError('ACCESS_ALREADY_MOVED_IN');
  const target = at(scope);
  // A resident deleted from the community (D229) is not given access again.
  if (await isDeleted(target, residentId)) throw new AppError('ACCESS_RESIDENT_DELETED');
  await repository.setMoved(target, leaseId, residentId, 'moved_in_at');
  await settleQueued(target, { leaseId, residentId, kind: 'MOVE_IN' }, 'APPLIED', actorName(scope));
  const credentialId = await repository.insertCredential(target, {
    holderId: residentId,
    label: 'Mobile key',
    sourceId: leaseId,
  });
  const places = (await repository.leaseAuthorizations(target, leaseId)).map((a) => a.place);
  await issueGrants(
    target,
    {
      holderKind: 'RESIDENT',
      holderId: residentId,
      sourceKind: 'LEASE',
      sourceId: leaseId,
      schedule: null,
      validFrom: scope.now,
      validUntil: null,
    },
    places,
    [credentialId],
  );
  return get(scope, leaseId);
}

/**
 * Executes a move-out (D212, D213): every grant the lease gave the resident is revoked and their
 * credentials for it with them; the move-out proof starts, and completes once every lock confirmed.
 */
export async function moveOut(scope: Doer, leaseId: string, residentId: string): Promise<Lease> {
  await activeLease(scope, leaseId);
  const resident = await residentOf(scope, leaseId, residentId);
  if (!resident.movedInAt) throw new AppError('ACCESS_NOT_MOVED_IN');
  if (resident.movedOutAt) throw new AppError('ACCESS_ALREADY_MOVED_OUT');
  const target = at(scope);
  await repository.setMoved(target, leaseId, residentId, 'moved_out_at');
  await settleQueued(target, { leaseId, residentId, kind: 'MOVE_OUT' }, 'APPLIED', actorName(scope));
  const actor = scope.actor
    ? { id: scope.actor.userId, name: `${scope.actor.firstName} ${scope.actor.lastName}` }
    : null;
  await repository.insertReport(target, leaseId, residentId, actor);
  await repository.revokeCredentials(target, await repository.leaseCredentials(target, leaseId, residentId));
  await revokeGrants(target, await repository.leaseGrants(target, leaseId, { residentId }));
  await takeBackAtMoveOut(target, residentId);
  await leaveGroupsAtMoveOut(target, residentId);
  await repository.completeMoveOutReports(target);
  return get(scope, leaseId);
}

/**
 * Renew and transfer "also require a delay-line read check" (part 3 section 6): read as the CSV
 * import's, the absence of DELAY_LINE_READ (D214; the web hides the buttons with the same rule,
 * policies `iot.leaseRenew` and `iot.leaseTransfer`).
 */
async function notOnDelayLine(scope: CommunityScope): Promise<void> {
  if (await holdsAny(scope, ['DELAY_LINE_READ']))
    throw new AppError('PERMISSION_DENIED', { internal: 'DELAY_LINE_READ' });
}

/**
 * Renews a lease to a new end date (D220): the lease's end moves, and the move-outs due follow it,
 * for every resident not moved out or for the one named (the others still leave at the old end).
 */
export async function renew(scope: CommunityScope, leaseId: string, endsOn: string, residentId: string | null) {
  await notOnDelayLine(scope);
  await activeLease(scope, leaseId);
  const target = at(scope);
  const lease = await repository.findLease(target, leaseId);
  if (!lease) throw new AppError('RECORD_NOT_FOUND');
  if (endsOn <= lease.endsOn) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'endsOn', message: `must be after ${lease.endsOn}` }] });
  }
  const staying = await repository.residentsStaying(target, leaseId, 'all');
  if (residentId && !staying.includes(residentId)) throw new AppError('RECORD_NOT_FOUND');
  await repository.updateLease(target, leaseId, { endsOn });
  for (const id of residentId ? [residentId] : staying) {
    await raise(target, 'leasing.residentMoveDue', {
      leaseId,
      residentId: id,
      kind: 'MOVE_OUT',
      dueOn: endsOn,
      source: 'LINTEL',
      externalRef: null,
    });
  }
  const who = residentId ? await repository.leaseResident(target, leaseId, residentId) : null;
  await repository.insertChange(target, {
    leaseId,
    kind: 'RENEWED',
    residentId,
    detail: `Renewed from ${lease.endsOn} to ${endsOn}${who ? ` for ${who.firstName} ${who.lastName}` : ''}.`,
    byName: actorName(scope),
  });
  return get(scope, leaseId);
}

/**
 * Transfers a lease to another unit (D220): the unit authorization follows it; each moved-in
 * resident's grant on the old unit is revoked (REVOKING until its locks confirm) and one on the new
 * unit issued with the same key.
 */
export async function transfer(scope: CommunityScope, leaseId: string, unitId: string) {
  await notOnDelayLine(scope);
  const current = await activeLease(scope, leaseId);
  const target = at(scope);
  if (!(await repository.unitExists(target, unitId))) throw invalid('unitId', 'choose a unit of this community');
  if (unitId === current.unitId) throw invalid('unitId', 'choose another unit than the lease’s');
  const before = await repository.findLease(target, leaseId);
  await repository.updateLease(target, leaseId, { unitId });
  await repository.moveUnitAuthorization(target, leaseId, current.unitId, unitId);
  const oldUnit = { unitId: current.unitId, locationId: null };
  for (const residentId of await repository.residentsStaying(target, leaseId, 'moved-in')) {
    await revokeGrants(target, await repository.leaseGrants(target, leaseId, { residentId, place: oldUnit }));
    await issueGrants(
      target,
      {
        holderKind: 'RESIDENT',
        holderId: residentId,
        sourceKind: 'LEASE',
        sourceId: leaseId,
        schedule: null,
        validFrom: scope.now,
        validUntil: null,
      },
      [{ unitId, locationId: null }],
      await repository.leaseCredentials(target, leaseId, residentId),
    );
  }
  // The new unit's linked locations are added as the lease's add location adds one (D234); the old
  // unit's stay on the lease until removed there.
  for (const locationId of await linkedLocationIds(target, unitId)) await authorizeLocation(scope, leaseId, locationId);
  const after = await repository.findLease(target, leaseId);
  await repository.insertChange(target, {
    leaseId,
    kind: 'TRANSFERRED',
    residentId: null,
    detail: `Transferred from unit ${before?.unitName ?? ''} to unit ${after?.unitName ?? ''}.`,
    byName: actorName(scope),
  });
  return get(scope, leaseId);
}

/** Archives a lease for good; every moved-in resident must have moved out first. */
export async function archive(scope: CommunityScope, leaseId: string): Promise<Lease> {
  await activeLease(scope, leaseId);
  if ((await repository.residentsStaying(at(scope), leaseId, 'moved-in')).length > 0) {
    throw new AppError('ACCESS_LEASE_HAS_RESIDENTS');
  }
  await repository.archive(at(scope), leaseId);
  return get(scope, leaseId);
}

export async function accesses(scope: CommunityScope, leaseId: string): Promise<access.leases.LeaseAccesses> {
  if (!(await repository.findLease(at(scope), leaseId))) throw new AppError('RECORD_NOT_FOUND');
  return {
    authorizations: await repository.leaseAuthorizations(at(scope), leaseId),
    grants: await grantsOf(at(scope), 'LEASE', leaseId),
  };
}

/** Adds a location to a lease; its moved-in residents are granted it at once with their keys. */
export async function addLocation(scope: CommunityScope, leaseId: string, locationId: string) {
  await activeLease(scope, leaseId);
  const target = at(scope);
  if ((await repository.countLocations(target, [locationId])) !== 1) {
    throw invalid('locationId', 'choose a location of this community');
  }
  await authorizeLocation(scope, leaseId, locationId);
  return accesses(scope, leaseId);
}

/**
 * The lease's authorization of a location, once: its moved-in residents are granted it at once with
 * their keys, the others at their move-in. The lease must be active and locked by the caller; the
 * location must be the community's. Also how a unit's linked locations reach its leases (D234).
 * Whether the lease did not have it yet.
 */
export async function authorizeLocation(scope: Doer, leaseId: string, locationId: string): Promise<boolean> {
  const target = at(scope);
  const place = { unitId: null, locationId };
  if (!(await repository.insertAuthorization(target, leaseId, place))) return false;
  for (const residentId of await repository.residentsStaying(target, leaseId, 'moved-in')) {
    await issueGrants(
      target,
      {
        holderKind: 'RESIDENT',
        holderId: residentId,
        sourceKind: 'LEASE',
        sourceId: leaseId,
        schedule: null,
        validFrom: scope.now,
        validUntil: null,
      },
      [place],
      await repository.leaseCredentials(target, leaseId, residentId),
    );
  }
  return true;
}

/** Removes a location from a lease: the grants it gave are revoked (the lease's unit stays). */
export async function removeAuthorization(scope: CommunityScope, leaseId: string, authorizationId: string) {
  await activeLease(scope, leaseId);
  const target = at(scope);
  const authorization = await repository.findAuthorization(target, leaseId, authorizationId);
  if (!authorization) throw new AppError('RECORD_NOT_FOUND');
  if (authorization.unitId) throw new AppError('ACCESS_AUTHORIZATION_IS_UNIT');
  await revokeGrants(target, await repository.leaseGrants(target, leaseId, { place: authorization }));
  await repository.deleteAuthorization(target, authorizationId);
  return accesses(scope, leaseId);
}

export async function moveOutReport(
  scope: CommunityScope,
  leaseId: string,
  residentId: string,
): Promise<access.leases.MoveOutReport> {
  const target = at(scope);
  const report = await repository.findReport(target, leaseId, residentId);
  const lease = await repository.findLease(target, leaseId);
  const resident = await repository.leaseResident(target, leaseId, residentId);
  if (!report || !lease || !resident) throw new AppError('RECORD_NOT_FOUND');
  const frozen = report.content as { credentials: access.leases.MoveOutReport['credentials'] } | null;
  const credentials = frozen?.credentials ?? (await repository.proofCredentials(target, leaseId, residentId));
  const { content: _content, ...head } = report;
  return {
    ...head,
    residentName: `${resident.firstName} ${resident.lastName}`,
    unitName: lease.unitName,
    buildingName: lease.buildingName,
    credentials,
    pendingLocks: credentials.reduce((n, c) => n + c.locks.filter((lock) => lock.confirmed !== lock.desired).length, 0),
  };
}

export const unitChoices = (scope: CommunityScope, q: string | undefined) => repository.unitChoices(at(scope), q);
export const locationChoices = (scope: CommunityScope) => repository.locationChoices(at(scope));
