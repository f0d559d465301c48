import { sql } from 'kysely';
import { isoTimestamp } from '../../platform/db/sql.ts';
import type { At } from './engine/grants.repository.ts';

/** A unit of the community with its building and type (the unit itself is community structure's). */
export async function findUnit(at: At, unitId: string) {
  const { rows } = await sql<{
    id: string;
    name: string;
    buildingId: string;
    buildingName: string;
    unitTypeId: string;
    unitTypeName: string;
    floor: number;
    squareFeet: number;
  }>`select u.id, u.name, u.building_id as "buildingId", b.name as "buildingName",
      u.unit_type_id as "unitTypeId", t.name as "unitTypeName", u.floor, u.square_feet as "squareFeet"
    from units u
    join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
    join unit_types t on t.customer_id = u.customer_id and t.community_id = u.community_id and t.id = u.unit_type_id
    where u.customer_id = ${at.customerId} and u.community_id = ${at.communityId} and u.id = ${unitId}`.execute(at.db);
  return rows[0];
}

/** The unit's doors: the locks placed at it, by name. */
export async function unitLocks(at: At, unitId: string) {
  const { rows } = await sql<{
    id: string;
    name: string;
    family: string;
    connection: 'ONLINE' | 'OFFLINE';
    battery: number | null;
  }>`select id, name, family, connection, battery from devices
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and unit_id = ${unitId} and kind = 'LOCK'
    order by name, id`.execute(at.db);
  return rows;
}

/** The locations the unit is linked to, each with its path from the top of the tree, by path. */
export async function unitLinks(at: At, unitId: string) {
  const { rows } = await sql<{ locationId: string; name: string; path: string; linkedAt: string }>`
    with recursive up(link, parent_id, name, depth) as (
      select p.id, p.parent_id, p.name, 0 from unit_location_links l
        join location_properties p on p.customer_id = l.customer_id and p.community_id = l.community_id
          and p.id = l.location_id
        where l.customer_id = ${at.customerId} and l.community_id = ${at.communityId} and l.unit_id = ${unitId}
      union all
      select up.link, p.parent_id, p.name, up.depth + 1 from up
        join location_properties p on p.customer_id = ${at.customerId} and p.community_id = ${at.communityId}
          and p.id = up.parent_id)
    select l.location_id as "locationId", p.name,
      (select string_agg(up.name, ' / ' order by up.depth desc) from up where up.link = l.location_id) as path,
      ${isoTimestamp('l.created_at')} as "linkedAt"
    from unit_location_links l
    join location_properties p on p.customer_id = l.customer_id and p.community_id = l.community_id and p.id = l.location_id
    where l.customer_id = ${at.customerId} and l.community_id = ${at.communityId} and l.unit_id = ${unitId}
    order by path, l.location_id`.execute(at.db);
  return rows;
}

/** The ids of the locations the unit is linked to (what a lease of the unit gets, D234). */
export async function linkedLocationIds(at: At, unitId: string): Promise<string[]> {
  const { rows } = await sql<{ location_id: string }>`select location_id from unit_location_links
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and unit_id = ${unitId}
    order by created_at, location_id`.execute(at.db);
  return rows.map((r) => r.location_id);
}

/** The unit's active leases, the latest start first, with their residents' names. */
export async function unitLeases(at: At, unitId: string) {
  const { rows } = await sql<{ id: string; startsOn: string; endsOn: string; residentNames: string[] }>`
    select r.id, to_char(r.starts_on, 'YYYY-MM-DD') as "startsOn", to_char(r.ends_on, 'YYYY-MM-DD') as "endsOn",
      coalesce((select array_agg(p.first_name || ' ' || p.last_name order by p.last_name, p.first_name)
        from lease_residents lr join residents p on p.customer_id = lr.customer_id
          and p.community_id = lr.community_id and p.id = lr.resident_id
        where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.lease_id = r.id), '{}')
        as "residentNames"
    from leases r
    where r.customer_id = ${at.customerId} and r.community_id = ${at.communityId} and r.unit_id = ${unitId}
      and r.state = 'ACTIVE'
    order by r.starts_on desc, r.id`.execute(at.db);
  return rows;
}

/** Links the unit to each location not linked yet; how many links are new. */
export async function insertLinks(at: At, unitId: string, locationIds: readonly string[]): Promise<number> {
  if (locationIds.length === 0) return 0;
  const values = sql.join(
    locationIds.map(
      (id) => sql`(${at.customerId}::uuid, ${at.communityId}::uuid, ${unitId}::uuid, ${id}::uuid, ${at.now})`,
    ),
  );
  const { rows } = await sql<{ location_id: string }>`insert into unit_location_links
      (customer_id, community_id, unit_id, location_id, created_at)
    values ${values}
    on conflict do nothing
    returning location_id`.execute(at.db);
  return rows.length;
}

/** Removes one link; false when there was none. */
export async function deleteLink(at: At, unitId: string, locationId: string): Promise<boolean> {
  const { rows } = await sql<{ location_id: string }>`delete from unit_location_links
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and unit_id = ${unitId}
      and location_id = ${locationId}
    returning location_id`.execute(at.db);
  return rows.length > 0;
}

/** The create form's choices: the community's buildings, and its unit types with their size and rent. */
export async function unitFormChoices(at: At) {
  const [buildings, unitTypes] = await Promise.all([
    sql<{ id: string; name: string }>`select id, name from buildings
      where customer_id = ${at.customerId} and community_id = ${at.communityId} order by name, id`.execute(at.db),
    sql<{ id: string; name: string; squareFeet: number; marketRentCents: number }>`select id, name,
        square_feet as "squareFeet", market_rent_cents::float8 as "marketRentCents"
      from unit_types where customer_id = ${at.customerId} and community_id = ${at.communityId}
      order by name, id`.execute(at.db),
  ]);
  return { buildings: buildings.rows, unitTypes: unitTypes.rows };
}
