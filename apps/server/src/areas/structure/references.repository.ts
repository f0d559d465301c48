import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';

/** The tables whose records other structure records name by id. */
export type ReferencedTable =
  | 'buildings'
  | 'unit_types'
  | 'floor_plans'
  | 'units'
  | 'location_space_types'
  | 'location_properties';

/**
 * Whether every named record is in the community in scope, in one statement. Row-level security
 * hides other tenants' rows, so a forged id is simply not there.
 */
export async function allInCommunity(scope: CommunityScope, refs: [ReferencedTable, string][]): Promise<boolean> {
  const conditions = refs.map(
    ([table, id]) =>
      sql`exists (select 1 from ${sql.table(table)} where customer_id = ${scope.customerId}
        and community_id = ${scope.communityId} and id = ${id}::uuid)`,
  );
  const { rows } = await sql<{ ok: boolean }>`select ${sql.join(conditions, sql` and `)} as ok`.execute(scope.db);
  return rows[0]?.ok === true;
}
