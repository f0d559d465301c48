/**
 * Zod as every contract uses it: the same API (`import * as z from './zod.ts'`), except that
 * `z.string()` refuses the NUL character first. PostgreSQL refuses `\u0000` in text, so without this
 * a NUL in any free-text field (a body, a query, a path) would reach the database and answer 500;
 * with it, every string of every contract answers 400 with {@link NUL_MESSAGE}. The formats
 * (`z.email()`, `z.uuid()`, `z.iso.*`, enums) cannot match a NUL anyway. Contracts import zod from
 * here, never from 'zod' directly (`zod.test.ts` keeps it so).
 *
 * @example import * as z from './zod.ts'; const name = z.string().trim().min(1).max(100);
 */
import { string as zodString } from 'zod';

export * from 'zod';

/** The answer to a NUL character in any text. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** Whether a text is free of the NUL character. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** `z.string()` that refuses the NUL character before any other check. */
export const string = ((params?: Parameters<typeof zodString>[0]) =>
  zodString(params).refine(hasNoNul, { message: NUL_MESSAGE, abort: true })) as typeof zodString;
