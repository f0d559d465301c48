import websocket from '@fastify/websocket';
import { WS_MAX_MESSAGE_BYTES, WS_PATH } from '@lintel/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';
import type { Platform } from '../http/platform.ts';
import { listen } from './bus.ts';
import { RealtimeHub } from './hub.ts';

/** Sign-outs, expiries and deactivations: NOTIFYed by triggers on sessions and users (migration 0009). */
export const SESSIONS_CHANNEL = 'lintel_sessions';

/** What an area does with each signal of its channel (a NOTIFY payload), for this process's sockets. */
export type SignalHandler = (hub: RealtimeHub, payload: string) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
    /**
     * An area's realtime source: the PostgreSQL channel it NOTIFYs on at commit, and how one signal
     * becomes messages to this process's sockets (`hub.send` with an event of RealtimeEvents).
     */
    realtimeChannel(channel: string, handler: SignalHandler): void;
  }
}

/**
 * The websocket endpoint `/ws`, the hub that keeps this process's sockets, and the listener that
 * feeds it: a platform service. Areas add their channels with `app.realtimeChannel` while their
 * routes are registered; the listener starts when the server is ready. Registered as a plugin that
 * decorates the application itself (skip-override, as fastify-plugin does) so areas and tests reach
 * `app.realtime`.
 *
 * @example await app.register(realtimePlugin(platform)); app.realtimeChannel('lintel_notifications', (hub, payload) => fanOut(hub, payload));
 */
export function realtimePlugin(platform: Platform) {
  const plugin = (app: FastifyInstance) => installRealtime(app, platform);
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

async function installRealtime(app: FastifyInstance, platform: Platform): Promise<void> {
  const hub = new RealtimeHub(platform);
  const handlers = new Map<string, SignalHandler>();
  app.decorate('realtime', hub);
  app.decorate('realtimeChannel', (channel: string, handler: SignalHandler) => {
    if (channel === SESSIONS_CHANNEL || handlers.has(channel)) throw new Error(`realtime channel ${channel} is taken`);
    handlers.set(channel, handler);
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES, perMessageDeflate: false } });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listen(
      platform.database,
      [SESSIONS_CHANNEL, ...handlers.keys()],
      (channel, payload) => {
        if (channel === SESSIONS_CHANNEL) {
          hub.onSessionSignal(payload).catch((error) => app.log.warn({ err: error }, 'session signal failed'));
          return;
        }
        handlers
          .get(channel)?.(hub, payload)
          .catch((error) => app.log.warn({ err: error, channel }, 'realtime fan-out failed'));
      },
      () => void hub.recheck(hub.all()),
    );
  });
  app.addHook('preClose', async () => {
    hub.close();
    await stop?.();
  });

  const ownOrigins = new Set(platform.config.allowedOrigins);
  await app.register(async (instance) => {
    instance.route({
      method: 'GET',
      url: WS_PATH,
      schema: { hide: true },
      // A plain HTTP request (no upgrade) gets a coded error like every other refusal, not an empty 404.
      handler: async () => {
        throw new AppError('WEBSOCKET_UPGRADE_REQUIRED');
      },
      // Cross-site websocket hijacking: a browser always sends Origin; it must be ours.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (!origin) return;
        const own = `${request.protocol}://${request.host}`;
        if (origin !== own && !ownOrigins.has(origin)) {
          await reply.code(403).send({
            code: 'ORIGIN_REJECTED',
            message: 'This request came from another site and was refused.',
            traceId: String(request.id),
          });
        }
      },
      wsHandler: (socket, request) => {
        hub.accept(socket, request.cookies?.[SESSION_COOKIE] ?? null);
      },
    });
  });
}
