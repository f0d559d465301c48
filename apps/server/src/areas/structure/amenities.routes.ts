import { structure } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as amenities from './amenities.service.ts';

/** Unit amenities: the community's Apartment amenities, their groups and the units that have them. */
export function amenitiesRoutes(app: FastifyInstance, platform: Platform): void {
  const a = structure.amenities;
  route(app, platform, a.listUnitAmenities, async ({ scope, query, reply }) =>
    withTotal(reply, await amenities.list(scope, query)),
  );
  route(app, platform, a.getUnitAmenity, ({ scope, params }) => amenities.get(scope, params.amenityId));
  route(app, platform, a.getAmenityGroup, ({ scope, params }) => amenities.getGroup(scope, params.amenityGroupId));
  route(app, platform, a.listAmenitiesOfUnit, ({ scope, params }) => amenities.listOfUnit(scope, params.unitId));
  route(app, platform, a.setAmenitiesOfUnit, ({ scope, params, body }) =>
    amenities.setOfUnit(scope, params.unitId, body.amenityIds),
  );
}
