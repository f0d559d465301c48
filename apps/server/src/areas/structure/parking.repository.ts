import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type ParkingSpace = structure.parking.ParkingSpace;
type ParkingSpaceInput = ReturnType<typeof structure.parking.parkingSpaceInput.parse>;

const spec: ListSpec<ParkingSpace> = {
  sortable: {
    name: { column: 'p.name', type: 'text' },
    monthlyFeeCents: { column: 'p.monthly_fee_cents', type: 'bigint' },
  },
  defaultSort: 'name,asc',
  id: { column: 'p.id', field: 'id' },
};

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('parking_spaces as p')
    .leftJoin('units as u', (join) =>
      join
        .onRef('u.customer_id', '=', 'p.customer_id')
        .onRef('u.community_id', '=', 'p.community_id')
        .onRef('u.id', '=', 'p.unit_id'),
    )
    .select([
      'p.id',
      'p.name',
      'p.kind',
      'p.unit_id as unitId',
      'u.name as unitName',
      'p.monthly_fee_cents as monthlyFeeCents',
      isoTimestamp('p.created_at').as('createdAt'),
    ])
    .where('p.customer_id', '=', scope.customerId)
    .where('p.community_id', '=', scope.communityId);
}

export function listParkingSpaces(
  scope: CommunityScope,
  query: ListQuery & { available?: 'true' | 'false'; unitId?: string },
) {
  let base = select(scope);
  if (query.available === 'true') base = base.where('p.unit_id', 'is', null);
  if (query.available === 'false') base = base.where('p.unit_id', 'is not', null);
  if (query.unitId) base = base.where('p.unit_id', '=', query.unitId);
  if (query.q) base = base.where(sql<boolean>`lower(p.name) like ${prefixRange(query.q).like}`);
  return pagedList(scope.db, base, query, spec);
}

export function findParkingSpace(scope: CommunityScope, id: string): Promise<ParkingSpace | undefined> {
  return select(scope).where('p.id', '=', id).executeTakeFirst();
}

const columns = (input: ParkingSpaceInput) => ({
  name: input.name,
  kind: input.kind,
  unit_id: input.unitId,
  monthly_fee_cents: input.monthlyFeeCents,
});

export async function insertParkingSpace(scope: CommunityScope, input: ParkingSpaceInput): Promise<string> {
  const row = await scope.db
    .insertInto('parking_spaces')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateParkingSpace(scope: CommunityScope, id: string, input: ParkingSpaceInput) {
  return updateInCommunity(scope, 'parking_spaces', id, { ...columns(input), updated_at: scope.now });
}

export function deleteParkingSpace(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'parking_spaces', id);
}
