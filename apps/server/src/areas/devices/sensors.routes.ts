import { devices } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './sensors.service.ts';

/** Leak sensors and light switches (spec part 3, section 2): lists, details, create, switching, logs. */
export function sensorsRoutes(app: FastifyInstance, platform: Platform): void {
  const c = devices.sensors;
  route(app, platform, c.listLeakSensors, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listLeakSensors(scope, query)),
  );
  route(app, platform, c.getLeakSensor, ({ scope, params }) => service.getLeakSensor(scope, params.leakSensorId));
  route(app, platform, c.listLeakSensorRouters, ({ scope }) => service.listRouters(scope, 'LEAK_SENSOR'));
  route(app, platform, c.createLeakSensor, ({ scope, body }) => service.create(scope, 'LEAK_SENSOR', body));
  route(app, platform, c.listLeakSensorConnectionLog, async ({ scope, params, query, reply }) =>
    withTotal(reply, await service.leakSensorConnectionLog(scope, params.leakSensorId, query)),
  );
  route(app, platform, c.listLeakNotificationLog, async ({ scope, query, reply }) =>
    withTotal(reply, await service.leakNotificationLog(scope, query)),
  );

  route(app, platform, c.listLightSwitches, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listLightSwitches(scope, query)),
  );
  route(app, platform, c.getLightSwitch, ({ scope, params }) => service.getLightSwitch(scope, params.lightSwitchId));
  route(app, platform, c.switchLight, ({ scope, params, body }) =>
    service.switchLight(scope, params.lightSwitchId, body),
  );
  route(app, platform, c.configureLightSwitch, ({ scope, params, body }) =>
    service.configureLightSwitch(scope, params.lightSwitchId, body),
  );
  route(app, platform, c.listLightSwitchRouters, ({ scope }) => service.listRouters(scope, 'LIGHT_SWITCH'));
  route(app, platform, c.createLightSwitch, ({ scope, body }) => service.create(scope, 'LIGHT_SWITCH', body));
  route(app, platform, c.listLightSwitchConnectionLog, async ({ scope, params, query, reply }) =>
    withTotal(reply, await service.lightSwitchConnectionLog(scope, params.lightSwitchId, query)),
  );
}
