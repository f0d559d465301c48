import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDateOnly, zonedParts } from './zoned.ts';

describe('zonedParts', () => {
  it('reads wall-clock fields in a time zone', () => {
    expect(zonedParts('2024-05-01T03:00:00Z', 'America/New_York')).toEqual({
      year: 2024,
      month: 4,
      day: 30,
      hour: 23,
      minute: 0,
      second: 0,
      weekday: 2,
    });
    expect(zonedParts(Date.parse('2024-01-01T00:30:00Z'), 'Asia/Kolkata').hour).toBe(6);
    expect(zonedParts(new Date('2024-05-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });

  it('keeps a date-only string on its calendar day in every zone', () => {
    expect(zonedParts('2024-05-01', 'America/Los_Angeles')).toEqual({
      year: 2024,
      month: 5,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 3,
    });
    expect(toDateOnly('2024-05-01', 'Pacific/Kiritimati')).toBe('2024-05-01');
    expect(() => zonedParts('2024-02-30')).toThrow(RangeError);
  });

  it('rejects invalid dates and zones', () => {
    expect(() => zonedParts('yesterday')).toThrow(RangeError);
    expect(() => zonedParts(Number.NaN)).toThrow(RangeError);
    expect(() => zonedParts(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('matches the UTC getters in UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_135_596_800_000, max: 253_402_300_799_000 }), (t) => {
        const d = new Date(t);
        const p = zonedParts(t, 'UTC');
        return (
          p.year === d.getUTCFullYear() &&
          p.month === d.getUTCMonth() + 1 &&
          p.day === d.getUTCDate() &&
          p.hour === d.getUTCHours() &&
          p.minute === d.getUTCMinutes() &&
          p.second === d.getUTCSeconds() &&
          p.weekday === d.getUTCDay() &&
          toDateOnly(t, 'UTC') === d.toISOString().slice(0, 10)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
