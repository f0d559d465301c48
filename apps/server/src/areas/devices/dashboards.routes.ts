import { devices as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as dashboards from './dashboards.service.ts';
import * as siDash from './si-dash.service.ts';

const c = contract.dashboards;

/** The devices hub and the home dashboards of the smart building (spec part 3, "Home dashboards"). */
export function dashboardsRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, c.getDeviceCounts, ({ scope, request }) =>
    dashboards.counts(scope, dashboards.readableKinds(request.identity)),
  );
  route(app, platform, c.listDashboardDevices, async ({ scope, query, request, reply }) =>
    withTotal(reply, await dashboards.devices(scope, dashboards.readableKinds(request.identity), query)),
  );
  route(app, platform, c.getBatteryDistribution, ({ scope, request }) =>
    dashboards.batteryDistribution(scope, dashboards.readableKinds(request.identity)),
  );
  route(app, platform, c.listLowestBatteries, ({ scope, query, request }) =>
    dashboards.lowestBatteries(scope, dashboards.readableKinds(request.identity), query.limit),
  );
  route(app, platform, c.listPopularDoors, ({ scope, query }) =>
    dashboards.popularDoors(scope, query.days, query.limit),
  );
  route(app, platform, c.getAccessByDay, ({ scope, query }) => dashboards.accessByDay(scope, query.days));
  route(app, platform, c.getRuntimeByDay, ({ scope, query }) => dashboards.runtimeByDay(scope, query.days));
  route(app, platform, c.listUnitDevices, ({ scope, query, request }) =>
    dashboards.units(scope, dashboards.readableKinds(request.identity), query.stage, query.limit),
  );
  route(app, platform, contract.siDash.getSiDashboard, ({ scope, query }) => siDash.dashboard(scope, query.days));
}
