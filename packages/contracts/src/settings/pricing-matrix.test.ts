import { describe, expect, it } from 'vitest';
import { everyPremiumZero, matrixBody, unusualPremium } from './pricing-matrix.ts';

const type = '7c4c1f2e-8d4b-4d6e-9f1a-2b3c4d5e6f70';
const percent = (premiumValue: number) => ({ month: 1, premiumType: 'percent' as const, premiumValue });

describe('a pricing matrix body', () => {
  it('community manager: a matrix that prices nothing is refused, one premium that is not 0 is enough', () => {
    expect(matrixBody.safeParse({ matrix: { rows: [percent(5)] }, unitTypeIds: [] }).success).toBe(false);
    expect(matrixBody.safeParse({ matrix: { rows: [] }, unitTypeIds: [type] }).success).toBe(false);
    const zeros = [percent(0), { month: 2, premiumType: 'amount', premiumValue: 0 }];
    expect(matrixBody.safeParse({ matrix: { rows: zeros }, unitTypeIds: [type] }).success).toBe(false);
    expect(everyPremiumZero(zeros)).toBe(true);
    const one = [percent(0), { month: 2, premiumType: 'amount', premiumValue: 2500 }];
    expect(matrixBody.safeParse({ matrix: { rows: one }, unitTypeIds: [type] }).success).toBe(true);
  });

  it('community manager: percentages from -50 to +100 are usual; beyond is asked about; amounts never are', () => {
    expect([-50, 0, 12.5, 100].map((v) => unusualPremium(percent(v)))).toEqual([false, false, false, false]);
    expect([-100, -50.01, 100.01, 150, 1000].map((v) => unusualPremium(percent(v)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(unusualPremium({ premiumType: 'amount', premiumValue: 1_000_000 })).toBe(false);
    // Unusual is still valid: the server saves it once the user has said yes.
    expect(matrixBody.safeParse({ matrix: { rows: [percent(150)] }, unitTypeIds: [type] }).success).toBe(true);
  });
});
