import '../areas/access/access.tables.ts';
import '../areas/devices/devices.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import { firstBuildingDoors, seedConfirmedGrant } from './access-doors.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;
/** Every day of the week (0 Sunday … 6 Saturday). */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * A custom user group of a demo community (D223), seeded after the leases: the "Pool club", two
 * residents living there who may open the first building's locks in the evening (6 to 10 pm, every
 * day). Each member holds a group key with one grant, which every lock confirmed (the simulator's
 * locks holding it), as if the group had been made two weeks ago.
 */
export async function seedGroups(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`access:${community.community_id}/${what}`);
  const doors = await firstBuildingDoors(trx, community);
  if (!doors) return;
  const { building, locks } = doors;
  const living = await trx
    .selectFrom('lease_residents as lr')
    .innerJoin('residents as r', (j) =>
      j
        .onRef('r.customer_id', '=', 'lr.customer_id')
        .onRef('r.community_id', '=', 'lr.community_id')
        .onRef('r.id', '=', 'lr.resident_id'),
    )
    .select(['r.id', 'r.first_name', 'r.last_name'])
    .distinct()
    .where('lr.customer_id', '=', community.customer_id)
    .where('lr.community_id', '=', community.community_id)
    .where('lr.moved_in_at', 'is not', null)
    .where('lr.moved_out_at', 'is', null)
    .orderBy('r.last_name')
    .orderBy('r.first_name')
    .orderBy('r.id')
    .limit(2)
    .execute();

  const groupId = key('group/0');
  const createdAt = new Date(now.getTime() - 14 * DAY);
  const hours = EVERY_DAY.map((days) => ({
    days,
    openTime: { hours: 6, minutes: 0, clock: 'pm' },
    closeTime: { hours: 10, minutes: 0, clock: 'pm' },
    working24: false,
  }));
  const schedule = EVERY_DAY.map((day) => ({ day, start: '18:00', end: '22:00' }));
  await trx
    .insertInto('access_groups')
    .values({
      ...community,
      id: groupId,
      name: 'Pool club',
      description: 'Residents who may use the pool in the evening.',
      hours: JSON.stringify(hours),
      created_by_name: 'Demo manager',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await trx
    .insertInto('access_group_locations')
    .values({ ...community, group_id: groupId, location_id: building.id })
    .execute();

  for (const [i, resident] of living.entries()) {
    const name = `${resident.first_name} ${resident.last_name}`;
    const credentialId = key(`group/0/member/${i}/credential`);
    const grantId = key(`group/0/member/${i}/grant`);
    await trx
      .insertInto('access_credentials')
      .values({
        ...community,
        id: credentialId,
        holder_kind: 'RESIDENT',
        holder_id: resident.id,
        kind: 'MOBILE',
        label: 'Group key',
        source_kind: 'GROUP',
        source_id: groupId,
        issued_at: createdAt,
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('access_group_members')
      .values({
        ...community,
        group_id: groupId,
        holder_kind: 'RESIDENT',
        holder_id: resident.id,
        holder_name: name,
        credential_id: credentialId,
        added_at: createdAt,
      })
      .execute();
    await seedConfirmedGrant(trx, community, locks, {
      id: grantId,
      holderKind: 'RESIDENT',
      holderId: resident.id,
      holderName: name,
      sourceKind: 'GROUP',
      sourceId: groupId,
      credentialId,
      locationId: building.id,
      schedule,
      validFrom: createdAt,
      validUntil: null,
      revokedAt: null,
    });
  }
}
