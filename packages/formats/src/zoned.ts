/** Wall-clock fields of an instant in one time zone. `weekday` is 0 for Sunday, as `Date#getDay`. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export type DateInput = Date | number | string;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Reads the calendar and clock fields of a moment in a time zone (default: the runtime's). A YYYY-MM-DD
 * string is a calendar date, not a moment: its fields are returned as written, at midnight, because
 * converting it through UTC would show the previous day west of Greenwich. Supports years 1 to 9999.
 *
 * @example zonedParts('2024-05-01T03:00:00Z', 'America/New_York').day // 30
 */
export function zonedParts(value: DateInput, timeZone?: string): ZonedParts {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
        throw new RangeError(`Not a valid date: ${value}`);
      }
      return { year, month, day, hour: 0, minute: 0, second: 0, weekday: date.getUTCDay() };
    }
  }
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) throw new RangeError(`Not a valid date: ${String(value)}`);
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(time)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: WEEKDAYS.indexOf(fields.weekday ?? ''),
  };
}

/**
 * The calendar date (YYYY-MM-DD) of a moment in a time zone (default: the runtime's).
 *
 * @example toDateOnly(Date.parse('2024-05-01T03:00:00Z'), 'America/New_York') // '2024-04-30'
 */
export function toDateOnly(value: DateInput, timeZone?: string): string {
  const { year, month, day } = zonedParts(value, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
