import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type Building = structure.buildings.Building;
type BuildingInput = ReturnType<typeof structure.buildings.buildingInput.parse>;

const columns = (input: BuildingInput) => ({ name: input.name, address: input.address, floors: input.floors });

const spec: ListSpec<Building> = {
  sortable: {
    name: { column: 'b.name', type: 'text' },
    createdAt: { column: 'b.created_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'b.id', field: 'id' },
};

function selectBuildings(scope: CommunityScope) {
  return scope.db
    .selectFrom('buildings as b')
    .select([
      'b.id',
      'b.name',
      'b.address',
      'b.floors',
      sql<number>`(select count(*)::int from units u where u.customer_id = b.customer_id
        and u.community_id = b.community_id and u.building_id = b.id)`.as('unitCount'),
      isoTimestamp('b.created_at').as('createdAt'),
    ])
    .where('b.customer_id', '=', scope.customerId)
    .where('b.community_id', '=', scope.communityId);
}

export function listBuildings(scope: CommunityScope, query: ListQuery) {
  let base = selectBuildings(scope);
  if (query.q) {
    const range = prefixRange(query.q);
    base = base.where(sql<boolean>`lower(b.name) like ${range.like}`);
  }
  return pagedList(scope.db, base, query, spec);
}

export function findBuilding(scope: CommunityScope, id: string): Promise<Building | undefined> {
  return selectBuildings(scope).where('b.id', '=', id).executeTakeFirst();
}

export async function insertBuilding(scope: CommunityScope, input: BuildingInput): Promise<string> {
  const row = await scope.db
    .insertInto('buildings')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateBuilding(scope: CommunityScope, id: string, input: BuildingInput) {
  return updateInCommunity(scope, 'buildings', id, { ...columns(input), updated_at: scope.now });
}

export function deleteBuilding(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'buildings', id);
}
