import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type FloorPlan = structure.floorPlans.FloorPlan;
type FloorPlanInput = ReturnType<typeof structure.floorPlans.floorPlanInput.parse>;

const spec: ListSpec<FloorPlan> = {
  sortable: { name: { column: 'f.name', type: 'text' }, createdAt: { column: 'f.created_at', type: 'timestamptz' } },
  defaultSort: 'name,asc',
  id: { column: 'f.id', field: 'id' },
};

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('floor_plans as f')
    .leftJoin('unit_types as t', (join) =>
      join
        .onRef('t.customer_id', '=', 'f.customer_id')
        .onRef('t.community_id', '=', 'f.community_id')
        .onRef('t.id', '=', 'f.unit_type_id'),
    )
    .select([
      'f.id',
      'f.name',
      'f.unit_type_id as unitTypeId',
      't.name as unitTypeName',
      'f.bedrooms',
      sql<number>`f.bathrooms::float8`.as('bathrooms'),
      'f.square_feet as squareFeet',
      'f.description',
      sql<number>`(select count(*)::int from units u where u.customer_id = f.customer_id
        and u.community_id = f.community_id and u.floor_plan_id = f.id)`.as('unitCount'),
      isoTimestamp('f.created_at').as('createdAt'),
    ])
    .where('f.customer_id', '=', scope.customerId)
    .where('f.community_id', '=', scope.communityId);
}

export function listFloorPlans(scope: CommunityScope, query: ListQuery & { unitTypeId?: string }) {
  let base = select(scope);
  if (query.unitTypeId) base = base.where('f.unit_type_id', '=', query.unitTypeId);
  if (query.q) base = base.where(sql<boolean>`lower(f.name) like ${prefixRange(query.q).like}`);
  return pagedList(scope.db, base, query, spec);
}

export function findFloorPlan(scope: CommunityScope, id: string): Promise<FloorPlan | undefined> {
  return select(scope).where('f.id', '=', id).executeTakeFirst();
}

const columns = (input: FloorPlanInput) => ({
  name: input.name,
  unit_type_id: input.unitTypeId,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  square_feet: input.squareFeet,
  description: input.description,
});

export async function insertFloorPlan(scope: CommunityScope, input: FloorPlanInput): Promise<string> {
  const row = await scope.db
    .insertInto('floor_plans')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateFloorPlan(scope: CommunityScope, id: string, input: FloorPlanInput) {
  return updateInCommunity(scope, 'floor_plans', id, { ...columns(input), updated_at: scope.now });
}

export function deleteFloorPlan(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'floor_plans', id);
}
