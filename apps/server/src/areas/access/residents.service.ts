import type { access } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { inCommunity as at, insertResident } from './leases.repository.ts';
import { endAccessHere } from './leave-community.service.ts';
import { accessOf } from './people-access.service.ts';
import * as repository from './residents.repository.ts';

/**
 * The IoT residents (D229): the list, a new resident, a resident with their leases and where their
 * access stands, a new email, and deleting one from the community. A resident moved in on an active
 * lease is refused deletion: their move-out revokes the lease's access and makes the proof first.
 * Deleting keeps the row (leases, proofs and grants name them) and ends every access of theirs as a
 * staff member's or a vendor's ends (leave-community.service.ts): their keys taken back as not
 * returned, their groups left, every grant revoked through the engine. Their access itself is the
 * people's (people-access.service.ts, D230, D231).
 */

type Details = access.residents.ResidentDetails;
type Input = ReturnType<typeof access.residents.residentInput.parse>;

/** The audit trail's entity (D112): who created, changed the email of, or deleted a resident. */
const ENTITY = 'access.resident';

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);
const emailTaken = () =>
  new AppError('ACCESS_RESIDENT_EMAIL_TAKEN', {
    issues: [{ path: 'email', message: 'a resident of this community already has this email' }],
  });
const audited = (row: { first_name: string; last_name: string; email: string | null; phone: string | null }) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
});

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const resident = await repository.find(target, id);
  if (!resident) throw new AppError('RECORD_NOT_FOUND');
  return {
    ...resident,
    leases: await repository.leasesOf(target, id),
    access: await accessOf(target, { kind: 'RESIDENT', id }, `${resident.firstName} ${resident.lastName}`),
  };
}

/** Adds a resident; an email used by another resident of the community (any case) is refused on `email`. */
export async function create(scope: CommunityScope, input: Input): Promise<Details> {
  const target = at(scope);
  if (input.email && (await repository.emailTaken(target, input.email, null))) throw emailTaken();
  const id = await translate(() => insertResident(target, input), { unique: 'ACCESS_RESIDENT_EMAIL_TAKEN' });
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: null, after: { ...input } });
  return get(scope, id);
}

async function locked(scope: CommunityScope, id: string) {
  const resident = await repository.lockResident(at(scope), id);
  if (!resident) throw new AppError('RECORD_NOT_FOUND');
  return resident;
}

/** A new email for the resident, unique among the community's residents in any case. */
export async function changeEmail(scope: CommunityScope, id: string, email: string): Promise<Details> {
  const target = at(scope);
  const resident = await locked(scope, id);
  if (await repository.emailTaken(target, email, id)) throw emailTaken();
  await translate(() => repository.setEmail(target, id, email), { unique: 'ACCESS_RESIDENT_EMAIL_TAKEN' });
  await recordAudit(scope, {
    entityType: ENTITY,
    entityId: id,
    before: { email: resident.email },
    after: { email },
  });
  return get(scope, id);
}

/**
 * Deletes a resident from the community (the spec's "delete from community"): refused while they are
 * moved in on an active lease (ACCESS_RESIDENT_MOVED_IN). Otherwise the row is marked deleted, every
 * access of theirs ends as anyone's leaving the community (`endAccessHere`: keys taken back as
 * NOT_RETURNED, groups left, their suspension ended, every grant revoked, REVOKING until every lock
 * confirmed, and every credential with it), and their moves still waiting in the resident queue are
 * skipped.
 */
export async function remove(scope: CommunityScope, id: string): Promise<{ deleted: true }> {
  const target = at(scope);
  const resident = await locked(scope, id);
  if (await repository.movedIn(target, id)) throw new AppError('ACCESS_RESIDENT_MOVED_IN');
  await repository.markDeleted(target, id, actorName(scope));
  await endAccessHere(target, { kind: 'RESIDENT', id }, actorName(scope));
  await repository.skipQueuedMoves(target, id, actorName(scope));
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: audited(resident), after: null });
  return { deleted: true };
}
