import type { LinkKind } from '@lintel/contracts/auth';
import type { OneTimeSecretKind } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';

// SQL only: links and codes sent by e-mail or SMS (one-time-secrets.service.ts issues them).

export async function insertSecret(
  db: Tx,
  values: {
    kind: OneTimeSecretKind;
    secretHash: Buffer;
    userId: string;
    newEmail?: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('auth_one_time_secrets')
    .values({
      kind: values.kind,
      secret_hash: values.secretHash,
      user_id: values.userId,
      ...(values.newEmail === undefined ? {} : { new_email: values.newEmail }),
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** An unused, unexpired link of this kind by its hash, with its user's address and status. */
export function findOpenLink(db: Tx, kind: LinkKind, tokenHash: Buffer, now: Date) {
  return db
    .selectFrom('auth_one_time_secrets as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.new_email', 's.expires_at', 'u.email', 'u.status'])
    .where('s.kind', '=', kind)
    .where('s.secret_hash', '=', tokenHash)
    .where('s.used_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

/** The user's newest unused, unexpired reset code. */
export function findOpenResetCode(db: Tx, userId: string, now: Date) {
  return db
    .selectFrom('auth_one_time_secrets')
    .select(['id', 'secret_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'RESET_CODE')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** How many reset codes the user was sent after `since`. */
export async function countResetCodesSince(db: Tx, userId: string, since: Date): Promise<number> {
  const recent = await db
    .selectFrom('auth_one_time_secrets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'RESET_CODE')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(recent.n);
}

/** Counts one wrong attempt at a code. */
export async function addAttempt(db: Tx, id: string): Promise<void> {
  await db
    .updateTable('auth_one_time_secrets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks a secret used; of two simultaneous uses only one gets true. */
export async function useSecret(db: Tx, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('auth_one_time_secrets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Voids every open secret of these kinds for a user (a new code replaces the old; a reset voids them all). */
export async function voidSecrets(db: Tx, userId: string, kinds: OneTimeSecretKind[], now: Date): Promise<void> {
  await db
    .updateTable('auth_one_time_secrets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}
