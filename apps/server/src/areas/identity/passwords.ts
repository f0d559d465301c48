import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane): ~20 ms per check here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked when the account does not exist, so an unknown user costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash, or against a dummy when there is none, so the
 * answer and its timing never tell whether the account exists.
 *
 * @example if (await verifyPassword(user?.password_hash ?? null, body.password)) …
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-9d1c');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
