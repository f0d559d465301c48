import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type UnitType = structure.unitTypes.UnitType;
type UnitTypeInput = ReturnType<typeof structure.unitTypes.unitTypeInput.parse>;

const spec: ListSpec<UnitType> = {
  sortable: {
    name: { column: 't.name', type: 'text' },
    marketRentCents: { column: 't.market_rent_cents', type: 'bigint' },
    createdAt: { column: 't.created_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 't.id', field: 'id' },
};

function selectUnitTypes(scope: CommunityScope) {
  return scope.db
    .selectFrom('unit_types as t')
    .select([
      't.id',
      't.name',
      't.description',
      't.bedrooms',
      sql<number>`t.bathrooms::float8`.as('bathrooms'),
      't.square_feet as squareFeet',
      't.market_rent_cents as marketRentCents',
      sql<number>`(select count(*)::int from units u where u.customer_id = t.customer_id
        and u.community_id = t.community_id and u.unit_type_id = t.id)`.as('unitCount'),
      isoTimestamp('t.created_at').as('createdAt'),
    ])
    .where('t.customer_id', '=', scope.customerId)
    .where('t.community_id', '=', scope.communityId);
}

export function listUnitTypes(scope: CommunityScope, query: ListQuery) {
  let base = selectUnitTypes(scope);
  if (query.q) base = base.where(sql<boolean>`lower(t.name) like ${prefixRange(query.q).like}`);
  return pagedList(scope.db, base, query, spec);
}

export function findUnitType(scope: CommunityScope, id: string): Promise<UnitType | undefined> {
  return selectUnitTypes(scope).where('t.id', '=', id).executeTakeFirst();
}

const columns = (input: UnitTypeInput) => ({
  name: input.name,
  description: input.description,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  square_feet: input.squareFeet,
  market_rent_cents: input.marketRentCents,
});

export async function insertUnitType(scope: CommunityScope, input: UnitTypeInput): Promise<string> {
  const row = await scope.db
    .insertInto('unit_types')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateUnitType(scope: CommunityScope, id: string, input: UnitTypeInput) {
  return updateInCommunity(scope, 'unit_types', id, { ...columns(input), updated_at: scope.now });
}

export function deleteUnitType(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'unit_types', id);
}

/** Gives the listed units of the community this type in one statement; the ids of the units changed. */
export function setTypeOfUnits(scope: CommunityScope, unitTypeId: string, unitIds: string[]) {
  return scope.db
    .updateTable('units')
    .set({ unit_type_id: unitTypeId, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', 'in', unitIds)
    .returning('id')
    .execute();
}
