import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';

/** Every location of the community with its building and the locks placed at it, by name. */
export async function locationRows(at: At) {
  const { rows } = await sql<{
    id: string;
    parent_id: string | null;
    name: string;
    building_id: string | null;
    lock_count: number;
  }>`select p.id, p.parent_id, coalesce(b.name, p.name) as name, p.building_id,
      (select count(*)::int from devices d
        where d.customer_id = p.customer_id and d.community_id = p.community_id
          and d.location_id = p.id and d.kind = 'LOCK') as lock_count
    from location_properties p
    left join buildings b on b.customer_id = p.customer_id and b.community_id = p.community_id and b.id = p.building_id
    where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId}
    order by coalesce(b.name, p.name), p.id`.execute(at.db);
  return rows;
}

export async function communityName(at: At): Promise<string> {
  const { rows } = await sql<{ name: string }>`select name from communities
    where customer_id = ${at.customerId} and id = ${at.communityId}`.execute(at.db);
  return rows[0]!.name;
}

export async function findLocation(at: At, id: string) {
  const { rows } = await sql<{ id: string; building_id: string | null }>`select id, building_id
    from location_properties where customer_id = ${at.customerId} and community_id = ${at.communityId} and id = ${id}`.execute(
    at.db,
  );
  return rows[0];
}

export async function insertLocation(at: At, name: string, parentId: string | null): Promise<string> {
  const { rows } = await sql<{ id: string }>`insert into location_properties
      (customer_id, community_id, parent_id, name, created_at, updated_at)
    values (${at.customerId}, ${at.communityId}, ${parentId}, ${name}, ${at.now}, ${at.now})
    returning id`.execute(at.db);
  return rows[0]!.id;
}

/** What keeps a location: locations under it, devices placed at it, and access not yet revoked to it. */
export async function usesOf(at: At, id: string) {
  const { rows } = await sql<{ children: number; devices: number; grants: number }>`select
      (select count(*)::int from location_properties where customer_id = ${at.customerId}
        and community_id = ${at.communityId} and parent_id = ${id}) as children,
      (select count(*)::int from devices where customer_id = ${at.customerId}
        and community_id = ${at.communityId} and location_id = ${id}) as devices,
      (select count(*)::int from access_grants where customer_id = ${at.customerId}
        and community_id = ${at.communityId} and location_id = ${id} and status <> 'REVOKED') as grants`.execute(at.db);
  return rows[0]!;
}

export async function deleteLocation(at: At, id: string): Promise<void> {
  await sql`delete from location_properties
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and id = ${id}`.execute(at.db);
}

type Apartment = access.community.Apartment;

const locksOf = (online: boolean) =>
  sql<number>`(select count(*)::int from devices d where d.customer_id = u.customer_id
    and d.community_id = u.community_id and d.unit_id = u.id and d.kind = 'LOCK'${online ? sql` and d.connection = 'ONLINE'` : sql``})`;

const apartmentSpec: ListSpec<Apartment> = {
  sortable: {
    name: { column: 'u.name', type: 'text' },
    buildingName: { column: 'b.name', type: 'text' },
  },
  defaultSort: 'name,asc',
  id: { column: 'u.id', field: 'id' },
};

/** The community's units with their locks and live leases; q matches the start of the unit's name. */
export function apartments(at: At, query: ListQuery & { buildingId?: string | undefined }) {
  let base = at.db
    .selectFrom('units as u')
    .innerJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .select([
      'u.id',
      'u.name',
      'u.building_id as buildingId',
      'b.name as buildingName',
      locksOf(false).as('lockCount'),
      locksOf(true).as('onlineLocks'),
      sql<number>`(select count(*)::int from leases l where l.customer_id = u.customer_id
        and l.community_id = u.community_id and l.unit_id = u.id and l.state = 'ACTIVE')`.as('leaseCount'),
    ])
    .where('u.customer_id', '=', at.customerId)
    .where('u.community_id', '=', at.communityId);
  if (query.buildingId) base = base.where('u.building_id', '=', query.buildingId);
  if (query.q) base = base.where(sql<boolean>`lower(u.name) like ${prefixRange(query.q).like}`);
  return pagedList(at.db, base, query, apartmentSpec as unknown as ListSpec<Record<string, unknown>>);
}
