import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, GROUPING_THRESHOLD } from './numbers.ts';

const intl = new Intl.NumberFormat('en-US');
const number = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.double({ min: -200, max: 200, noNaN: true }),
);

describe('formatNumber', () => {
  it('groups thousands above 100 only', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(100)).toBe('100');
    expect(formatNumber(42.125)).toBe('42.125');
    expect(formatNumber(0.12345)).toBe('0.123');
    expect(GROUPING_THRESHOLD).toBe(100);
  });

  it('matches Intl en-US above the threshold', () => {
    fc.assert(
      fc.property(
        number.filter((n) => Math.abs(n) > 100),
        (n) => formatNumber(n) === intl.format(n),
      ),
      { numRuns: 1000 },
    );
  });

  it('never has a separator at or below the threshold', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (n) => {
        const text = formatNumber(n);
        return !text.includes(',') && Math.abs(Number(text) - n) <= 0.0005 + 1e-12;
      }),
      { numRuns: 1000 },
    );
  });
});
