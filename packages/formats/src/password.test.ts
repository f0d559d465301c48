import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password.ts';

describe('password policy', () => {
  it('accepts a password with 8 characters, lowercase, uppercase and numbers', () => {
    expect(passwordProblems('Lintel-demo-1')).toEqual([]);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
  });

  it('names every missing part', () => {
    expect(passwordProblems('Abcdef1')).toEqual(['length']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['lowercase']);
    expect(passwordProblems('abcdefg1')).toEqual(['uppercase']);
    expect(passwordProblems('Abcdefgh')).toEqual(['number']);
    expect(passwordProblems('')).toEqual(['length', 'lowercase', 'uppercase', 'number']);
  });

  it('checks the password exactly as typed: spaces and long passphrases are fine', () => {
    expect(passwordProblems('  Correct horse battery staple 42  ')).toEqual([]);
    expect(passwordProblems(`Aa1${'x'.repeat(253)}`)).toEqual([]);
    expect(passwordProblems(`Aa1${'x'.repeat(254)}`)).toEqual(['length']);
  });

  it('agrees with an independent oracle on generated passwords', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const oracle =
          [...password].length >= 8 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /\d/.test(password);
        expect(passwordProblems(password).length === 0).toBe(oracle);
      }),
      { numRuns: 2000 },
    );
  });
});
