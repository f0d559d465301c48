import type { Username } from '@lintel/formats/username';

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
