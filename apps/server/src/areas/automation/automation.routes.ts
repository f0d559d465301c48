import { automation as contract, scenarios } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as autoOpen from './auto-open.service.ts';
import * as service from './automation.service.ts';
import * as leak from './leak.service.ts';
import * as moveIns from './move-ins.service.ts';
import * as scenario from './scenarios.service.ts';
import * as staffAccess from './staff-access.service.ts';

/** Automation: the community's schedules (D240), auto-open rules (D244) and scenarios (D245, D247, D250, D251). */
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
  // Scenarios (D245).
  route(app, platform, scenarios.list, ({ scope }) => scenario.list(scope));
  route(app, platform, scenarios.getEnergySaving, ({ scope }) => scenario.get(scope));
  route(app, platform, scenarios.energySavingChoicesEndpoint, ({ scope }) => scenario.choices(scope));
  route(app, platform, scenarios.saveEnergySavingRules, ({ scope, body }) => scenario.saveRules(scope, body));
  route(app, platform, scenarios.saveEnergySavingSchedule, ({ scope, body }) =>
    scenario.saveSchedule(scope, body.scheduleId),
  );
  route(app, platform, scenarios.runEnergySaving, ({ scope }) => scenario.runNow(scope));
  // Recommended move-in settings (D250): the move-ins come through the leases' seam.
  route(app, platform, scenarios.getMoveIns, ({ scope }) => moveIns.get(scope));
  route(app, platform, scenarios.moveInsChoicesEndpoint, ({ scope }) => scenario.choices(scope));
  route(app, platform, scenarios.saveMoveInsRules, ({ scope, body }) => moveIns.saveRules(scope, body));
  route(app, platform, scenarios.saveMoveInsSchedule, ({ scope, body }) =>
    moveIns.saveSchedule(scope, body.scheduleId),
  );
  route(app, platform, scenarios.runMoveIns, ({ scope }) => moveIns.run(scope));
  // Staff access to vacant units (D251): the grants through the access area's seam.
  route(app, platform, scenarios.getStaffAccess, ({ scope }) => staffAccess.get(scope));
  route(app, platform, scenarios.staffAccessChoicesEndpoint, ({ scope }) => staffAccess.choices(scope));
  route(app, platform, scenarios.saveStaffAccessRules, ({ scope, body }) => staffAccess.saveRules(scope, body));
  route(app, platform, scenarios.runStaffAccess, ({ scope }) => staffAccess.runNow(scope));
  // Leak-sensor notifications (D247): rules here, a leak from the devices area.
  leak.listenToLeaks();
  route(app, platform, scenarios.getLeakNotifications, ({ scope }) => leak.get(scope));
  route(app, platform, scenarios.leakChoicesEndpoint, ({ scope, query }) => leak.choices(scope, query.q));
  route(app, platform, scenarios.setLeakActive, ({ scope, body }) => leak.setActive(scope, body.active));
  route(app, platform, scenarios.addLeakRule, ({ scope, body }) => leak.addRule(scope, body));
  route(app, platform, scenarios.removeLeakRule, ({ scope, params }) => leak.removeRule(scope, params.leakRuleId));
  route(app, platform, scenarios.listRuns, async ({ scope, query, reply }) =>
    withTotal(reply, await scenario.runs(scope, query)),
  );
  route(app, platform, scenarios.listLog, async ({ scope, query, reply }) =>
    withTotal(reply, await scenario.log(scope, query)),
  );
}
