import { search } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './search.service.ts';

/** Global search: records by name, for the command palette. */
export function searchRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, search.searchRecords, async ({ scope, query, reply }) =>
    withTotal(reply, await service.searchRecords(scope, query)),
  );
}
