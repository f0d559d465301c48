import { vi } from 'vitest';
import { argon2Work } from './argon2-work.ts';

// Counts argon2 work for the tests that check it by what is done (D151), in every file alike: the
// server files share one module cache per worker (D164), and one file's own mock would stay in the
// cache for the files after it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      argon2Work.hashes++;
      return real.hash(...args);
    },
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Work.verified.push(String(args[0]));
      return real.verify(...args);
    },
  };
});
