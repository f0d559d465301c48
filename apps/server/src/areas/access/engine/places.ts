import { sql } from 'kysely';
import type { At } from './grants.repository.ts';

/**
 * The locations a source of access lists (a temporary access, a key, a pass, a group, a fire key):
 * one table each, keyed by the source's id and the location. The service turns them into grants;
 * these read and replace the list.
 */
export const PLACE_TABLES = {
  TEMPORARY: { table: 'temporary_access_places', owner: 'access_id' },
  KEY: { table: 'access_key_locations', owner: 'key_id' },
  PASS: { table: 'access_pass_locations', owner: 'pass_id' },
  GROUP: { table: 'access_group_locations', owner: 'group_id' },
  FIRE_KEY: { table: 'access_fire_key_locations', owner: 'fire_key_id' },
} as const;
type Source = keyof typeof PLACE_TABLES;

/** The source's locations (each once). */
export async function placesOf(at: At, source: Source, ownerId: string): Promise<string[]> {
  const { table, owner } = PLACE_TABLES[source];
  const { rows } = await sql<{ location_id: string }>`select location_id from ${sql.table(table)}
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and ${sql.ref(owner)} = ${ownerId}`.execute(
    at.db,
  );
  return rows.map((r) => r.location_id);
}

/** Replaces the source's locations with these (duplicates kept once). */
export async function replacePlaces(
  at: At,
  source: Source,
  ownerId: string,
  locationIds: readonly string[],
): Promise<void> {
  const { table, owner } = PLACE_TABLES[source];
  await sql`delete from ${sql.table(table)}
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and ${sql.ref(owner)} = ${ownerId}`.execute(
    at.db,
  );
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return;
  await sql`insert into ${sql.table(table)} (customer_id, community_id, ${sql.ref(owner)}, location_id)
    select ${at.customerId}::uuid, ${at.communityId}::uuid, ${ownerId}::uuid, unnest(${unique}::uuid[])`.execute(at.db);
}
