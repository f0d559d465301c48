import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { connection, deviceEvent, deviceState, installState } from './common.ts';

/**
 * Thermostats (spec part 3 section 2, gates section 6: assign to location, read list, reset, read,
 * diagnostic, log). The spec has no update key: placing a thermostat (add, select location,
 * replacement) needs THERMOSTAT_ASSIGN_LOCATION, and telling it what to do (set points, schedule,
 * advanced settings, firmware, reset) needs THERMOSTAT_RESET (D190).
 */
const readList: PermissionRule = { key: 'THERMOSTAT_READ_LIST' };
const read: PermissionRule = { key: 'THERMOSTAT_READ' };
const assign: PermissionRule = { key: 'THERMOSTAT_ASSIGN_LOCATION' };
const control: PermissionRule = { key: 'THERMOSTAT_RESET' };
const access = (permission: PermissionRule) => ({ auth: 'session', tenant: 'community', permission }) as const;

export const THERMOSTAT_MODES = ['HEAT', 'COOL', 'AUTO', 'OFF'] as const;
export const thermostatMode = z.enum(THERMOSTAT_MODES);
export type ThermostatMode = z.infer<typeof thermostatMode>;

/** Set points are whole degrees Fahrenheit in this range (D191). */
export const SET_POINT_MIN_F = 45;
export const SET_POINT_MAX_F = 90;
/** Heating stops at least this many degrees below where cooling starts, so the two never fight. */
export const SET_POINT_GAP_F = 3;

const degrees = z
  .number({ error: 'required' })
  .int('whole degrees')
  .min(SET_POINT_MIN_F, `at least ${SET_POINT_MIN_F} °F`)
  .max(SET_POINT_MAX_F, `at most ${SET_POINT_MAX_F} °F`);

/** Heat below cool by the gap; the issue lands on the cool set point. */
function gapRule(value: { heatSetPoint: number; coolSetPoint: number }, ctx: z.RefinementCtx) {
  if (value.coolSetPoint - value.heatSetPoint < SET_POINT_GAP_F) {
    ctx.addIssue({
      code: 'custom',
      path: ['coolSetPoint'],
      message: `at least ${SET_POINT_GAP_F} °F above the heat set point`,
    });
  }
}

export const setPointInput = z
  .strictObject({ heatSetPoint: degrees, coolSetPoint: degrees, mode: thermostatMode })
  .superRefine(gapRule);
export type SetPointInput = z.input<typeof setPointInput>;

const serial = z.string().trim().min(1, 'required').max(100, 'at most 100 characters');
const name = z.string().trim().min(1, 'required').max(100, 'at most 100 characters');

export const thermostatCreateInput = z.strictObject({ name, serial, unitId: z.uuid() });
export type ThermostatCreateInput = z.input<typeof thermostatCreateInput>;

export const replacementInput = z.strictObject({ serial });
export type ReplacementInput = z.input<typeof replacementInput>;

export const locationInput = z.strictObject({ unitId: z.uuid() });
export type LocationInput = z.input<typeof locationInput>;

export const FAN_MODES = ['AUTO', 'ON', 'CIRCULATE'] as const;

/** Advanced settings, kept in the device's config (`config.settings`) and sent with CONFIGURE (D192). */
export const thermostatSettings = z.strictObject({
  fanMode: z.enum(FAN_MODES),
  /** Added to what the sensor reads, for a thermostat mounted somewhere warmer or cooler than the room. */
  temperatureOffset: z.number().int('whole degrees').min(-5, 'at least -5 °F').max(5, 'at most 5 °F'),
  keypadLocked: z.boolean(),
  /** How often the thermostat reports its reading, in minutes. */
  reportingMinutes: z.number().int('whole minutes').min(1, 'at least 1 minute').max(60, 'at most 60 minutes'),
});
export type ThermostatSettings = z.infer<typeof thermostatSettings>;
export const DEFAULT_THERMOSTAT_SETTINGS: ThermostatSettings = {
  fanMode: 'AUTO',
  temperatureOffset: 0,
  keypadLocked: false,
  reportingMinutes: 5,
};

/**
 * One entry of the weekly schedule (`config.schedule`, D192): from `time` on the listed days
 * (0 is Sunday … 6 Saturday) the thermostat holds these set points until the next entry.
 */
