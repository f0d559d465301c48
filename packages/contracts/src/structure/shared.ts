import { uuid } from '../common.ts';
import { moneyCents } from '../money.ts';
import * as z from '../zod.ts';

/** A required, trimmed name of at most `max` characters. */
export const requiredName = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

/** Optional free text: trimmed; an empty string is stored as nothing. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A date-only value (YYYY-MM-DD), as part 2 section 5 asks. */
export const dateOnly = z.iso.date({ message: 'must be a date as YYYY-MM-DD' });

export const bathrooms = z.number().min(0).max(20).multipleOf(0.5);
export const squareFeet = z.number().int().min(0).max(100_000);
export const rentCents = moneyCents({ max: 100_000_000 });
export const floorNumber = z.number().int().min(-5).max(200);

export const idParam = <K extends string>(name: K) => z.strictObject({ [name]: uuid } as Record<K, typeof uuid>);
