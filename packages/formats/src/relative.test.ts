import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, type RelativeUnit, relativeTime } from './relative.ts';

const NOW = Date.parse('2024-05-01T12:30:00Z');
const SEC = 1000;
const DAY = 86_400 * SEC;
const LENGTH: Record<RelativeUnit, number> = {
  second: SEC,
  minute: 60 * SEC,
  hour: 3600 * SEC,
  day: DAY,
  month: (365.2425 * DAY) / 12,
  year: 365.2425 * DAY,
};
const grouped = new Intl.NumberFormat('en-US');
const ORDER: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

describe('relativeTime', () => {
  it('picks the largest whole unit, truncating', () => {
    expect(relativeTime('2024-05-01T09:00:00Z', NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime(NOW - 59 * 60 * SEC, NOW)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeTime(NOW + 2 * DAY + 5, NOW)).toEqual({ value: 2, unit: 'day' });
    expect(relativeTime(NOW - 45 * DAY, NOW)).toEqual({ value: -1, unit: 'month' });
    expect(relativeTime(NOW - 800 * DAY, new Date(NOW))).toEqual({ value: -2, unit: 'year' });
    expect(relativeTime(NOW + 999, NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('rejects invalid dates', () => {
    expect(() => relativeTime('not a date', NOW)).toThrow(RangeError);
    expect(() => relativeTime(Number.NaN, NOW)).toThrow(RangeError);
  });

  it('keeps the value within its unit and below the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200 * 366 * DAY, max: 200 * 366 * DAY }), (diff) => {
        const { value, unit } = relativeTime(NOW + diff, NOW);
        const length = LENGTH[unit];
        const size = Math.abs(diff);
        const next = ORDER[ORDER.indexOf(unit) + 1];
        return (
          Math.abs(value) * length <= size + 1e-6 &&
          size < (Math.abs(value) + 1) * length &&
          (value === 0 ? size < SEC : Math.sign(value) === Math.sign(diff)) &&
          (next === undefined || size < LENGTH[next])
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatRelativeTime', () => {
  it('formats in English by default with an injectable now', () => {
    expect(formatRelativeTime('2024-05-01T09:00:00Z', { now: NOW })).toBe('3 hours ago');
    expect(formatRelativeTime(NOW + 2 * DAY, { now: NOW })).toBe('in 2 days');
    expect(formatRelativeTime(NOW - DAY, { now: NOW })).toBe('1 day ago');
    expect(formatRelativeTime(NOW, { now: NOW })).toBe('now');
    expect(formatRelativeTime(NOW - 30 * SEC, { now: NOW, style: 'short' })).toBe('30 sec. ago');
  });

  it('follows the given locale', () => {
    expect(formatRelativeTime(NOW - 3 * 3600 * SEC, { now: NOW, locale: 'de' })).toBe('vor 3 Stunden');
    expect(formatRelativeTime(NOW + 2 * 366 * DAY, { now: NOW, locale: 'fr' })).toBe('dans 2 ans');
  });

  it('says "ago" exactly for past moments, with the absolute value shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50 * 366 * DAY, max: 50 * 366 * DAY }), (diff) => {
        const text = formatRelativeTime(NOW + diff, { now: NOW });
        const { value } = relativeTime(NOW + diff, NOW);
        if (value === 0) return text === 'now';
        return text.endsWith(' ago') === value < 0 && text.includes(grouped.format(Math.abs(value)));
      }),
      { numRuns: 1000 },
    );
  });
});
