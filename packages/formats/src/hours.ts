/**
 * Day codes of an hours-of-operation entry, as the spec lists them: "0 Sunday, 1 to 5 weekdays, 6 to 7
 * weekend, 8 weekend group". Read literally Sunday has two codes, 0 (the JavaScript `getDay` numbering) and
 * 7 (the ISO numbering), 6 is Saturday, and 8 stands for Saturday and Sunday together. There is no code for
 * a Monday-to-Friday group. Both Sunday codes are accepted and compare as the same day.
 */
export const DAY_CODES = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sundayIso: 7,
  weekend: 8,
} as const;

export type DayCode = (typeof DAY_CODES)[keyof typeof DAY_CODES];

/** Weekday group, in `getDay` numbers: Monday to Friday. */
export const WEEKDAY_DAYS: readonly number[] = [1, 2, 3, 4, 5];
/** Weekend group, in `getDay` numbers: Saturday and Sunday. */
export const WEEKEND_DAYS: readonly number[] = [6, 0];

/**
 * The calendar days (`getDay` numbers, 0 Sunday) a day code covers.
 *
 * @example daysOfCode(DAY_CODES.weekend) // [6, 0]
 */
export function daysOfCode(code: number): readonly number[] {
  if (!Number.isInteger(code) || code < 0 || code > 8) throw new RangeError(`Unknown day code ${code}`);
  if (code === DAY_CODES.weekend) return WEEKEND_DAYS;
  return [code === DAY_CODES.sundayIso ? 0 : code];
}

/**
 * Which group a day (`getDay` number, 0 Sunday) belongs to.
 *
 * @example weekdayGroup(6) // 'weekend'
 */
export function weekdayGroup(day: number): 'weekdays' | 'weekend' {
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new RangeError(`Not a day of the week: ${day}`);
  return WEEKDAY_DAYS.includes(day) ? 'weekdays' : 'weekend';
}

export type Clock = 'am' | 'pm';

/** A time as the hours-of-operation form holds it: hours 1 to 12, minutes, am or pm. */
export interface Time12 {
  hours: number;
  minutes: number;
  clock: Clock;
}

/** A range with 24-hour 'HH:MM' times. An end of '00:00' (or '24:00') means midnight at the end of the day. */
export interface HoursRange {
  day: number;
  start: string;
  end: string;
}

/** A range as the form's 12-hour inputs hold it; `working24` marks a round-the-clock day. */
export interface HoursRange12 {
  day: number;
  open: Time12;
  close: Time12;
  working24?: boolean;
}

/**
 * The correct 12-hour to 24-hour conversion (12 am is 0, 12 pm is 12), for display and storage.
 *
 * @example to24Hour(12, 'pm') // 12
 */
export function to24Hour(hours: number, clock: Clock): number {
  checkHours12(hours, clock);
  return (hours % 12) + (clock === 'pm' ? 12 : 0);
}

/**
 * The hour the conflict check compares, which is NOT the real hour for noon: the spec's rule is that
 * "12 am and 12 pm are treated as hour 00 for comparison". Kept exactly as specified, so a range starting
 * at 12 pm compares like one starting at midnight; use {@link to24Hour} for anything but the check.
 *
 * @example to24HourForComparison(12, 'pm') // 0
 */
export function to24HourForComparison(hours: number, clock: Clock): number {
  checkHours12(hours, clock);
  if (hours === 12) return 0;
  return clock === 'pm' ? hours + 12 : hours;
}

function checkHours12(hours: number, clock: Clock): void {
  if (!Number.isInteger(hours) || hours < 1 || hours > 12 || (clock !== 'am' && clock !== 'pm')) {
    throw new RangeError(`Not a 12-hour time: ${hours} ${clock}`);
  }
}

const TIME_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MIDNIGHT_END = 24 * 60;
const LAST_MINUTE = 23 * 60 + 59;

/**
 * Minutes since midnight of a 24-hour 'HH:MM' time, or null when malformed.
 *
 * @example parseTime24('09:30') // 570
 */
