import type { Tx } from '../../platform/db/scope.ts';

// SQL only: the hashes of the passwords a user set (password-history.ts holds the rule).

/** The newest `limit` hashes of the user's past passwords, newest first. */
export async function recentPasswordHashes(db: Tx, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.password_hash);
}

export async function insertPasswordHash(db: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: passwordHash, created_at: now })
    .execute();
}

/** Deletes all but the newest `keep` hashes of the user. */
export async function prunePasswordHistory(db: Tx, userId: string, keep: number): Promise<void> {
  const kept = db
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('password_history').where('user_id', '=', userId).where('id', 'not in', kept).execute();
}
