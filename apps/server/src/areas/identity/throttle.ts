import type { Username } from '@lintel/formats/username';
import type { Tx } from '../../platform/db/scope.ts';

/**
 * Brute-force slow-down per account (password or code), after AWS Cognito's schedule: from the 5th
 * failure on, the account is locked for 2^(n-5) seconds, at most 15 minutes. While locked every
 * attempt gets the wrong-password answer and is not counted (so it does not extend the lock). The
 * count starts again after 15 minutes without a failure, or after a completed sign-in.
 */
export const THROTTLE_FREE_FAILURES = 5;
export const THROTTLE_MAX_LOCK_MS = 900_000;
export const THROTTLE_FORGET_AFTER_MS = 900_000;

/** The counter's key: the account when it exists, else the normalised username (one for all case variants). */
export function throttleSubject(userId: string | null, username: Username | null, raw: string): string {
  if (userId) return `user:${userId}`;
  if (username) return `name:${username.kind}:${username.value}`;
  return `name:raw:${raw.trim().toLowerCase().slice(0, 254)}`;
}

export function lockDurationMs(failures: number): number {
  if (failures < THROTTLE_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - THROTTLE_FREE_FAILURES) * 1000, THROTTLE_MAX_LOCK_MS);
}

export async function isLocked(db: Tx, subject: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('auth_throttles')
    .select('locked_until')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return Boolean(row?.locked_until && row.locked_until > now);
}

/** Counts one failure (in its own transaction, after the refused request rolled back); returns the lock end, if any. */
export async function recordFailure(db: Tx, subject: string, now: Date): Promise<Date | null> {
  const forgetBefore = new Date(now.getTime() - THROTTLE_FORGET_AFTER_MS);
  const row = await db
    .insertInto('auth_throttles')
    .values({ subject, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('auth_throttles.last_failure_at', '<=', forgetBefore)
          .then(1)
          .else(eb('auth_throttles.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const lockMs = lockDurationMs(row.failures);
  if (lockMs === 0) return null;
  const lockedUntil = new Date(now.getTime() + lockMs);
  await db.updateTable('auth_throttles').set({ locked_until: lockedUntil }).where('subject', '=', subject).execute();
  return lockedUntil;
}

export async function clearFailures(db: Tx, subject: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('subject', '=', subject).execute();
}
