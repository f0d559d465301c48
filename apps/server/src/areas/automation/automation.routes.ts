import { automation as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './automation.service.ts';

/** Automation schedules: list, read, create, change and delete the community's schedules (D240). */
export function automationRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.list, async ({ scope, query, reply }) =>
    withTotal(reply, await service.list(scope, query)),
  );
  route(app, platform, contract.get, ({ scope, params }) => service.get(scope, params.scheduleId));
  route(app, platform, contract.create, ({ scope, body }) => service.create(scope, body));
  route(app, platform, contract.update, ({ scope, params, body }) => service.update(scope, params.scheduleId, body));
  route(app, platform, contract.remove, ({ scope, params }) => service.remove(scope, params.scheduleId));
}
