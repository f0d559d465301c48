/**
 * The argon2 work this test worker has done: every hash, and every verification with the hash it
 * checked. The server project's setup file wraps `@node-rs/argon2` once for every file (the files
 * share one module cache, so a mock per file would leak into the next one); a test reads the
 * difference before and after what it checks.
 *
 * @example const before = argon2Work.verified.length; ...; expect(argon2Work.verified.slice(before)).toHaveLength(1);
 */
export interface Argon2Work {
  hashes: number;
  verified: string[];
}

// On the worker's global object: one count for the worker however often a module is evaluated again.
const shared = globalThis as { lintelArgon2Work?: Argon2Work };
shared.lintelArgon2Work ??= { hashes: 0, verified: [] };

export const argon2Work: Argon2Work = shared.lintelArgon2Work;
