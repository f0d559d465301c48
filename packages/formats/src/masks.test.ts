import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './masks.ts';

const mask = fc.string({
  unit: fc.constantFrom('#', 'X', 'S', 'A', 'a', '!', '-', '(', ')', ' ', '/', '1', 'Z', 'x'),
  maxLength: 12,
});
const raw = fc.string({
  unit: fc.constantFrom('0', '4', '9', 'a', 'q', 'B', 'Z', '-', '(', ' ', '/', '!', '#', 'é'),
  maxLength: 16,
});

type Slot = { test: (c: string) => boolean } | { literal: string };

// Reference reading of the mask, written separately from the implementation.
function slots(m: string): Slot[] {
  const out: Slot[] = [];
  for (let i = 0; i < m.length; i++) {
    const c = m.charAt(i);
    if (c === '!' && i + 1 < m.length) out.push({ literal: m.charAt(++i) });
    else if (c === '#') out.push({ test: (x) => /^[0-9]$/.test(x) });
    else if (c === 'X') out.push({ test: (x) => /^[0-9A-Za-z]$/.test(x) });
    else if (c === 'S') out.push({ test: (x) => /^[A-Za-z]$/.test(x) });
    else if (c === 'A') out.push({ test: (x) => /^[A-Z]$/.test(x) });
    else if (c === 'a') out.push({ test: (x) => /^[a-z]$/.test(x) });
    else out.push({ literal: c });
  }
  return out;
}

describe('applyMask', () => {
  it('formats as far as the input goes', () => {
    expect(applyMask('(###) ###-####', '5550100100')).toBe('(555) 010-0100');
    expect(applyMask('(###) ###-####', '555')).toBe('(555');
    expect(applyMask('(###) ###-####', '5550')).toBe('(555) 0');
    expect(applyMask('(###) ###-####', '555-010-0100 ext 12')).toBe('(555) 010-0100');
    expect(applyMask('(###)', '123')).toBe('(123)');
    expect(applyMask('#####-####', '')).toBe('');
  });

  it('applies each symbol', () => {
    expect(applyMask('XXXX', 'a1-B2')).toBe('a1B2');
    expect(applyMask('SS', '1a2B')).toBe('aB');
    expect(applyMask('AAA', 'ab1c')).toBe('ABC');
    expect(applyMask('aaa', 'AB1C')).toBe('abc');
    expect(applyMask('!#-#', '57')).toBe('#-5');
    expect(applyMask('A!A#', 'x9')).toBe('XA9');
    expect(applyMask('##!', '12')).toBe('12!');
  });

  it('produces text that fits the mask slot by slot', () => {
    fc.assert(
      fc.property(mask, raw, (m, r) => {
        const out = applyMask(m, r);
        const expected = slots(m);
        if (out.length > expected.length) return false;
        return [...out].every((c, i) => {
          const slot = expected[i] as Slot;
          return 'literal' in slot ? c === slot.literal : slot.test(c);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(mask, raw, (m, r) => {
        const once = applyMask(m, r);
        return applyMask(m, once) === once;
      }),
      { numRuns: 2000 },
    );
  });

  it('uses every fitting character in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '7', 'x', '-', ' '), maxLength: 20 }), (r) => {
        const digits = r.replace(/[^0-9]/g, '').slice(0, 10);
        return unmask('(###) ###-####', applyMask('(###) ###-####', r)) === digits;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('unmask and isMaskComplete', () => {
  it('strips the literals', () => {
    expect(unmask('(###) ###-####', '(555) 010-0100')).toBe('5550100100');
    expect(unmask('#####-####', '12345-67')).toBe('1234567');
    expect(unmask('AA', 'ab')).toBe('AB');
  });

  it('gives the same characters before and after masking', () => {
    fc.assert(
      fc.property(mask, raw, (m, r) => unmask(m, applyMask(m, r)) === unmask(m, r)),
      { numRuns: 2000 },
    );
  });

  it('re-masks to the same text when no literal could also fill a slot', () => {
    // A literal such as 'Z' before an 'A' slot makes a typed 'Z' ambiguous, so such masks are left out.
    const separatorMask = fc.string({
      unit: fc.constantFrom('#', 'X', 'S', 'A', 'a', '!#', '-', '(', ')', ' ', '/'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(separatorMask, raw, (m, r) => applyMask(m, unmask(m, r)) === applyMask(m, r)),
      { numRuns: 2000 },
    );
  });

  it('knows when every slot is filled', () => {
    expect(isMaskComplete('##/##', '12/3')).toBe(false);
    expect(isMaskComplete('##/##', '1234')).toBe(true);
    expect(isMaskComplete('(###) ###-####', '(555) 010-0100')).toBe(true);
    expect(isMaskComplete('!#', '')).toBe(true);
  });
});
