export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Average Gregorian lengths: a relative label needs the right order of magnitude, not calendar precision.
const YEAR = 365.2425 * DAY;
const MONTH = YEAR / 12;

/** Units from largest to smallest with the length each one stands for. */
const UNITS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

export interface RelativeTime {
  value: number;
  unit: RelativeUnit;
}

/**
 * Picks the largest unit, seconds to years, in which the distance from `now` is at least 1, truncated
 * toward zero so "59 minutes" never becomes "1 hour" early. Negative values are in the past.
 *
 * @example relativeTime(Date.parse('2024-05-01T09:00:00Z'), Date.parse('2024-05-01T12:30:00Z')) // { value: -3, unit: 'hour' }
 */
export function relativeTime(date: Date | number | string, now: Date | number = Date.now()): RelativeTime {
  const diff = toTime(date) - toTime(now);
  const size = Math.abs(diff);
  for (const [unit, length] of UNITS) {
    if (size >= length) return { value: Math.trunc(diff / length), unit };
  }
  return { value: 0, unit: 'second' };
}

export interface RelativeOptions {
  locale?: string;
  now?: Date | number;
  style?: 'long' | 'short' | 'narrow';
}

/**
 * Localised "3 hours ago" / "in 2 days" through `Intl.RelativeTimeFormat`. Always numeric ("1 day ago"
 * rather than "yesterday", since 24 to 47 hours back is not always the previous calendar day), except
 * that a zero distance reads "now".
 *
 * @example formatRelativeTime('2024-05-01T09:00:00Z', { now: Date.parse('2024-05-01T12:30:00Z') }) // '3 hours ago'
 */
export function formatRelativeTime(date: Date | number | string, options: RelativeOptions = {}): string {
  const { value, unit } = relativeTime(date, options.now ?? Date.now());
  const numeric = value === 0 ? 'auto' : 'always';
  return new Intl.RelativeTimeFormat(options.locale ?? 'en-US', { numeric, style: options.style ?? 'long' }).format(
    value,
    unit,
  );
}

function toTime(value: Date | number | string): number {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) throw new RangeError(`Not a valid date: ${String(value)}`);
  return time;
}
