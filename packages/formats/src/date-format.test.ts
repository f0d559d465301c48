import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './date-format.ts';

const moment = '2024-05-01T17:05:09Z';

describe('formatDate', () => {
  it('uses MM/DD/YYYY by default', () => {
    expect(formatDate(moment, undefined, 'UTC')).toBe('05/01/2024');
    expect(DATE_FORMATS.date).toBe('MM/DD/YYYY');
  });

  it('renders every named format', () => {
    const expected: Record<keyof typeof DATE_FORMATS, string> = {
      date: '05/01/2024',
      dateTime: '05/01/2024 05:05 PM',
      time: '05:05 PM',
      shortDate: 'May 1, 2024',
      shortDateTime: 'May 1, 2024 5:05 PM',
      longDate: 'May 1, 2024',
      weekdayDate: 'Wednesday, May 1, 2024',
      monthYear: 'May 2024',
      isoDate: '2024-05-01',
    };
    for (const [name, pattern] of Object.entries(DATE_FORMATS)) {
      expect(formatDate(moment, pattern, 'UTC')).toBe(expected[name as keyof typeof DATE_FORMATS]);
    }
  });

  it('converts to the requested time zone', () => {
    expect(formatDate('2024-05-01T03:00:00Z', DATE_FORMATS.dateTime, 'America/New_York')).toBe('04/30/2024 11:00 PM');
    expect(formatDate(Date.parse('2024-01-01T00:00:00Z'), 'h a', 'UTC')).toBe('12 am');
    expect(formatDate(Date.parse('2024-01-01T12:00:00Z'), 'hh:mm A ddd YY M/D H:mm:ss', 'UTC')).toBe(
      '12:00 PM Mon 24 1/1 12:00:00',
    );
  });

  it('shows date-only values on their own day', () => {
    expect(formatDate('2024-05-01', DATE_FORMATS.date, 'America/Los_Angeles')).toBe('05/01/2024');
  });

  it('keeps bracketed text literal', () => {
    expect(formatDate(moment, 'MMM D [at] h:mm a', 'UTC')).toBe('May 1 at 5:05 pm');
    expect(formatDate(moment, 'YYYY [MM', 'UTC')).toBe('2024 MM');
    expect(formatDate(moment, 'Q-YYYY', 'UTC')).toBe('Q-2024');
  });

  it('throws on an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('agrees with toISOString in UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_000 }), (t) => {
        const iso = new Date(t).toISOString();
        return formatDate(t, 'YYYY-MM-DD[T]HH:mm:ss', 'UTC') === iso.slice(0, 19);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the 12-hour clock consistently with the 24-hour one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_000 }), (t) => {
        const [h24, h12, ampm] = formatDate(t, 'H h A', 'UTC').split(' ').map(String);
        const hour = Number(h24);
        return Number(h12) === (hour % 12 || 12) && ampm === (hour < 12 ? 'AM' : 'PM');
      }),
      { numRuns: 1000 },
    );
  });
});
