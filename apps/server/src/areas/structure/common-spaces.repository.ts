import type { ListQuery, structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type CommonSpace = structure.commonSpaces.CommonSpace;
type BusinessPurpose = structure.commonSpaces.BusinessPurpose;
type CommonSpaceInput = ReturnType<typeof structure.commonSpaces.commonSpaceInput.parse>;

const spec: ListSpec<CommonSpace> = {
  sortable: { name: { column: 's.name', type: 'text' }, createdAt: { column: 's.created_at', type: 'timestamptz' } },
  defaultSort: 'name,asc',
  id: { column: 's.id', field: 'id' },
};

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('common_spaces as s')
    .leftJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 's.customer_id')
        .onRef('b.community_id', '=', 's.community_id')
        .onRef('b.id', '=', 's.building_id'),
    )
    .select([
      's.id',
      's.business_purpose as businessPurpose',
      's.name',
      's.building_id as buildingId',
      'b.name as buildingName',
      's.floor',
      's.square_feet as squareFeet',
      's.description',
      isoTimestamp('s.created_at').as('createdAt'),
    ])
    .where('s.customer_id', '=', scope.customerId)
    .where('s.community_id', '=', scope.communityId);
}

/** How many common spaces the community has of each business purpose it uses. */
export function countByBusinessPurpose(scope: CommunityScope): Promise<{ business_purpose: string; n: number }[]> {
  return scope.db
    .selectFrom('common_spaces')
    .select(['business_purpose', sql<number>`count(*)::int`.as('n')])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .groupBy('business_purpose')
    .execute();
}

export function listCommonSpaces(scope: CommunityScope, query: ListQuery & { businessPurpose?: BusinessPurpose }) {
  let base = select(scope);
  if (query.businessPurpose) base = base.where('s.business_purpose', '=', query.businessPurpose);
  if (query.q) base = base.where(sql<boolean>`lower(s.name) like ${prefixRange(query.q).like}`);
  return pagedList(scope.db, base, query, spec);
}

export function findCommonSpace(scope: CommunityScope, id: string): Promise<CommonSpace | undefined> {
  return select(scope).where('s.id', '=', id).executeTakeFirst();
}

const columns = (input: CommonSpaceInput) => ({
  name: input.name,
  building_id: input.buildingId,
  floor: input.floor,
  square_feet: input.squareFeet,
  description: input.description,
});

export async function insertCommonSpace(
  scope: CommunityScope,
  input: CommonSpaceInput & { businessPurpose: BusinessPurpose },
): Promise<string> {
  const row = await scope.db
    .insertInto('common_spaces')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      business_purpose: input.businessPurpose,
      ...columns(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateCommonSpace(scope: CommunityScope, id: string, input: CommonSpaceInput) {
  return updateInCommunity(scope, 'common_spaces', id, { ...columns(input), updated_at: scope.now });
}

export function deleteCommonSpace(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'common_spaces', id);
}
