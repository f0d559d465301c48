import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'lintel_session';

/** 256 random bits, URL-safe. Only its hash is stored, so a database leak yields no usable session. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A token is 43 base64url characters; anything else is refused before it reaches the database. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
