import { devices as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as commands from './commands.service.ts';
import { dashboardsRoutes } from './dashboards.routes.ts';

/**
 * Smart building, devices (spec part 3): locks of five families, thermostats, leak sensors and
 * light switches. The engine (engine/) runs their commands through the vendor adapters.
 */
export function devicesRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.commands.getCommand, ({ scope, params }) =>
    commands.get(scope, params.iotDeviceId, params.commandId),
  );
  dashboardsRoutes(app, platform);
}
