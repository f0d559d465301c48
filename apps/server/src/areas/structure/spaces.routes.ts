import { structure } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as appliances from './appliances.service.ts';
import * as spaces from './common-spaces.service.ts';
import * as floorPlans from './floor-plans.service.ts';
import * as locations from './locations.service.ts';
import * as parking from './parking.service.ts';

/** Floor plans, common and maintenance areas, appliances, parking spaces and the location tree. */
export function spacesRoutes(app: FastifyInstance, platform: Platform): void {
  const f = structure.floorPlans;
  route(app, platform, f.listFloorPlans, async ({ scope, query, reply }) =>
    withTotal(reply, await floorPlans.list(scope, query)),
  );
  route(app, platform, f.getFloorPlan, ({ scope, params }) => floorPlans.get(scope, params.floorPlanId));
  route(app, platform, f.createFloorPlan, ({ scope, body }) => floorPlans.create(scope, body));
  route(app, platform, f.updateFloorPlan, ({ scope, params, body }) =>
    floorPlans.update(scope, params.floorPlanId, body),
  );
  route(app, platform, f.deleteFloorPlan, ({ scope, params }) => floorPlans.remove(scope, params.floorPlanId));

  const c = structure.commonSpaces;
  route(app, platform, c.listBusinessPurposes, ({ scope }) => spaces.listBusinessPurposes(scope, c.businessPurposes));
  route(app, platform, c.listCommonSpaces, async ({ scope, query, reply }) =>
    withTotal(reply, await spaces.list(scope, query)),
  );
  route(app, platform, c.getCommonSpace, ({ scope, params }) => spaces.get(scope, params.commonSpaceId));
  route(app, platform, c.createCommonSpace, ({ scope, body }) => spaces.create(scope, body));
  route(app, platform, c.updateCommonSpace, ({ scope, params, body }) =>
    spaces.update(scope, params.commonSpaceId, body),
  );
  route(app, platform, c.deleteCommonSpace, ({ scope, params }) => spaces.remove(scope, params.commonSpaceId));

  const a = structure.appliances;
  route(app, platform, a.listUnitAppliances, ({ scope, params }) => appliances.listOfUnit(scope, params.unitId));
  route(app, platform, a.createAppliance, ({ scope, params, body }) => appliances.create(scope, params.unitId, body));
  route(app, platform, a.updateAppliance, ({ scope, params, body }) =>
    appliances.update(scope, params.applianceId, body),
  );
  route(app, platform, a.deleteAppliance, ({ scope, params }) => appliances.remove(scope, params.applianceId));

  const p = structure.parking;
  route(app, platform, p.listParkingSpaces, async ({ scope, query, reply }) =>
    withTotal(reply, await parking.list(scope, query)),
  );
  route(app, platform, p.createParkingSpace, ({ scope, body }) => parking.create(scope, body));
  route(app, platform, p.updateParkingSpace, ({ scope, params, body }) =>
    parking.update(scope, params.parkingSpaceId, body),
  );
  route(app, platform, p.deleteParkingSpace, ({ scope, params }) => parking.remove(scope, params.parkingSpaceId));

  const l = structure.locations;
  route(app, platform, l.getLocationTree, ({ scope }) => locations.getTree(scope));
  route(app, platform, l.getProperty, ({ scope, params }) => locations.getProperty(scope, params.propertyId));
  route(app, platform, l.createProperty, ({ scope, body }) => locations.createProperty(scope, body));
  route(app, platform, l.updateProperty, ({ scope, params, body }) =>
    locations.updateProperty(scope, params.propertyId, body),
  );
  route(app, platform, l.deleteProperty, ({ scope, params }) => locations.deleteProperty(scope, params.propertyId));
  route(app, platform, l.listSpaceTypes, ({ scope }) => locations.listSpaceTypes(scope));
  route(app, platform, l.getSpaceType, ({ scope, params }) => locations.getSpaceType(scope, params.spaceTypeId));
  route(app, platform, l.createSpaceType, ({ scope, body }) => locations.createSpaceType(scope, body));
  route(app, platform, l.updateSpaceType, ({ scope, params, body }) =>
    locations.updateSpaceType(scope, params.spaceTypeId, body),
  );
  route(app, platform, l.deleteSpaceType, ({ scope, params }) => locations.deleteSpaceType(scope, params.spaceTypeId));
}
