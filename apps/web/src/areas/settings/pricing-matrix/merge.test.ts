import { describe, expect, it } from 'vitest';
import { matrixTitle, mergeMonths } from './merge.ts';

const p = (month: number, premiumValue: number, premiumType: 'percent' | 'amount' = 'percent') => ({
  month,
  premiumType,
  premiumValue,
});

describe('pricing matrix table', () => {
  it('anyone: consecutive months with the same premium share one row; a change or a gap starts a new one', () => {
    expect(mergeMonths([p(3, 5), p(1, 5), p(2, 5), p(4, 10), p(5, 10, 'amount'), p(7, 10, 'amount')])).toEqual([
      { months: [1, 2, 3], premiumType: 'percent', premiumValue: 5 },
      { months: [4], premiumType: 'percent', premiumValue: 10 },
      { months: [5], premiumType: 'amount', premiumValue: 10 },
      { months: [7], premiumType: 'amount', premiumValue: 10 },
    ]);
    expect(mergeMonths([])).toEqual([]);
  });

  it('anyone: the title names at most 3 unit types, then an ellipsis', () => {
    expect(matrixTitle(['A', 'B'])).toBe('A, B');
    expect(matrixTitle(['A', 'B', 'C'])).toBe('A, B, C');
    expect(matrixTitle(['A', 'B', 'C', 'D'])).toBe('A, B, C...');
  });
});
