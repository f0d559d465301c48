import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatDollars, formatMoneyInput, parseMoneyInput } from './money.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatCents', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatCents(12345)).toBe('$123.45');
    expect(formatCents(-12345)).toBe('-$123.45');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('refuses fractional or unsafe cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(2 ** 60)).toThrow(RangeError);
  });

  it('agrees with Intl currency formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatCents(cents) === usd.format(cents / 100)),
      { numRuns: 2000 },
    );
  });

  it('puts the minus sign before the dollar sign and nowhere else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatCents(cents);
        return formatCents(-cents) === `-${text}` && /^\$\d{1,3}(?:,\d{3})*\.\d{2}$/.test(text);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatDollars and dollarsToCents', () => {
  it('formats dollar amounts with 2 decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-5.5)).toBe('-$5.50');
    expect(formatDollars(-0.001)).toBe('$0.00');
  });

  it('converts 2-decimal amounts to cents exactly', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.1)).toBe(110);
    expect(dollarsToCents(-0.004)).toBe(0);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        (cents) => dollarsToCents(cents / 100) === cents && formatDollars(cents / 100) === formatCents(cents),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a manager typing money', () => {
  it('gets exactly the dollars and cents typed, as integer cents', () => {
    expect(parseMoneyInput('1550')).toBe(155_000);
    expect(parseMoneyInput('15.50')).toBe(1550);
    expect(parseMoneyInput('15.5')).toBe(1550);
    expect(parseMoneyInput('$1,234.05')).toBe(123_405);
    expect(parseMoneyInput(' 0.07 ')).toBe(7);
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('12.')).toBe(1200);
    expect(parseMoneyInput('1,2345')).toBe(1_234_500);
  });

  it('keeps a minus and a third decimal for the schema to refuse, never drops them', () => {
    expect(parseMoneyInput('-5')).toBe(-500);
    expect(parseMoneyInput('$-5')).toBe(-500);
    expect(parseMoneyInput('-$0.10')).toBe(-10);
    expect(parseMoneyInput('1.239')).toBeCloseTo(123.9, 10);
    expect(Number.isInteger(parseMoneyInput('1.239'))).toBe(false);
  });

  it('tells nothing typed (null) from text that is not an amount (NaN)', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('   ')).toBeNull();
    for (const text of ['abc', '-', '.', '$', '1e5', '--5', '-$-5', '1.2.3', '0x10', 'Infinity']) {
      expect(parseMoneyInput(text), text).toBeNaN();
    }
  });

  it('property: what the input shows reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => parseMoneyInput(formatMoneyInput(cents)) === cents),
      { numRuns: 2000 },
    );
  });

  it('property: any dollars with up to 2 decimals typed plainly give exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        return parseMoneyInput(text) === whole * 100 + cents;
      }),
      { numRuns: 2000 },
    );
  });
});
