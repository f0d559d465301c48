import '../areas/access/access.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import { firstBuildingDoors, seedConfirmedGrant } from './access-doors.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;

/**
 * The fire key of a demo community (D225): fob FD-1 in the lock box at the first building's entrance,
 * opening that building's locks at all hours, added 300 days ago and confirmed by every lock (the
 * simulator's locks holding it). Seeded in every community with a smart building, as its keys are,
 * so each customer has one; only where the firekey setting is on (Maple Court) do the screens show it.
 */
export async function seedFireKeys(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`access:${community.community_id}/${what}`);
  const doors = await firstBuildingDoors(trx, community);
  if (!doors) return;
  const { building, locks } = doors;
  const fireKeyId = key('fire-key/0');
  const credentialId = key('fire-key/0/credential');
  const number = 'FD-1';
  const addedAt = new Date(now.getTime() - 300 * DAY);
  await trx
    .insertInto('access_credentials')
    .values({
      ...community,
      id: credentialId,
      holder_kind: 'FIREKEY',
      holder_id: fireKeyId,
      kind: 'FOB',
      label: `Fire key ${number}`,
      source_kind: 'FIRE_KEY',
      source_id: fireKeyId,
      issued_at: addedAt,
      revoked_at: null,
    })
    .execute();
  await trx
    .insertInto('access_fire_keys')
    .values({
      ...community,
      id: fireKeyId,
      number,
      description: `Lock box at the ${building.name} entrance`,
      credential_id: credentialId,
      created_by_name: 'Demo manager',
      revoked_at: null,
      created_at: addedAt,
      updated_at: addedAt,
    })
    .execute();
  await trx
    .insertInto('access_fire_key_locations')
    .values({ ...community, fire_key_id: fireKeyId, location_id: building.id })
    .execute();
  await seedConfirmedGrant(trx, community, locks, {
    id: key('fire-key/0/grant'),
    holderKind: 'FIREKEY',
    holderId: fireKeyId,
    holderName: `Fire key ${number}`,
    sourceKind: 'FIRE_KEY',
    sourceId: fireKeyId,
    credentialId,
    locationId: building.id,
    schedule: null,
    validFrom: addedAt,
    validUntil: null,
    revokedAt: null,
  });
}
