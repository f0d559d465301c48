/**
 * Money on the wire: integer cents in fields named `…Cents` (the spec's US dollars with 2 decimals,
 * held exactly). The browser's money input turns what a person types into cents in one place
 * (`parseMoneyInput`); this schema refuses, with a message, whatever is not a whole number of cents
 * within bounds: a negative rent is refused, never turned positive; a third decimal is refused, never
 * rounded away.
 *
 * @example const rent = moneyCents({ max: 100_000_000 }); rent.parse(155_000) // $1,550.00
 */
import { formatCents } from '@lintel/formats/money';
import { validationMessages } from '@lintel/formats/validation-messages';
import { problem } from './issues.ts';
import * as z from './zod.ts';

export function moneyCents({ min = 0, max }: { min?: number; max: number }) {
  return z
    .number({
      // Nothing typed reads "required"; text that is not an amount (NaN) asks for dollars and cents.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? validationMessages.required.defaultMessage
          : validationMessages.money.defaultMessage,
    })
    .refine(Number.isSafeInteger, { ...problem('maxDecimalPlaces', { max: 2 }), abort: true })
    .refine(
      (cents) => cents >= min,
      min === 0 ? problem('notNegative') : problem('moneyMin', { min: formatCents(min) }),
    )
    .refine((cents) => cents <= max, problem('moneyMax', { max: formatCents(max) }));
}
