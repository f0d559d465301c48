import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { AppError } from '../../platform/errors.ts';
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

export async function getUnitAmenity(
  scope: CommunityScope,
  amenityId: string,
): Promise<structure.amenities.UnitAmenityDetails> {
  const amenity = found(await selectAmenities(scope).where('a.id', '=', amenityId).executeTakeFirst());
  const units = await scope.db
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
  return { ...amenity, units };
}

export async function getAmenityGroup(
  scope: CommunityScope,
  groupId: string,
): Promise<structure.amenities.AmenityGroup> {
  const group = found(
    await scope.db
      .selectFrom('community_amenity_groups')
      .select(['id', 'name'])
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', '=', groupId)
      .executeTakeFirst(),
  );
  const amenities = await selectAmenities(scope)
    .where('a.group_id', '=', groupId)
    .orderBy('a.search_name')
    .orderBy('a.id')
    .execute();
  return { ...group, amenities };
}

async function assertUnit(scope: CommunityScope, unitId: string): Promise<void> {
  found(
    await scope.db
      .selectFrom('units')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', '=', unitId)
      .executeTakeFirst(),
  );
}

function amenitiesOfUnit(scope: CommunityScope, unitId: string): Promise<UnitAmenity[]> {
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

export async function listAmenitiesOfUnit(scope: CommunityScope, unitId: string): Promise<UnitAmenity[]> {
  await assertUnit(scope, unitId);
  return amenitiesOfUnit(scope, unitId);
}

/**
 * Replaces a unit's amenities with the listed ones. Every id must be a unit amenity of the
 * community in scope (another tenant's is invisible under row-level security), or nothing changes.
 */
export async function setAmenitiesOfUnit(
  scope: CommunityScope,
  unitId: string,
  amenityIds: string[],
): Promise<UnitAmenity[]> {
  await assertUnit(scope, unitId);
  if (amenityIds.length > 0) {
    const known = await scope.db
      .selectFrom('community_amenities')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('grouping_type', '=', UNIT_GROUPING)
      .where('id', 'in', amenityIds)
      .execute();
    if (known.length !== new Set(amenityIds).size) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  }
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
  return amenitiesOfUnit(scope, unitId);
}
