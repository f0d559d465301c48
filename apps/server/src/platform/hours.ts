import type { HoursEntry } from '@lintel/contracts/hours';
import { findFirstConflict, type HoursRange, type HoursRange12, to24Hour } from '@lintel/formats/hours';
import { AppError } from './errors.ts';

/** An entry as the contract's parse leaves it (working24 defaulted). */
type Entry = HoursEntry & { working24: boolean };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Hours of operation as a lock or a schedule applies them: 24-hour ranges with the correct 12-hour
 * conversion (12 am is 0, 12 pm is noon); a close of 12 am is midnight at the end of the day.
 *
 * @example hoursAsRanges([{ days: 1, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' }, working24: false }]) // [{ day: 1, start: '09:00', end: '17:00' }]
 */
export function hoursAsRanges(hours: readonly Entry[]): HoursRange[] {
  return hours.map((entry) => {
    if (entry.working24) return { day: entry.days, start: '00:00', end: '24:00' };
    const open = to24Hour(entry.openTime.hours, entry.openTime.clock) * 60 + entry.openTime.minutes;
    const close = to24Hour(entry.closeTime.hours, entry.closeTime.clock) * 60 + entry.closeTime.minutes;
    return { day: entry.days, start: hhmm(open), end: close === 0 ? '24:00' : hhmm(close) };
  });
}

/**
 * Part 3 section 5 (and part 2 line 151): two ranges on the same day conflict if either is 24-hour,
 * they are identical, or one starts or ends inside the other; the first conflicting pair is reported,
 * on both of its entries (D217): by the spec's comparison (12 am and 12 pm as hour 00), then by the
 * true hours (D241). `path` is where the entries sit in the body.
 *
 * @example checkHours(input.hours); // throws HOURS_CONFLICT with issues at hours.0 and hours.2
 */
export function checkHours(hours: readonly Entry[] | null | undefined, path = 'hours'): void {
  if (!hours) return;
  const conflict =
    findFirstConflict(
      hours.map(
        (entry): HoursRange12 => ({
          day: entry.days,
          open: entry.openTime,
          close: entry.closeTime,
          working24: entry.working24,
        }),
      ),
    ) ??
    // The spec's comparison reads a close at 12 pm as 00:00, which lets a range ending at noon pass
    // a range inside it (9 am to 12 pm and 10 to 11 am). The same rule on the true hours catches what
    // the literal reading lets through (D241), so an accepted week never holds two overlapping ranges.
    findFirstConflict(hoursAsRanges(hours));
  if (!conflict) return;
  throw new AppError('HOURS_CONFLICT', {
    issues: [
      { path: `${path}.${conflict.first}`, message: `conflicts with hours ${conflict.second + 1}` },
      { path: `${path}.${conflict.second}`, message: `conflicts with hours ${conflict.first + 1}` },
    ],
  });
}
