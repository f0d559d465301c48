import { isDateOnly, isFutureDate, parseUsDate } from './dates.ts';
import { isEmail } from './email.ts';
import { parseTime24 } from './hours.ts';
import { isSafeUrl } from './links.ts';
import type { MessageDescriptor } from './messages.ts';
import { type ValidationMessageKey, validationMessages } from './validation-messages.ts';

export { type ValidationMessageKey, validationMessages };

import { normalizePhone } from './phone.ts';

/** Null when the value passes, otherwise the message to show (react-intl compatible). */
export type Validator<T = unknown> = (value: T) => MessageDescriptor | null;

type Text = string | null | undefined;
type NumberLike = number | string | null | undefined;

type MessageKey = ValidationMessageKey;

function fail(key: MessageKey, values?: Record<string, string | number>): MessageDescriptor {
  return values ? { ...validationMessages[key], values } : { ...validationMessages[key] };
}

// Every validator but `required` lets an empty value through, so optional fields stay optional and a
// required one reports "required" rather than a format error.
const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Fails on null, undefined, NaN, an empty array and a string with nothing but whitespace.
 *
 * @example required('  ') // { id: 'validation.required', ... }
 */
export const required: Validator = (value) => {
  const missing =
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? fail('required') : null;
};

/**
 * An email address, checked as typed (so surrounding spaces fail; trim on blur first).
 *
 * @example email('manager@maple.demo') // null
 */
export const email: Validator<Text> = (value) => (isBlank(value) || isEmail(value as string) ? null : fail('email'));

/**
 * Any phone number the portal can store: US by default, international with a leading +.
 *
 * @example phone('(555) 010-0100') // null
 */
export const phone: Validator<Text> = (value) =>
  isBlank(value) || normalizePhone(value as string) !== null ? null : fail('phone');

// Punctuation people type inside phone-like numbers; removed before counting digits.
const NUMBER_SEPARATORS = /[\s().-]+/g;
const US_PHONE = /^(?:\+1)?\d{10}$/;

/**
 * A US phone number: 10 digits, or +1 and 10 digits. Spaces, dots, dashes and parentheses are ignored,
 * so '(555) 010-0100' passes; a leading 1 without the + does not.
 *
 * @example usPhone('+1 555 010 0100') // null
 */
export const usPhone: Validator<Text> = (value) =>
  isBlank(value) || US_PHONE.test((value as string).replace(NUMBER_SEPARATORS, '')) ? null : fail('usPhone');

/**
 * No whitespace anywhere, for codes and identifiers.
 *
 * @example noSpaces('unit 4') // { id: 'validation.noSpaces', ... }
 */
export const noSpaces: Validator<Text> = (value) =>
  isBlank(value) || !/\s/.test(value as string) ? null : fail('noSpaces');

/**
 * Only ASCII letters and digits.
 *
 * @example alphanumeric('B12') // null
 */
export const alphanumeric: Validator<Text> = (value) =>
  isBlank(value) || /^[A-Za-z0-9]+$/.test(value as string) ? null : fail('alphanumeric');

const ZIP = /^\d{5}(?:-?\d{4})?$/;

/**
 * A US ZIP code of 5 or 9 digits: 12345, 12345-6789 or 123456789.
 *
 * @example zipCode('12345-6789') // null
 */
export const zipCode: Validator<Text> = (value) =>
  isBlank(value) || ZIP.test(value as string) ? null : fail('zipCode');

function digitCount(expected: number, key: MessageKey): Validator<Text> {
  const pattern = new RegExp(`^\\d{${expected}}$`);
  return (value) =>
    isBlank(value) || pattern.test((value as string).replace(NUMBER_SEPARATORS, '')) ? null : fail(key);
}

/**
 * A fax number of 10 digits; separators are ignored as for phones.
 *
 * @example fax('555-010-0199') // null
 */
export const fax: Validator<Text> = digitCount(10, 'fax');

/**
 * A tax number (EIN) of 9 digits; '12-3456789' passes.
 *
 * @example taxNumber('12-3456789') // null
 */
export const taxNumber: Validator<Text> = digitCount(9, 'taxNumber');

/**
 * A phone extension of exactly 3 digits.
 *
 * @example phoneExtension('042') // null
 */
