import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type UnitAmenity = structure.amenities.UnitAmenity;

/** The unit amenity screens show community amenities of this grouping type only. */
const UNIT_GROUPING = 'Apartment';

const spec: ListSpec<UnitAmenity> = {
  sortable: { name: { column: 'a.name', type: 'text' } },
  defaultSort: 'name,asc',
  id: { column: 'a.id', field: 'id' },
};

function selectAmenities(scope: CommunityScope) {
  return scope.db
    .selectFrom('community_amenities as a')
    .leftJoin('community_amenity_groups as g', (join) =>
      join
        .onRef('g.customer_id', '=', 'a.customer_id')
        .onRef('g.community_id', '=', 'a.community_id')
        .onRef('g.id', '=', 'a.group_id'),
    )
    .select([
      'a.id',
      'a.name',
      'a.description',
      'a.group_id as groupId',
      'g.name as groupName',
      sql<number>`(select count(*)::int from unit_amenities ua where ua.customer_id = a.customer_id
        and ua.community_id = a.community_id and ua.amenity_id = a.id)`.as('unitCount'),
    ])
    .where('a.customer_id', '=', scope.customerId)
    .where('a.community_id', '=', scope.communityId)
    .where('a.grouping_type', '=', UNIT_GROUPING);
}

export function listUnitAmenities(scope: CommunityScope, query: ListQuery) {
  let base = selectAmenities(scope);
  if (query.q) {
    const range = prefixRange(query.q);
    base = base
      .where('a.search_name', '>=', range.low)
      .where('a.search_name', '<', range.high)
      .where(sql<boolean>`starts_with(a.search_name, ${range.low})`);
  }
  return pagedList(scope.db, base, query, spec);
}

export function findUnitAmenity(scope: CommunityScope, amenityId: string): Promise<UnitAmenity | undefined> {
  return selectAmenities(scope).where('a.id', '=', amenityId).executeTakeFirst();
}

/** The units that have the amenity, with their building's name, by unit name. */
export function unitsWithAmenity(scope: CommunityScope, amenityId: string) {
  return scope.db
    .selectFrom('unit_amenities as ua')
    .innerJoin('units as u', (join) =>
      join
        .onRef('u.customer_id', '=', 'ua.customer_id')
        .onRef('u.community_id', '=', 'ua.community_id')
        .onRef('u.id', '=', 'ua.unit_id'),
    )
    .innerJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .select(['u.id', 'u.name', 'b.name as buildingName'])
    .where('ua.customer_id', '=', scope.customerId)
    .where('ua.community_id', '=', scope.communityId)
    .where('ua.amenity_id', '=', amenityId)
    .orderBy('u.search_name')
    .orderBy('u.id')
    .execute();
}

export function findAmenityGroup(scope: CommunityScope, groupId: string) {
  return scope.db
    .selectFrom('community_amenity_groups')
    .select(['id', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/** The group's unit amenities, by name. */
export function amenitiesOfGroup(scope: CommunityScope, groupId: string): Promise<UnitAmenity[]> {
  return selectAmenities(scope).where('a.group_id', '=', groupId).orderBy('a.search_name').orderBy('a.id').execute();
}

/** The unit's amenities, by group (ungrouped last) and name. */
export function amenitiesOfUnit(scope: CommunityScope, unitId: string): Promise<UnitAmenity[]> {
  return selectAmenities(scope)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('unit_amenities as ua')
          .select(sql`1`.as('one'))
          .whereRef('ua.customer_id', '=', 'a.customer_id')
          .whereRef('ua.community_id', '=', 'a.community_id')
          .whereRef('ua.amenity_id', '=', 'a.id')
          .where('ua.unit_id', '=', unitId),
      ),
    )
    .orderBy(sql`g.name nulls last`)
    .orderBy('a.search_name')
    .orderBy('a.id')
    .execute();
}

/** Which of these ids are unit amenities of the community. */
export function findUnitAmenityIds(scope: CommunityScope, amenityIds: string[]): Promise<{ id: string }[]> {
  return scope.db
    .selectFrom('community_amenities')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('grouping_type', '=', UNIT_GROUPING)
    .where('id', 'in', amenityIds)
    .execute();
}

/** Makes the unit's amenities exactly these: the others are removed, the missing ones added. */
export async function replaceAmenitiesOfUnit(
  scope: CommunityScope,
  unitId: string,
  amenityIds: string[],
): Promise<void> {
  let remove = scope.db
    .deleteFrom('unit_amenities')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('unit_id', '=', unitId);
  if (amenityIds.length > 0) remove = remove.where('amenity_id', 'not in', amenityIds);
  await remove.execute();
  if (amenityIds.length > 0) {
    await scope.db
      .insertInto('unit_amenities')
      .values(
        amenityIds.map((amenityId) => ({
          customer_id: scope.customerId,
          community_id: scope.communityId,
          unit_id: unitId,
          amenity_id: amenityId,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
