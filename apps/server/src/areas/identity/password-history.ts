import type { Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { insertPasswordHash, prunePasswordHistory, recentPasswordHashes } from './password-history.repository.ts';
import { assertNotCommon } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { setPassword } from './users.repository.ts';

/** A new password may not be any of the user's last 5 passwords (the current one among them). */
export const PASSWORD_HISTORY = 5;

/**
 * Remembers a password that is being voided (an administrator's reset), so it stays refused as a
 * new password; a hash already at the head of the history is not stored twice.
 */
export async function rememberPassword(db: Tx, userId: string, passwordHash: string | null, now: Date): Promise<void> {
  if (!passwordHash) return;
  const [latest] = await recentPasswordHashes(db, userId, 1);
  if (latest === passwordHash) return;
  await insertPasswordHash(db, userId, passwordHash, now);
  await prunePasswordHistory(db, userId, PASSWORD_HISTORY);
}

/**
 * Every path that sets a password goes through here: the policy's server half (common passwords),
 * then the history (the current password, a temporary one included, and the last 5 set), then
 * the new hash on the user and at the head of the history. Only hashes are kept.
 *
 * @example await storeNewPassword(scope.db, { id: user.id, password_hash: user.password_hash }, body.newPassword, scope.now);
 */
export async function storeNewPassword(
  db: Tx,
  user: { id: string; password_hash: string | null },
  newPassword: string,
  now: Date,
): Promise<void> {
  assertNotCommon(newPassword);
  const history = await recentPasswordHashes(db, user.id, PASSWORD_HISTORY);
  const earlier = new Set(user.password_hash ? [user.password_hash, ...history] : history);
  // One check at a time: each argon2 verification takes 19 MiB.
  for (const earlierHash of earlier) {
    if (await verifyPassword(earlierHash, newPassword)) throw new AppError('AUTH_PASSWORD_REUSED');
  }
  // A password set before the history existed (seeded, temporary) joins it before the new one.
  if (user.password_hash && history[0] !== user.password_hash) {
    await insertPasswordHash(db, user.id, user.password_hash, now);
  }
  const passwordHash = await hashPassword(newPassword);
  await setPassword(db, user.id, passwordHash, now);
  await insertPasswordHash(db, user.id, passwordHash, now);
  await prunePasswordHistory(db, user.id, PASSWORD_HISTORY);
}