export const phoneExtension: Validator<Text> = (value) =>
  isBlank(value) || /^\d{3}$/.test(value as string) ? null : fail('phoneExtension');

/**
 * A link safe to open: http:// or https:// with a host.
 *
 * @example safeUrl('javascript:alert(1)') // { id: 'validation.safeUrl', ... }
 */
export const safeUrl: Validator<Text> = (value) =>
  isBlank(value) || isSafeUrl(value as string) ? null : fail('safeUrl');

// The shape the API contracts accept: RFC 9562 versions 1-8 with the RFC variant, plus the nil and max
// identifiers (the location tree's root is the nil one). Any case.
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/**
 * An identifier in UUID form; the message is the spec's 'invalid id format'.
 *
 * @example uuid('not-an-id') // { id: 'validation.uuid', defaultMessage: 'invalid id format' }
 */
export const uuid: Validator<Text> = (value) => (isBlank(value) || UUID.test(value as string) ? null : fail('uuid'));

/**
 * At least `min` characters (UTF-16 units, as the browser's minlength and the API count them).
 *
 * @example minLength(3)('ab') // { id: 'validation.minLength', ..., values: { min: 3 } }
 */
export function minLength(min: number): Validator<Text> {
  return (value) => (isBlank(value) || (value as string).length >= min ? null : fail('minLength', { min }));
}

/**
 * At most `max` characters (UTF-16 units, as the browser's maxlength and the API count them).
 *
 * @example maxLength(50)('x'.repeat(51)) // { id: 'validation.maxLength', ..., values: { max: 50 } }
 */
export function maxLength(max: number): Validator<Text> {
  return (value) => (isBlank(value) || (value as string).length <= max ? null : fail('maxLength', { max }));
}

// A plain decimal as typed in an amount field: optional minus, digits with comma delimiters, optional
// decimals. Anything else (exponents, hex, 'Infinity') is not a number to a person.
const DECIMAL = /^-?(?:\d[\d,]*)?(?:\.\d+)?$/;

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '' || text === '-' || !DECIMAL.test(text)) return null;
  const n = Number(text.replaceAll(',', ''));
  return Number.isFinite(n) ? n : null;
}

/**
 * A number of at least `min`; text is read as the amount input writes it ('1,234.5').
 *
 * @example minValue(1)(0) // { id: 'validation.minValue', ..., values: { min: 1 } }
 */
export function minValue(min: number): Validator<NumberLike> {
  return (value) => {
    if (isBlank(value)) return null;
    const n = toNumber(value as number | string);
    if (n === null) return fail('number');
    return n >= min ? null : fail('minValue', { min });
  };
}

/**
 * A number of at most `max`.
 *
 * @example maxValue(365)(400) // { id: 'validation.maxValue', ..., values: { max: 365 } }
 */
export function maxValue(max: number): Validator<NumberLike> {
  return (value) => {
    if (isBlank(value)) return null;
    const n = toNumber(value as number | string);
    if (n === null) return fail('number');
    return n <= max ? null : fail('maxValue', { max });
  };
}

/** Decimal places of a number as written; numbers use their shortest round-trip form, exponent included. */
function decimalPlaces(value: number | string): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL.test(text) || text === '' || text === '-') return null;
    const dot = text.indexOf('.');
    return dot === -1 ? 0 : text.length - dot - 1;
  }
  if (!Number.isFinite(value)) return null;
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const dot = mantissa.indexOf('.');
  const places = (dot === -1 ? 0 : mantissa.length - dot - 1) - Number(exponent);
  return Math.max(0, places);
}

/**
 * No more than `max` digits after the decimal point.
 *
 * @example maxDecimalPlaces(2)('1.234') // { id: 'validation.maxDecimalPlaces', ..., values: { max: 2 } }
 */
export function maxDecimalPlaces(max: number): Validator<NumberLike> {
  return (value) => {
    if (isBlank(value)) return null;
    const places = decimalPlaces(value as number | string);
    if (places === null) return fail('number');
    return places <= max ? null : fail('maxDecimalPlaces', { max });
  };
}

/**
 * A whole number of 1 or more (natural numbers start at 1 here, matching the counter's default minimum).
 * Text must be plain digits.
 *
 * @example naturalNumber('0') // { id: 'validation.naturalNumber', ... }
 */
