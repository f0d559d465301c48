import '../areas/access/access.tables.ts';
import '../areas/devices/devices.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';

/** The demo community's first building (by name) as a location, and the locks at its doors (not units'). */
export async function firstBuildingDoors(trx: Tx, community: CommunityKeys) {
  const building = await trx
    .selectFrom('location_properties')
    .select(['id', 'name'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('building_id', 'is not', null)
    .orderBy('name')
    .limit(1)
    .executeTakeFirst();
  if (!building) return null;
  const locks = await trx
    .selectFrom('devices')
    .select('id')
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'LOCK')
    .where('unit_id', 'is', null)
    .where('location_id', '=', building.id)
    .execute();
  return { building, locks };
}

/**
 * A grant of a demo credential to a location, with every lock's entry as confirmed three seconds
 * after it was asked for: held (and remembered by the simulator's lock) while the grant is live,
 * removed once it was revoked.
 */
export async function seedConfirmedGrant(
  trx: Tx,
  community: CommunityKeys,
  locks: readonly { id: string }[],
  grant: {
    id: string;
    holderKind: string;
    holderId: string;
    holderName: string;
    sourceKind: string;
    sourceId: string;
    credentialId: string;
    locationId: string;
    /** 24-hour ranges (the lock's form), or null for any hour. */
    schedule: unknown[] | null;
    validFrom: Date;
    validUntil: Date | null;
    revokedAt: Date | null;
  },
): Promise<void> {
  const live = grant.revokedAt === null;
  const schedule = grant.schedule ? JSON.stringify(grant.schedule) : null;
  await trx
    .insertInto('access_grants')
    .values({
      ...community,
      id: grant.id,
      holder_kind: grant.holderKind,
      holder_id: grant.holderId,
      source_kind: grant.sourceKind,
      source_id: grant.sourceId,
      unit_id: null,
      location_id: grant.locationId,
      schedule,
      valid_from: grant.validFrom,
      valid_until: grant.validUntil,
      status: live ? 'ACTIVE' : 'REVOKED',
      revoked_at: grant.revokedAt,
      created_at: grant.validFrom,
      updated_at: grant.revokedAt ?? grant.validFrom,
    })
    .execute();
  if (locks.length === 0) return;
  await trx
    .insertInto('door_entries')
    .values(
      locks.map((lock) => ({
        ...community,
        device_id: lock.id,
        grant_id: grant.id,
        credential_id: grant.credentialId,
        holder_name: grant.holderName,
        desired: live ? 'PRESENT' : 'ABSENT',
        confirmed: live ? 'PRESENT' : 'ABSENT',
        requested_at: grant.revokedAt ?? grant.validFrom,
        confirmed_at: new Date((grant.revokedAt ?? grant.validFrom).getTime() + 3_000),
      })),
    )
    .execute();
  if (!live) return;
  await trx
    .insertInto('simulated_door_entries')
    .values(
      locks.map((lock) => ({
        ...community,
        device_id: lock.id,
        entry_key: `${grant.id}:${grant.credentialId}`,
        credential_id: grant.credentialId,
        valid_from: grant.validFrom,
        valid_until: grant.validUntil,
        schedule,
      })),
    )
    .execute();
}
