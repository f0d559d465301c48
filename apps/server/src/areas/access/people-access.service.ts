import type { access } from '@lintel/contracts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { At } from './engine/grants.repository.ts';
import { issueGrants, revokeGrants, suspendGrants } from './engine/grants.ts';
import { inCommunity as at, countLocations } from './leases.repository.ts';
import type { Person } from './people-access.repository.ts';
import * as repository from './people-access.repository.ts';

/**
 * The access of one person, whoever they are (a resident, a staff member, a vendor; D230, D231): every
 * grant they hold from every source, one place with its locks, direct authorizations (a grant of
 * source PERSON held by their own mobile key), their keyring, and suspending, resuming or revoking
 * their access in the community. Each kind's routes call these with the person of their path; the
 * person is found by their kind's lookup (a deleted resident is no longer one: RECORD_NOT_FOUND).
 */

type PersonAccess = access.peopleAccess.PersonAccess;
type PersonPlace = access.peopleAccess.PersonPlace;
type Keyring = access.peopleAccess.Keyring;
type GrantQuery = Parameters<typeof repository.listGrants>[2];

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

/** The person's name, or RECORD_NOT_FOUND when they are not one of the community's people (locked for a change). */
async function named(target: At, person: Person, lock = false): Promise<string> {
  const found = await repository.PERSON_LOOKUPS[person.kind](target, person.id, lock);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  return found.name;
}

/** Where the person's access stands, for a person already found (their details embed it). */
export async function accessOf(target: At, person: Person, name: string): Promise<PersonAccess> {
  return { holderKind: person.kind, holderId: person.id, name, ...(await repository.accessState(target, person)) };
}

export async function readAccess(scope: CommunityScope, person: Person): Promise<PersonAccess> {
  const target = at(scope);
  return accessOf(target, person, await named(target, person));
}

export async function authorizations(scope: CommunityScope, person: Person, query: GrantQuery) {
  const target = at(scope);
  await named(target, person);
  return repository.listGrants(target, person, query);
}

async function placeOf(target: At, person: Person, placeId: string): Promise<PersonPlace> {
  const place = await repository.findPlace(target, placeId);
  if (!place) throw new AppError('RECORD_NOT_FOUND');
  const grants = await repository.placeGrants(target, person, place);
  return {
    place,
    direct: grants.some((g) => g.sourceKind === 'PERSON' && (g.status === 'ACTIVE' || g.status === 'SUSPENDED')),
    grants,
    locks: await repository.placeLocks(
      target,
      grants.map((g) => g.id),
    ),
  };
}

/** One place of the person (a location or a unit): their grants to it and each lock. */
export async function place(scope: CommunityScope, person: Person, placeId: string): Promise<PersonPlace> {
  const target = at(scope);
  await named(target, person);
  return placeOf(target, person, placeId);
}

const alreadyAuthorized = () =>
  new AppError('ACCESS_LOCATION_ALREADY_AUTHORIZED', {
    issues: [{ path: 'locationId', message: 'this location is already given to them directly' }],
  });

/**
 * Authorizes the person directly to a location of the community (D230): one grant of source PERSON,
 * from now, without end, at any hour, held by their own mobile key (written with the first one); the
 * locks the location covers are asked to hold it. A location not of this community, or one they
 * are already given directly, is refused on `locationId`.
 */
export async function addLocation(scope: CommunityScope, person: Person, locationId: string): Promise<PersonPlace> {
  const target = at(scope);
  await named(target, person, true);
  if ((await countLocations(target, [locationId])) !== 1) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationId', message: 'choose a location of this community' }],
    });
  }
  const live = await repository.grantIdsOf(target, person, ['ACTIVE', 'SUSPENDED'], { kind: 'PERSON', locationId });
  if (live.length > 0) throw alreadyAuthorized();
  const credentialId =
    (await repository.personCredential(target, person)) ?? (await repository.insertPersonCredential(target, person));
  await translate(
    () =>
      issueGrants(
        target,
        {
          holderKind: person.kind,
          holderId: person.id,
          sourceKind: 'PERSON',
          sourceId: person.id,
          schedule: null,
          validFrom: target.now,
          validUntil: null,
        },
        [{ unitId: null, locationId }],
        [credentialId],
      ),
    { unique: 'ACCESS_LOCATION_ALREADY_AUTHORIZED' },
  );
  return placeOf(target, person, locationId);
}