export function parseTime24(value: string): number | null {
  const match = TIME_24.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

interface Interval {
  days: readonly number[];
  start: number;
  end: number;
  allDay: boolean;
}

// A 24-hour range is 00:00 to midnight (written 00:00 or 24:00) or 00:00 to 23:59: forms that cannot say
// 24:00 store the last minute instead, and both mean open all day.
function intervalOf(range: HoursRange | HoursRange12): Interval {
  const days = daysOfCode(range.day);
  if ('open' in range) {
    const start = to24HourForComparison(range.open.hours, range.open.clock) * 60 + checkMinutes(range.open.minutes);
    const end = to24HourForComparison(range.close.hours, range.close.clock) * 60 + checkMinutes(range.close.minutes);
    // No end-of-day remapping here: the spec defines the compared value of 12 am/pm as hour 00.
    const allDay = range.working24 === true || (start === 0 && (end === 0 || end === LAST_MINUTE));
    return { days, start, end, allDay };
  }
  const start = parseTime24(range.start);
  const end = range.end === '24:00' || range.end === '00:00' ? MIDNIGHT_END : parseTime24(range.end);
  if (start === null || end === null) throw new RangeError(`Not a HH:MM range: ${range.start}-${range.end}`);
  return { days, start, end, allDay: start === 0 && (end === MIDNIGHT_END || end === LAST_MINUTE) };
}

function checkMinutes(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) throw new RangeError(`Not minutes: ${minutes}`);
  return minutes;
}

const inside = (t: number, r: Interval): boolean => r.start < t && t < r.end;

function intervalsConflict(a: Interval, b: Interval): boolean {
  if (!a.days.some((day) => b.days.includes(day))) return false;
  if (a.allDay || b.allDay) return true;
  if (a.start === b.start && a.end === b.end) return true;
  return inside(b.start, a) || inside(b.end, a) || inside(a.start, b) || inside(a.end, b);
}

/**
 * The spec's conflict rule for two ranges on a shared day: either is a 24-hour range, they are identical,
 * or one starts or ends strictly inside the other (back-to-back ranges such as 09:00-12:00 and 12:00-15:00
 * are fine). Day codes are expanded first, so the weekend group (8) conflicts with Saturday or Sunday and
 * the two Sunday codes meet. Throws RangeError on malformed times or day codes.
 *
 * @example rangesConflict({ day: 1, start: '09:00', end: '12:00' }, { day: 1, start: '11:00', end: '13:00' }) // true
 */
export function rangesConflict(a: HoursRange | HoursRange12, b: HoursRange | HoursRange12): boolean {
  return intervalsConflict(intervalOf(a), intervalOf(b));
}

export interface HoursConflict {
  /** Index of the earlier range of the pair in the input. */
  first: number;
  /** Index of the later range of the pair in the input. */
  second: number;
}

/**
 * The first conflicting pair in input order (lowest first index, then lowest second index), or null.
 *
 * @example findFirstConflict([{ day: 1, start: '09:00', end: '17:00' }, { day: 1, start: '00:00', end: '00:00' }]) // { first: 0, second: 1 }
 */
export function findFirstConflict(ranges: ReadonlyArray<HoursRange | HoursRange12>): HoursConflict | null {
  const intervals = ranges.map(intervalOf);
  for (let i = 0; i < intervals.length; i++) {
    for (let j = i + 1; j < intervals.length; j++) {
      if (intervalsConflict(intervals[i] as Interval, intervals[j] as Interval)) return { first: i, second: j };
    }
  }
  return null;
}

/** Minutes since Sunday 00:00 and the `getDay` number of an instant, in a time zone. */
function weekClock(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether hours of operation (24-hour ranges) are open at an instant, read in the community's time
 * zone: a range is open from its start minute up to, not including, its end minute; an end of
 * '00:00' or '24:00' runs to midnight. No ranges at all means closed; `null` hours mean any hour.
 *
 * @example hoursAllow([{ day: 1, start: '09:00', end: '17:00' }], new Date('2026-11-23T10:00:00Z'), 'UTC') // true
 */
export function hoursAllow(ranges: readonly HoursRange[] | null, at: Date, timeZone: string): boolean {
  if (ranges === null) return true;
  const { day, minute } = weekClock(at, timeZone);
  return ranges.some((range) => {
    const interval = intervalOf(range);
    return interval.days.includes(day) && (interval.allDay || (interval.start <= minute && minute < interval.end));
  });
}

/** A window of access: from, until (open-ended when null) and optional hours of operation. */
export interface AccessWindow {
  validFrom: Date;
  validUntil: Date | null;
  schedule: readonly HoursRange[] | null;
}

/**
 * The one rule of when an access window lets its holder in: at or after its start, before its end,
 * and inside its hours. A lock applies it to the entries it holds; the portal's explanations apply
 * the same function to the grants, so the two cannot disagree.
 *
 * @example windowAllows({ validFrom: new Date(0), validUntil: null, schedule: null }, new Date(), 'UTC') // true
 */
export function windowAllows(window: AccessWindow, at: Date, timeZone: string): boolean {
  if (at.getTime() < window.validFrom.getTime()) return false;
  if (window.validUntil && at.getTime() >= window.validUntil.getTime()) return false;
  return hoursAllow(window.schedule, at, timeZone);
}
