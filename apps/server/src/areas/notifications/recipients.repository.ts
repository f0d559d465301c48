import { sql } from 'kysely';
import type { CustomerScope } from '../../platform/db/scope.ts';

/** Active users of the customer in scope, for the sender tool's user picker (first 50 matches). */
export async function listRecipients(scope: CustomerScope, q: string | undefined) {
  const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await sql<{ userId: string; fullName: string; email: string }>`
    select u.id as "userId", u.first_name || ' ' || u.last_name as "fullName", u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${scope.customerId}::uuid and cu.deleted_at is null
      and (${pattern}::text is null or lower(u.email) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern})
    order by u.last_name, u.first_name, u.id
    limit 50`.execute(scope.db);
  return rows;
}
