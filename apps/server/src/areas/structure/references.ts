import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';

type Table = 'buildings' | 'unit_types' | 'floor_plans' | 'units' | 'location_space_types' | 'location_properties';

/**
 * Refuses a request naming a record that is not in the community in scope (CBR_REFERENCE_NOT_FOUND).
 * Row-level security hides other tenants' rows, so a forged id is simply not found. Null ids pass.
 */
export async function assertInCommunity(scope: CommunityScope, refs: [Table, string | null | undefined][]) {
  const checks = refs.filter((ref): ref is [Table, string] => typeof ref[1] === 'string');
  if (checks.length === 0) return;
  const conditions = checks.map(
    ([table, id]) =>
      sql`exists (select 1 from ${sql.table(table)} where customer_id = ${scope.customerId}
        and community_id = ${scope.communityId} and id = ${id}::uuid)`,
  );
  const { rows } = await sql<{ ok: boolean }>`select ${sql.join(conditions, sql` and `)} as ok`.execute(scope.db);
  if (!rows[0]?.ok) throw new AppError('CBR_REFERENCE_NOT_FOUND');
}
