import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUsername } from './username.ts';

describe('parseUsername', () => {
  it('reads emails, normalised', () => {
    expect(parseUsername(' Manager@Maple.demo ')).toEqual({ kind: 'email', value: 'manager@maple.demo' });
  });

  it('reads phones as E.164 with the US default', () => {
    expect(parseUsername('(555) 010-0100')).toEqual({ kind: 'phone', value: '+15550100100' });
    expect(parseUsername('+44 20 7946 0958')).toEqual({ kind: 'phone', value: '+442079460958' });
  });

  it('rejects anything else', () => {
    for (const input of ['', 'manager', 'manager@', '12', 'a@b@c.demo']) expect(parseUsername(input), input).toBeNull();
  });

  it('returns only normalised values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 })), (input) => {
        const result = parseUsername(input);
        if (result === null) return true;
        return result.kind === 'email'
          ? result.value === result.value.trim().toLowerCase()
          : /^\+\d{8,15}$/.test(result.value);
      }),
      { numRuns: 500 },
    );
  });
});
