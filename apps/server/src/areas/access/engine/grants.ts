import type { access } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp } from '../../../platform/db/sql.ts';
import { grantsOfSuspendedHolders, holdGrants, releaseGrants, suspensionOf } from '../people-access.repository.ts';
import { queueDoorSync } from './door-sync.ts';
import * as repository from './grants.repository.ts';
import { type At, holderNameOf, type NewGrant, type PlaceRef } from './grants.repository.ts';

/**
 * Grants and their door entries (D210): the rules that turn "this person may open this place" into
 * what each lock must hold. Issuing asks every lock the place covers to hold each of the holder's
 * credentials; revoking asks them to remove it, and the grant stays REVOKING until every lock
 * confirmed (door-sync.ts).
 */

/**
 * Issues one grant per place for a holder's credentials and queues the locks' sync. While the holder's
 * access is suspended in the community (D231), the new grants are suspended with it at once.
 */
export async function issueGrants(
  at: At,
  grant: Omit<NewGrant, 'place'>,
  places: readonly PlaceRef[],
  credentialIds: readonly string[],
): Promise<string[]> {
  const touched: string[] = [];
  const ids: string[] = [];
  const holderName = await repository.holderName(at, grant.holderKind, grant.holderId);
  for (const place of places) {
    const id = await repository.insertGrant(at, { ...grant, place });
    ids.push(id);
    const locks = (await repository.coveredLocks(at, place)).map((lock) => lock.id);
    await repository.requestEntries(at, { id, holderName }, locks, credentialIds);
    touched.push(...locks);
  }
  if (ids.length > 0 && (await suspensionOf(at, grant.holderKind, grant.holderId))) {
    await repository.setSuspended(at, ids, true);
    await holdGrants(
      at,
      ids.map((grantId) => ({ grantId, holderKind: grant.holderKind, holderId: grant.holderId })),
    );
  }
  await queueDoorSync(at, touched);
  return ids;
}

/**
 * Suspends or resumes grants for their source: the locks are asked to remove or to hold their entries
 * again. A grant its source suspends is its source's to resume, not the person's suspension's; a
 * grant its source resumes while its holder's access is suspended stays suspended, held by that
 * suspension until the person is resumed (D231).
 */
export async function suspendGrants(at: At, grantIds: readonly string[], suspended: boolean): Promise<void> {
  if (suspended) {
    await releaseGrants(at, grantIds);
    await queueDoorSync(at, await repository.setSuspended(at, grantIds, true));
    return;
  }
  const held = await grantsOfSuspendedHolders(at, grantIds);
  await holdGrants(at, held);
  const kept = new Set(held.map((row) => row.grantId));
  await queueDoorSync(
    at,
    await repository.setSuspended(
      at,
      grantIds.filter((id) => !kept.has(id)),
      false,
    ),
  );
}

/** Revokes grants: REVOKING until every lock confirmed; a grant that reached no lock is REVOKED at once. */
export async function revokeGrants(at: At, grantIds: readonly string[]): Promise<void> {
  const touched = await repository.markRevoking(at, grantIds);
  await repository.settleRevocations(at, grantIds);
  await queueDoorSync(at, touched);
}

/** Grants of one source (a lease), as the authorizations screen shows them. */
export async function grantsOf(at: At, sourceKind: string, sourceId: string): Promise<access.Grant[]> {
  const rows = await at.db
    .selectFrom('access_grants as g')
    .select([
      'g.id',
      sql<'RESIDENT' | 'STAFF' | 'VENDOR'>`g.holder_kind`.as('holderKind'),
      'g.holder_id as holderId',
      holderNameOf('g').as('holderName'),
      sql<access.SourceKind>`g.source_kind`.as('sourceKind'),
      'g.source_id as sourceId',
      'g.unit_id as unitId',
      'g.location_id as locationId',
      sql<string>`coalesce(
        (select 'Unit ' || u.name from units u where u.customer_id = g.customer_id and u.community_id = g.community_id and u.id = g.unit_id),
        (select p.name from location_properties p where p.customer_id = g.customer_id and p.community_id = g.community_id and p.id = g.location_id),
        '')`.as('placeName'),
      sql<access.Grant['schedule']>`g.schedule`.as('schedule'),
      isoTimestamp('g.valid_from').as('validFrom'),
      isoTimestamp('g.valid_until').as('validUntil'),
      sql<access.AccessStatus>`g.status`.as('status'),
      isoTimestamp('g.revoked_at').as('revokedAt'),
      sql<number>`(select count(*)::int from door_entries e where e.customer_id = g.customer_id
        and e.community_id = g.community_id and e.grant_id = g.id)`.as('locks'),
      sql<number>`(select count(*)::int from door_entries e where e.customer_id = g.customer_id
        and e.community_id = g.community_id and e.grant_id = g.id and e.confirmed = e.desired)`.as('confirmedLocks'),
    ])
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where('g.source_kind', '=', sourceKind)
    .where('g.source_id', '=', sourceId)
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return rows.map(({ unitId, locationId, placeName, ...row }) => ({
    ...row,
    place: { unitId, locationId, name: placeName },
  }));
}
