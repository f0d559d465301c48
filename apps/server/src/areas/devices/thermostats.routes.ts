import { devices } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as thermostats from './thermostats.service.ts';

/** Thermostats (spec part 3 section 2): list, add, firmware, details and its sub-screens. */
export function thermostatsRoutes(app: FastifyInstance, platform: Platform): void {
  const t = devices.thermostats;
  route(app, platform, t.listThermostats, async ({ scope, query, reply }) =>
    withTotal(reply, await thermostats.list(scope, query)),
  );
  route(app, platform, t.addThermostat, ({ scope, body }) => thermostats.add(scope, body));
  route(app, platform, t.listUnitChoices, ({ scope, query }) => thermostats.unitChoices(scope, query.q));
  // The static paths are registered before /api/thermostats/:thermostatId.
  route(app, platform, t.updateFirmware, ({ scope, body }) =>
    thermostats.updateFirmware(scope, body.thermostatIds, body.version),
  );
  route(app, platform, t.getThermostat, ({ scope, params }) => thermostats.get(scope, params.thermostatId));
  route(app, platform, t.setPoint, ({ scope, params, body }) => thermostats.setPoint(scope, params.thermostatId, body));
  route(app, platform, t.resetThermostat, ({ scope, params }) => thermostats.reset(scope, params.thermostatId));
  route(app, platform, t.getSettings, ({ scope, params }) => thermostats.getSettings(scope, params.thermostatId));
  route(app, platform, t.saveSettings, ({ scope, params, body }) =>
    thermostats.saveSettings(scope, params.thermostatId, body),
  );
  route(app, platform, t.getSchedule, ({ scope, params }) => thermostats.getSchedule(scope, params.thermostatId));
  route(app, platform, t.saveSchedule, ({ scope, params, body }) =>
    thermostats.saveSchedule(scope, params.thermostatId, body.entries),
  );
  route(app, platform, t.selectLocation, ({ scope, params, body }) =>
    thermostats.selectLocation(scope, params.thermostatId, body.unitId),
  );
  route(app, platform, t.replaceThermostat, ({ scope, params, body }) =>
    thermostats.replace(scope, params.thermostatId, body.serial),
  );
  route(app, platform, t.readLog, async ({ scope, params, query, reply }) =>
    withTotal(reply, await thermostats.readLog(scope, params.thermostatId, query)),
  );
  route(app, platform, t.readDiagnostic, ({ scope, params }) => thermostats.readDiagnostic(scope, params.thermostatId));
}
