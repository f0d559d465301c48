import { daysBetween } from './dates.ts';
import type { MessageDescriptor } from './messages.ts';
import { type DateInput, toDateOnly } from './zoned.ts';

export type DayGroup = 'Today' | 'Yesterday' | 'Older';

/** The feed's day headings, exported so they can be extracted for translation. */
export const dayGroupMessages = {
  Today: { id: 'formats.dayGroup.today', defaultMessage: 'Today' },
  Yesterday: { id: 'formats.dayGroup.yesterday', defaultMessage: 'Yesterday' },
  Older: { id: 'formats.dayGroup.older', defaultMessage: 'Older' },
} as const satisfies Record<DayGroup, MessageDescriptor>;

/**
 * The notification feed's day heading: 'Today' (0 calendar days ago), 'Yesterday' (1), 'Older' (2 or
 * more), counted in calendar days of the time zone (default: the runtime's) rather than 24-hour blocks, so
 * 23:59 yesterday is 'Yesterday' at 00:01 today. A moment slightly in the future (clock skew) is 'Today'.
 *
 * @example dayGroup('2024-05-01T23:00:00Z', Date.parse('2024-05-02T01:00:00Z'), 'UTC') // 'Yesterday'
 */
export function dayGroup(date: DateInput, now: DateInput = Date.now(), timeZone?: string): DayGroup {
  const ago = daysBetween(toDateOnly(date, timeZone), toDateOnly(now, timeZone));
  if (ago <= 0) return 'Today';
  return ago === 1 ? 'Yesterday' : 'Older';
}
