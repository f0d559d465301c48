import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, formatAmountInput, parseAmountInput } from './amount.ts';

describe('parseAmountInput', () => {
  it('reads comma-delimited amounts with a dot decimal mark', () => {
    expect(parseAmountInput('1,234.56')).toBe(1234.56);
    expect(parseAmountInput(' 1234 ')).toBe(1234);
    expect(parseAmountInput('.5')).toBe(0.5);
    expect(parseAmountInput('12.')).toBe(12);
    expect(parseAmountInput('$1,234.5')).toBe(1234.5);
    expect(parseAmountInput('1,2345')).toBe(12345);
  });

  it('has no number for empty or partial text', () => {
    for (const text of ['', '  ', '-', '.', '$', ',5', '1.2.3', '1e5', 'abc', '1 000', '+5', '0x10']) {
      expect(parseAmountInput(text, { allowNegative: true })).toBeNull();
    }
  });

  it('keeps at most `precision` decimals, truncating', () => {
    expect(parseAmountInput('1.239')).toBe(1.23);
    expect(parseAmountInput('1.999', { precision: 0 })).toBe(1);
    expect(parseAmountInput('1.23456', { precision: 4 })).toBe(1.2345);
    expect(() => parseAmountInput('1', { precision: -1 })).toThrow(RangeError);
  });

  it('refuses negatives unless allowed', () => {
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('-5', { allowNegative: true })).toBe(-5);
    expect(parseAmountInput('-$1,000.25', { allowNegative: true })).toBe(-1000.25);
    expect(Object.is(parseAmountInput('-0', { allowNegative: true }), 0)).toBe(true);
  });

  it('clamps to min and max', () => {
    expect(parseAmountInput('1,234.567', { max: 1000 })).toBe(1000);
    expect(parseAmountInput('0.5', { min: 1 })).toBe(1);
    expect(parseAmountInput('50', { min: 1, max: 100 })).toBe(50);
    expect(() => parseAmountInput('5', { min: 10, max: 1 })).toThrow(RangeError);
  });

  it('always lands inside [min, max]', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', '-', '$', ' '), maxLength: 20 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        (text, min, span) => {
          const result = parseAmountInput(text, { min, max: min + span, allowNegative: true });
          return result === null || (result >= min && result <= min + span);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('truncates decimals like the reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.string({ unit: fc.constantFrom('0', '3', '5', '7', '9'), maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (whole, decimals, precision) => {
          const kept = decimals.slice(0, precision);
          return parseAmountInput(`${whole}.${decimals}`, { precision }) === Number(`${whole}.${kept || '0'}`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads back what formatAmountInput shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        const text = formatAmountInput(value);
        return /^-?\d{1,3}(?:,\d{3})*\.\d{2}$/.test(text) && parseAmountInput(text, { allowNegative: true }) === value;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatAmountInput and clamp', () => {
  it('shows fixed decimals with comma delimiters', () => {
    expect(formatAmountInput(1234.5)).toBe('1,234.50');
    expect(formatAmountInput(7, 0)).toBe('7');
    expect(formatAmountInput(-0)).toBe('0.00');
  });

  it('treats a missing bound as no limit', () => {
    expect(clamp(5)).toBe(5);
    expect(clamp(5, null, 3)).toBe(3);
    expect(clamp(-5, 0)).toBe(0);
    expect(Object.is(clamp(-0), 0)).toBe(true);
  });
});
