import { randomInt, randomUUID } from 'node:crypto';
import type { access } from '@lintel/contracts';
import { holdsAny } from '../../platform/auth/holds.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { checkHours, hoursAsRanges } from '../../platform/hours.ts';
import { liveGrantsOf } from './engine/grants.repository.ts';
import { grantsOf, issueGrants, revokeGrants, suspendGrants } from './engine/grants.ts';
import { replacePlaces } from './engine/places.ts';
import { inCommunity as at, countLocations } from './leases.repository.ts';
import * as repository from './staff-access.repository.ts';

type Input = ReturnType<typeof access.staffAccess.temporaryAccessInput.parse>;
type Details = access.staffAccess.TemporaryAccessDetails;

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

/** The permission a kind of key needs to be granted (part 3 section 6). */
const CREATE_KEY = {
  VIRTUAL: 'TEMPORARY_USER_ACCESS_CREATE_VIRTUAL',
  MOBILE: 'TEMPORARY_USER_ACCESS_CREATE_MOBILE',
} as const;

async function checkInput(scope: CommunityScope, input: Input) {
  checkHours(input.hours);
  const locationIds = [...new Set(input.locationIds)];
  if ((await countLocations(at(scope), locationIds)) !== locationIds.length) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationIds', message: 'choose locations of this community' }],
    });
  }
  const staff = await repository.staffMember(at(scope), input.staffProfileId);
  if (!staff)
    throw new AppError('ACCESS_STAFF_INVALID', {
      issues: [{ path: 'staffProfileId', message: 'choose a staff member of this community' }],
    });
  return { staff, locationIds };
}

function places(locationIds: readonly string[]) {
  return locationIds.map((locationId) => ({ unitId: null, locationId }));
}

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const row = await repository.find(at(scope), id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...row, grants: await grantsOf(at(scope), 'TEMPORARY', id) };
}

export function list(scope: CommunityScope, query: Parameters<typeof repository.list>[1]) {
  return repository.list(at(scope), query);
}

/**
 * Grants temporary access: a key issued for it (a six-digit PIN for a virtual key, the staff
 * member's phone for a mobile one) and one grant per location, for the window and hours.
 * Each kind needs its own create permission; the route lets either in (D215).
 */
export async function grant(scope: CommunityScope, input: Input): Promise<Details> {
  if (!(await holdsAny(scope, [CREATE_KEY[input.kind]]))) throw new AppError('PERMISSION_DENIED');
  const { staff, locationIds } = await checkInput(scope, input);
  const target = at(scope);
  const id = randomUUID();
  const credentialId = await repository.insertCredential(target, {
    holderId: staff.id,
    kind: input.kind === 'VIRTUAL' ? 'PIN' : 'MOBILE',
    label: input.kind === 'VIRTUAL' ? 'Virtual key' : 'Mobile key',
    sourceId: id,
  });
  const validFrom = new Date(input.validFrom);
  const validUntil = new Date(input.validUntil);
  await repository.insertAccess(target, {
    id,
    staffProfileId: staff.id,
    staffName: staff.name,
    kind: input.kind,
    reason: input.reason,
    validFrom,
    validUntil,
    hours: input.hours,
    credentialId,
    pin: input.kind === 'VIRTUAL' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
    grantedByName: actorName(scope),
  });
  await replacePlaces(target, 'TEMPORARY', id, locationIds);
  await issueGrants(
    target,
    {
      holderKind: 'STAFF',
      holderId: staff.id,
      sourceKind: 'TEMPORARY',
      sourceId: id,
      schedule: input.hours ? hoursAsRanges(input.hours) : null,
      validFrom,
      validUntil,
    },
    places(locationIds),
    [credentialId],
  );
  await repository.recordEvent(
    target,
    id,
    'GRANTED',
    actorName(scope),
    `${staff.name}: ${input.kind.toLowerCase()} key`,
  );
  return get(scope, id);
}

/**
 * Edits a virtual access (the spec's "update virtual"): the old grants are revoked and new ones
 * issued for the same key, so each lock is told the new window and hours and forgets the old.
 */
export async function edit(scope: CommunityScope, id: string, input: Input): Promise<Details> {
  const target = at(scope);
  const current = await repository.lock(target, id);
  if (!current) throw new AppError('RECORD_NOT_FOUND');
  if (current.kind !== 'VIRTUAL' || current.status !== 'ACTIVE' || input.kind !== 'VIRTUAL') {
    throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
  }
  const { locationIds } = await checkInput(scope, { ...input, staffProfileId: input.staffProfileId });
  const old = await liveGrantsOf(target, 'TEMPORARY', id);
  const validFrom = new Date(input.validFrom);
  const validUntil = new Date(input.validUntil);
  await repository.updateAccess(target, id, { reason: input.reason, validFrom, validUntil, hours: input.hours });
  await replacePlaces(target, 'TEMPORARY', id, locationIds);
  await revokeGrants(target, old);
  const row = await repository.find(target, id);
  await issueGrants(
    target,
    {
      holderKind: 'STAFF',
      holderId: row?.staffProfileId ?? input.staffProfileId,
      sourceKind: 'TEMPORARY',
      sourceId: id,
      schedule: input.hours ? hoursAsRanges(input.hours) : null,
      validFrom,
      validUntil,
    },
    places(locationIds),
    [current.credentialId],
  );
  await repository.recordEvent(target, id, 'EDITED', actorName(scope));
  return get(scope, id);
}

/** Suspend, resume and revoke (part 3 section 4's access actions). */
export async function act(
  scope: CommunityScope,
  id: string,
  action: (typeof access.staffAccess.TEMPORARY_ACTIONS)[number],
): Promise<Details> {
  const target = at(scope);
  const current = await repository.lock(target, id);
  if (!current) throw new AppError('RECORD_NOT_FOUND');
  const grants = await liveGrantsOf(target, 'TEMPORARY', id);
  if (action === 'suspend') {
    if (current.status !== 'ACTIVE') throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    await suspendGrants(target, grants, true);
    await repository.setStatus(target, id, 'SUSPENDED');
    await repository.recordEvent(target, id, 'SUSPENDED', actorName(scope));
  } else if (action === 'resume') {
    if (current.status !== 'SUSPENDED') throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    await suspendGrants(target, grants, false);
    await repository.setStatus(target, id, 'ACTIVE');
    await repository.recordEvent(target, id, 'RESUMED', actorName(scope));
  } else {
    if (current.status !== 'ACTIVE' && current.status !== 'SUSPENDED') {
      throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    }
    await repository.setStatus(target, id, 'REVOKING');
    await target.db
      .updateTable('access_credentials')
      .set({ revoked_at: scope.now })
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', '=', current.credentialId)
      .execute();
    await repository.recordEvent(target, id, 'REVOKED', actorName(scope));
    await revokeGrants(target, grants);
    await repository.settleTemporaryAccesses(target);
  }
  return get(scope, id);
}

export const events = (scope: CommunityScope, query: Parameters<typeof repository.events>[1]) =>
  repository.events(at(scope), query);
export const staffChoices = (scope: CommunityScope, q: string | undefined) => repository.staffChoices(at(scope), q);
