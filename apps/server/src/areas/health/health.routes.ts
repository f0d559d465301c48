import { health } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';

const startedAt = Date.now();

export function healthRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, health.health, async ({ scope }) => {
    // Answering at all proves the database took a transaction; this proves it runs queries.
    await sql`select 1`.execute(scope.db);
    return {
      status: 'ok' as const,
      database: platform.database.kind,
      version: platform.config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}
