import { formatCents } from '@lintel/formats/money';
import { defineEndpoint } from '../endpoint.ts';
import { problem } from '../issues.ts';
import * as z from '../zod.ts';

/** Months of a lease term a premium applies to. */
export const MATRIX_MONTH_MIN = 1;
export const MATRIX_MONTH_MAX = 36;
/** Spec part 1 section 9: the list of unit types is read with limit 1000; titles name at most 3. */
export const UNIT_TYPES_LIST_LIMIT = 1000;
export const MATRIX_TITLE_MAX_NAMES = 3;

/** A premium is a percentage of the rent, or a currency amount (integer cents). */
export const premiumTypes = ['percent', 'amount'] as const;
const PERCENT_MIN = -100;
const PERCENT_MAX = 1000;
const AMOUNT_MAX_CENTS = 100_000_000;
export const premiumType = z.enum(premiumTypes);
export type PremiumType = z.infer<typeof premiumType>;

export const matrixRow = z
  .strictObject({
    month: z.number().int().min(MATRIX_MONTH_MIN).max(MATRIX_MONTH_MAX),
    premiumType,
    /** Percent with up to two decimals (-100 to 1000), or cents (integer, -$1,000,000.00 to $1,000,000.00). */
    premiumValue: z.number(),
  })
  .superRefine((row, ctx) => {
    const v = row.premiumValue;
    const refuse = (check: ReturnType<typeof problem>) =>
      ctx.addIssue({ code: 'custom', path: ['premiumValue'], input: v, ...check });
    if (row.premiumType === 'percent') {
      if (v < PERCENT_MIN) refuse(problem('minValue', { min: PERCENT_MIN }));
      else if (v > PERCENT_MAX) refuse(problem('maxValue', { max: PERCENT_MAX }));
      else if (Math.round(v * 100) !== v * 100) refuse(problem('maxDecimalPlaces', { max: 2 }));
    } else if (!Number.isSafeInteger(v)) refuse(problem('maxDecimalPlaces', { max: 2 }));
    else if (v < -AMOUNT_MAX_CENTS) refuse(problem('moneyMin', { min: formatCents(-AMOUNT_MAX_CENTS) }));
    else if (v > AMOUNT_MAX_CENTS) refuse(problem('moneyMax', { max: formatCents(AMOUNT_MAX_CENTS) }));
  });
export type MatrixRow = z.infer<typeof matrixRow>;

/** True when no row would change a price: such a matrix is refused (it would only hide missing pricing). */
export const everyPremiumZero = (rows: readonly { premiumValue: number | null }[]): boolean =>
  rows.every((row) => row.premiumValue === 0);

/**
 * Premiums a person most likely did not mean: a percentage below -50 or above +100. Allowed (the
 * contract's range is -100..1000), but the form asks before it saves them.
 */
export const PREMIUM_PERCENT_USUAL_MIN = -50;
export const PREMIUM_PERCENT_USUAL_MAX = 100;
export const unusualPremium = (row: { premiumType: PremiumType; premiumValue: number }): boolean =>
  row.premiumType === 'percent' &&
  (row.premiumValue < PREMIUM_PERCENT_USUAL_MIN || row.premiumValue > PREMIUM_PERCENT_USUAL_MAX);

/**
 * A matrix prices at least one unit type, has at least one month, and at least one premium that is
 * not 0: an empty matrix would count a unit type as priced while changing nothing.
 */
export const matrixBody = z.strictObject({
  matrix: z.strictObject({
    rows: z
      .array(matrixRow)
      .min(1)
      .max(MATRIX_MONTH_MAX)
      .refine((rows) => new Set(rows.map((r) => r.month)).size === rows.length, problem('duplicate'))
      .refine(
        (rows) => rows.length === 0 || !everyPremiumZero(rows),
        'Every premium is 0: set a premium for at least one month.',
      ),
  }),
  unitTypeIds: z
    .array(z.uuid())
    .max(UNIT_TYPES_LIST_LIMIT)
    // In its own words: the error map would read a too-short list as 'Add at least 1 entry'.
    .refine((ids) => ids.length > 0, 'Choose at least one unit type for this pricing matrix.'),
});
export type MatrixBody = z.infer<typeof matrixBody>;

export const pricingMatrix = z.object({
  id: z.uuid(),
  matrix: z.object({ rows: z.array(z.object({ month: z.number(), premiumType, premiumValue: z.number() })) }),
  unitTypes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PricingMatrix = z.infer<typeof pricingMatrix>;

const view = { auth: 'session', tenant: 'community', permission: { key: 'CBR_UNIT_TYPES_VIEW' } } as const;
/** No separate pricing-matrix key exists: creating and editing matrices counts as unit type work. */
const write = { auth: 'session', tenant: 'community', permission: { key: 'CBR_UNIT_TYPES_CREATE' } } as const;

export const list = defineEndpoint({
  id: 'pricingMatrix.list',
  method: 'GET',
  path: '/api/pricing-matrices',
  summary: 'The pricing matrices of the community, each with its rows and unit types.',
  access: view,
  response: z.object({ content: z.array(pricingMatrix) }),
});

export const get = defineEndpoint({
  id: 'pricingMatrix.get',
  method: 'GET',
  path: '/api/pricing-matrices/:matrixId',
  summary: 'One pricing matrix.',
  access: view,
  params: z.strictObject({ matrixId: z.uuid() }),
  response: pricingMatrix,
});

export const create = defineEndpoint({
  id: 'pricingMatrix.create',
  method: 'POST',
  path: '/api/pricing-matrices',
  summary: 'Creates a pricing matrix and assigns it to the given unit types (taking them from any other matrix).',
  access: write,
  body: matrixBody,
  response: pricingMatrix,
  status: 201,
  idempotent: true,
});

export const update = defineEndpoint({
  id: 'pricingMatrix.update',
  method: 'PUT',
  path: '/api/pricing-matrices/:matrixId',
  summary: "Replaces a matrix's rows and its unit types.",
  access: write,
  params: z.strictObject({ matrixId: z.uuid() }),
  body: matrixBody,
  response: pricingMatrix,
});

export const remove = defineEndpoint({
  id: 'pricingMatrix.delete',
  method: 'DELETE',
  path: '/api/pricing-matrices/:matrixId',
  summary: 'Deletes a pricing matrix; its unit types are left without one.',
  access: write,
  params: z.strictObject({ matrixId: z.uuid() }),
  response: z.object({ id: z.uuid() }),
});

export const unitTypeWithMatrix = z.object({ id: z.uuid(), name: z.string(), pricingMatrixId: z.uuid().nullable() });
export type UnitTypeWithMatrix = z.infer<typeof unitTypeWithMatrix>;

export const unitTypesWithPricingMatrix = defineEndpoint({
  id: 'pricingMatrix.unitTypes',
  method: 'GET',
  path: '/api/unit-types-with-pricing-matrix',
  summary: 'Every unit type of the community (up to 1000) with the matrix it has, if any (the banners count these).',
  access: view,
  response: z.object({ content: z.array(unitTypeWithMatrix), totalElements: z.number().int() }),
});
