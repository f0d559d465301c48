import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { connection, DEVICE_KINDS, type DeviceKind, deviceKind, family, installState } from './common.ts';

/**
 * The devices hub and the home dashboards of the smart building (spec part 3 section 2, "Home
 * dashboards": /home/iot/move, moveout, battery, devices, runtime and access). Each widget is one
 * endpoint answered by one statement (D200).
 */

/**
 * Who may see a kind of device in a list or a count (D201). Leak sensors have no read key in the
 * spec: creating them or reading their notification log stands for it.
 */
export const DEVICE_KIND_READ: Record<DeviceKind, PermissionRule> = {
  LOCK: { key: 'LOCK_READ_LIST' },
  THERMOSTAT: { key: 'THERMOSTAT_READ_LIST' },
  LEAK_SENSOR: { anyOf: [{ key: 'LEAK_SENSOR_CREATE' }, { key: 'LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST' }] },
  LIGHT_SWITCH: { key: 'LIGHT_SWITCH_READ' },
};

/** The hub and the device-wide dashboards: any kind the caller may read (each answer keeps only those kinds). */
export const ANY_DEVICE_READ: PermissionRule = { anyOf: DEVICE_KINDS.map((kind) => DEVICE_KIND_READ[kind]) };

/** Popular access counts door openings: the locks' access history (D201). */
export const ACCESS_DASHBOARD_READ: PermissionRule = { key: 'ACCESS_LOG_READ_ALL' };
/** Set-point runtime reads the thermostats' reports (D201). */
export const RUNTIME_DASHBOARD_READ: PermissionRule = { key: 'THERMOSTAT_READ_LIST' };

const access = (permission: PermissionRule) => ({ auth: 'session', tenant: 'community', permission }) as const;

/** One kind's devices by state: what the hub's tiles and the devices dashboard show. */
export const kindCounts = z.object({
  kind: deviceKind,
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  /** Battery at or under LOW_BATTERY_PERCENT. */
  lowBattery: z.number().int(),
  /** Install, uninstall or configuration under way. */
  inProgress: z.number().int(),
  /** Install, uninstall or configuration ended in an error. */
  failed: z.number().int(),
  /** Leak sensors reporting water now. */
  leaking: z.number().int(),
});
export type KindCounts = z.infer<typeof kindCounts>;

export const getDeviceCounts = defineEndpoint({
  id: 'devices.dashboards.counts',
  method: 'GET',
  path: '/api/devices/dashboards/counts',
  summary: 'Devices of the community by kind: how many, online, offline, low on battery, busy, failed and leaking.',
  access: access(ANY_DEVICE_READ),
  response: z.object({ kinds: z.array(kindCounts) }),
});

/** A device as the dashboards list it. */
export const dashboardDevice = z.object({
  id: z.uuid(),
  kind: deviceKind,
  family,
  name: z.string(),
  installState,
  connection,
  battery: z.number().int().nullable(),
  unitName: z.string().nullable(),
  locationName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type DashboardDevice = z.infer<typeof dashboardDevice>;

export const dashboardDeviceSortFields = ['name', 'kind'] as const;

export const listDashboardDevices = defineEndpoint({
  id: 'devices.dashboards.devices',
  method: 'GET',
  path: '/api/devices/dashboards/devices',
  summary:
    'Every device of the community (pages of 100 by default), filtered by kind and connection; q matches the start of the name.',
  access: access(ANY_DEVICE_READ),
  query: z.strictObject({
    ...listQueryFields,
    kind: deviceKind.optional(),
    connection: connection.optional(),
  }),
  response: pagedResponse(dashboardDevice),
  paged: true,
});

/** Battery buckets of 20 points; the first is the low one (at or under LOW_BATTERY_PERCENT). */
export const BATTERY_BUCKETS = [
  { from: 0, to: 20 },
  { from: 21, to: 40 },
  { from: 41, to: 60 },
  { from: 61, to: 80 },
  { from: 81, to: 100 },
] as const;

export const getBatteryDistribution = defineEndpoint({
  id: 'devices.dashboards.batteryDistribution',
  method: 'GET',
  path: '/api/devices/dashboards/battery/distribution',
  summary: 'How many battery devices sit in each 20-point battery band, by kind; mains devices are not counted.',
  access: access(ANY_DEVICE_READ),
  response: z.object({
    buckets: z.array(
      z.object({
        from: z.number().int(),
        to: z.number().int(),
        counts: z.record(deviceKind, z.number().int()),
      }),
    ),
  }),
});

export const listLowestBatteries = defineEndpoint({
  id: 'devices.dashboards.lowestBatteries',
  method: 'GET',
  path: '/api/devices/dashboards/battery/lowest',
  summary: 'The battery devices with the least battery left, lowest first.',
  access: access(ANY_DEVICE_READ),
  query: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
  response: z.object({ content: z.array(dashboardDevice) }),
});

/** The windows the access dashboard offers, in days. */
export const ACCESS_WINDOWS = [7, 30] as const;
const accessWindow = z.coerce
  .number()
  .int()
  .refine((days) => (ACCESS_WINDOWS as readonly number[]).includes(days), 'must be 7 or 30')
  .default(7);

export const listPopularDoors = defineEndpoint({
  id: 'devices.dashboards.popularDoors',
  method: 'GET',
  path: '/api/devices/dashboards/access/doors',
  summary: 'Doors by openings over the last 7 or 30 days, most used first, with refused attempts.',
  access: access(ACCESS_DASHBOARD_READ),
  query: z.strictObject({ days: accessWindow, limit: z.coerce.number().int().min(1).max(100).default(10) }),
  response: z.object({
    content: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        family,
        openings: z.number().int(),
        denied: z.number().int(),
      }),
    ),
  }),
});