export const scheduleEntry = z
  .strictObject({
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'a day is listed twice'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM'),
    heatSetPoint: degrees,
    coolSetPoint: degrees,
  })
  .superRefine(gapRule);
export type ScheduleEntry = z.infer<typeof scheduleEntry>;
export const MAX_SCHEDULE_ENTRIES = 28;

export const scheduleInput = z
  .strictObject({
    entries: z.array(scheduleEntry).max(MAX_SCHEDULE_ENTRIES, `at most ${MAX_SCHEDULE_ENTRIES} entries`),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.entries.forEach((entry, index) => {
      for (const day of entry.days) {
        const key = `${day}@${entry.time}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: ['entries', index, 'time'], message: 'another entry starts then' });
          return;
        }
        seen.add(key);
      }
    });
  });
export type ScheduleInput = z.input<typeof scheduleInput>;

/** A thermostat: the device's shared state plus its reading, typed. */
export const thermostat = deviceState.extend({
  temperature: z.number().nullable(),
  heatSetPoint: z.number().nullable(),
  coolSetPoint: z.number().nullable(),
  mode: thermostatMode.nullable(),
  /** Percent of a firmware update under way; null when none is. */
  firmwareProgress: z.number().int().nullable(),
});
export type Thermostat = z.infer<typeof thermostat>;

export const THERMOSTAT_SORT_FIELDS = [
  'name',
  'serial',
  'unitName',
  'battery',
  'connection',
  'installState',
  'lastSeenAt',
] as const;

export const listThermostats = defineEndpoint({
  id: 'devices.listThermostats',
  method: 'GET',
  path: '/api/thermostats',
  summary: 'Thermostats of the community; q matches the start of the name, serial or unit.',
  access: access(readList),
  query: z.strictObject({
    ...listQueryFields,
    connection: connection.optional(),
    installState: installState.optional(),
    mode: thermostatMode.optional(),
    lowBattery: z.enum(['true']).optional(),
  }),
  response: pagedResponse(thermostat),
  paged: true,
});

/** Units a thermostat may be placed in (add, select location), with the thermostats each has. */
export const unitChoice = z.object({ id: z.uuid(), name: z.string(), thermostats: z.number().int() });
export type UnitChoice = z.infer<typeof unitChoice>;

export const listUnitChoices = defineEndpoint({
  id: 'devices.listThermostatUnits',
  method: 'GET',
  path: '/api/thermostats/units',
  summary: 'Units of the community to place a thermostat in; q matches the start of the unit name.',
  access: access(assign),
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(unitChoice),
});

const idParams = z.strictObject({ thermostatId: z.uuid() });
const commandAnswer = z.object({ deviceId: z.uuid(), commandId: z.uuid() });

export const getThermostat = defineEndpoint({
  id: 'devices.getThermostat',
  method: 'GET',
  path: '/api/thermostats/:thermostatId',
  summary: 'One thermostat with its live reading.',
  access: access(read),
  params: idParams,
  response: thermostat,
});

export const addThermostat = defineEndpoint({
  id: 'devices.addThermostat',
  method: 'POST',
  path: '/api/thermostats',
  summary: 'Adds a thermostat to a unit and starts installing it (INSTALLING → CONFIGURING → INSTALLED).',
  access: access(assign),
  body: thermostatCreateInput,
  response: commandAnswer,
  status: 201,
  idempotent: true,
});

export const setPoint = defineEndpoint({
  id: 'devices.setThermostatPoint',
  method: 'PUT',
  path: '/api/thermostats/:thermostatId/set-point',
  summary: 'Sends heat and cool set points and the mode to the thermostat (command SET_POINT).',
  access: access(control),
  params: idParams,
  body: setPointInput,
  response: commandAnswer,
});

export const resetThermostat = defineEndpoint({
  id: 'devices.resetThermostat',
  method: 'POST',
  path: '/api/thermostats/:thermostatId/reset',
  summary: 'Restarts the thermostat (command RESET).',
  access: access(control),
  params: idParams,
  response: commandAnswer,
});

export const updateFirmware = defineEndpoint({
  id: 'devices.updateThermostatFirmware',
  method: 'POST',
  path: '/api/thermostats/firmware-updates',
  summary: 'Starts a firmware update on each chosen thermostat; all are started or none.',
  access: access(control),
  body: z.strictObject({
    thermostatIds: z.array(z.uuid()).min(1, 'choose at least one thermostat').max(100),
    version: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,3}){1,2}$/, 'a version such as 2.4.1'),
  }),
  response: z.object({ commands: z.array(commandAnswer) }),
});

export const getSettings = defineEndpoint({
  id: 'devices.getThermostatSettings',
  method: 'GET',
  path: '/api/thermostats/:thermostatId/settings',
  summary: 'The advanced settings the portal holds for the thermostat.',
  access: access(read),
  params: idParams,
  response: thermostatSettings,
});

export const saveSettings = defineEndpoint({
  id: 'devices.saveThermostatSettings',
  method: 'PUT',
  path: '/api/thermostats/:thermostatId/settings',
  summary: 'Keeps the advanced settings and sends them to the thermostat (command CONFIGURE).',
  access: access(control),
  params: idParams,
  body: thermostatSettings,
  response: commandAnswer,
});

export const getSchedule = defineEndpoint({
  id: 'devices.getThermostatSchedule',
  method: 'GET',
  path: '/api/thermostats/:thermostatId/schedule',
  summary: 'The weekly schedule of set points the thermostat follows.',
  access: access(read),
  params: idParams,
  response: z.object({ entries: z.array(scheduleEntry) }),
});

export const saveSchedule = defineEndpoint({
  id: 'devices.saveThermostatSchedule',
  method: 'PUT',
  path: '/api/thermostats/:thermostatId/schedule',
  summary: 'Keeps the weekly schedule and sends it to the thermostat (command CONFIGURE).',
  access: access(control),
  params: idParams,
  body: scheduleInput,
  response: commandAnswer,
});

export const selectLocation = defineEndpoint({
  id: 'devices.selectThermostatLocation',
  method: 'PUT',
  path: '/api/thermostats/:thermostatId/location',
  summary: 'Moves the thermostat to another unit of the community (D194).',
  access: access(assign),
  params: idParams,
  body: locationInput,
  response: thermostat,
});

export const replaceThermostat = defineEndpoint({
  id: 'devices.replaceThermostat',
  method: 'POST',
  path: '/api/thermostats/:thermostatId/replacement',
  summary:
    'Replaces a thermostat by a new serial: the old one is uninstalled, the new one installed in its unit (D193).',
  access: access(assign),
  params: idParams,
  body: replacementInput,
  response: commandAnswer,
  status: 201,
});

export const THERMOSTAT_LOG_KINDS = ['COMMAND', 'CONNECTION', 'TEMPERATURE', 'CONFIG', 'FIRMWARE', 'AUDIT'] as const;

export const readLog = defineEndpoint({
  id: 'devices.readThermostatLog',
  method: 'GET',
  path: '/api/thermostats/:thermostatId/log',
  summary: 'Everything the thermostat reported or was asked, newest first.',
  access: access({ key: 'THERMOSTAT_READ_LOG' }),
  params: idParams,
  query: z.strictObject({ ...listQueryFields, kind: z.enum(THERMOSTAT_LOG_KINDS).optional() }),
  response: pagedResponse(deviceEvent),
  paged: true,
});

export const diagnostic = z.object({
  id: z.uuid(),
  name: z.string(),
  serial: z.string(),
  firmware: z.string().nullable(),
  battery: z.number().int().nullable(),
  connection,
  installState,
  lastSeenAt: z.string().nullable(),
  installedAt: z.string().nullable(),
  /** Since when the thermostat has been online without a break (null when offline). */
  onlineSince: z.string().nullable(),
  /** Connection changes over the last 30 days. */
  disconnects30d: z.number().int(),
  reconnects30d: z.number().int(),
  lastDisconnectAt: z.string().nullable(),
  /** Commands of the last 30 days, and how many failed. */
  commands30d: z.number().int(),
  failedCommands30d: z.number().int(),
  readings30d: z.number().int(),
});
export type Diagnostic = z.infer<typeof diagnostic>;

export const readDiagnostic = defineEndpoint({
  id: 'devices.readThermostatDiagnostic',
  method: 'GET',
  path: '/api/thermostats/:thermostatId/diagnostic',
  summary: 'Health of the thermostat: connection history, firmware, battery and runtime.',
  access: access({ key: 'THERMOSTAT_READ_DIAGNOSTIC' }),
  params: idParams,
  response: diagnostic,
});
