import { devices } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as families from './lock-families.service.ts';

/** The family-specific lock screens: wired controller, Yale, Allegion, Brivo and ButterflyMX. */
export function lockFamiliesRoutes(app: FastifyInstance, platform: Platform): void {
  const c = devices.lockFamilies;
  route(app, platform, c.getPlacementOptions, ({ scope, params }) => families.placementOptions(scope, params.lockId));

  // Wired door controller (PDK).
  route(app, platform, c.getPdkHardware, ({ scope, params }) => families.hardwareController(scope, params.lockId));
  route(app, platform, c.getPdkReader, ({ scope, params, query }) =>
    families.readerConfiguration(scope, params.lockId, query.slot),
  );
  route(app, platform, c.listPdkNodes, ({ scope }) => families.listNodes(scope));
  route(app, platform, c.getPdkNode, ({ scope, params }) => families.getNode(scope, params.nodeId));
  route(app, platform, c.updatePdkNode, ({ scope, params, body }) => families.updateNode(scope, params.nodeId, body));
  route(app, platform, c.previewPdkNodes, ({ scope }) => families.previewGateways(scope, 'PDK'));
  route(app, platform, c.importPdkNodes, ({ scope }) => families.importNodes(scope));
  route(app, platform, c.changePdkLocation, ({ scope, params, body }) =>
    families.changeLocation(scope, params.lockId, 'PDK', body.locationId),
  );

  // Yale.
  route(app, platform, c.yaleNotificationLog, async ({ scope, params, query, reply }) =>
    withTotal(reply, await families.notificationLog(scope, params.lockId, query)),
  );
  route(app, platform, c.requestYaleAudits, ({ scope, params, body }) =>
    families.requestAudits(scope, params.lockId, body),
  );
  route(app, platform, c.getYaleConfiguration, ({ scope, params }) =>
    families.configuration(scope, params.lockId, 'YALE'),
  );
  route(app, platform, c.updateYaleConfiguration, ({ scope, params, body }) =>
    families.configure(scope, params.lockId, 'YALE', body),
  );
  route(app, platform, c.yaleConnectionLog, async ({ scope, params, query, reply }) =>
    withTotal(reply, await families.yaleConnectionLog(scope, params.lockId, query)),
  );
  route(app, platform, c.getYaleDefaultConfiguration, ({ scope }) => families.defaultConfiguration(scope, 'YALE'));
  route(app, platform, c.updateYaleDefaultConfiguration, ({ scope, body }) =>
    families.saveDefaultConfiguration(scope, 'YALE', body),
  );
  route(app, platform, c.changeYaleRouter, ({ scope, params, body }) =>
    families.changeRouter(scope, params.lockId, 'YALE', body.gatewayId),
  );

  // Allegion.
  route(app, platform, c.getAllegionConfiguration, ({ scope, params }) =>
    families.configuration(scope, params.lockId, 'ALLEGION'),
  );
  route(app, platform, c.updateAllegionConfiguration, ({ scope, params, body }) =>
    families.configure(scope, params.lockId, 'ALLEGION', body),
  );
  route(app, platform, c.allegionLogs, async ({ scope, params, query, reply }) =>
    withTotal(reply, await families.allegionLog(scope, params.lockId, query.kind, query)),
  );
  route(app, platform, c.getAllegionDefaultConfiguration, ({ scope }) =>
    families.defaultConfiguration(scope, 'ALLEGION'),
  );
  route(app, platform, c.updateAllegionDefaultConfiguration, ({ scope, body }) =>
    families.saveDefaultConfiguration(scope, 'ALLEGION', body),
  );
  route(app, platform, c.changeAllegionLocation, ({ scope, params, body }) =>
    families.changeLocation(scope, params.lockId, 'ALLEGION', body.locationId),
  );
  route(app, platform, c.changeAllegionRouter, ({ scope, params, body }) =>
    families.changeRouter(scope, params.lockId, 'ALLEGION', body.gatewayId),
  );

  // Brivo.
  route(app, platform, c.previewBrivoSites, ({ scope }) => families.previewBrivoSites(scope));
  route(app, platform, c.importBrivoSites, ({ scope }) => families.importBrivoSites(scope));
  route(app, platform, c.getBrivoAccount, ({ scope }) => families.brivoAccount(scope));
  route(app, platform, c.disconnectBrivo, ({ scope }) => families.disconnectBrivo(scope));
  route(app, platform, c.changeBrivoLocation, ({ scope, params, body }) =>
    families.changeLocation(scope, params.lockId, 'BRIVO', body.locationId),
  );

  // ButterflyMX.
  route(app, platform, c.previewBmxBuildings, ({ scope }) => families.previewGateways(scope, 'BUTTERFLYMX'));
  route(app, platform, c.importBmxBuildings, ({ scope }) => families.importBuildings(scope));
  route(app, platform, c.listBmxInstallable, ({ scope, params, query }) =>
    families.installable(scope, params.gatewayId, query.lockType),
  );
  route(app, platform, c.installBmx, ({ scope, params, body }) => families.installBmx(scope, params.gatewayId, body));
  route(app, platform, c.changeBmxLocation, ({ scope, params, body }) =>
    families.changeLocation(scope, params.lockId, 'BUTTERFLYMX', body.locationId),
  );
  route(app, platform, c.selectBmxLock, ({ scope, params, body }) =>
    families.selectReleasedLock(scope, params.lockId, body.releasedLockId),
  );
}
