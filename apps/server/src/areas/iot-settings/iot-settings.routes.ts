import { iotSettings as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './iot-settings.service.ts';

/** Smart-building settings: access and devices (D243), the integrations' intercom, sensor industries and demand response (D253). */
export function iotSettingsRoutes(app: FastifyInstance, platform: Platform): void {
  service.listenToLockInstalls();
  route(app, platform, contract.remoteAuthEndpoints.get, ({ scope }) => service.readRemoteAuth(scope));
  route(app, platform, contract.remoteAuthEndpoints.update, ({ scope, body }) => service.saveRemoteAuth(scope, body));
  route(app, platform, contract.passesEndpoints.get, ({ scope }) => service.readPasses(scope));
  route(app, platform, contract.passesEndpoints.update, ({ scope, body }) => service.savePasses(scope, body));
  route(app, platform, contract.fireKeyEndpoints.get, ({ scope }) => service.readFireKey(scope));
  route(app, platform, contract.fireKeyEndpoints.update, ({ scope, body }) => service.saveFireKey(scope, body));
  route(app, platform, contract.walletPassesEndpoints.get, ({ scope }) => service.readWalletPasses(scope));
  route(app, platform, contract.walletPassesEndpoints.update, ({ scope, body }) =>
    service.saveWalletPasses(scope, body),
  );
  route(app, platform, contract.bleEndpoints.get, ({ scope }) => service.readBle(scope));
  route(app, platform, contract.bleEndpoints.update, ({ scope, body }) => service.saveBle(scope, body));
  route(app, platform, contract.other, ({ scope }) => service.readOther(scope));
  // Integrations (D253).
  route(app, platform, contract.intercomEndpoints.get, ({ scope }) => service.readIntercom(scope));
  route(app, platform, contract.intercomEndpoints.update, ({ scope, body }) => service.saveIntercom(scope, body));
  route(app, platform, contract.sensorIndustriesEndpoints.get, ({ scope }) => service.readSensorIndustries(scope));
  route(app, platform, contract.sensorIndustriesEndpoints.update, ({ scope, body }) =>
    service.saveSensorIndustries(scope, body),
  );
  route(app, platform, contract.demandResponseEndpoints.get, ({ scope }) => service.readDemandResponse(scope));
  route(app, platform, contract.demandResponseEndpoints.update, ({ scope, body }) =>
    service.saveDemandResponse(scope, body),
  );
  route(app, platform, contract.rolloutDevices, async ({ scope, params, query, reply }) =>
    withTotal(reply, await service.rolloutDevices(scope, params.rolloutId, query)),
  );
}
