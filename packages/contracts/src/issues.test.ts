import { describe, expect, it } from 'vitest';
import { describeIssue } from './issues.ts';
import { matrixBody } from './settings/pricing-matrix.ts';
import { unitTypeInput } from './structure/unit-types.ts';
import { unitInput } from './structure/units.ts';
import * as z from './zod.ts';
import { NUL_MESSAGE } from './zod.ts';

const validType = { name: 'Two bed', bedrooms: 2, bathrooms: 1, squareFeet: 900, marketRentCents: 155_000 };

/** Every issue of a refused value, described: { path: English message }. */
function described(schema: z.ZodType, value: unknown): Record<string, string> {
  // The portal's forms parse with the input reported, so a missing value reads "required".
  const result = schema.safeParse(value, { reportInput: true });
  expect(result.success).toBe(false);
  return Object.fromEntries(
    result.error!.issues.map((issue) => [describeIssue(issue).path, describeIssue(issue).message]),
  );
}

describe('a manager reading why a value was refused', () => {
  it('reads bounds and types in words, never zod wording', () => {
    expect(
      described(unitTypeInput, { ...validType, bedrooms: 21, bathrooms: 1.25, squareFeet: -100, name: '' }),
    ).toEqual({
      name: 'This field is required',
      bedrooms: 'Enter 20 or less',
      bathrooms: 'Enter a multiple of 0.5',
      squareFeet: 'Enter 0 or more; negative values are not allowed',
    });
    expect(described(unitTypeInput, { ...validType, bedrooms: Number.NaN, squareFeet: 1.5 })).toEqual({
      bedrooms: 'Enter a number',
      squareFeet: 'Enter a whole number, without decimals',
    });
    expect(described(unitTypeInput, { ...validType, name: 'x'.repeat(101) }).name).toBe('Enter at most 100 characters');
  });

  it('reads money refusals in dollars', () => {
    expect(described(unitTypeInput, { ...validType, marketRentCents: -500 }).marketRentCents).toBe(
      'Enter 0 or more; negative values are not allowed',
    );
    expect(described(unitTypeInput, { ...validType, marketRentCents: 100_000_001 }).marketRentCents).toBe(
      'Enter an amount of $1,000,000.00 or less',
    );
    expect(described(unitTypeInput, { ...validType, marketRentCents: 123.9 }).marketRentCents).toBe(
      'Use at most 2 decimal places',
    );
    expect(described(unitTypeInput, { ...validType, marketRentCents: Number.NaN }).marketRentCents).toBe(
      'Enter an amount in dollars and cents, like 1,234.50',
    );
    expect(described(unitTypeInput, { ...validType, marketRentCents: null }).marketRentCents).toBe(
      'This field is required',
    );
  });

  it('gets a message id and values to translate, with the English alongside', () => {
    const issue = unitTypeInput.safeParse({ ...validType, bedrooms: 21 }).error!.issues[0]!;
    expect(describeIssue(issue)).toEqual({
      path: 'bedrooms',
      id: 'validation.maxValue',
      defaultMessage: 'Enter {max, number} or less',
      values: { max: 20 },
      message: 'Enter 20 or less',
    });
  });

  it('reads a pricing matrix row by row', () => {
    const rows = [
      { month: 1, premiumType: 'percent', premiumValue: 5 },
      { month: 2, premiumType: 'percent', premiumValue: 1001 },
      { month: 3, premiumType: 'amount', premiumValue: 100_000_001 },
      { month: 37, premiumType: 'amount', premiumValue: 1.5 },
    ];
    expect(described(matrixBody, { matrix: { rows }, unitTypeIds: [] })).toEqual({
      'matrix.rows.1.premiumValue': 'Enter 1,000 or less',
      'matrix.rows.2.premiumValue': 'Enter an amount of $1,000,000.00 or less',
      'matrix.rows.3.month': 'Enter 36 or less',
      'matrix.rows.3.premiumValue': 'Use at most 2 decimal places',
      unitTypeIds: 'Choose at least one unit type for this pricing matrix.',
    });
    const twice = [rows[0], rows[0]];
    expect(described(matrixBody, { matrix: { rows: twice }, unitTypeIds: [] })['matrix.rows']).toBe(
      'Each value may appear only once',
    );
    expect(described(matrixBody, { matrix: { rows: [] }, unitTypeIds: [] })['matrix.rows']).toBe(
      'Add at least 1 entry',
    );
  });

  it('reads ids, choices and unexpected fields', () => {
    const refused = described(unitInput, {
      name: 'A1',
      buildingId: 'nope',
      unitTypeId: undefined,
      floor: 1,
      squareFeet: 1,
      marketRentCents: 1,
      extra: true,
    });
    expect(refused).toEqual({
      buildingId: 'invalid id format',
      unitTypeId: 'This field is required',
      '': 'This value is not expected here',
    });
    expect(described(z.enum(['a', 'b']), 'c')['']).toBe('Choose one of the options');
  });

  it("keeps a contract's own sentence (the NUL rule) as written", () => {
    expect(described(z.string(), 'a\u0000b')['']).toBe(NUL_MESSAGE);
  });
});
