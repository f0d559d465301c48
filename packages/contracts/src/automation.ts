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

// ── Auto-open rules (/iot/automation/auto-open, /auto-open/create, /auto-open/:id; D244) ─────

/** Reading: the automation state list's key or the auto-open key (who may add may see, as schedules, D240). */
const AUTO_OPEN_READ: PermissionRule = { anyOf: [key('SMART_POLICY_STATE_READ_LIST'), key('AUTO_OPEN_CREATE')] };
/** Section 6 "Auto open: create"; switching a rule on or off and deleting it take the same key (D244). */
const AUTO_OPEN_CHANGE = key('AUTO_OPEN_CREATE');

/** At most this many locks in one rule. */
export const MAX_AUTO_OPEN_LOCKS = 50;

/**
 * Where one lock of a rule stands: HELD_OPEN or LOCKED (the lock confirmed), OPENING or LOCKING (the
 * command runs), FAILED (the lock refused or never answered: tried again at the next minute),
 * WAITING (nothing asked yet: the next minute's check sends it).
 */
export const AUTO_OPEN_LOCK_STATES = ['WAITING', 'OPENING', 'HELD_OPEN', 'LOCKING', 'LOCKED', 'FAILED'] as const;
export const autoOpenLockState = z.enum(AUTO_OPEN_LOCK_STATES);
export type AutoOpenLockState = z.infer<typeof autoOpenLockState>;

const autoOpenRule = z.object({
  id: z.uuid(),
  name: z.string(),
  scheduleId: z.uuid(),
  scheduleName: z.string(),
  active: z.boolean(),
  /** The schedule is on now (its hours, in the community's time zone, and not a closed day). */
  openNow: z.boolean(),
  lockCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutoOpenRule = z.infer<typeof autoOpenRule>;

export const autoOpenLock = z.object({
  deviceId: z.uuid(),
  name: z.string(),
  family: z.string(),
  state: autoOpenLockState,
  /** Why it failed, in the lock's words. */
  error: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type AutoOpenLock = z.infer<typeof autoOpenLock>;

const autoOpenDetails = autoOpenRule.extend({
  createdBy: z.string().nullable(),
  locks: z.array(autoOpenLock),
});
export type AutoOpenDetails = z.infer<typeof autoOpenDetails>;

export const autoOpenInput = z.strictObject({
  name: z.string().trim().min(1, 'enter a name').max(100),
  scheduleId: z.uuid({ message: 'choose a schedule' }),
  deviceIds: z
    .array(z.uuid())
    .min(1, 'choose at least one lock')
    .max(MAX_AUTO_OPEN_LOCKS, `at most ${MAX_AUTO_OPEN_LOCKS} locks`),
});
export type AutoOpenInput = z.input<typeof autoOpenInput>;

/** What the create form offers: the community's schedules and the locks that can be held open, each with the rule it follows. */
export const autoOpenChoices = z.object({
  schedules: z.array(z.object({ id: z.uuid(), name: z.string() })),
  locks: z.array(z.object({ id: z.uuid(), name: z.string(), family: z.string(), ruleName: z.string().nullable() })),
});
export type AutoOpenChoices = z.infer<typeof autoOpenChoices>;

const ruleParams = z.strictObject({ ruleId: z.uuid() });
export const AUTO_OPEN_SORT_FIELDS = ['name', 'updatedAt'] as const;

export const listAutoOpen = defineEndpoint({
  id: 'automation.autoOpen.list',
  method: 'GET',
  path: '/api/iot/automation/auto-open',
  summary: "The community's auto-open rules; q matches the start of the name.",
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_READ },
  query: z.strictObject(listQueryFields),
  response: pagedResponse(autoOpenRule),
  paged: true,
});

export const autoOpenChoicesEndpoint = defineEndpoint({
  id: 'automation.autoOpen.choices',
  method: 'GET',
  path: '/api/iot/automation/auto-open/choices',
  summary: 'The schedules and the locks an auto-open rule may use.',
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_CHANGE },
  response: autoOpenChoices,
});

export const getAutoOpen = defineEndpoint({
  id: 'automation.autoOpen.get',
  method: 'GET',
  path: '/api/iot/automation/auto-open/:ruleId',
  summary: 'One auto-open rule with each of its locks and where it stands.',
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_READ },
  params: ruleParams,
  response: autoOpenDetails,
});

export const createAutoOpen = defineEndpoint({
  id: 'automation.autoOpen.create',
  method: 'POST',
  path: '/api/iot/automation/auto-open',
  summary: 'Adds an auto-open rule: its locks are held open while its schedule is on.',
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_CHANGE },
  body: autoOpenInput,
  response: autoOpenDetails,
  status: 201,
  idempotent: true,
});

export const setAutoOpenActive = defineEndpoint({
  id: 'automation.autoOpen.setActive',
  method: 'PUT',
  path: '/api/iot/automation/auto-open/:ruleId/active',
  summary: 'Switches a rule on or off; off, its locks are locked again.',
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_CHANGE },
  params: ruleParams,
  body: z.strictObject({ active: z.boolean() }),
  response: autoOpenDetails,
});

export const removeAutoOpen = defineEndpoint({
  id: 'automation.autoOpen.remove',
  method: 'DELETE',
  path: '/api/iot/automation/auto-open/:ruleId',
  summary: 'Deletes a rule; a lock it holds open is locked again.',
  access: { auth: 'session', tenant: 'community', permission: AUTO_OPEN_CHANGE },
  params: ruleParams,
  response: z.object({ id: z.uuid() }),
});
