import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { deviceEvent, deviceState } from './common.ts';

/**
 * Leak sensors and light switches (spec part 3, section 2 "Leak sensors" and "Light switches";
 * gates of section 6). Both hang off a router of their own family; creating one inserts the device
 * and asks it to install through the device engine.
 */

/**
 * The spec names no read key for the leak sensor list and details (D195): any leak sensor key lets
 * its holder see the sensors, since every leak sensor screen starts from them.
 */
export const LEAK_SENSOR_READ: PermissionRule = {
  anyOf: [
    { key: 'LEAK_SENSOR_CREATE' },
    { key: 'LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST' },
    { key: 'LEAK_SENSOR_READ_CONNECTION_LOG_LIST' },
  ],
};
const leakCreate: PermissionRule = { key: 'LEAK_SENSOR_CREATE' };
const lightRead: PermissionRule = { key: 'LIGHT_SWITCH_READ' };
/** Switching and configuring a light switch change it: the spec's only write key for switches (D197). */
const lightWrite: PermissionRule = { key: 'LIGHT_SWITCH_INSTALL' };

const flag = z.enum(['true', 'false']).optional();
const name = z.string().trim().min(1, 'enter a name').max(100);
const serial = z
  .string()
  .trim()
  .min(1, 'enter the serial number')
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'letters, digits, dots, dashes and colons only');

/** A router a sensor or switch can be installed on (device_gateways of its family). */
export const deviceRouter = z.object({
  id: z.uuid(),
  name: z.string(),
  externalId: z.string(),
  connection: z.enum(['ONLINE', 'OFFLINE']),
  deviceCount: z.number().int(),
});
export type DeviceRouter = z.infer<typeof deviceRouter>;

/** What creating a sensor or a switch asks for: the device, where it is, and its router. */
export const deviceCreateInput = z.strictObject({
  name,
  serial,
  unitId: z.uuid().nullable().optional(),
  routerId: z.uuid('select a router'),
});
export type DeviceCreateInput = z.input<typeof deviceCreateInput>;

/** A device was created and its install asked for; the screen follows it by id. */
export const deviceCreated = z.object({ id: z.uuid(), commandId: z.uuid() });
export const commandStarted = z.object({ commandId: z.uuid() });

/** The sort fields of both lists (`sort=<field>,asc|desc`). */
export const sensorListSortFields = ['name', 'serial', 'createdAt'] as const;

/** Log pages: newest first, keyset paged (`token`, `dir`, `limit`). */
const logQuery = z.strictObject({
  token: listQueryFields.token,
  dir: listQueryFields.dir,
  limit: listQueryFields.limit,
});

/* ---------------------------------------------------------------- Leak sensors */

export const leakSensor = deviceState.extend({
  /** The sensor reports water now (reading.leak). */
  leak: z.boolean(),
  /** When the current leak was first reported, if it is leaking. */
  leakSince: z.string().nullable(),
});
export type LeakSensor = z.infer<typeof leakSensor>;

export const listLeakSensors = defineEndpoint({
  id: 'devices.listLeakSensors',
  method: 'GET',
  path: '/api/leak-sensors',
  summary:
    "The community's leak sensors; q matches the start of the name or serial; leak, offline and lowBattery keep the sensors leaking now, offline, or at or under the low battery level.",
  access: { auth: 'session', tenant: 'community', permission: LEAK_SENSOR_READ },
  query: z.strictObject({ ...listQueryFields, leak: flag, offline: flag, lowBattery: flag }),
  response: pagedResponse(leakSensor),
  paged: true,
});

export const getLeakSensor = defineEndpoint({
  id: 'devices.getLeakSensor',
  method: 'GET',
  path: '/api/leak-sensors/:leakSensorId',
  summary: 'One leak sensor: its live state, leak status, battery, unit or location, and router.',
  access: { auth: 'session', tenant: 'community', permission: LEAK_SENSOR_READ },
  params: z.strictObject({ leakSensorId: z.uuid() }),
  response: leakSensor,
});

export const listLeakSensorRouters = defineEndpoint({
  id: 'devices.listLeakSensorRouters',
  method: 'GET',
  path: '/api/leak-sensor-routers',
  summary: 'The routers a leak sensor can be installed on, by name, with how many devices each serves.',
  access: { auth: 'session', tenant: 'community', permission: leakCreate },
  response: z.array(deviceRouter),
});

export const createLeakSensor = defineEndpoint({
  id: 'devices.createLeakSensor',
  method: 'POST',
  path: '/api/leak-sensors',
  summary: 'Adds a leak sensor on a router and asks it to install; the answer names the install command.',
  access: { auth: 'session', tenant: 'community', permission: leakCreate },
  body: deviceCreateInput,
  response: deviceCreated,
  status: 201,
});

export const listLeakSensorConnectionLog = defineEndpoint({
  id: 'devices.listLeakSensorConnectionLog',
  method: 'GET',
  path: '/api/leak-sensors/:leakSensorId/connection-log',
  summary: "A leak sensor's connection log (connection changes, install steps, commands, battery), newest first.",
  access: { auth: 'session', tenant: 'community', permission: { key: 'LEAK_SENSOR_READ_CONNECTION_LOG_LIST' } },
  params: z.strictObject({ leakSensorId: z.uuid() }),
  query: logQuery,
  response: pagedResponse(deviceEvent),
  paged: true,
});

