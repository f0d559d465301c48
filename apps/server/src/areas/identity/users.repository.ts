import type { Username } from '@lintel/formats/username';
import { sql } from 'kysely';
import { actAs, type Tx } from '../../platform/db/scope.ts';

const userColumns = [
  'id',
  'email',
  'phone',
  'first_name',
  'last_name',
  'status',
  'password_hash',
  'provider_type',
  'provider_role',
  'totp_secret',
  'totp_enabled_at',
  'password_temporary_until',
] as const;

export function findUserForSignIn(db: Tx, username: Username) {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where(username.kind === 'email' ? 'email' : 'phone', '=', username.value)
    .executeTakeFirst();
}

export function findUserById(db: Tx, userId: string) {
  return db.selectFrom('users').select(userColumns).where('id', '=', userId).executeTakeFirst();
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * Whether any live profile of the user asks for MFA setup (spec: mfaSetupRequired). Profiles are
 * tenant rows: the user's own are visible once the transaction names the user.
 */
export async function mfaSetupRequired(db: Tx, userId: string): Promise<boolean> {
  await actAs(db, { userId });
  const { rows } = await sql<{ required: boolean }>`
    select exists (
      select 1 from customer_users cu
      where cu.user_id = ${userId}::uuid and cu.deleted_at is null and cu.mfa_setup_required
    ) as required`.execute(db);
  return rows[0]?.required === true;
}

/** Takes a TOTP step if it is newer than the last one used: of simultaneous uses of one code, exactly one wins. */
export async function takeTotpStep(db: Tx, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_last_step', '<', String(step))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function setPassword(db: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_temporary_until: null, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
