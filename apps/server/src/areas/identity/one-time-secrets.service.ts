import { randomInt } from 'node:crypto';
import type { LinkKind } from '@lintel/contracts/auth';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { OneTimeSecretKind } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';
import { findOpenLink as findOpenLinkByHash, insertSecret } from './one-time-secrets.repository.ts';
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
  await insertSecret(db, {
    kind: values.kind,
    secretHash: hashToken(token),
    userId: values.userId,
    newEmail: values.newEmail ?? null,
    now: values.now,
    expiresAt: new Date(values.now.getTime() + SECRET_TTL_MS[values.kind]),
  });
  return token;
}

/** A six-digit reset code. Six digits are guessable offline, so it is stored as an argon2 hash. */
export async function issueResetCode(db: Tx, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertSecret(db, {
    kind: 'RESET_CODE',
    secretHash: Buffer.from(await hashPassword(code)),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SECRET_TTL_MS.RESET_CODE),
  });
  return code;
}

/** The open link a token names, if any. */
export function findOpenLink(db: Tx, kind: LinkKind, token: string, now: Date) {
  return findOpenLinkByHash(db, kind, hashToken(token), now);
}

/** 'manager@maple.demo' → 'm•••••r@maple.demo': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : `${local[0]}${'•'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${visible}@${domain}`;
}
