import { type DateInput, zonedParts } from './zoned.ts';

/** The portal's display formats; `date` (MM/DD/YYYY) is the default. Text in [brackets] is literal. */
export const DATE_FORMATS = {
  date: 'MM/DD/YYYY',
  dateTime: 'MM/DD/YYYY hh:mm A',
  time: 'hh:mm A',
  shortDate: 'MMM D, YYYY',
  shortDateTime: 'MMM D, YYYY h:mm A',
  longDate: 'MMMM D, YYYY',
  weekdayDate: 'dddd, MMMM D, YYYY',
  monthYear: 'MMMM YYYY',
  isoDate: 'YYYY-MM-DD',
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// Longer tokens come first in the alternation so 'MMMM' is not read as 'MM' twice. An unclosed '[' runs to
// the end of the pattern: requiring the ']' would rescan the rest from every '[' (quadratic time).
const TOKENS = /\[[^\]]*(?:\]|$)|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|ss|A|a/g;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats a moment with a pattern of YYYY YY MMMM MMM MM M DD D dddd ddd HH H hh h mm ss A a tokens, in
 * English, in a time zone (default: the runtime's, i.e. the user's in the browser). A YYYY-MM-DD string is
 * shown as that calendar day wherever the user is. Throws RangeError on an invalid date.
 *
 * @example formatDate('2024-05-01T17:05:00Z', DATE_FORMATS.dateTime, 'UTC') // '05/01/2024 05:05 PM'
 */
export function formatDate(value: DateInput, pattern: string = DATE_FORMATS.date, timeZone?: string): string {
  const p = zonedParts(value, timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(p.year, 4);
      case 'YY':
        return pad(p.year % 100);
      case 'MMMM':
        return MONTHS[p.month - 1] ?? '';
      case 'MMM':
        return (MONTHS[p.month - 1] ?? '').slice(0, 3);
      case 'MM':
        return pad(p.month);
      case 'M':
        return String(p.month);
      case 'DD':
        return pad(p.day);
      case 'D':
        return String(p.day);
      case 'dddd':
        return DAYS[p.weekday] ?? '';
      case 'ddd':
        return (DAYS[p.weekday] ?? '').slice(0, 3);
      case 'HH':
        return pad(p.hour);
      case 'H':
        return String(p.hour);
      case 'hh':
        return pad(hour12);
      case 'h':
        return String(hour12);
      case 'mm':
        return pad(p.minute);
      case 'ss':
        return pad(p.second);
      case 'A':
        return p.hour < 12 ? 'AM' : 'PM';
      case 'a':
        return p.hour < 12 ? 'am' : 'pm';
      default:
        return token.slice(1, token.endsWith(']') ? -1 : undefined);
    }
  });
}
