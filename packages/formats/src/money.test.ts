import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatDollars } from './money.ts';

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
