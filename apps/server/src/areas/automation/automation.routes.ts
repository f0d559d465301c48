import { automation as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as autoOpen from './auto-open.service.ts';
import * as service from './automation.service.ts';

/** Automation: the community's schedules (D240) and auto-open rules (D244). */
export function automationRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.list, async ({ scope, query, reply }) =>
    withTotal(reply, await service.list(scope, query)),
  );
  route(app, platform, contract.get, ({ scope, params }) => service.get(scope, params.scheduleId));
  route(app, platform, contract.create, ({ scope, body }) => service.create(scope, body));
  route(app, platform, contract.update, ({ scope, params, body }) => service.update(scope, params.scheduleId, body));
  route(app, platform, contract.remove, ({ scope, params }) => service.remove(scope, params.scheduleId));
  // Auto-open rules (D244).
  route(app, platform, contract.listAutoOpen, async ({ scope, query, reply }) =>
    withTotal(reply, await autoOpen.list(scope, query)),
  );
  route(app, platform, contract.autoOpenChoicesEndpoint, ({ scope }) => autoOpen.choices(scope));
  route(app, platform, contract.getAutoOpen, ({ scope, params }) => autoOpen.get(scope, params.ruleId));
  route(app, platform, contract.createAutoOpen, ({ scope, body }) => autoOpen.create(scope, body));
  route(app, platform, contract.setAutoOpenActive, ({ scope, params, body }) =>
    autoOpen.setActive(scope, params.ruleId, body.active),
  );
  route(app, platform, contract.removeAutoOpen, ({ scope, params }) => autoOpen.remove(scope, params.ruleId));
}