/** Removes a direct authorization: its grant is REVOKING until every lock confirmed (RECORD_NOT_FOUND without one). */
export async function removeLocation(scope: CommunityScope, person: Person, locationId: string): Promise<PersonPlace> {
  const target = at(scope);
  await named(target, person, true);
  const live = await repository.grantIdsOf(target, person, ['ACTIVE', 'SUSPENDED'], { kind: 'PERSON', locationId });
  if (live.length === 0) throw new AppError('RECORD_NOT_FOUND');
  await revokeGrants(target, live);
  return placeOf(target, person, locationId);
}

async function keyringOf(target: At, person: Person, name: string): Promise<Keyring> {
  return {
    access: await accessOf(target, person, name),
    credentials: await repository.keyringCredentials(target, person),
  };
}

export async function keyring(scope: CommunityScope, person: Person): Promise<Keyring> {
  const target = at(scope);
  return keyringOf(target, person, await named(target, person));
}

/**
 * Keyring management (D231). Suspend: every ACTIVE grant of the person in the community becomes
 * SUSPENDED (the locks drop the entries) and is held by the suspension, as is every grant issued to
 * them until they are resumed. Resume: the grants the suspension holds are ACTIVE again (the locks
 * are given them back). Revoke: their own mobile key and every direct authorization are revoked
 * (REVOKING until every lock confirmed); a later direct authorization writes a new key. A step that
 * does not apply (suspending a suspended person, nothing to revoke) is ACCESS_TRANSITION_NOT_ALLOWED.
 */
export async function act(scope: CommunityScope, person: Person, action: access.peopleAccess.KeyringAction) {
  const target = at(scope);
  const name = await named(target, person, true);
  const suspended = await repository.suspensionOf(target, person.kind, person.id);
  if (action === 'suspend') {
    if (suspended) throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    const active = await repository.grantIdsOf(target, person, ['ACTIVE']);
    await translate(() => repository.insertSuspension(target, person, actorName(scope)), {
      unique: 'ACCESS_TRANSITION_NOT_ALLOWED',
    });
    await suspendGrants(target, active, true);
    await repository.holdGrants(
      target,
      active.map((grantId) => ({ grantId, holderKind: person.kind, holderId: person.id })),
    );
  } else if (action === 'resume') {
    const { ended, held } = await repository.deleteSuspension(target, person);
    if (!ended) throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    await suspendGrants(target, held, false);
  } else {
    const credentialId = await repository.personCredential(target, person);
    const direct = await repository.grantIdsOf(target, person, ['ACTIVE', 'SUSPENDED'], { kind: 'PERSON' });
    if (!credentialId && direct.length === 0) throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
    await repository.revokeCredentialsOf(target, person, 'PERSON');
    await revokeGrants(target, direct);
  }
  return keyringOf(target, person, name);
}

/**
 * Ends every access of a person in the community (one leaving it, leave-community.service.ts): their
 * suspension ends with nothing left to resume (a person who comes back is not suspended), each grant
 * that is ACTIVE or SUSPENDED is revoked (REVOKING until every lock confirmed) and every credential of
 * theirs is revoked. Answers how many grants were revoked.
 */
export async function endAllAccess(target: At, person: Person): Promise<number> {
  await repository.deleteSuspension(target, person);
  const grants = await repository.grantIdsOf(target, person, ['ACTIVE', 'SUSPENDED']);
  await revokeGrants(target, grants);
  await repository.revokeCredentialsOf(target, person);
  return grants.length;
}
