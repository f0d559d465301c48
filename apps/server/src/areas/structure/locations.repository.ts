import { structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';

type Property = structure.locations.Property;
type PropertyInput = ReturnType<typeof structure.locations.propertyInput.parse>;
type SpaceType = structure.locations.SpaceType;
type SpaceTypeInput = ReturnType<typeof structure.locations.spaceTypeInput.parse>;
const ROOT = structure.locations.LOCATION_ROOT_ID;

/** The community's name, which the tree's root carries. */
export async function communityName(scope: CommunityScope): Promise<string> {
  const community = await scope.db
    .selectFrom('communities')
    .select('name')
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', scope.communityId)
    .executeTakeFirstOrThrow();
  return community.name;
}

/** Every property of the community, by name. */
export function listProperties(scope: CommunityScope) {
  return (
    scope.db
      .selectFrom('location_properties as p')
      .leftJoin('buildings as b', (join) =>
        join
          .onRef('b.customer_id', '=', 'p.customer_id')
          .onRef('b.community_id', '=', 'p.community_id')
          .onRef('b.id', '=', 'p.building_id'),
      )
      // A building's node is named by the building itself: one source for the name.
      .select([
        'p.id',
        'p.parent_id',
        sql<string>`coalesce(b.name, p.name)`.as('name'),
        'p.space_type_id',
        'p.building_id',
      ])
      .where('p.customer_id', '=', scope.customerId)
      .where('p.community_id', '=', scope.communityId)
      .orderBy('name')
      .orderBy('p.id')
      .execute()
  );
}

export function findProperty(scope: CommunityScope, id: string): Promise<Property | undefined> {
  return scope.db
    .selectFrom('location_properties as p')
    .leftJoin('location_properties as parent', (join) =>
      join
        .onRef('parent.customer_id', '=', 'p.customer_id')
        .onRef('parent.community_id', '=', 'p.community_id')
        .onRef('parent.id', '=', 'p.parent_id'),
    )
    .leftJoin('location_space_types as t', (join) =>
      join
        .onRef('t.customer_id', '=', 'p.customer_id')
        .onRef('t.community_id', '=', 'p.community_id')
        .onRef('t.id', '=', 'p.space_type_id'),
    )
    .innerJoin('communities as c', (join) =>
      join.onRef('c.customer_id', '=', 'p.customer_id').onRef('c.id', '=', 'p.community_id'),
    )
    .leftJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'p.customer_id')
        .onRef('b.community_id', '=', 'p.community_id')
        .onRef('b.id', '=', 'p.building_id'),
    )
    .leftJoin('buildings as pb', (join) =>
      join
        .onRef('pb.customer_id', '=', 'parent.customer_id')
        .onRef('pb.community_id', '=', 'parent.community_id')
        .onRef('pb.id', '=', 'parent.building_id'),
    )
    .select([
      'p.id',
      sql<string>`coalesce(p.parent_id, ${ROOT}::uuid)`.as('parentId'),
      sql<string>`coalesce(pb.name, parent.name, c.name)`.as('parentName'),
      sql<string>`coalesce(b.name, p.name)`.as('name'),
      'p.building_id as buildingId',
      'p.space_type_id as spaceTypeId',
      't.name as spaceTypeName',
      'p.description',
      sql<number>`(select count(*)::int from location_properties k where k.customer_id = p.customer_id
        and k.community_id = p.community_id and k.parent_id = p.id)`.as('childCount'),
      isoTimestamp('p.created_at').as('createdAt'),
    ])
    .where('p.customer_id', '=', scope.customerId)
    .where('p.community_id', '=', scope.communityId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

const propertyColumns = (input: PropertyInput) => ({
  name: input.name,
  parent_id: input.parentId,
  space_type_id: input.spaceTypeId,
  description: input.description,
});

export async function insertProperty(scope: CommunityScope, input: PropertyInput): Promise<string> {
  const row = await scope.db
    .insertInto('location_properties')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...propertyColumns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether `candidateId` is the property itself or one of its descendants. */
export async function isSelfOrBelow(scope: CommunityScope, id: string, candidateId: string): Promise<boolean> {
  const { rows } = await sql<{ cycle: boolean }>`
    with recursive below(id) as (
      select ${id}::uuid
      union
      select k.id from location_properties k join below on k.parent_id = below.id
      where k.customer_id = ${scope.customerId} and k.community_id = ${scope.communityId}
    )
    select exists (select 1 from below where id = ${candidateId}::uuid) as cycle`.execute(scope.db);
  return rows[0]?.cycle === true;
}

export async function updateProperty(scope: CommunityScope, id: string, input: PropertyInput): Promise<void> {
  await scope.db
    .updateTable('location_properties')
    .set({ ...propertyColumns(input), updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .execute();
}

/**
 * Devices placed at a property and access not yet revoked to it: the grants would cascade with it and
 * the locks keep credentials nobody revoked (D227), so such a property is kept.
 */
export async function inUse(scope: CommunityScope, id: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`select
      exists (select 1 from devices where customer_id = ${scope.customerId}
        and community_id = ${scope.communityId} and location_id = ${id})
      or exists (select 1 from access_grants where customer_id = ${scope.customerId}
        and community_id = ${scope.communityId} and location_id = ${id} and status <> 'REVOKED') as used`.execute(
    scope.db,
  );
  return rows[0]?.used === true;
}

export function deleteProperty(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'location_properties', id);
}

function selectSpaceTypes(scope: CommunityScope) {
  return scope.db
    .selectFrom('location_space_types as t')
    .select([
      't.id',
      't.name',
      't.description',
      sql<number>`(select count(*)::int from location_properties p where p.customer_id = t.customer_id
        and p.community_id = t.community_id and p.space_type_id = t.id)`.as('propertyCount'),
      isoTimestamp('t.created_at').as('createdAt'),
    ])
    .where('t.customer_id', '=', scope.customerId)
    .where('t.community_id', '=', scope.communityId);
}

export function listSpaceTypes(scope: CommunityScope): Promise<SpaceType[]> {
  return selectSpaceTypes(scope).orderBy('t.name').orderBy('t.id').execute();
}

export function findSpaceType(scope: CommunityScope, id: string): Promise<SpaceType | undefined> {
  return selectSpaceTypes(scope).where('t.id', '=', id).executeTakeFirst();
}

export async function insertSpaceType(scope: CommunityScope, input: SpaceTypeInput): Promise<string> {
  const row = await scope.db
    .insertInto('location_space_types')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      name: input.name,
      description: input.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateSpaceType(scope: CommunityScope, id: string, input: SpaceTypeInput) {
  return updateInCommunity(scope, 'location_space_types', id, {
    name: input.name,
    description: input.description,
    updated_at: scope.now,
  });
}

export function deleteSpaceType(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'location_space_types', id);
}
