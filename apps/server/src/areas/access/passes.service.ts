import { randomInt, randomUUID } from 'node:crypto';
import type { access } from '@lintel/contracts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { checkHours, hoursAsRanges } from '../../platform/hours.ts';
import { coveredLocks, liveGrantsOf } from './engine/grants.repository.ts';
import { grantsOf, issueGrants, revokeGrants } from './engine/grants.ts';
import { replacePlaces } from './engine/places.ts';
import { inCommunity as at, countLocations, unitExists } from './leases.repository.ts';
import * as repository from './passes.repository.ts';

/**
 * Passes (D222): a six-digit PIN for a vendor, a resident's visitor or a guest. Its credential is
 * held by the pass (holder kind PASS) and reaches the locks through one grant per location, with
 * the window and hours, like temporary staff access; revoking is REVOKING until every lock
 * confirmed. Creation checks only the vendor create permission, whatever the type (part 3 section 6).
 */

type Input = ReturnType<typeof access.passes.passInput.parse>;
type Details = access.passes.PassDetails;

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const row = await repository.find(at(scope), id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...row, grants: await grantsOf(at(scope), 'PASS', id) };
}

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

/** The community's pass rules (D243): the kind must be issued, and the window no longer than allowed. */
async function checkRules(target: ReturnType<typeof at>, input: Input) {
  const rules = await repository.passRules(target);
  const allowed = { VENDOR: rules.vendor, RESIDENT: rules.resident, GUEST: rules.guest }[input.type];
  if (!allowed) throw new AppError('ACCESS_PASS_TYPE_OFF', { issues: [{ path: 'type', message: 'not issued here' }] });
  const days = (new Date(input.validUntil).getTime() - new Date(input.validFrom).getTime()) / 86_400_000;
  if (days > rules.maxDays) {
    throw new AppError('ACCESS_PASS_TOO_LONG', {
      issues: [{ path: 'validUntil', message: `at most ${rules.maxDays} days after the start` }],
    });
  }
}

export async function create(scope: CommunityScope, input: Input): Promise<Details> {
  checkHours(input.hours);
  const target = at(scope);
  await checkRules(target, input);
  const locationIds = [...new Set(input.locationIds)];
  if ((await countLocations(target, locationIds)) !== locationIds.length) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationIds', message: 'choose locations of this community' }],
    });
  }
  if (input.unitId && !(await unitExists(target, input.unitId))) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'unitId', message: 'choose a unit of this community' }],
    });
  }
  const id = randomUUID();
  const validFrom = new Date(input.validFrom);
  const validUntil = new Date(input.validUntil);
  const credentialId = await repository.insertPass(target, {
    id,
    type: input.type,
    holderName: input.holderName,
    company: input.company,
    email: input.email,
    phone: input.phone,
    unitId: input.unitId,
    validFrom,
    validUntil,
    hours: input.hours,
    pin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    note: input.note,
    createdByName: actorName(scope),
  });
  await replacePlaces(target, 'PASS', id, locationIds);
  await issueGrants(
    target,
    {
      holderKind: 'PASS',
      holderId: id,
      sourceKind: 'PASS',
      sourceId: id,
      schedule: input.hours ? hoursAsRanges(input.hours) : null,
      validFrom,
      validUntil,
    },
    locationIds.map((locationId) => ({ unitId: null, locationId })),
    [credentialId],
  );
  return get(scope, id);
}

export async function revoke(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const pass = await repository.lockPass(target, id);
  if (!pass) throw new AppError('RECORD_NOT_FOUND');
  if (pass.status !== 'ACTIVE' && pass.status !== 'SUSPENDED') throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
  await repository.markRevoking(target, id, pass.credential_id);
  await revokeGrants(target, await liveGrantsOf(target, 'PASS', id));
  await repository.settlePasses(target);
  return get(scope, id);
}

/** The summary handed to the holder: the PIN, and the doors of each location (the same rule that issues it). */
export async function summary(scope: CommunityScope, id: string): Promise<access.passes.PassSummary> {
  const target = at(scope);
  const { grants: _grants, ...pass } = await get(scope, id);
  const covered = await Promise.all(
    pass.locationIds.map(async (locationId) =>
      (await coveredLocks(target, { unitId: null, locationId })).map((l) => l.id),
    ),
  );
  const names = await repository.deviceNames(target, covered.flat());
  const where = await repository.whereToCome(target, pass.unitId);
  return {
    pass,
    communityName: where.name,
    communityAddress: where.address,
    places: pass.locationNames.map((name, i) => ({
      name,
      locks: (covered[i] ?? []).map((lockId) => names.get(lockId) ?? '').sort((a, b) => a.localeCompare(b)),
    })),
  };
}

export async function logs(scope: CommunityScope, id: string, query: { page?: number; size?: number }) {
  const pass = await repository.find(at(scope), id);
  if (!pass) throw new AppError('RECORD_NOT_FOUND');
  return repository.uses(at(scope), pass.credentialId, query);
}
