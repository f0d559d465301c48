import { defineEndpoint, type PermissionRule } from './endpoint.ts';
import { hoursEntry, MAX_HOURS_ENTRIES } from './hours.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * Automation schedules (part 3 section 2 "Automation": /iot/automation/schedules, /schedules/create,
 * /schedules/edit/:id; section 6 "Schedules: create and delete"; section 8's confirmation; D240): a
 * named week of hours of operation with the days it is closed, which the community's auto-open rules
 * and scenarios follow.
 */

const key = (k: string): PermissionRule => ({ key: k });
/** Reading: the automation state list's key, or either schedule key (who may add or delete may see, D240). */
const READ: PermissionRule = {
  anyOf: [key('SMART_POLICY_STATE_READ_LIST'), key('SCHEDULE_CREATE'), key('SCHEDULE_DELETE')],
};
/** "Schedules: create and delete"; the edit route names no gate: changing one needs the create key (D240). */
const CREATE = key('SCHEDULE_CREATE');
const DELETE = key('SCHEDULE_DELETE');

/** At most this many closed days on one schedule (a year of public holidays, twice over). */
export const MAX_CLOSED_DAYS = 50;

/** A day the schedule is closed whatever its week says (a public holiday): beyond the spec (D240). */
const closedDay = z.strictObject({
  date: z.iso.date({ message: 'must be a date as YYYY-MM-DD' }),
  name: z.string().trim().min(1, 'enter a name').max(100),
});
export type ClosedDay = z.infer<typeof closedDay>;

const schedule = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  hours: z.array(hoursEntry),
  closedDays: z.array(closedDay),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleInput = z.strictObject({
  name: z.string().trim().min(1, 'enter a name').max(100),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  hours: z
    .array(hoursEntry)
    .min(1, 'add at least one range of hours')
    .max(MAX_HOURS_ENTRIES, `at most ${MAX_HOURS_ENTRIES} ranges`),
  closedDays: z
    .array(closedDay)
    .max(MAX_CLOSED_DAYS, `at most ${MAX_CLOSED_DAYS} closed days`)
    .default([])
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (seen.has(day.date))
          ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'this date is listed twice' });
        seen.add(day.date);
      });
    }),
});
export type ScheduleInput = z.input<typeof scheduleInput>;

export const SCHEDULE_SORT_FIELDS = ['name', 'updatedAt'] as const;

const idParams = z.strictObject({ scheduleId: z.uuid() });

export const list = defineEndpoint({
  id: 'automation.schedules.list',
  method: 'GET',
  path: '/api/iot/automation/schedules',
  summary: "The community's schedules; q matches the start of the name.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: z.strictObject(listQueryFields),
  response: pagedResponse(schedule),
  paged: true,
});

export const get = defineEndpoint({
  id: 'automation.schedules.get',
  method: 'GET',
  path: '/api/iot/automation/schedules/:scheduleId',
  summary: 'One schedule with its hours and closed days.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: idParams,
  response: schedule,
});

export const create = defineEndpoint({
  id: 'automation.schedules.create',
  method: 'POST',
  path: '/api/iot/automation/schedules',
  summary: 'Adds a schedule; its hours follow the hours-of-operation rule (the first conflicting pair is refused).',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: scheduleInput,
  response: schedule,
  status: 201,
  idempotent: true,
});

export const update = defineEndpoint({
  id: 'automation.schedules.update',
  method: 'PUT',
  path: '/api/iot/automation/schedules/:scheduleId',
  summary: 'Changes a schedule: its name, description, hours and closed days.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  params: idParams,
  body: scheduleInput,
  response: schedule,
});

export const remove = defineEndpoint({
  id: 'automation.schedules.remove',
  method: 'DELETE',
  path: '/api/iot/automation/schedules/:scheduleId',
  summary: 'Deletes a schedule nothing follows any more.',
  access: { auth: 'session', tenant: 'community', permission: DELETE },
  params: idParams,
  response: z.object({ id: z.uuid() }),
});
