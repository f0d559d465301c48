import { structure } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { amenitiesRoutes } from './amenities.routes.ts';
import * as buildings from './buildings.service.ts';
import { spacesRoutes } from './spaces.routes.ts';
import * as unitTypes from './unit-types.service.ts';
import * as units from './units.service.ts';
import * as unitsData from './units-data.service.ts';

export function structureRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, structure.listUnits, async ({ scope, query, reply }) =>
    withTotal(reply, await units.list(scope, query)),
  );
  route(app, platform, structure.setPhysicalStatusOfUnits, ({ scope, body }) =>
    units.setPhysicalStatusOfUnits(scope, body.unitIds, body.physicalStatus),
  );

  // Import, export and change histories; the static paths are matched before /api/units/:unitId.
  const d = structure.unitsData;
  route(app, platform, d.unitImports.preview, ({ scope, body }) => unitsData.previewImport(scope, body));
  route(app, platform, d.unitImports.read, ({ scope, params }) => unitsData.readUnitsImport(scope, params.importId));
  route(app, platform, d.unitImports.confirm, ({ scope, params }) =>
    unitsData.confirmUnitsImport(scope, params.importId),
  );
  route(app, platform, d.exportUnits, ({ scope, query, reply }) => unitsData.exportUnits(scope, query, reply));
  route(app, platform, d.unitAuditTrail, async ({ scope, params, query, reply }) =>
    withTotal(reply, await unitsData.unitTrail(scope, params.unitId, query)),
  );
  route(app, platform, d.buildingAuditTrail, async ({ scope, params, query, reply }) =>
    withTotal(reply, await unitsData.buildingTrail(scope, params.buildingId, query)),
  );
  route(app, platform, d.unitTypeAuditTrail, async ({ scope, params, query, reply }) =>
    withTotal(reply, await unitsData.unitTypeTrail(scope, params.unitTypeId, query)),
  );

  const b = structure.buildings;
  route(app, platform, b.listBuildings, async ({ scope, query, reply }) =>
    withTotal(reply, await buildings.list(scope, query)),
  );
  route(app, platform, b.getBuilding, ({ scope, params }) => buildings.get(scope, params.buildingId));
  route(app, platform, b.createBuilding, ({ scope, body }) => buildings.create(scope, body));
  route(app, platform, b.updateBuilding, ({ scope, params, body }) => buildings.update(scope, params.buildingId, body));
  route(app, platform, b.deleteBuilding, ({ scope, params }) => buildings.remove(scope, params.buildingId));

  const u = structure.units;
  route(app, platform, u.getUnit, ({ scope, params }) => units.get(scope, params.unitId));
  route(app, platform, u.createUnit, ({ scope, body }) => units.create(scope, body));
  route(app, platform, u.updateUnit, ({ scope, params, body }) => units.update(scope, params.unitId, body));
  route(app, platform, u.deleteUnit, ({ scope, params }) => units.remove(scope, params.unitId));
  route(app, platform, u.updateUnitType, ({ scope, params, body }) =>
    units.setUnitType(scope, params.unitId, body.unitTypeId),
  );
  route(app, platform, u.updatePhysicalStatus, ({ scope, params, body }) =>
    units.setPhysicalStatus(scope, params.unitId, body.physicalStatus),
  );
  route(app, platform, u.updateNoticeToVacate, ({ scope, params, body }) =>
    units.setNoticeToVacate(scope, params.unitId, body.noticeToVacateDate),
  );

  const t = structure.unitTypes;
  route(app, platform, t.listUnitTypes, async ({ scope, query, reply }) =>
    withTotal(reply, await unitTypes.list(scope, query)),
  );
  route(app, platform, t.getUnitType, ({ scope, params }) => unitTypes.get(scope, params.unitTypeId));
  route(app, platform, t.createUnitType, ({ scope, body }) => unitTypes.create(scope, body));
  route(app, platform, t.updateUnitType, ({ scope, params, body }) => unitTypes.update(scope, params.unitTypeId, body));
  route(app, platform, t.deleteUnitType, ({ scope, params }) => unitTypes.remove(scope, params.unitTypeId));
  route(app, platform, t.assignUnits, ({ scope, params, body }) =>
    unitTypes.assignUnits(scope, params.unitTypeId, body.unitIds),
  );

  spacesRoutes(app, platform);
  amenitiesRoutes(app, platform);
}
