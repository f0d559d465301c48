import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import * as z from '../zod.ts';
import { deviceCommand } from './common.ts';

/**
 * A device command's progress: every screen that starts one (install, an action, a firmware update)
 * follows it here or over the socket. Anyone who may read some kind of device may read its
 * commands (the device itself is then found or not in the community).
 */
export const DEVICE_READ: PermissionRule = {
  anyOf: [
    { key: 'LOCK_READ' },
    { key: 'THERMOSTAT_READ' },
    { key: 'LIGHT_SWITCH_READ' },
    { key: 'LEAK_SENSOR_CREATE' },
  ],
};

export const getCommand = defineEndpoint({
  id: 'devices.getCommand',
  method: 'GET',
  path: '/api/devices/:iotDeviceId/commands/:commandId',
  summary: 'One command sent to a device: what it is, how far it got, and how it ended.',
  access: { auth: 'session', tenant: 'community', permission: DEVICE_READ },
  params: z.strictObject({ iotDeviceId: z.uuid(), commandId: z.uuid() }),
  response: deviceCommand,
});
