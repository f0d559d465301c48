import { randomUUID } from 'node:crypto';
import type { access } from '@lintel/contracts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { liveGrantsOf } from './engine/grants.repository.ts';
import { grantsOf, issueGrants, revokeGrants } from './engine/grants.ts';
import { replacePlaces } from './engine/places.ts';
import * as repository from './fire-keys.repository.ts';
import { checkLocations } from './keys.service.ts';
import { inCommunity as at } from './leases.repository.ts';

/**
 * Fire keys (D225): the fire department's master fob of the community, kept in the lock box. Adding
 * one writes its credential (FOB, source FIRE_KEY, held by the fire key: holder kind FIREKEY) and
 * one grant per location, from now, without end and at all hours, and the door sync gives the locks
 * the fob, as for a key (D210, D221). Revoking it revokes them: REVOKING until every lock confirmed,
 * then REVOKED. Every call first checks the community's firekey setting: off, it is refused as a
 * gate refuses (the route has checked FIRE_KEY_READ or FIRE_KEY_UPDATE).
 */

type Details = access.fireKeys.FireKeyDetails;
type Input = ReturnType<typeof access.fireKeys.fireKeyInput.parse>;

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

/** The firekey setting: with it off, the screens show a disabled marker and every endpoint refuses. */
async function settingOn(scope: CommunityScope) {
  const target = at(scope);
  if (!(await repository.fireKeysEnabled(target))) {
    throw new AppError('PERMISSION_DENIED', { internal: 'the community’s firekey setting is off' });
  }
  return target;
}

async function details(target: ReturnType<typeof at>, id: string): Promise<Details> {
  const row = await repository.find(target, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...row, grants: await grantsOf(target, 'FIRE_KEY', id) };
}

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  return details(await settingOn(scope), id);
}

export async function list(scope: CommunityScope, query: Parameters<typeof repository.list>[1]) {
  return repository.list(await settingOn(scope), query);
}

export async function create(scope: CommunityScope, input: Input): Promise<Details> {
  const target = await settingOn(scope);
  const locationIds = await checkLocations(target, input.locationIds);
  if (await repository.numberTaken(target, input.number)) {
    throw new AppError('ACCESS_FIRE_KEY_NUMBER_TAKEN', {
      issues: [{ path: 'number', message: 'a fire key with this number already exists' }],
    });
  }
  const id = randomUUID();
  const credentialId = await translate(
    () =>
      repository.insertFireKey(target, {
        id,
        number: input.number,
        description: input.description,
        createdByName: actorName(scope),
      }),
    { unique: 'ACCESS_FIRE_KEY_NUMBER_TAKEN' },
  );
  await replacePlaces(target, 'FIRE_KEY', id, locationIds);
  await issueGrants(
    target,
    {
      holderKind: 'FIREKEY',
      holderId: id,
      sourceKind: 'FIRE_KEY',
      sourceId: id,
      // At all hours, from now, without end: the fire department comes when it must.
      schedule: null,
      validFrom: target.now,
      validUntil: null,
    },
    locationIds.map((locationId) => ({ unitId: null, locationId })),
    [credentialId],
  );
  return details(target, id);
}

async function locked(target: ReturnType<typeof at>, id: string) {
  const fireKey = await repository.lockFireKey(target, id);
  if (!fireKey) throw new AppError('RECORD_NOT_FOUND');
  return fireKey;
}

/** Ends a fire key's access: its credential and grants are revoked, and every lock is told to forget it. */
async function endAccess(target: ReturnType<typeof at>, fireKey: { id: string; credential_id: string }) {
  await repository.markRevoked(target, fireKey.id, fireKey.credential_id);
  await revokeGrants(target, await liveGrantsOf(target, 'FIRE_KEY', fireKey.id));
}

/** Revokes an active fire key: REVOKING until every lock confirmed, then REVOKED (never twice). */
export async function revoke(scope: CommunityScope, id: string): Promise<Details> {
  const target = await settingOn(scope);
  const fireKey = await locked(target, id);
  if (fireKey.revoked_at) throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
  await endAccess(target, fireKey);
  return details(target, id);
}

/**
 * Deletes a fire key. An active one is revoked first: its revocation reaches every lock through the
 * grants and credential, which stay (who could open what does not depend on the fire key's row).
 */
export async function remove(scope: CommunityScope, id: string): Promise<{ deleted: true }> {
  const target = await settingOn(scope);
  const fireKey = await locked(target, id);
  if (!fireKey.revoked_at) await endAccess(target, fireKey);
  await repository.deleteFireKey(target, id);
  return { deleted: true };
}
