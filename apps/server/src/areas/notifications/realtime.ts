import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { WS_MAX_MESSAGE_BYTES, WS_PATH } from '@lintel/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '../../platform/auth/tokens.ts';
import { actAs } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { listen } from '../../platform/realtime/bus.ts';
import { RealtimeHub } from '../../platform/realtime/hub.ts';
import { type NotificationRow, toPanel } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANNEL, SESSIONS_CHANNEL } from './publish.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

interface Signal {
  c: string;
  n: string;
  k: string | null;
}

/**
 * Sends a committed notification to this process's sockets: users that are recipients and whose
 * socket acts in the notification's customer (and its community, or no community). Each process
 * only serves its own sockets, and each NOTIFY reaches each process once, so every connected
 * recipient gets the message exactly once.
 */
export async function fanOut(hub: RealtimeHub, platform: Platform, signal: Signal): Promise<number> {
  const local = hub.usersIn(signal.c);
  if (local.length === 0) return 0;
  const { row, userIds } = await platform.database.db.transaction().execute(async (trx) => {
    // The hub reads across recipients: the transaction-local fanout flag, set only here.
    await actAs(trx, { appRole: true, customerId: signal.c, fanout: true });
    const recipients = await trx
      .selectFrom('notification_recipients')
      .select('user_id')
      .where('customer_id', '=', signal.c)
      .where('notification_id', '=', signal.n)
      .where('user_id', '=', sql<string>`any(${local}::uuid[])`)
      .execute();
    const message = await trx
      .selectFrom('notifications as n')
      .select([
        'n.id',
        'n.created_at as createdAt',
        'n.kind',
        'n.community_id as communityId',
        'n.event_code as eventCode',
        'n.type',
        'n.title',
        'n.body_html as html',
        'n.icon',
        'n.priority',
        'n.processing_status as processingStatus',
        'n.tags',
        'n.origin_service_code as originServiceCode',
      ])
      .where('n.customer_id', '=', signal.c)
      .where('n.id', '=', signal.n)
      .executeTakeFirst();
    return { row: message, userIds: recipients.map((r) => r.user_id) };
  });
  if (!row) return 0;
  const body = toPanel({ ...row, read: false, acknowledgedAt: null, alertSort: 0 } as NotificationRow);
  const text = JSON.stringify({ id: randomUUID(), type: 'NOTIFICATION', body });
  let sent = 0;
  for (const userId of userIds) {
    for (const connection of hub.connectionsOf(userId)) {
      if (connection.customerId !== signal.c) continue;
      if (signal.k && connection.communityId && connection.communityId !== signal.k) continue;
      hub.send(connection, text);
      sent++;
    }
  }
  return sent;
}

/**
 * The websocket endpoint `/ws` and the listeners that feed it, as a plugin that decorates the
 * application itself (skip-override, as fastify-plugin does) so tests reach `app.realtime`.
 */
export function realtimePlugin(platform: Platform) {
  const plugin = (app: FastifyInstance) => installRealtime(app, platform);
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

async function installRealtime(app: FastifyInstance, platform: Platform): Promise<void> {
  const hub = new RealtimeHub(platform);
  app.decorate('realtime', hub);
  await app.register(websocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES, perMessageDeflate: false } });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listen(
      platform.database,
      [NOTIFICATIONS_CHANNEL, SESSIONS_CHANNEL],
      (channel, payload) => {
        if (channel === SESSIONS_CHANNEL) {
          hub.onSessionSignal(payload).catch((error) => app.log.warn({ err: error }, 'session signal failed'));
          return;
        }
        let signal: Signal;
        try {
          signal = JSON.parse(payload) as Signal;
        } catch {
          return;
        }
        fanOut(hub, platform, signal).catch((error) => app.log.warn({ err: error }, 'notification fan-out failed'));
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
