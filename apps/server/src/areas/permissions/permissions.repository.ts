import type { CustomerScope, SessionScope } from '../../platform/db/scope.ts';

export function findIdentity(scope: SessionScope, identityId: string) {
  return scope.db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'first_name', 'last_name', 'status', 'provider_type'])
    .where('id', '=', identityId)
    .executeTakeFirst();
}

export function updateIdentity(
  scope: SessionScope,
  identityId: string,
  values: { firstName: string; lastName: string; phone: string | null },
) {
  return scope.db
    .updateTable('users')
    .set({ first_name: values.firstName, last_name: values.lastName, phone: values.phone, updated_at: scope.now })
    .where('id', '=', identityId)
    .returning(['id', 'email', 'phone', 'first_name', 'last_name', 'status', 'provider_type'])
    .executeTakeFirstOrThrow();
}

/** Roles of the customer in scope, with the keys they grant now (a preset's when the role follows it). */
export function listRoles(scope: CustomerScope, roleId?: string) {
  let query = scope.db
    .selectFrom('roles as r')
    .leftJoin('role_presets as p', 'p.id', 'r.preset_id')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.description',
      'r.internal',
      'r.preset_id as presetId',
      'r.follows_preset as followsPreset',
      'p.permission_keys as presetKeys',
      eb
        .selectFrom('role_permissions as rp')
        .select((x) =>
          x.fn.coalesce(x.fn.agg<string[]>('array_agg', ['rp.permission_key']), x.val<string[]>([])).as('k'),
        )
        .whereRef('rp.customer_id', '=', 'r.customer_id')
        .whereRef('rp.role_id', '=', 'r.id')
        .as('ownKeys'),
    ])
    .where('r.customer_id', '=', scope.customerId)
    .orderBy('r.name');
  if (roleId) query = query.where('r.id', '=', roleId);
  return query.execute();
}

/** Whether any PORTFOLIO profile of the customer holds the role. */
export async function roleHeldByPortfolioUser(scope: CustomerScope, roleId: string): Promise<boolean> {
  const row = await scope.db
    .selectFrom('role_assignments as ra')
    .innerJoin('customer_users as cu', (join) =>
      join.onRef('cu.customer_id', '=', 'ra.customer_id').onRef('cu.id', '=', 'ra.customer_user_id'),
    )
    .select('ra.id')
    .where('ra.customer_id', '=', scope.customerId)
    .where('ra.role_id', '=', roleId)
    .where('cu.type', '=', 'PORTFOLIO')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRolePermissions(scope: CustomerScope, roleId: string, keys: string[]): Promise<void> {
  // The role row is updated (and so locked) first: two saves of one role at once then run one
  // after the other. Deleting first let both delete the same old keys and the second insert
  // collide with the first's (a 500 under load).
  await scope.db
    .updateTable('roles')
    .set({ follows_preset: false })
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', roleId)
    .execute();
  await scope.db
    .deleteFrom('role_permissions')
    .where('customer_id', '=', scope.customerId)
    .where('role_id', '=', roleId)
    .execute();
  if (keys.length) {
    await scope.db
      .insertInto('role_permissions')
      .values(keys.map((key) => ({ customer_id: scope.customerId, role_id: roleId, permission_key: key })))
      .execute();
  }
}

export function findProfile(scope: CustomerScope, profileId: string) {
  return scope.db
    .selectFrom('customer_users')
    .select(['id', 'type'])
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', profileId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findCommunity(scope: CustomerScope, communityId: string) {
  return scope.db
    .selectFrom('communities')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', communityId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertAssignment(
  scope: CustomerScope,
  values: { profileId: string; roleId: string; communityId: string | null },
) {
  return scope.db
    .insertInto('role_assignments')
    .values({
      customer_id: scope.customerId,
      customer_user_id: values.profileId,
      role_id: values.roleId,
      context: values.communityId ? 'COMMUNITY' : 'CUSTOMER',
      community_id: values.communityId,
    })
    .returning(['id', 'role_id as roleId', 'context', 'community_id as communityId'])
    .executeTakeFirstOrThrow();
}
