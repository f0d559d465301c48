import type { Tx } from '../../platform/db/scope.ts';

// SQL only: one's own sessions and trusted devices, always by the signed-in user's id, and the 2FA
// secret that waits on a session (account.service.ts holds the rules).

/** At most this many sessions are listed (latest activity first). */
export const SESSIONS_LISTED = 100;

/** The user's sessions that still work: not revoked, within their lifetime and their idle time-out. */
export function listLiveSessions(db: Tx, userId: string, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'client', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', idleSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .limit(SESSIONS_LISTED)
    .execute();
}

/** Ends one live session of this user; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Tx, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now, pending_totp_secret: null, pending_totp_until: null })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends every live session of the user but one; the number ended. */
export async function revokeOtherSessions(db: Tx, userId: string, keepSessionId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now, pending_totp_secret: null, pending_totp_until: null })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return rows.length;
}

export async function setPendingTotp(db: Tx, sessionId: string, secret: string, until: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ pending_totp_secret: secret, pending_totp_until: until })
    .where('id', '=', sessionId)
    .execute();
}

export function findPendingTotp(db: Tx, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['pending_totp_secret', 'pending_totp_until'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function clearPendingTotp(db: Tx, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ pending_totp_secret: null, pending_totp_until: null })
    .where('id', '=', sessionId)
    .execute();
}

/** The user's device trusts that still skip the code step, newest first. */
export function listLiveDevices(db: Tx, userId: string, now: Date) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'user_agent', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Forgets one live device trust of this user; false when it is not theirs or already forgotten. */
export async function forgetOwnDevice(db: Tx, userId: string, deviceId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('trusted_devices')
    .set({ revoked_at: now })
    .where('id', '=', deviceId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
