import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELAPSED_MAX_DAYS, elapsedMessage, formatElapsedEn } from './elapsed.ts';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// Reference written as a threshold table rather than nested branches.
function englishOracle(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  const totalMin = Math.floor(Math.max(0, ms) / MIN);
  const totalHours = Math.floor(totalMin / 60);
  const totalDays = Math.floor(totalHours / 24);
  if (totalMin === 0) return 'less than 1 minute';
  if (totalHours === 0) return unit(totalMin, 'minute');
  if (totalHours < 3) return join(unit(totalHours, 'hour'), totalMin % 60 ? unit(totalMin % 60, 'minute') : '');
  if (totalDays === 0) return unit(totalHours, 'hour');
  if (totalDays < 3) return join(unit(totalDays, 'day'), totalHours % 24 ? unit(totalHours % 24, 'hour') : '');
  if (totalDays < 1000) return unit(totalDays, 'day');
  return '>999 days';
}

describe('elapsedMessage', () => {
  it('walks through every stage of the spec', () => {
    expect(formatElapsedEn(0)).toBe('less than 1 minute');
    expect(formatElapsedEn(59 * SEC)).toBe('less than 1 minute');
    expect(formatElapsedEn(MIN)).toBe('1 minute');
    expect(formatElapsedEn(59 * MIN + 59 * SEC)).toBe('59 minutes');
    expect(formatElapsedEn(HOUR)).toBe('1 hour');
    expect(formatElapsedEn(HOUR + MIN)).toBe('1 hour 1 minute');
    expect(formatElapsedEn(2 * HOUR + 5 * MIN)).toBe('2 hours 5 minutes');
    expect(formatElapsedEn(3 * HOUR + 59 * MIN)).toBe('3 hours');
    expect(formatElapsedEn(23 * HOUR + 59 * MIN)).toBe('23 hours');
    expect(formatElapsedEn(DAY)).toBe('1 day');
    expect(formatElapsedEn(DAY + HOUR)).toBe('1 day 1 hour');
    expect(formatElapsedEn(2 * DAY + 23 * HOUR)).toBe('2 days 23 hours');
    expect(formatElapsedEn(3 * DAY + 23 * HOUR)).toBe('3 days');
    expect(formatElapsedEn(999 * DAY + 23 * HOUR)).toBe('999 days');
    expect(formatElapsedEn(1000 * DAY)).toBe('>999 days');
    expect(formatElapsedEn(Number.POSITIVE_INFINITY)).toBe('>999 days');
  });

  it('returns i18n descriptors with structured values', () => {
    expect(elapsedMessage(2 * HOUR + 5 * MIN)).toEqual({
      id: 'formats.elapsed.hoursMinutes',
      defaultMessage: expect.any(String),
      values: { hours: 2, minutes: 5 },
    });
    expect(elapsedMessage(30 * SEC)).toEqual({
      id: 'formats.elapsed.lessThanMinute',
      defaultMessage: 'less than 1 minute',
    });
    expect(elapsedMessage(2000 * DAY)).toEqual({ id: 'formats.elapsed.overMax', defaultMessage: '>999 days' });
    expect(ELAPSED_MAX_DAYS).toBe(999);
  });

  it('treats negative and NaN durations as zero', () => {
    expect(formatElapsedEn(-5 * DAY)).toBe('less than 1 minute');
    expect(formatElapsedEn(Number.NaN)).toBe('less than 1 minute');
  });

  it('hands out fresh objects so callers cannot corrupt shared messages', () => {
    const first = elapsedMessage(0);
    first.defaultMessage = 'changed';
    expect(elapsedMessage(0).defaultMessage).toBe('less than 1 minute');
  });

  it('matches the reference for any duration up to 1100 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 1100 * DAY }), (ms) => formatElapsedEn(ms) === englishOracle(ms)),
      { numRuns: 2000 },
    );
  });

  it('has values that add back up to the truncated duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 * DAY - 1 }), (ms) => {
        const { id, values = {} } = elapsedMessage(ms);
        const d = Number(values.days ?? 0);
        const h = Number(values.hours ?? 0);
        const m = Number(values.minutes ?? 0);
        switch (id) {
          case 'formats.elapsed.lessThanMinute':
            return ms < MIN;
          case 'formats.elapsed.minutes':
          case 'formats.elapsed.hoursMinutes':
            return h * 60 + m === Math.floor(ms / MIN) && m < 60;
          case 'formats.elapsed.hours':
          case 'formats.elapsed.daysHours':
            return d * 24 + h === Math.floor(ms / HOUR) && h < 24;
          default:
            return id === 'formats.elapsed.days' && d === Math.floor(ms / DAY);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never writes "1 minutes" or "2 minute"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 * DAY }), (ms) => {
        const text = formatElapsedEn(ms);
        return (
          !/(?:^|\s)1 (?:minute|hour|day)s/.test(text) &&
          !/(?:^|\s)(?:[02-9]|\d{2,}) (?:minute|hour|day)(?!s)/.test(text)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
