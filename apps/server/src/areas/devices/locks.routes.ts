import { devices as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as locks from './locks.service.ts';

const api = contract.locks;

/** Locks, common (spec part 3 section 2): list, details, histories, install and the eight actions. */
export function locksRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, api.listLocks, async ({ scope, query, reply }) =>
    withTotal(reply, await locks.list(scope, query)),
  );
  route(app, platform, api.getLockCounts, ({ scope }) => locks.counts(scope));
  route(app, platform, api.getLockChoices, ({ scope }) => locks.choices(scope));
  route(app, platform, api.listAccessHistory, async ({ scope, query, reply }) =>
    withTotal(reply, await locks.accessHistory(scope, query)),
  );
  route(app, platform, api.getLock, ({ scope, params }) => locks.get(scope, params.lockId));
  route(app, platform, api.listLockHistory, async ({ scope, params, query, reply }) =>
    withTotal(reply, await locks.history(scope, params.lockId, query)),
  );
  route(app, platform, api.installLock, ({ scope, body }) => locks.install(scope, body));
  route(app, platform, api.runLockAction, ({ scope, params, body }) =>
    locks.act(scope, params.lockId, params.action, body),
  );
}
