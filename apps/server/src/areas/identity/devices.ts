import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/scope.ts';

/** Spec part 1 section 9: the MFA trust period. */
export const DEVICE_TRUST_MS = 604_800_000;
export const DEVICE_COOKIE = 'lintel_device';

export type DeviceTrust = 'trusted' | 'expired' | 'none';

/**
 * Whether this device may skip the code step for this user. A trust past its window is forgotten
 * (revoked) here, as the spec says; another user's token or a revoked one skips nothing.
 */
export async function checkDeviceTrust(
  db: Tx,
  userId: string,
  token: string | undefined,
  now: Date,
): Promise<DeviceTrust> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return 'none';
  const row = await db
    .selectFrom('trusted_devices')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.user_id !== userId || row.revoked_at) return 'none';
  if (now >= row.expires_at) {
    await db.updateTable('trusted_devices').set({ revoked_at: now }).where('id', '=', row.id).execute();
    return 'expired';
  }
  return 'trusted';
}

export async function trustDevice(db: Tx, userId: string, now: Date, userAgent: string | null): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('trusted_devices')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + DEVICE_TRUST_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
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
