import * as z from './zod.ts';

/**
 * Hours of operation (part 3 section 3, part 2 line 132): the one entry shape every area that opens
 * something at certain hours uses (temporary access, groups, passes, automation schedules).
 */

/** A time as the form holds it: hour 1 to 12, minutes, am or pm. */
const time12 = z.strictObject({
  hours: z.number().int().min(1).max(12),
  minutes: z.number().int().min(0).max(59),
  clock: z.enum(['am', 'pm']),
});

const minutesOf = (t: z.infer<typeof time12>) => ((t.hours % 12) + (t.clock === 'pm' ? 12 : 0)) * 60 + t.minutes;

/** One hours-of-operation entry as part 3 section 3 describes it. */
export const hoursEntry = z
  .strictObject({
    /** 0 Sunday, 1–5 weekdays, 6–7 weekend days, 8 the weekend group. */
    days: z.number().int().min(0).max(8),
    openTime: time12,
    closeTime: time12,
    working24: z.boolean().default(false),
  })
  // A range closes later the same day; 12 am as the close is midnight at the end of the day.
  .refine((e) => e.working24 || minutesOf(e.closeTime) > minutesOf(e.openTime) || minutesOf(e.closeTime) === 0, {
    path: ['closeTime'],
    message: 'must be after the opening time',
  });
export type HoursEntry = z.input<typeof hoursEntry>;

/** At most this many entries on one record (four ranges a day). */
export const MAX_HOURS_ENTRIES = 28;
