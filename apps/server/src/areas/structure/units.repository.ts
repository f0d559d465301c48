import type { ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type UnitRow = {
  id: string;
  name: string;
  buildingId: string;
  buildingName: string;
  unitTypeId: string;
  unitTypeName: string;
  floor: number;
  squareFeet: number;
  marketRentCents: number;
};

const unitListSpec: ListSpec<UnitRow> = {
  sortable: {
    name: { column: 'u.name', type: 'text' },
    marketRentCents: { column: 'u.market_rent_cents', type: 'bigint' },
    floor: { column: 'u.floor', type: 'int' },
  },
  defaultSort: 'name,asc',
  id: { column: 'u.id', field: 'id' },
};

/** Units of the community in scope; `q` matches the start of the unit name in any case (an indexed prefix search). */
export function listUnits(scope: CommunityScope, query: ListQuery & { buildingId?: string; unitTypeId?: string }) {
  // Building and unit type names come from scalar subqueries rather than joins: the list helper
  // counts the same query without its select list, so the count then reads only the units index
  // (measured at 100,000 units: 55 ms instead of 358 ms for 10,000 matches on a loaded machine).
  let base = scope.db
    .selectFrom('units as u')
    .select([
      'u.id',
      'u.name',
      'u.building_id as buildingId',
      sql<string>`(select b.name from buildings b where b.customer_id = u.customer_id
        and b.community_id = u.community_id and b.id = u.building_id)`.as('buildingName'),
      'u.unit_type_id as unitTypeId',
      sql<string>`(select t.name from unit_types t where t.customer_id = u.customer_id
        and t.community_id = u.community_id and t.id = u.unit_type_id)`.as('unitTypeName'),
      'u.floor',
      'u.square_feet as squareFeet',
      'u.market_rent_cents as marketRentCents',
    ])
    .where('u.customer_id', '=', scope.customerId)
    .where('u.community_id', '=', scope.communityId);
  if (query.buildingId) base = base.where('u.building_id', '=', query.buildingId);
  if (query.unitTypeId) base = base.where('u.unit_type_id', '=', query.unitTypeId);
  if (query.q) {
    const range = prefixRange(query.q);
    base = base
      .where('u.search_name', '>=', range.low)
      .where('u.search_name', '<', range.high)
      .where(sql<boolean>`starts_with(u.search_name, ${range.low})`);
  }
  return pagedList(scope.db, base, query, unitListSpec);
}