export const naturalNumber: Validator<NumberLike> = (value) => {
  if (isBlank(value)) return null;
  const ok =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 1
      : /^\d+$/.test(value as string) && /[1-9]/.test(value as string);
  return ok ? null : fail('naturalNumber');
};

export interface UniqueOptions {
  /** Default false: 'Vacant' and 'vacant' are the same name to a person. */
  caseSensitive?: boolean;
}

/**
 * Not already among `existing` (compared trimmed, case-insensitively by default). When editing, leave the
 * item's own current value out of `existing`. The message is the spec's 'already exists'.
 *
 * @example uniqueValue(['Vacant'])(' vacant') // { id: 'validation.unique', defaultMessage: 'already exists' }
 */
export function uniqueValue(existing: Iterable<string>, options: UniqueOptions = {}): Validator<Text> {
  const key = (s: string): string => (options.caseSensitive ? s.trim() : s.trim().toLowerCase());
  const taken = new Set(Array.from(existing, key));
  return (value) => (isBlank(value) || !taken.has(key(value as string)) ? null : fail('unique'));
}

/**
 * No whitespace at the start or end.
 *
 * @example trimmedSpaces(' Vacant') // { id: 'validation.trimmedSpaces', ... }
 */
export const trimmedSpaces: Validator<Text> = (value) =>
  isBlank(value) || (value as string) === (value as string).trim() ? null : fail('trimmedSpaces');

type FileLike = string | { name: string };

/**
 * Every file (a name, or anything with a `name` such as a browser File) has one of the extensions, compared
 * case-insensitively; extensions may be given with or without the dot.
 *
 * @example allowedFileExtensions(['png', 'jpeg'])('scan.PDF') // { id: 'validation.fileExtension', ..., values: { extensions: 'png, jpeg' } }
 */
export function allowedFileExtensions(
  extensions: readonly string[],
): Validator<FileLike | readonly FileLike[] | null | undefined> {
  const allowed = new Set(extensions.map((ext) => ext.replace(/^\./, '').toLowerCase()));
  const list = [...allowed].join(', ');
  const ok = (file: FileLike): boolean => {
    const name = typeof file === 'string' ? file : file.name;
    const dot = name.lastIndexOf('.');
    return dot > 0 && allowed.has(name.slice(dot + 1).toLowerCase());
  };
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    const files: readonly FileLike[] = Array.isArray(value) ? value : [value as FileLike];
    return files.every(ok) ? null : fail('fileExtension', { extensions: list });
  };
}

/**
 * A time range whose start ('HH:MM', 24-hour) is before its end. Passes while either end is still empty.
 *
 * @example timeRange({ start: '17:00', end: '09:00' }) // { id: 'validation.timeRange', ... }
 */
export const timeRange: Validator<{ start?: string | null; end?: string | null }> = (value) => {
  if (isBlank(value.start) || isBlank(value.end)) return null;
  const start = parseTime24(value.start as string);
  const end = parseTime24(value.end as string);
  if (start === null || end === null) return fail('time');
  return start < end ? null : fail('timeRange');
};

/**
 * A real date typed as MM/DD/YYYY (for the one date input that only accepts that form).
 *
 * @example usDate('02/30/2024') // { id: 'validation.usDate', ... }
 */
export const usDate: Validator<Text> = (value) =>
  isBlank(value) || parseUsDate(value as string) ? null : fail('usDate');

/**
 * A YYYY-MM-DD date that is not after today, for date filters. `now` is read at validation time; today
 * is taken in `timeZone` (default: the runtime's).
 *
 * @example notFutureDate(() => Date.parse('2024-05-01T12:00:00Z'), 'UTC')('2024-05-02') // { id: 'validation.futureDate', ... }
 */
export function notFutureDate(now: () => Date | number = Date.now, timeZone?: string): Validator<Text> {
  return (value) => {
    if (isBlank(value)) return null;
    if (!isDateOnly(value as string)) return fail('dateOnly');
    return isFutureDate(value as string, now(), timeZone) ? fail('futureDate') : null;
  };
}

/**
 * Runs validators in order and returns the first failure, e.g. required then a format check.
 *
 * @example compose(required, zipCode)('') // { id: 'validation.required', ... }
 */
export function compose<T>(...validators: ReadonlyArray<Validator<T>>): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return null;
  };
}
