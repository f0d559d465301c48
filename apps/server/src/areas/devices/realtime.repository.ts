import type { Tx } from '../../platform/db/scope.ts';

/** Who a socket's user is in its customer: provider staff, or the profile there (for the permission check). */
export async function standingOf(trx: Tx, userId: string, customerId: string) {
  const user = await trx
    .selectFrom('users')
    .select(['provider_type as providerType', 'provider_role as providerRole'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const profile = await trx
    .selectFrom('customer_users')
    .select(['id', 'type', 'role'])
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { user, profile };
}
