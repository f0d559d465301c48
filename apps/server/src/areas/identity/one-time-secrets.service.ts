import { randomInt } from 'node:crypto';
import type { LinkKind } from '@lintel/contracts/auth';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { OneTimeSecretKind } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';
import { hashPassword } from './passwords.ts';

/** Lifetimes of what is sent by email or SMS. */
export const SECRET_TTL_MS: Record<OneTimeSecretKind, number> = {
  RESET_CODE: 3_600_000,
  FORGOT_USER_PASSWORD: 3_600_000,
  CHANGE_EMAIL: 86_400_000,
  // Like a temporary password: valid 7 days.
  RESET_USER_PASSWORD: 604_800_000,
  SET_PASSWORD: 604_800_000,
};
/** Wrong reset codes tolerated before the code is void. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The web page each link opens. */
export const LINK_PAGES: Record<LinkKind, string> = {
  RESET_USER_PASSWORD: '/app/resetUserPassword/',
  SET_PASSWORD: '/app/setPassword/',
  FORGOT_USER_PASSWORD: '/app/forgotUserPassword/',
  CHANGE_EMAIL: '/app/changeEmail/',
};

/** A new link token (256 bits); only its SHA-256 is stored, so a database leak yields no usable link. */
export async function issueLink(
  db: Tx,
  values: { kind: LinkKind; userId: string; now: Date; newEmail?: string },
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('auth_one_time_secrets')
    .values({
      kind: values.kind,
      secret_hash: hashToken(token),
      user_id: values.userId,
      new_email: values.newEmail ?? null,
      created_at: values.now,
      expires_at: new Date(values.now.getTime() + SECRET_TTL_MS[values.kind]),
    })
    .execute();
  return token;
}

/** A six-digit reset code. Six digits are guessable offline, so it is stored as an argon2 hash. */
export async function issueResetCode(db: Tx, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('auth_one_time_secrets')
    .values({
      kind: 'RESET_CODE',
      secret_hash: Buffer.from(await hashPassword(code)),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + SECRET_TTL_MS.RESET_CODE),
    })
    .execute();
  return code;
}

export function findOpenLink(db: Tx, kind: LinkKind, token: string, now: Date) {
  return db
    .selectFrom('auth_one_time_secrets as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.new_email', 's.expires_at', 'u.email', 'u.status'])
    .where('s.kind', '=', kind)
    .where('s.secret_hash', '=', hashToken(token))
    .where('s.used_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
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

/** 'manager@maple.demo' → 'm•••••r@maple.demo': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : `${local[0]}${'•'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${visible}@${domain}`;
}
