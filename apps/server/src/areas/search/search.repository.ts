import type { search } from '@lintel/contracts';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type RecordHit = search.RecordHit;

const byName: ListSpec<RecordHit> = {
  sortable: { name: { column: 'u.name', type: 'text' } },
  defaultSort: 'name,asc',
  id: { column: 'u.id', field: 'id' },
};

/**
 * Units of the community whose name starts with `q`, any case: the units' indexed prefix search
 * (`search_name`, leakproof operators, so an index range under row-level security).
 */
export function findUnits(scope: CommunityScope, q: string, page: { page?: number; size?: number }) {
  const range = prefixRange(q);
  const base = scope.db
    .selectFrom('units as u')
    .select([
      sql<'unit'>`'unit'`.as('kind'),
      'u.id',
      'u.name',
      sql<string | null>`(select b.name from buildings b where b.customer_id = u.customer_id
        and b.community_id = u.community_id and b.id = u.building_id)`.as('detail'),
    ])
    .where('u.customer_id', '=', scope.customerId)
    .where('u.community_id', '=', scope.communityId)
    .where('u.search_name', '>=', range.low)
    .where('u.search_name', '<', range.high)
    .where(sql<boolean>`starts_with(u.search_name, ${range.low})`);
  return pagedList(scope.db, base, { page: page.page, size: page.size }, byName);
}
