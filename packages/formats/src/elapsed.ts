import { formatMessageEn, type MessageDescriptor } from './messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest day count shown as a number; anything longer reads '>999 days'. */
export const ELAPSED_MAX_DAYS = 999;

// English plurals: 'one' only for exactly 1 ("1 minute", "2 minutes"). A zero part is dropped instead of
// reading "2 hours 0 minutes", which is why hours-only and days-only have their own ids.
const minutes = '{minutes, plural, one {# minute} other {# minutes}}';
const hours = '{hours, plural, one {# hour} other {# hours}}';
const days = '{days, plural, one {# day} other {# days}}';

/** Elapsed-time messages, exported so they can be extracted for translation. */
export const elapsedMessages = {
  lessThanMinute: { id: 'formats.elapsed.lessThanMinute', defaultMessage: 'less than 1 minute' },
  minutes: { id: 'formats.elapsed.minutes', defaultMessage: minutes },
  hours: { id: 'formats.elapsed.hours', defaultMessage: hours },
  hoursMinutes: { id: 'formats.elapsed.hoursMinutes', defaultMessage: `${hours} ${minutes}` },
  days: { id: 'formats.elapsed.days', defaultMessage: days },
  daysHours: { id: 'formats.elapsed.daysHours', defaultMessage: `${days} ${hours}` },
  overMax: { id: 'formats.elapsed.overMax', defaultMessage: '>999 days' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Describes a duration the way the portal shows "time since": less than a minute, minutes, hours with
 * minutes below 3 hours, hours below a day, days with hours below 3 days, days, then '>999 days'.
 * Parts are truncated, never rounded up, so an item is not shown older than it is. Negative and NaN
 * durations (a server clock slightly ahead) count as zero.
 *
 * @example elapsedMessage(125 * 60_000) // { id: 'formats.elapsed.hoursMinutes', ..., values: { hours: 2, minutes: 5 } }
 */
export function elapsedMessage(ms: number): MessageDescriptor {
  const t = Number.isNaN(ms) || ms < 0 ? 0 : ms;
  if (t < MINUTE) return { ...elapsedMessages.lessThanMinute };
  if (t < HOUR) return { ...elapsedMessages.minutes, values: { minutes: Math.floor(t / MINUTE) } };
  if (t < 3 * HOUR) {
    const h = Math.floor(t / HOUR);
    const m = Math.floor((t % HOUR) / MINUTE);
    return m === 0
      ? { ...elapsedMessages.hours, values: { hours: h } }
      : { ...elapsedMessages.hoursMinutes, values: { hours: h, minutes: m } };
  }
  // The spec's "days with hours until 3 days" starts at 3 hours, when the day part is still 0: hours alone.
  if (t < DAY) return { ...elapsedMessages.hours, values: { hours: Math.floor(t / HOUR) } };
  const d = Math.floor(t / DAY);
  if (t < 3 * DAY) {
    const h = Math.floor((t % DAY) / HOUR);
    return h === 0
      ? { ...elapsedMessages.days, values: { days: d } }
      : { ...elapsedMessages.daysHours, values: { days: d, hours: h } };
  }
  if (d <= ELAPSED_MAX_DAYS) return { ...elapsedMessages.days, values: { days: d } };
  return { ...elapsedMessages.overMax };
}

/**
 * English rendering of {@link elapsedMessage}, for the server and for places without translations.
 *
 * @example formatElapsedEn(125 * 60_000) // '2 hours 5 minutes'
 */
export function formatElapsedEn(ms: number): string {
  return formatMessageEn(elapsedMessage(ms));
}
