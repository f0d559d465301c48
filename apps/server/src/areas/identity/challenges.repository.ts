import type { ChallengeStep } from '@lintel/contracts/auth';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';

/** How long one sign-in step waits (long enough to install an authenticator app during MFA setup). */
export const CHALLENGE_TTL_MS = 600_000;

export async function createChallenge(
  db: Tx,
  values: { userId: string; step: ChallengeStep; client: 'browser' | 'api'; codeVerified: boolean; now: Date },
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('auth_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: values.userId,
      step: values.step,
      client: values.client,
      code_verified: values.codeVerified,
      created_at: values.now,
      expires_at: new Date(values.now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute();
  return token;
}

/** The open challenge of this step, or the spec's 'session is expired' refusal. */
export async function openChallenge(db: Tx, token: string, step: ChallengeStep, now: Date) {
  const row = await db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.step !== step || row.consumed_at || now >= row.expires_at) {
    throw new AppError('AUTH_CHALLENGE_EXPIRED');
  }
  return row;
}

/** Uses a challenge once: of two simultaneous uses only one gets true. */
export async function consumeChallenge(db: Tx, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('auth_challenges')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends every sign-in in progress of a user (lockout, reset, deactivation). */
export async function consumeUserChallenges(db: Tx, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_challenges')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}
