import type { ChallengeStep } from '@lintel/contracts/auth';
import type { Tx } from '../../platform/db/scope.ts';

// SQL only: the sign-in steps in progress (sign-in.service.ts holds their rules).

export async function insertChallenge(
  db: Tx,
  values: {
    tokenHash: Buffer;
    userId: string;
    step: ChallengeStep;
    client: 'browser' | 'api';
    codeVerified: boolean;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('auth_challenges')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      step: values.step,
      client: values.client,
      code_verified: values.codeVerified,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

export function findChallenge(db: Tx, tokenHash: Buffer) {
  return db.selectFrom('auth_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
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

/** Keeps a new authenticator secret on the MFA setup challenge until a code proves the app has it. */
export async function setPendingTotpSecret(db: Tx, id: string, secret: string): Promise<void> {
  await db.updateTable('auth_challenges').set({ pending_totp_secret: secret }).where('id', '=', id).execute();
}
