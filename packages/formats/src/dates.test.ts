import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  endOfDayIso,
  filterFromIso,
  filterToIso,
  formatUsDate,
  isDateOnly,
  isFutureDate,
  parseUsDate,
  startOfDayIso,
} from './dates.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const fields = fc.tuple(
  fc.integer({ min: 0, max: 9999 }),
  fc.integer({ min: 0, max: 13 }),
  fc.integer({ min: 0, max: 32 }),
);

// Independent oracle: let Date build the day and see whether it rolled over.
function dateExists(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const realDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('isDateOnly', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2000-02-29')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-5-1',
      '24-05-01',
      '2024-05-01T00:00:00Z',
      ' 2024-05-01',
      '2024/05/01',
      '',
    ]) {
      expect(isDateOnly(bad)).toBe(false);
    }
  });

  it('agrees with the Date roll-over oracle', () => {
    fc.assert(
      fc.property(fields, ([y, m, d]) => isDateOnly(`${pad(y, 4)}-${pad(m)}-${pad(d)}`) === dateExists(y, m, d)),
      { numRuns: 2000 },
    );
  });
});

describe('start and end of day', () => {
  it('uses the part 2/3 suffixes and the part 1 filter suffixes', () => {
    expect(startOfDayIso('2024-05-01')).toBe('2024-05-01T00:00:00Z');
    expect(endOfDayIso('2024-05-01')).toBe('2024-05-01T23:59:59Z');
    expect(filterFromIso('2024-05-01')).toBe('2024-05-01T00:00:00.0Z');
    expect(filterToIso('2024-05-01')).toBe('2024-05-01T23:59:59.0Z');
  });

  it('rejects impossible or malformed dates', () => {
    for (const bad of ['2024-02-30', '2024-13-01', '05/01/2024', '', '2024-05-01 ']) {
      expect(startOfDayIso(bad)).toBeNull();
      expect(endOfDayIso(bad)).toBeNull();
      expect(filterFromIso(bad)).toBeNull();
      expect(filterToIso(bad)).toBeNull();
    }
  });

  it('round-trips through Date and spans the day', () => {
    fc.assert(
      fc.property(realDate, (day) => {
        const start = Date.parse(startOfDayIso(day) as string);
        const end = Date.parse(endOfDayIso(day) as string);
        return (
          new Date(start).toISOString() === `${day}T00:00:00.000Z` &&
          new Date(end).toISOString() === `${day}T23:59:59.000Z` &&
          end - start === 86_399_000 &&
          Date.parse(filterFromIso(day) as string) === start &&
          Date.parse(filterToIso(day) as string) === end
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('US dates', () => {
  it('parses MM/DD/YYYY strictly', () => {
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('12/31/1999')).toBe('1999-12-31');
    for (const bad of [
      '02/29/2023',
      '13/01/2024',
      '00/10/2024',
      '2/9/2024',
      '02-09-2024',
      '02/09/24',
      '2024-02-09',
      ' 02/09/2024',
      '02/09/2024x',
    ]) {
      expect(parseUsDate(bad)).toBeNull();
    }
  });

  it('formats and parses back to the same day', () => {
    expect(formatUsDate('2024-05-01')).toBe('05/01/2024');
    expect(formatUsDate('2024-02-30')).toBeNull();
    fc.assert(
      fc.property(realDate, (day) => parseUsDate(formatUsDate(day) as string) === day),
      { numRuns: 1000 },
    );
  });

  it('accepts exactly the real dates', () => {
    fc.assert(
      fc.property(
        fields,
        ([y, m, d]) => (parseUsDate(`${pad(m)}/${pad(d)}/${pad(y, 4)}`) !== null) === dateExists(y, m, d),
      ),
      { numRuns: 1000 },
    );
  });
});

describe('daysBetween and isFutureDate', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(() => daysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });

  it('matches millisecond arithmetic', () => {
    fc.assert(
      fc.property(
        realDate,
        realDate,
        (a, b) => daysBetween(a, b) === (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
      ),
      { numRuns: 1000 },
    );
  });

  it('allows today and the past, not tomorrow', () => {
    const now = Date.parse('2024-05-01T12:00:00Z');
    expect(isFutureDate('2024-05-01', now, 'UTC')).toBe(false);
    expect(isFutureDate('2024-04-30', now, 'UTC')).toBe(false);
    expect(isFutureDate('2024-05-02', now, 'UTC')).toBe(true);
    // 02:00 UTC is still the previous evening in New York.
    expect(isFutureDate('2024-05-01', Date.parse('2024-05-01T02:00:00Z'), 'America/New_York')).toBe(true);
    expect(() => isFutureDate('tomorrow', now)).toThrow(RangeError);
  });

  it('calls a day future exactly when it is after the UTC date of now', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: 0, max: 253_402_300_799_000 }), (day, now) => {
        const today = new Date(now).toISOString().slice(0, 10);
        return isFutureDate(day, now, 'UTC') === Date.parse(day) > Date.parse(today);
      }),
      { numRuns: 500 },
    );
  });
});
