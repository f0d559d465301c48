import { sql } from 'kysely';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

/** The community's units by lower-cased name, each with its building's lower-cased name (D252). */
export async function unitsByName(at: At): Promise<Map<string, { id: string; building: string }[]>> {
  const { rows } = await sql<{ id: string; name: string; building: string }>`
    select u.id, lower(u.name) as name, lower(b.name) as building
    from units u join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id
      and b.id = u.building_id
    where u.customer_id = ${at.customerId} and u.community_id = ${at.communityId}`.execute(at.db);
  const byName = new Map<string, { id: string; building: string }[]>();
  for (const row of rows)
    byName.set(row.name, [...(byName.get(row.name) ?? []), { id: row.id, building: row.building }]);
  return byName;
}

/** Whether the lease is written already (an import's lease comes with its first resident's batch). */
export async function leaseExists(at: At, leaseId: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('leases')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', leaseId)
    .executeTakeFirst();
  return row !== undefined;
}
