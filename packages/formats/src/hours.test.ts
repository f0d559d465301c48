import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_CODES,
  daysOfCode,
  findFirstConflict,
  type HoursRange,
  type HoursRange12,
  hoursAllow,
  parseTime24,
  rangesConflict,
  to24Hour,
  to24HourForComparison,
  WEEKDAY_DAYS,
  WEEKEND_DAYS,
  weekdayGroup,
  windowAllows,
} from './hours.ts';

const r = (day: number, start: string, end: string): HoursRange => ({ day, start, end });
const t12 = (hours: number, minutes: number, clock: 'am' | 'pm') => ({ hours, minutes, clock });
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('day codes and weekday groups', () => {
  it('models the spec codes, including both Sunday codes and the weekend group', () => {
    expect(daysOfCode(DAY_CODES.sunday)).toEqual([0]);
    expect(daysOfCode(DAY_CODES.sundayIso)).toEqual([0]);
    expect(daysOfCode(DAY_CODES.friday)).toEqual([5]);
    expect(daysOfCode(DAY_CODES.saturday)).toEqual([6]);
    expect(daysOfCode(DAY_CODES.weekend)).toEqual([6, 0]);
    expect(() => daysOfCode(9)).toThrow(RangeError);
    expect(() => daysOfCode(1.5)).toThrow(RangeError);
  });

  it('groups Monday to Friday as weekdays and Saturday and Sunday as weekend', () => {
    expect(WEEKDAY_DAYS).toEqual([1, 2, 3, 4, 5]);
    expect(WEEKEND_DAYS).toEqual([6, 0]);
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayGroup)).toEqual([
      'weekend',
      'weekdays',
      'weekdays',
      'weekdays',
      'weekdays',
      'weekdays',
      'weekend',
    ]);
    expect(() => weekdayGroup(7)).toThrow(RangeError);
  });
});

