import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import * as z from '../zod.ts';
import { ACCESS_WINDOWS } from './dashboards.ts';

/**
 * The sensor-industries dashboard (part 3 section 1 "/iot/si-dash (sensor industries; needs customer
 * and community)", section 6 "Sensor industries read: removed unless the integration is enabled";
 * D235): the water sensors of the community as the integration reports them, by state and by
 * building, the leaks of the last 7 or 30 days, and the sensors to see first. The route checks
 * SENSOR_INDUSTRIES_READ; the service also refuses (PERMISSION_DENIED) while the community's
 * sensor-industries integration is off, which together are the policy `iot.sensorIndustriesRead`.
 */
export const READ: PermissionRule = { key: 'SENSOR_INDUSTRIES_READ' };

const counts = {
  sensors: z.number().int(),
  /** Reporting water now. */
  leaking: z.number().int(),
  offline: z.number().int(),
  /** Battery at or under LOW_BATTERY_PERCENT. */
  lowBattery: z.number().int(),
};

/** Why a sensor is among those to see first, most urgent first. */
export const SI_ATTENTION = ['LEAK', 'OFFLINE', 'LOW_BATTERY'] as const;

/** How many sensors the attention list shows at most. */
export const SI_ATTENTION_LIMIT = 20;

export const siSensor = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The unit, or the location, the sensor is placed at. */
  place: z.string().nullable(),
  reason: z.enum(SI_ATTENTION),
  battery: z.number().int().nullable(),
  leakSince: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type SiSensor = z.infer<typeof siSensor>;

export const siDashboard = z.object({
  totals: z.object(counts),
  /** By building (a unit's building, or the building a location sits under); null: not in a building. */
  buildings: z.array(z.object({ buildingId: z.uuid().nullable(), name: z.string().nullable(), ...counts })),
  /** Leaks reported per community-time day of the window, days without any included. */
  leaksByDay: z.array(z.object({ date: z.string(), leaks: z.number().int() })),
  attention: z.array(siSensor),
});
export type SiDashboard = z.infer<typeof siDashboard>;

export const getSiDashboard = defineEndpoint({
  id: 'devices.siDash.get',
  method: 'GET',
  path: '/api/devices/si-dash',
  summary:
    'The sensor-industries dashboard: water sensors by state and building, leaks per day over 7 or 30 days, and the sensors to see first.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: z.strictObject({
    days: z.coerce
      .number()
      .int()
      .refine((days) => (ACCESS_WINDOWS as readonly number[]).includes(days), 'must be 7 or 30')
      .default(7),
  }),
  response: siDashboard,
});
