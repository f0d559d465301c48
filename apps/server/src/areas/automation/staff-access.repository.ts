import { sql } from 'kysely';
import { worksInCommunity } from '../../platform/db/community-staff.ts';
import type { At } from './auto-open.repository.ts';

/** Staff members of the customer (D251): those named by the rules, with whether each still works in the community. */
export type StaffRow = { id: string; name: string; email: string; active: boolean };

/** The customer users named, with whether each is active staff of the community; a deleted or unknown id is left out. */
export async function staffNamed(at: At, ids: readonly string[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<StaffRow>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email,
      (u.status = 'active' and cu.deleted_at is null and ${worksInCommunity(at.communityId)}) as active
    from customer_users cu join users u on u.id = cu.user_id
    where cu.customer_id = ${at.customerId}::uuid and cu.id = any(${[...ids]}::uuid[])
    order by u.last_name, u.first_name, cu.id`.execute(at.db);
  return rows;
}

/** The community's active staff, by name (at most `limit`). */
export async function activeStaff(at: At, limit: number): Promise<Omit<StaffRow, 'active'>[]> {
  const { rows } = await sql<Omit<StaffRow, 'active'>>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null and ${worksInCommunity(at.communityId)}
    order by u.last_name, u.first_name, cu.id
    limit ${limit}`.execute(at.db);
  return rows;
}
