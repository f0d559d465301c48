import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { checkHours } from './hours.ts';

type Clock = 'am' | 'pm';
interface Time {
  hours: number;
  minutes: number;
  clock: Clock;
}
interface Entry {
  days: number;
  openTime: Time;
  closeTime: Time;
  working24: boolean;
}

const time = (hours: number, clock: Clock, minutes = 0): Time => ({ hours, minutes, clock });
const entry = (days: number, openTime: Time, closeTime: Time, working24 = false): Entry => ({
  days,
  openTime,
  closeTime,
  working24,
});

/** Minutes since midnight on the true clock (12 am is 0, 12 pm is noon), written here independently of the code. */
const trueMinutes = (t: Time) => ((t.hours === 12 ? 0 : t.hours) + (t.clock === 'pm' ? 12 : 0)) * 60 + t.minutes;
/** The calendar days a day code covers: 7 is Sunday again, 8 the weekend. */
const daysOf = (code: number) => (code === 8 ? [6, 0] : [code === 7 ? 0 : code]);
/** The true interval of an entry: a close at 12 am is the end of the day. */
function interval(e: Entry): [number, number] {
  if (e.working24) return [0, 1440];
  const close = trueMinutes(e.closeTime);
  return [trueMinutes(e.openTime), close === 0 ? 1440 : close];
}

/** Whether two entries really share a minute on a shared day (back to back does not). */
function reallyOverlap(a: Entry, b: Entry): boolean {
  if (!daysOf(a.days).some((day) => daysOf(b.days).includes(day))) return false;
  const [aStart, aEnd] = interval(a);
  const [bStart, bEnd] = interval(b);
  return aStart < bEnd && bStart < aEnd;
}

const conflictPaths = (hours: Entry[]): string[] | null => {
  try {
    checkHours(hours);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('HOURS_CONFLICT');
    return ((error as AppError).options.issues ?? []).map((issue) => issue.path);
  }
};

// Entries the contract accepts: the close after the open on the true clock, or 12 am (the end of the day).
const timeArb = fc.record({
  hours: fc.integer({ min: 1, max: 12 }),
  minutes: fc.constantFrom(0, 15, 30, 45),
  clock: fc.constantFrom<Clock>('am', 'pm'),
});
const entryArb = fc
  .record({ days: fc.integer({ min: 0, max: 8 }), openTime: timeArb, closeTime: timeArb, working24: fc.boolean() })
  .filter((e) => {
    if (e.working24) return true;
    const close = trueMinutes(e.closeTime);
    return close === 0 || close > trueMinutes(e.openTime);
  });

describe('the hours-of-operation rule (part 3 section 5)', () => {
  it("reports the spec's cases on both entries of the first conflicting pair", () => {
    // One starts inside the other; the first pair in input order is the one reported.
    expect(
      conflictPaths([
        entry(1, time(9, 'am'), time(1, 'pm')),
        entry(1, time(11, 'am'), time(3, 'pm')),
        entry(1, time(10, 'am'), time(2, 'pm')),
      ]),
    ).toEqual(['hours.0', 'hours.1']);
    // A 24-hour range conflicts with anything on its day; identical ranges conflict.
    expect(
      conflictPaths([entry(3, time(8, 'am'), time(9, 'am')), entry(3, time(1, 'am'), time(2, 'am'), true)]),
    ).toEqual(['hours.0', 'hours.1']);
    expect(conflictPaths([entry(3, time(8, 'am'), time(9, 'am')), entry(3, time(8, 'am'), time(9, 'am'))])).toEqual([
      'hours.0',
      'hours.1',
    ]);
    // 12 pm compares as hour 00: noon to 1 pm swallows the morning, as the spec reads.
    expect(conflictPaths([entry(5, time(12, 'pm'), time(1, 'pm')), entry(5, time(9, 'am'), time(10, 'am'))])).toEqual([
      'hours.0',
      'hours.1',
    ]);
    // Back to back, and different days, are fine.
    expect(conflictPaths([entry(1, time(9, 'am'), time(12, 'pm')), entry(1, time(1, 'pm'), time(5, 'pm'))])).toBeNull();
    expect(conflictPaths([entry(1, time(9, 'am'), time(5, 'pm')), entry(2, time(9, 'am'), time(5, 'pm'))])).toBeNull();
  });

  it('refuses what the literal comparison lets through: a range ending at 12 pm with another inside it (D241)', () => {
    expect(conflictPaths([entry(2, time(9, 'am'), time(12, 'pm')), entry(2, time(10, 'am'), time(11, 'am'))])).toEqual([
      'hours.0',
      'hours.1',
    ]);
  });

  it('never accepts a week with two ranges that really overlap', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 6 }), (hours) => {
        if (conflictPaths(hours) !== null) return;
        for (let i = 0; i < hours.length; i++) {
          for (let j = i + 1; j < hours.length; j++) {
            expect(reallyOverlap(hours[i] as Entry, hours[j] as Entry), JSON.stringify([hours[i], hours[j]])).toBe(
              false,
            );
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
