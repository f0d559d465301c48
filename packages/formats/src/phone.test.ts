import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('reads the usual US spellings as one E.164 number', () => {
    for (const input of [
      '5550100100',
      '(555) 010-0100',
      '+1 555 010 0100',
      '+15550100100',
      ' 555.010.0100 ',
      'tel:+1-555-010-0100',
    ]) {
      expect(normalizePhone(input), input).toBe('+15550100100');
    }
  });

  it('keeps international numbers international', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('rejects text that is not a phone number', () => {
    for (const input of [
      '',
      '   ',
      '555-0100',
      'call 5550100100',
      '555010010O',
      '1'.repeat(20),
      `+1 ${'5'.repeat(100)}`,
    ]) {
      expect(normalizePhone(input), input).toBeNull();
    }
  });

  it('normalises any formatting of a 10-digit US number the same way', () => {
    const digits = fc
      .tuple(
        fc.integer({ min: 2, max: 9 }),
        fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), minLength: 9, maxLength: 9 }),
      )
      .map(([first, rest]) => `${first}${rest}`);
    fc.assert(
      fc.property(digits, fc.nat(4), (d, style) => {
        const [a, b, c] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
        const spelled = [d, `(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`, `+1${d}`, `${a}.${b}.${c}`][style] as string;
        return normalizePhone(spelled) === `+1${d}`;
      }),
      { numRuns: 500 },
    );
  });
});
