import { devices as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { useThermostatControl } from '../../platform/climate/thermostat-control.ts';
import { useDoors } from '../../platform/doors/doors.ts';
import { useLockSettings } from '../../platform/doors/lock-settings.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as commands from './commands.service.ts';
import { dashboardsRoutes } from './dashboards.routes.ts';
import { lockDoors } from './engine/doors.ts';
import { lockSettingsOfDevices } from './engine/lock-settings.ts';
import { DEVICES_CHANNEL } from './engine/signals.ts';
import { thermostatControlOfDevices } from './engine/thermostat-control.ts';
import { lockFamiliesRoutes } from './lock-families.routes.ts';
import { locksRoutes } from './locks.routes.ts';
import { fanOutDevices } from './realtime.ts';
import { sensorsRoutes } from './sensors.routes.ts';
import { thermostatsRoutes } from './thermostats.routes.ts';

/**
 * Smart building, devices (spec part 3): locks of five families, thermostats, leak sensors and
 * light switches. The engine (engine/) runs their commands through the vendor adapters.
 */
export function devicesRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.commands.getCommand, ({ scope, params }) =>
    commands.get(scope, params.iotDeviceId, params.commandId),
  );
  useDoors(lockDoors);
  useLockSettings(lockSettingsOfDevices);
  useThermostatControl(thermostatControlOfDevices);
  thermostatsRoutes(app, platform);
  app.realtimeChannel(DEVICES_CHANNEL, (hub, payload) => fanOutDevices(hub, platform, payload));
  locksRoutes(app, platform);
  sensorsRoutes(app, platform);
  lockFamiliesRoutes(app, platform);
  dashboardsRoutes(app, platform);
}
