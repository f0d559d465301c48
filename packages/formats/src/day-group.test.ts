import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayGroup, dayGroupMessages } from './day-group.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2024-05-02T01:00:00Z');

describe('dayGroup', () => {
  it('groups by calendar day, not by 24-hour blocks', () => {
    expect(dayGroup('2024-05-02T00:00:00Z', NOW, 'UTC')).toBe('Today');
    expect(dayGroup('2024-05-01T23:00:00Z', NOW, 'UTC')).toBe('Yesterday');
    expect(dayGroup('2024-05-01T00:00:00Z', NOW, 'UTC')).toBe('Yesterday');
    expect(dayGroup('2024-04-30T23:59:59Z', NOW, 'UTC')).toBe('Older');
    expect(dayGroup('2020-01-01T00:00:00Z', NOW, 'UTC')).toBe('Older');
  });

  it('uses the calendar of the given time zone', () => {
    // 01:00 UTC on May 2 is 21:00 on May 1 in New York, so 23:00 UTC on May 1 is the same New York day.
    expect(dayGroup('2024-05-01T23:00:00Z', NOW, 'America/New_York')).toBe('Today');
    expect(dayGroup('2024-05-01T03:00:00Z', NOW, 'America/New_York')).toBe('Yesterday');
  });

  it('puts a moment slightly ahead of now under Today', () => {
    expect(dayGroup(NOW + 5 * 60_000, NOW, 'UTC')).toBe('Today');
  });

  it('has translatable headings', () => {
    expect(dayGroupMessages.Yesterday).toEqual({ id: 'formats.dayGroup.yesterday', defaultMessage: 'Yesterday' });
  });

  it('matches the UTC day-number oracle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 10 * DAY }),
        (now, back) => {
          const date = now - back;
          const ago = Math.floor(now / DAY) - Math.floor(date / DAY);
          const expected = ago === 0 ? 'Today' : ago === 1 ? 'Yesterday' : 'Older';
          return dayGroup(date, now, 'UTC') === expected;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