describe('12-hour conversion', () => {
  it('converts correctly for display', () => {
    expect(to24Hour(12, 'am')).toBe(0);
    expect(to24Hour(12, 'pm')).toBe(12);
    expect(to24Hour(1, 'pm')).toBe(13);
    expect(to24Hour(11, 'am')).toBe(11);
  });

  it('treats 12 am and 12 pm as hour 00 for comparison, as the spec says', () => {
    expect(to24HourForComparison(12, 'am')).toBe(0);
    expect(to24HourForComparison(12, 'pm')).toBe(0);
    expect(to24HourForComparison(1, 'pm')).toBe(13);
    expect(to24HourForComparison(11, 'pm')).toBe(23);
    expect(to24HourForComparison(9, 'am')).toBe(9);
    expect(() => to24HourForComparison(13, 'pm')).toThrow(RangeError);
    expect(() => to24HourForComparison(0, 'am')).toThrow(RangeError);
  });

  it('differs from the real hour only at noon', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom<'am' | 'pm'>('am', 'pm'), (h, clock) => {
        const same = to24HourForComparison(h, clock) === to24Hour(h, clock);
        return same === !(h === 12 && clock === 'pm');
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseTime24', () => {
  it('reads HH:MM', () => {
    expect(parseTime24('09:30')).toBe(570);
    expect(parseTime24('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:30', '09:60', '0930', '09:30:00', '']) expect(parseTime24(bad)).toBeNull();
  });
});

describe('rangesConflict', () => {
  it('flags 24-hour ranges against anything on the same day', () => {
    expect(rangesConflict(r(1, '00:00', '00:00'), r(1, '09:00', '10:00'))).toBe(true);
    expect(rangesConflict(r(1, '00:00', '23:59'), r(1, '23:59', '00:00'))).toBe(true);
    expect(rangesConflict(r(1, '00:00', '24:00'), r(1, '00:00', '24:00'))).toBe(true);
    expect(rangesConflict(r(1, '00:00', '00:00'), r(2, '09:00', '10:00'))).toBe(false);
  });

  it('flags identical ranges and ranges that start or end inside another', () => {
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '09:00', '12:00'))).toBe(true);
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '11:00', '13:00'))).toBe(true);
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '08:00', '10:00'))).toBe(true);
    expect(rangesConflict(r(1, '09:00', '17:00'), r(1, '10:00', '11:00'))).toBe(true);
    expect(rangesConflict(r(1, '10:00', '11:00'), r(1, '09:00', '17:00'))).toBe(true);
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '09:00', '10:00'))).toBe(true);
  });

  it('lets back-to-back and separate ranges through', () => {
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '12:00', '15:00'))).toBe(false);
    expect(rangesConflict(r(1, '09:00', '12:00'), r(1, '13:00', '15:00'))).toBe(false);
    expect(rangesConflict(r(1, '09:00', '12:00'), r(2, '09:00', '12:00'))).toBe(false);
  });

  it('reads an end of 00:00 as midnight at the end of the day', () => {
    expect(rangesConflict(r(1, '18:00', '00:00'), r(1, '20:00', '22:00'))).toBe(true);
    expect(rangesConflict(r(1, '18:00', '00:00'), r(1, '09:00', '18:00'))).toBe(false);
  });

  it('expands the weekend group and the two Sunday codes', () => {
    expect(rangesConflict(r(8, '10:00', '12:00'), r(6, '11:00', '13:00'))).toBe(true);
    expect(rangesConflict(r(8, '10:00', '12:00'), r(0, '11:00', '13:00'))).toBe(true);
    expect(rangesConflict(r(7, '10:00', '12:00'), r(0, '11:00', '13:00'))).toBe(true);
    expect(rangesConflict(r(8, '10:00', '12:00'), r(5, '11:00', '13:00'))).toBe(false);
  });

  it('compares 12-hour ranges with the spec rule, noon oddity included', () => {
    const range12 = (
      day: number,
      open: ReturnType<typeof t12>,
      close: ReturnType<typeof t12>,
      working24 = false,
    ): HoursRange12 => ({
      day,
      open,
      close,
      working24,
    });
    expect(
      rangesConflict(range12(1, t12(9, 0, 'am'), t12(11, 0, 'am')), range12(1, t12(10, 0, 'am'), t12(1, 0, 'pm'))),
    ).toBe(true);
    expect(
      rangesConflict(range12(1, t12(9, 0, 'am'), t12(11, 0, 'am')), range12(1, t12(1, 0, 'pm'), t12(5, 0, 'pm'))),
    ).toBe(false);
    // 12:00 pm compares as 00:00, so noon to 1 pm looks like midnight to 1 pm and swallows the morning.
    expect(
      rangesConflict(range12(1, t12(12, 0, 'pm'), t12(1, 0, 'pm')), range12(1, t12(9, 0, 'am'), t12(11, 0, 'am'))),
    ).toBe(true);
    // 12 am to 11:59 pm, 12 am to 12 am and the working24 flag are all 24-hour ranges.
    expect(
      rangesConflict(range12(1, t12(12, 0, 'am'), t12(11, 59, 'pm')), range12(1, t12(3, 0, 'pm'), t12(4, 0, 'pm'))),
    ).toBe(true);
    expect(
      rangesConflict(range12(1, t12(12, 0, 'am'), t12(12, 0, 'am')), range12(1, t12(3, 0, 'pm'), t12(4, 0, 'pm'))),
    ).toBe(true);
    expect(
      rangesConflict(range12(1, t12(8, 0, 'am'), t12(9, 0, 'am'), true), range12(1, t12(3, 0, 'pm'), t12(4, 0, 'pm'))),
    ).toBe(true);
    expect(() =>
      rangesConflict(range12(1, t12(9, 60, 'am'), t12(10, 0, 'am')), range12(1, t12(1, 0, 'pm'), t12(2, 0, 'pm'))),
    ).toThrow(RangeError);
  });

  it('rejects malformed times and day codes', () => {
    expect(() => rangesConflict(r(1, '9:00', '10:00'), r(1, '11:00', '12:00'))).toThrow(RangeError);
    expect(() => rangesConflict(r(10, '09:00', '10:00'), r(1, '11:00', '12:00'))).toThrow(RangeError);
  });

  const minute = fc.integer({ min: 0, max: 1439 });
  const day = fc.integer({ min: 0, max: 8 });
  const range = fc.tuple(day, minute, minute).map(([d, a, b]) => r(d, hhmm(a), hhmm(b)));

  it('is symmetric', () => {
    fc.assert(
      fc.property(range, range, (a, b) => rangesConflict(a, b) === rangesConflict(b, a)),
      { numRuns: 2000 },
    );
  });

  it('equals plain interval overlap for ordinary ranges on one day', () => {
    // Positive-length ranges that are not 24-hour ones: the spec rule must mean "they overlap".
    const ordinary = fc
      .tuple(fc.integer({ min: 1, max: 1439 }), fc.integer({ min: 1, max: 1439 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    fc.assert(
      fc.property(ordinary, ordinary, ([s1, e1], [s2, e2]) => {
        const overlap = s1 < e2 && s2 < e1;
        return rangesConflict(r(3, hhmm(s1), hhmm(e1)), r(3, hhmm(s2), hhmm(e2))) === overlap;
      }),
      { numRuns: 2000 },
    );
  });

  it('never flags ranges on days that do not meet', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const meet = daysOfCode(a.day).some((d) => daysOfCode(b.day).includes(d));
        return meet || !rangesConflict(a, b);
      }),
      { numRuns: 1000 },
    );
  });

  it('finds the first conflicting pair in input order', () => {
    expect(findFirstConflict([])).toBeNull();
    expect(findFirstConflict([r(1, '09:00', '12:00'), r(1, '12:00', '15:00'), r(2, '09:00', '12:00')])).toBeNull();
    expect(
      findFirstConflict([
        r(1, '09:00', '12:00'),
        r(2, '09:00', '12:00'),
        r(2, '10:00', '11:00'),
        r(1, '11:00', '13:00'),
      ]),
    ).toEqual({ first: 0, second: 3 });
    expect(findFirstConflict([r(1, '09:00', '17:00'), r(1, '00:00', '00:00')])).toEqual({ first: 0, second: 1 });
  });

  it('reports the lexicographically first pair, which conflicts', () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 8 }), (ranges) => {
        const found = findFirstConflict(ranges);
        let expected: { first: number; second: number } | null = null;
        for (let i = 0; i < ranges.length && !expected; i++) {
          for (let j = i + 1; j < ranges.length && !expected; j++) {
            if (rangesConflict(ranges[i] as HoursRange, ranges[j] as HoursRange)) expected = { first: i, second: j };
          }
        }
        return JSON.stringify(found) === JSON.stringify(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('hoursAllow and windowAllows: the door rule', () => {
  const monday10 = new Date('2026-11-23T10:00:00Z');
  it('is open inside a range of the day, from its start minute up to its end minute', () => {
    expect(hoursAllow([{ day: 1, start: '09:00', end: '17:00' }], monday10, 'UTC')).toBe(true);
    expect(hoursAllow([{ day: 1, start: '10:00', end: '17:00' }], monday10, 'UTC')).toBe(true);
    expect(hoursAllow([{ day: 1, start: '08:00', end: '10:00' }], monday10, 'UTC')).toBe(false);
    expect(hoursAllow([{ day: 2, start: '00:00', end: '24:00' }], monday10, 'UTC')).toBe(false);
  });
  it('reads the hours in the community time zone, and any hour when there are none', () => {
    // 10:00 UTC is 05:00 in New York.
    expect(hoursAllow([{ day: 1, start: '09:00', end: '17:00' }], monday10, 'America/New_York')).toBe(false);
    expect(hoursAllow(null, monday10, 'UTC')).toBe(true);
    expect(hoursAllow([], monday10, 'UTC')).toBe(false);
  });
  it('lets in from the start of the window and not from its end', () => {
    const window = { validFrom: monday10, validUntil: new Date('2026-11-24T00:00:00Z'), schedule: null };
    expect(windowAllows(window, monday10, 'UTC')).toBe(true);
    expect(windowAllows(window, new Date('2026-11-23T09:59:59Z'), 'UTC')).toBe(false);
    expect(windowAllows(window, new Date('2026-11-24T00:00:00Z'), 'UTC')).toBe(false);
    expect(windowAllows({ ...window, validUntil: null }, new Date('2030-01-01T00:00:00Z'), 'UTC')).toBe(true);
  });
});
