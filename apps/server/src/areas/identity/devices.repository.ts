import type { Tx } from '../../platform/db/scope.ts';

// SQL only: the devices that may skip the code step (sign-in.service.ts holds the trust rules).

export function findDevice(db: Tx, tokenHash: Buffer) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeDevice(db: Tx, id: string, now: Date): Promise<void> {
  await db.updateTable('trusted_devices').set({ revoked_at: now }).where('id', '=', id).execute();
}

export async function insertDevice(
  db: Tx,
  values: { tokenHash: Buffer; userId: string; now: Date; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      created_at: values.now,
      expires_at: values.expiresAt,
      user_agent: values.userAgent,
    })
    .execute();
}

/** Password reset, MFA reset and deactivation forget every device of the user. */
export async function revokeUserDevices(db: Tx, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('trusted_devices')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