export const getAccessByDay = defineEndpoint({
  id: 'devices.dashboards.accessByDay',
  method: 'GET',
  path: '/api/devices/dashboards/access/days',
  summary: 'Door openings and refused attempts per day (community time) over the last 7 or 30 days.',
  access: access(ACCESS_DASHBOARD_READ),
  query: z.strictObject({ days: accessWindow }),
  response: z.object({
    days: z.array(z.object({ date: z.string(), openings: z.number().int(), denied: z.number().int() })),
  }),
});

/**
 * Set-point runtime (D202): a thermostat's TEMPERATURE report carries the minutes its heating and its
 * cooling ran since its previous report (`heatingMinutes`, `coolingMinutes`, the vendors' runtime
 * counters); a day's runtime is the sum of the reports made that day, in community time.
 */
export const RUNTIME_FIELDS = ['heatingMinutes', 'coolingMinutes'] as const;

export const getRuntimeByDay = defineEndpoint({
  id: 'devices.dashboards.runtimeByDay',
  method: 'GET',
  path: '/api/devices/dashboards/runtime/days',
  summary:
    'Hours the thermostats ran heating and cooling towards their set points, per day (community time), last 7 or 30 days.',
  access: access(RUNTIME_DASHBOARD_READ),
  query: z.strictObject({ days: accessWindow }),
  response: z.object({
    days: z.array(
      z.object({
        date: z.string(),
        heatingHours: z.number(),
        coolingHours: z.number(),
        /** Thermostats that reported their runtime that day. */
        thermostats: z.number().int(),
      }),
    ),
  }),
});

/** Which units the unit dashboards list: ready or being made ready (move-ins), or on notice (move-outs). */
export const UNIT_STAGES = ['MOVE_IN', 'MOVE_OUT'] as const;
export const unitStage = z.enum(UNIT_STAGES);

export const unitDevices = z.object({
  unitId: z.uuid(),
  unitName: z.string(),
  buildingName: z.string(),
  physicalStatus: z.string().nullable(),
  physicalStatusName: z.string().nullable(),
  noticeToVacateDate: z.string().nullable(),
  devices: z.number().int(),
  /** Devices offline, not installed, low on battery or leaking. */
  needAttention: z.number().int(),
  thermostat: z.boolean(),
  doorLock: z.boolean(),
  leakSensors: z.number().int(),
  /** The last door opening on a device of the unit, in the last 30 days. */
  lastAccessAt: z.string().nullable(),
});
export type UnitDevices = z.infer<typeof unitDevices>;

export const listUnitDevices = defineEndpoint({
  id: 'devices.dashboards.units',
  method: 'GET',
  path: '/api/devices/dashboards/units',
  summary:
    'Units about to change hands and their devices: vacant units (MOVE_IN) or units on notice to vacate (MOVE_OUT), those needing attention first.',
  access: access(ANY_DEVICE_READ),
  query: z.strictObject({
    stage: unitStage.default('MOVE_IN'),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  }),
  response: z.object({ content: z.array(unitDevices), truncated: z.boolean() }),
});
