import type { HoursEntry } from '@lintel/contracts/hours';
import { DAY_CODES, WEEKDAY_DAYS } from '@lintel/formats/hours';
import type { IntlShape } from 'react-intl';
import { hoursMessages as m } from './hours.messages.ts';

type Time12 = HoursEntry['openTime'];

/**
 * The day codes the hours editor offers (part 3 section 3): 0 Sunday to 6 Saturday and 8 the
 * weekend. 7 (Sunday in the ISO numbering) is the same day as 0: it is shown, never offered.
 */
export const DAY_CHOICES = [0, 1, 2, 3, 4, 5, 6, DAY_CODES.weekend] as const;

/** A day code's name in the user's language ('Monday', or 'Mon' short); 8 is the weekend. */
export function dayName(intl: IntlShape, code: number, style: 'long' | 'short' = 'long'): string {
  if (code === DAY_CODES.weekend) return intl.formatMessage(m.weekend);
  // 1 January 2023 was a Sunday: day code n is n days later (7, ISO Sunday, lands on a Sunday too).
  return intl.formatDate(Date.UTC(2023, 0, 1 + code), { weekday: style, timeZone: 'UTC' });
}

/** '9:00 am': the spec's 12-hour time as the form holds it, never broken across two lines. */
function time12(intl: IntlShape, time: Time12): string {
  return intl
    .formatMessage(m.time12, { hours: time.hours, minutes: String(time.minutes).padStart(2, '0'), clock: time.clock })
    .replaceAll(' ', '\u00a0');
}

/** Where a day code sits in a week read Monday first: Sunday after Saturday, the weekend last. */
const weekOrder = (code: number) => (code === DAY_CODES.sunday ? 7 : code);

/** The days of a group of entries: 'Weekdays' for Monday to Friday, the short day names otherwise. */
function daysText(intl: IntlShape, codes: number[]): string {
  const days = [...new Set(codes.map((code) => (code === DAY_CODES.sundayIso ? DAY_CODES.sunday : code)))];
  const weekdays = WEEKDAY_DAYS.every((day) => days.includes(day));
  const rest = (weekdays ? days.filter((day) => !WEEKDAY_DAYS.includes(day)) : days).sort(
    (a, b) => weekOrder(a) - weekOrder(b),
  );
  const names = rest.map((day) => dayName(intl, day, 'short'));
  return (weekdays ? [intl.formatMessage(m.weekdays), ...names] : names).join(', ');
}

/**
 * Hours of operation in a few words, one line per range: 'Weekdays 9:00 am–5:00 pm', 'Sat, Sun 24
 * hours'; entries with the same hours share a line. None: 'Any hour'.
 */
export function hoursLines(intl: IntlShape, hours: readonly HoursEntry[] | null | undefined): string[] {
  if (!hours || hours.length === 0) return [intl.formatMessage(m.anyHour)];
  const groups = new Map<string, { entry: HoursEntry; days: number[] }>();
  for (const entry of hours) {
    const key = entry.working24 ? '24' : `${minutesOf(entry.openTime)}-${minutesOf(entry.closeTime)}`;
    const group = groups.get(key) ?? { entry, days: [] };
    group.days.push(entry.days);
    groups.set(key, group);
  }
  // Round-the-clock days first, then the ranges by their opening time.
  const start = (entry: HoursEntry) => (entry.working24 ? -1 : minutesOf(entry.openTime));
  return [...groups.values()]
    .sort((a, b) => start(a.entry) - start(b.entry))
    .map(({ entry, days }) =>
      entry.working24
        ? intl.formatMessage(m.hoursAllDay, { days: daysText(intl, days) })
        : intl.formatMessage(m.hoursRange, {
            days: daysText(intl, days),
            open: time12(intl, entry.openTime),
            // A word joiner: a narrow cell breaks the line after the days, never after the dash.
            close: `\u2060${time12(intl, entry.closeTime)}`,
          }),
    );
}

/** Minutes since midnight (12 am is 0, 12 pm noon), to order ranges. */
function minutesOf(time: Time12): number {
  return ((time.hours % 12) + (time.clock === 'pm' ? 12 : 0)) * 60 + time.minutes;
}

/** A new entry: the day after the last one (Monday first) with its hours, 9 am to 5 pm for the first. */
export function nextHoursEntry(last: HoursEntry | undefined): HoursEntry {
  if (!last) {
    return {
      days: DAY_CODES.monday,
      openTime: { hours: 9, minutes: 0, clock: 'am' },
      closeTime: { hours: 5, minutes: 0, clock: 'pm' },
      working24: false,
    };
  }
  const days = last.days >= DAY_CODES.saturday ? DAY_CODES.sunday : last.days + 1;
  return {
    days,
    openTime: { ...last.openTime },
    closeTime: { ...last.closeTime },
    working24: last.working24 ?? false,
  };
}
