import { structure } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { listUnits } from './units.repository.ts';

export function structureRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, structure.listUnits, async ({ scope, query, reply }) =>
    withTotal(reply, await listUnits(scope, query)),
  );
}
