import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built portal: hashed assets cached for a year, index.html never cached. Returns
 * whether the portal is there (the not-found handler then answers deep links with index.html).
 */
export async function installSpa(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) {
    if (webDist) app.log.warn('the portal is not built (apps/web/dist); serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a directory to the static server; the portal's entry page answers it.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
  );
  return true;
}