export const listLeakNotificationLog = defineEndpoint({
  id: 'devices.listLeakNotificationLog',
  method: 'GET',
  path: '/api/leak-sensor-notifications',
  summary: "The community's leak notifications (every leak reported or cleared by a sensor), newest first.",
  access: { auth: 'session', tenant: 'community', permission: { key: 'LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST' } },
  query: logQuery,
  response: pagedResponse(deviceEvent),
  paged: true,
});

/* ---------------------------------------------------------------- Light switches */

/** Part 3 gives no field list for a switch's configuration; these are the usual dimmer's (D198). */
export const LED_INDICATOR_MODES = ['WHEN_OFF', 'WHEN_ON', 'NEVER'] as const;
export const lightSwitchConfig = z.strictObject({
  /** The level the light comes on at when switched on at the wall, 1 to 100 %. */
  defaultLevel: z.number().int().min(1, 'at least 1').max(100, 'at most 100'),
  /** How long the light takes to fade to a new level, 0 to 60 seconds. */
  fadeSeconds: z.number().int().min(0, 'at least 0').max(60, 'at most 60'),
  ledIndicator: z.enum(LED_INDICATOR_MODES),
});
export type LightSwitchConfig = z.infer<typeof lightSwitchConfig>;
export const DEFAULT_LIGHT_SWITCH_CONFIG: LightSwitchConfig = {
  defaultLevel: 100,
  fadeSeconds: 1,
  ledIndicator: 'WHEN_OFF',
};

/** Switching a light: on or off, at a level of 0 to 100 % (D196). */
export const switchInput = z.strictObject({
  on: z.boolean(),
  level: z.number().int().min(0, 'at least 0').max(100, 'at most 100'),
});
export type SwitchInput = z.infer<typeof switchInput>;

export const lightSwitch = deviceState.extend({
  on: z.boolean(),
  level: z.number().int(),
  config: lightSwitchConfig,
});
export type LightSwitch = z.infer<typeof lightSwitch>;

export const listLightSwitches = defineEndpoint({
  id: 'devices.listLightSwitches',
  method: 'GET',
  path: '/api/light-switches',
  summary:
    "The community's light switches; q matches the start of the name or serial; on and offline keep the switches on now or offline.",
  access: { auth: 'session', tenant: 'community', permission: lightRead },
  query: z.strictObject({ ...listQueryFields, on: flag, offline: flag }),
  response: pagedResponse(lightSwitch),
  paged: true,
});

export const getLightSwitch = defineEndpoint({
  id: 'devices.getLightSwitch',
  method: 'GET',
  path: '/api/light-switches/:lightSwitchId',
  summary: 'One light switch: its live state, level, configuration, unit or location, and router.',
  access: { auth: 'session', tenant: 'community', permission: lightRead },
  params: z.strictObject({ lightSwitchId: z.uuid() }),
  response: lightSwitch,
});

export const switchLight = defineEndpoint({
  id: 'devices.switchLight',
  method: 'POST',
  path: '/api/light-switches/:lightSwitchId/switch',
  summary: 'Switches the light on or off at a level; the switch answers through the device engine.',
  access: { auth: 'session', tenant: 'community', permission: lightWrite },
  params: z.strictObject({ lightSwitchId: z.uuid() }),
  body: switchInput,
  response: commandStarted,
  status: 202,
});

export const configureLightSwitch = defineEndpoint({
  id: 'devices.configureLightSwitch',
  method: 'PUT',
  path: '/api/light-switches/:lightSwitchId/configuration',
  summary: "Sends a configuration to the switch (kept as the switch's configuration) and follows it to the end.",
  access: { auth: 'session', tenant: 'community', permission: lightWrite },
  params: z.strictObject({ lightSwitchId: z.uuid() }),
  body: lightSwitchConfig,
  response: commandStarted,
  status: 202,
});

export const listLightSwitchRouters = defineEndpoint({
  id: 'devices.listLightSwitchRouters',
  method: 'GET',
  path: '/api/light-switch-routers',
  summary: 'The routers a light switch can be installed on, by name, with how many devices each serves.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'LIGHT_SWITCH_INSTALL' } },
  response: z.array(deviceRouter),
});

export const createLightSwitch = defineEndpoint({
  id: 'devices.createLightSwitch',
  method: 'POST',
  path: '/api/light-switches',
  summary: 'Adds a light switch on a router and asks it to install; the answer names the install command.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'LIGHT_SWITCH_INSTALL' } },
  body: deviceCreateInput,
  response: deviceCreated,
  status: 201,
});

export const listLightSwitchConnectionLog = defineEndpoint({
  id: 'devices.listLightSwitchConnectionLog',
  method: 'GET',
  path: '/api/light-switches/:lightSwitchId/connection-log',
  summary: "A light switch's connection log (connection changes, install steps, commands, switching), newest first.",
  access: { auth: 'session', tenant: 'community', permission: { key: 'LIGHT_SWITCH_READ_CONNECTION_LOG_LIST' } },
  params: z.strictObject({ lightSwitchId: z.uuid() }),
  query: logQuery,
  response: pagedResponse(deviceEvent),
  paged: true,
});
