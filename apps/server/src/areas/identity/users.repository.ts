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
  'password_changed_at',
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

/** Turns TOTP on with the secret the setup proved, its step counting as used. */
export async function enableTotp(
  db: Tx,
  userId: string,
  secret: string | null,
  step: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Removes the authenticator. */
export async function clearTotp(db: Tx, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Voids the password (no temporary one either). */
export async function clearPassword(db: Tx, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: null, password_temporary_until: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function deactivateUser(db: Tx, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ status: 'inactive', updated_at: now }).where('id', '=', userId).execute();
}

/** An invited user who set a password is active. */
export async function activateUser(db: Tx, userId: string): Promise<void> {
  await db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
}

export function findUserIdByEmail(db: Tx, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function setEmail(db: Tx, userId: string, email: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
}
