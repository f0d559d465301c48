import { setPointInput } from './devices/thermostats.ts';
import { defineEndpoint, type PermissionRule } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * Automation scenarios (part 3 section 2 "Automation": /iot/automation/scenarios and its screens;
 * section 4's automation results; section 6 "Automation: event log read, state list read"; D245).
 * A scenario is a community's standing instruction to its devices; each run records, per device,
 * what was applied or left out and why. Built: energy saving for vacant units (its rules and its
 * schedule), recommended move-in settings (the thermostats of units a resident moves into soon;
 * D250), leak-sensor notifications (who is told of a leak, and how; D247), staff access to vacant
 * units (the staff members who may open a vacant unit's locks; D251) and the log.
 */

const key = (k: string): PermissionRule => ({ key: k });
/** "Automation: state list read": the scenarios and their settings. */
const READ = key('SMART_POLICY_STATE_READ_LIST');
/** "Automation: event log read": the runs and their per-device results. */
const LOG_READ = key('SMART_POLICY_EVENT_LOG_READ');
/** Changing a scenario and running it: the spec names read keys only (inferred, D245). */
const CHANGE = key('SMART_POLICY_UPDATE');
/** "Automation: leak sensor automation read": the leak-sensor notifications and their rules. */
const LEAK_READ = key('SMART_POLICY_LEAK_SENSOR_READ');

export const SCENARIO_KINDS = ['ENERGY_SAVING', 'MOVE_INS', 'LEAK_NOTIFICATIONS', 'STAFF_ACCESS'] as const;
export const scenarioKind = z.enum(SCENARIO_KINDS);
export type ScenarioKind = z.infer<typeof scenarioKind>;

/** Section 4's automation results; PENDING while a device's command is on its way (not a result yet). */
export const AUTOMATION_RESULTS = ['TRANSMISSION_ERROR', 'APPLIED', 'EXCLUDED', 'INACTIVE_POLICY_EXCLUDED'] as const;
export const automationResult = z.enum(AUTOMATION_RESULTS);
export type AutomationResult = z.infer<typeof automationResult>;
export const RESULT_STATES = ['PENDING', ...AUTOMATION_RESULTS] as const;
export const resultState = z.enum(RESULT_STATES);
export type ResultState = z.infer<typeof resultState>;

/** A run is asked for by hand, started by its schedule, or (leak notifications) by a detected leak. */
export const RUN_TRIGGERS = ['MANUAL', 'SCHEDULE', 'LEAK', 'UNIT_STATUS'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_STATUSES = ['RUNNING', 'FINISHED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** At most this many units left out of a scenario by hand. */
export const MAX_EXCLUDED_UNITS = 500;

const counts = z.object({
  pending: z.number().int(),
  applied: z.number().int(),
  excluded: z.number().int(),
  inactivePolicyExcluded: z.number().int(),
  transmissionError: z.number().int(),
});

export const run = z.object({
  id: z.uuid(),
  kind: scenarioKind,
  trigger: z.enum(RUN_TRIGGERS),
  status: z.enum(RUN_STATUSES),
  requestedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  counts,
});
export type Run = z.infer<typeof run>;

const unitRef = z.object({ id: z.uuid(), name: z.string(), buildingName: z.string() });

/** Energy saving: the set points vacant units' thermostats are given, and the units left out by hand. */
export const energySavingRulesInput = z.strictObject({
  active: z.boolean(),
  setPoint: setPointInput,
  excludedUnitIds: z.array(z.uuid()).max(MAX_EXCLUDED_UNITS, `at most ${MAX_EXCLUDED_UNITS} units`).default([]),
});
export type EnergySavingRulesInput = z.input<typeof energySavingRulesInput>;

export const energySaving = z.object({
  kind: z.literal('ENERGY_SAVING'),
  active: z.boolean(),
  setPoint: z.object({
    heatSetPoint: z.number().int(),
    coolSetPoint: z.number().int(),
    mode: z.enum(['HEAT', 'COOL', 'AUTO', 'OFF']),
  }),
  excludedUnits: z.array(unitRef),
  schedule: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The schedule is on now (a run starts each time it comes on). */
  scheduleOn: z.boolean(),
  /** What a run now would touch: the vacant units with an installed thermostat, and all installed thermostats. */
  vacantUnits: z.number().int(),
  thermostats: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  lastRun: run.nullable(),
});
export type EnergySaving = z.infer<typeof energySaving>;

// ── Leak-sensor notifications (D247) ───────────────────────────────────────────────────────

/** How a person is told of a leak. */
export const LEAK_CHANNELS = ['EMAIL', 'SMS'] as const;
export const leakChannel = z.enum(LEAK_CHANNELS);
export type LeakChannel = z.infer<typeof leakChannel>;
/** At most this many people-and-building rules per community. */
export const MAX_LEAK_RULES = 100;

/** A rule: a staff member, the building whose leaks they hear of (none: every building) and how. */
export const leakRuleInput = z.strictObject({
  personId: z.uuid({ message: 'choose a person' }),
  buildingId: z.uuid({ message: 'choose a building' }).nullable(),
  channels: z
    .array(leakChannel)
    .min(1, 'choose how they are told')
    .max(LEAK_CHANNELS.length)
    .refine((list) => new Set(list).size === list.length, 'each way once'),
});
export type LeakRuleInput = z.input<typeof leakRuleInput>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() });

export const leakRule = z.object({
  id: z.uuid(),
  /** A person no longer active for the community stays listed (and is told nothing) until removed. */
  person: person.extend({ active: z.boolean() }),
  building: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  channels: z.array(leakChannel),
});
export type LeakRule = z.infer<typeof leakRule>;

export const leakNotifications = z.object({
  kind: z.literal('LEAK_NOTIFICATIONS'),
  active: z.boolean(),
  rules: z.array(leakRule),
  /** The community's installed leak sensors: what a leak could come from. */
  sensors: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  lastRun: run.nullable(),
});
export type LeakNotifications = z.infer<typeof leakNotifications>;

/** What the add form offers: staff of the community whose name starts with q (at most 20), and the buildings. */
export const leakChoices = z.object({
  people: z.array(person),
  buildings: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type LeakChoices = z.infer<typeof leakChoices>;

// ── Recommended move-in settings (D250) ────────────────────────────────────────────────────

/** At most this many days ahead a move-in is prepared. */
export const MAX_LEAD_DAYS = 7;

/** Move-ins: the welcome set points, how many days before a move-in they are set, the units left out. */
export const moveInsRulesInput = z.strictObject({
  active: z.boolean(),
  setPoint: setPointInput,
  leadDays: z
    .number()
    .int()
    .min(0, 'at least 0 days (the day of the move-in)')
    .max(MAX_LEAD_DAYS, `at most ${MAX_LEAD_DAYS} days`),
  excludedUnitIds: z.array(z.uuid()).max(MAX_EXCLUDED_UNITS, `at most ${MAX_EXCLUDED_UNITS} units`).default([]),
});
export type MoveInsRulesInput = z.input<typeof moveInsRulesInput>;

/** A move-in the scenario prepares: a lease starting in the window with residents not moved in yet. */
export const moveInDue = z.object({
  unit: unitRef,
  /** YYYY-MM-DD. */
  dueOn: z.string(),
  residents: z.array(z.string()),
  thermostat: z.boolean(),
});
export type MoveInDue = z.infer<typeof moveInDue>;

export const moveIns = energySaving.omit({ kind: true, vacantUnits: true }).extend({
  kind: z.literal('MOVE_INS'),
  leadDays: z.number().int(),
  /** The move-ins due from today to the last day of the lead (community time), soonest first (at most 50). */
  due: z.array(moveInDue),
  /** The last day a run now reaches (YYYY-MM-DD). */
  until: z.string(),
});
export type MoveIns = z.infer<typeof moveIns>;

// ── Staff access to vacant units (D251) ────────────────────────────────────────────────────

/** At most this many staff members hold a scenario's access. */
export const MAX_ACCESS_STAFF = 50;

/** Staff access: on or off, who may open a vacant unit's locks, the units left out. */
export const staffAccessRulesInput = z.strictObject({
  active: z.boolean(),
  staffIds: z
    .array(z.uuid())
    .max(MAX_ACCESS_STAFF, `at most ${MAX_ACCESS_STAFF} staff members`)
    .refine((list) => new Set(list).size === list.length, 'each person once'),
  excludedUnitIds: z.array(z.uuid()).max(MAX_EXCLUDED_UNITS, `at most ${MAX_EXCLUDED_UNITS} units`).default([]),
});
export type StaffAccessRulesInput = z.input<typeof staffAccessRulesInput>;

const staffRef = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const staffAccess = z.object({
  kind: z.literal('STAFF_ACCESS'),
  active: z.boolean(),
  /** A person no longer active staff of the community stays named (and holds nothing) until removed. */
  staff: z.array(staffRef.extend({ active: z.boolean() })),
  excludedUnits: z.array(unitRef),
  /** The community's vacant units with a lock (not left out): what a run now would open to the staff. */
  vacantUnits: z.number().int(),
  /** The community's locks on a unit's door. */
  unitLocks: z.number().int(),
  /** The units whose locks the staff hold now (live grants of the scenario). */
  heldUnits: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  lastRun: run.nullable(),
});
export type StaffAccess = z.infer<typeof staffAccess>;

/** What the rules form offers: the community's active staff, and its units with whether each is vacant and has a lock. */
export const staffAccessChoices = z.object({
  staff: z.array(staffRef),
  units: z.array(unitRef.extend({ vacant: z.boolean(), lock: z.boolean() })),
});
export type StaffAccessChoices = z.infer<typeof staffAccessChoices>;

/** One line of the scenarios overview. */
export const scenarioSummary = z.object({
  kind: scenarioKind,
  active: z.boolean(),
  scheduleName: z.string().nullable(),
  lastRun: run.nullable(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummary>;

/** What the rules and schedule forms offer: the community's units (vacant or not) and schedules. */
export const energySavingChoices = z.object({
  units: z.array(unitRef.extend({ vacant: z.boolean(), thermostat: z.boolean() })),
  schedules: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type EnergySavingChoices = z.infer<typeof energySavingChoices>;

/** One device of one run: the log's line. */
export const logEntry = z.object({
  runId: z.uuid(),
  kind: scenarioKind,
  trigger: z.enum(RUN_TRIGGERS),
  requestedBy: z.string().nullable(),
  startedAt: z.string(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  unitName: z.string().nullable(),
  result: resultState,
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;

export const list = defineEndpoint({
  id: 'automation.scenarios.list',
  method: 'GET',
  path: '/api/iot/automation/scenarios',
  summary: "The community's scenarios, each with whether it is on and its last run.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: z.array(scenarioSummary),
});

export const getEnergySaving = defineEndpoint({
  id: 'automation.scenarios.energySaving.get',
  method: 'GET',
  path: '/api/iot/automation/scenarios/energy-saving',
  summary: 'The energy-saving scenario: its rules, its schedule, what a run would touch and its last run.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: energySaving,
});

export const energySavingChoicesEndpoint = defineEndpoint({
  id: 'automation.scenarios.energySaving.choices',
  method: 'GET',
  path: '/api/iot/automation/scenarios/energy-saving/choices',
  summary: 'The units a rule may leave out and the schedules a scenario may follow.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: energySavingChoices,
});

export const saveEnergySavingRules = defineEndpoint({
  id: 'automation.scenarios.energySaving.saveRules',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/energy-saving/rules',
  summary: 'Saves the rules: on or off, the saving set points, the units left out.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: energySavingRulesInput,
  response: energySaving,
});

export const saveEnergySavingSchedule = defineEndpoint({
  id: 'automation.scenarios.energySaving.saveSchedule',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/energy-saving/schedule',
  summary: 'Chooses the schedule whose start runs the scenario, or none (it runs when asked).',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: z.strictObject({ scheduleId: z.uuid({ message: 'choose a schedule' }).nullable() }),
  response: energySaving,
});

export const runEnergySaving = defineEndpoint({
  id: 'automation.scenarios.energySaving.run',
  method: 'POST',
  path: '/api/iot/automation/scenarios/energy-saving/runs',
  summary: 'Runs the scenario now: every thermostat gets its result in the log.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: run,
  status: 201,
  idempotent: true,
});

export const getLeakNotifications = defineEndpoint({
  id: 'automation.scenarios.leak.get',
  method: 'GET',
  path: '/api/iot/automation/scenarios/leak-sensors',
  summary: 'The leak-sensor notifications: on or off, who is told of a leak and how, and the last leak.',
  access: { auth: 'session', tenant: 'community', permission: LEAK_READ },
  response: leakNotifications,
});

export const leakChoicesEndpoint = defineEndpoint({
  id: 'automation.scenarios.leak.choices',
  method: 'GET',
  path: '/api/iot/automation/scenarios/leak-sensors/choices',
  summary: "The community's staff whose first or last name starts with q, and its buildings.",
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: leakChoices,
});

export const setLeakActive = defineEndpoint({
  id: 'automation.scenarios.leak.setActive',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/leak-sensors/active',
  summary: 'Switches the leak-sensor notifications on or off (the rules are kept).',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: z.strictObject({ active: z.boolean() }),
  response: leakNotifications,
});

export const addLeakRule = defineEndpoint({
  id: 'automation.scenarios.leak.addRule',
  method: 'POST',
  path: '/api/iot/automation/scenarios/leak-sensors/rules',
  summary: 'Adds a rule: a staff member told of leaks in a building (or in any) by e-mail, text message or both.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: leakRuleInput,
  response: leakNotifications,
  status: 201,
});

export const removeLeakRule = defineEndpoint({
  id: 'automation.scenarios.leak.removeRule',
  method: 'DELETE',
  path: '/api/iot/automation/scenarios/leak-sensors/rules/:leakRuleId',
  summary: 'Removes a rule: that person is no longer told of leaks there.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  params: z.strictObject({ leakRuleId: z.uuid() }),
  response: leakNotifications,
});

export const getMoveIns = defineEndpoint({
  id: 'automation.scenarios.moveIns.get',
  method: 'GET',
  path: '/api/iot/automation/scenarios/move-ins',
  summary:
    'Recommended move-in settings: the rules, the schedule, the move-ins a run now would prepare and the last run.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: moveIns,
});

export const moveInsChoicesEndpoint = defineEndpoint({
  id: 'automation.scenarios.moveIns.choices',
  method: 'GET',
  path: '/api/iot/automation/scenarios/move-ins/choices',
  summary: 'The units a rule may leave out and the schedules the scenario may follow.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: energySavingChoices,
});

export const saveMoveInsRules = defineEndpoint({
  id: 'automation.scenarios.moveIns.saveRules',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/move-ins/rules',
  summary: 'Saves the rules: on or off, the welcome set points, the days ahead, the units left out.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: moveInsRulesInput,
  response: moveIns,
});

export const saveMoveInsSchedule = defineEndpoint({
  id: 'automation.scenarios.moveIns.saveSchedule',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/move-ins/schedule',
  summary: 'Chooses the schedule whose start runs the scenario, or none (it runs when asked).',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: z.strictObject({ scheduleId: z.uuid({ message: 'choose a schedule' }).nullable() }),
  response: moveIns,
});

export const runMoveIns = defineEndpoint({
  id: 'automation.scenarios.moveIns.run',
  method: 'POST',
  path: '/api/iot/automation/scenarios/move-ins/runs',
  summary: 'Runs the scenario now: the thermostats of units with a move-in due get the welcome set points.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: run,
  status: 201,
  idempotent: true,
});

export const getStaffAccess = defineEndpoint({
  id: 'automation.scenarios.staffAccess.get',
  method: 'GET',
  path: '/api/iot/automation/scenarios/staff-access',
  summary:
    'Staff access to vacant units: who holds it, the units left out, what a run now would open and the last run.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: staffAccess,
});

export const staffAccessChoicesEndpoint = defineEndpoint({
  id: 'automation.scenarios.staffAccess.choices',
  method: 'GET',
  path: '/api/iot/automation/scenarios/staff-access/choices',
  summary: 'The staff members a rule may name and the units it may leave out.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: staffAccessChoices,
});

export const saveStaffAccessRules = defineEndpoint({
  id: 'automation.scenarios.staffAccess.saveRules',
  method: 'PUT',
  path: '/api/iot/automation/scenarios/staff-access/rules',
  summary:
    'Saves the rules (on or off, the staff, the units left out) and runs the scenario: the locks are told at once; switched off, every grant it made is revoked.',
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  body: staffAccessRulesInput,
  response: staffAccess,
});

export const runStaffAccess = defineEndpoint({
  id: 'automation.scenarios.staffAccess.run',
  method: 'POST',
  path: '/api/iot/automation/scenarios/staff-access/runs',
  summary: "Runs the scenario now: the staff may open vacant units' locks, and no longer those of let units.",
  access: { auth: 'session', tenant: 'community', permission: CHANGE },
  response: run,
  status: 201,
  idempotent: true,
});

export const RUN_SORT_FIELDS = ['startedAt'] as const;

export const listRuns = defineEndpoint({
  id: 'automation.scenarios.runs',
  method: 'GET',
  path: '/api/iot/automation/scenarios/runs',
  summary: "The scenarios' runs, newest first, with their counts by result.",
  access: { auth: 'session', tenant: 'community', permission: LOG_READ },
  query: z.strictObject({ ...listQueryFields, kind: scenarioKind.optional() }),
  response: pagedResponse(run),
  paged: true,
});

export const LOG_SORT_FIELDS = ['startedAt', 'deviceName'] as const;

export const listLog = defineEndpoint({
  id: 'automation.scenarios.log',
  method: 'GET',
  path: '/api/iot/automation/scenarios/logs',
  summary: 'Per device and run: what was applied or left out and why; q matches the start of the device name.',
  access: { auth: 'session', tenant: 'community', permission: LOG_READ },
  query: z.strictObject({
    ...listQueryFields,
    runId: z.uuid().optional(),
    kind: scenarioKind.optional(),
    result: resultState.optional(),
  }),
  response: pagedResponse(logEntry),
  paged: true,
});
