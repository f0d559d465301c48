import type { ListQuery } from '@lintel/contracts';
import type { CommunityScope } from '../../platform/db/scope.ts';
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
export function listUnits(scope: CommunityScope, query: ListQuery & { buildingId?: string }) {
  let base = scope.db
    .selectFrom('units as u')
    .innerJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .innerJoin('unit_types as t', (join) =>
      join
        .onRef('t.customer_id', '=', 'u.customer_id')
        .onRef('t.community_id', '=', 'u.community_id')
        .onRef('t.id', '=', 'u.unit_type_id'),
    )
    .select([
      'u.id',
      'u.name',
      'u.building_id as buildingId',
      'b.name as buildingName',
      'u.unit_type_id as unitTypeId',
      't.name as unitTypeName',
      'u.floor',
      'u.square_feet as squareFeet',
      'u.market_rent_cents as marketRentCents',
    ])
    .where('u.customer_id', '=', scope.customerId)
    .where('u.community_id', '=', scope.communityId);
  if (query.buildingId) base = base.where('u.building_id', '=', query.buildingId);
  if (query.q) {
    const prefix = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where((eb) => eb(eb.fn('lower', ['u.name']), 'like', `${prefix}%`));
  }
  return pagedList(scope.db, base, query, unitListSpec);
}
