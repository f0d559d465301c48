import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { Endpoint } from '@lintel/contracts/endpoint';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { areas } from './areas/index.ts';
import { setInstallationFeatures } from './platform/features.ts';
import { installJsonCompression } from './platform/http/compression.ts';
import { installErrorHandling, installNotFound } from './platform/http/error-handler.ts';
import { chooseLogFormat, installRequestLog, loggerOptions } from './platform/http/logging.ts';
import type { Platform } from './platform/http/platform.ts';
import { installSecurity } from './platform/http/security.ts';
import { installSpa } from './platform/http/spa.ts';
import { realtimePlugin } from './platform/realtime/plugin.ts';

/** A route as registered, with its contract when it has one (the access-surface test reads these). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: Endpoint;
}

declare module 'fastify' {
  interface FastifyInstance {
    lintelRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  /** pino options, or false to log nothing (tests). */
  logger?: boolean | Record<string, unknown>;
}

/**
 * Routes outside the endpoint contracts, each with why it may be called without them.
 * @public Declared here, beside the routes themselves, for the access-surface review (access-surface.test.ts).
 */
export const platformRoutes = [
  { method: 'GET', path: '/api/docs/openapi.json', reason: 'The API description is public, as the source is.' },
  { method: 'GET', path: '/', reason: "The portal's entry page; it holds no data." },
  {
    method: 'GET',
    path: '/ws',
    reason: 'The websocket: it checks the Origin, then the first message must authenticate with a session.',
  },
] as const;

/**
 * Builds the whole HTTP application over a platform (config, database, clock). The same
 * function serves `npm start`, the tests (through inject) and the benchmarks.
 *
 * @example const app = await buildApp(platform); await app.listen({ port: 3000 });
 */
export async function buildApp(platform: Platform, options: BuildOptions = {}): Promise<FastifyInstance> {
  setInstallationFeatures(platform.config.features);
  const logFormat = chooseLogFormat(platform.config.logFormat, process.stdout.isTTY);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(platform.config.logLevel, logFormat),
    genReqId: () => randomUUID(),
    // One line per request from installRequestLog, not Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes: RegisteredRoute[] = [];
  app.decorate('lintelRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, endpoint: (options.config as { endpoint?: Endpoint })?.endpoint });
    }
  });
  installRequestLog(app, logFormat);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-trace-id', String(request.id));
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lintel API',
        version: platform.config.version,
        description:
          'Every call carries X-Lintel-Customer-Id and X-Lintel-Community-Id when a customer and community are selected.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'lintel_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await installSecurity(app, platform.config);
  installJsonCompression(app);
  installErrorHandling(app);
  // The websocket is a platform service: areas add their channels to it as they register.
  await app.register(realtimePlugin(platform));

  for (const registerArea of areas) registerArea(app, platform);

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  installNotFound(app, await installSpa(app, platform.config.webDist, { demo: platform.config.seedDemo }));
  if (platform.config.seedDemo) {
    app.log.warn(
      'DEMO MODE is on (LINTEL_DEMO): the demo portfolio is seeded and mail to its accounts is public in the demo mailbox. Never run it in production; set LINTEL_DEMO=off.',
    );
  }
  return app;
}
