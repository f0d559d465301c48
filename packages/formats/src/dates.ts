import { toDateOnly } from './zoned.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] as number);
}

/**
 * True for a calendar date written YYYY-MM-DD that exists (no 2024-02-30, no month 13). Checked with
 * arithmetic rather than `Date`, which silently rolls impossible dates over into the next month.
 *
 * @example isDateOnly('2024-02-29') // true
 */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A date-only value as the start of that day in UTC, the form parts 2 and 3 of the spec send. Null when
 * the value is not a real YYYY-MM-DD date, so callers drop it instead of sending garbage.
 *
 * @example startOfDayIso('2024-05-01') // '2024-05-01T00:00:00Z'
 */
export function startOfDayIso(dateOnly: string): string | null {
  return isDateOnly(dateOnly) ? `${dateOnly}T00:00:00Z` : null;
}

/**
 * A date-only value as the last second of that day in UTC (parts 2 and 3 of the spec).
 *
 * @example endOfDayIso('2024-05-01') // '2024-05-01T23:59:59Z'
 */
export function endOfDayIso(dateOnly: string): string | null {
  return isDateOnly(dateOnly) ? `${dateOnly}T23:59:59Z` : null;
}

/**
 * The notifications filter's "from" bound. Part 1 of the spec writes this one with a tenth of a second
 * (T00:00:00.0Z) unlike parts 2 and 3; both denote the same instant, the suffix is kept as specified.
 * Empty or invalid values give null so the filter is dropped.
 *
 * @example filterFromIso('2024-05-01') // '2024-05-01T00:00:00.0Z'
 */
export function filterFromIso(dateOnly: string): string | null {
  return isDateOnly(dateOnly) ? `${dateOnly}T00:00:00.0Z` : null;
}

/**
 * The notifications filter's "to" bound, end of day with part 1's '.0Z' suffix.
 *
 * @example filterToIso('2024-05-01') // '2024-05-01T23:59:59.0Z'
 */
export function filterToIso(dateOnly: string): string | null {
  return isDateOnly(dateOnly) ? `${dateOnly}T23:59:59.0Z` : null;
}

/**
 * Strict MM/DD/YYYY reader for the one date input that only accepts that form: two-digit month and day,
 * four-digit year, a date that exists. Returns the YYYY-MM-DD value so no time zone can shift the day.
 *
 * @example parseUsDate('02/29/2024') // '2024-02-29'
 */
export function parseUsDate(value: string): string | null {
  const match = US_DATE.exec(value);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/**
 * A date-only value shown as MM/DD/YYYY, the portal's default date format.
 *
 * @example formatUsDate('2024-05-01') // '05/01/2024'
 */
export function formatUsDate(dateOnly: string): string | null {
  if (!isDateOnly(dateOnly)) return null;
  return `${dateOnly.slice(5, 7)}/${dateOnly.slice(8, 10)}/${dateOnly.slice(0, 4)}`;
}

/**
 * Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier.
 *
 * @example daysBetween('2024-02-28', '2024-03-01') // 2
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateOnlyToUtc(to) - dateOnlyToUtc(from)) / DAY_MS);
}

/**
 * "Cannot be in the future" for a date filter: true when the date is after today. Today is taken in the
 * given time zone (default: the runtime's, i.e. the user's in the browser), so today itself is allowed.
 * Throws on a value that is not YYYY-MM-DD; check the format first.
 *
 * @example isFutureDate('2024-05-02', Date.parse('2024-05-01T12:00:00Z'), 'UTC') // true
 */
export function isFutureDate(dateOnly: string, now: Date | number = Date.now(), timeZone?: string): boolean {
  if (!isDateOnly(dateOnly)) throw new RangeError(`Not a YYYY-MM-DD date: ${dateOnly}`);
  // Zero-padded YYYY-MM-DD strings sort in calendar order.
  return dateOnly > toDateOnly(now, timeZone);
}

function dateOnlyToUtc(dateOnly: string): number {
  const match = DATE_ONLY.exec(dateOnly);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${dateOnly}`);
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getTime();
}
