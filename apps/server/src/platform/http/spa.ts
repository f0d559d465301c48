import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built portal: hashed assets cached for a year, index.html never cached, and every
 * other non-API GET answered with index.html so deep links and refreshes land in the SPA router.
 */
export async function installSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) {
    app.log.warn('the portal is not built (apps/web/dist); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', String(request.id)));
  });
}
