import { randomUUID } from 'node:crypto';
import type { WsEventMessage } from '@lintel/contracts/realtime';
import { sql } from 'kysely';
import { actAs } from '../../platform/db/scope.ts';
import type { Platform } from '../../platform/http/platform.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { type NotificationRow, toPanel } from './notifications.repository.ts';

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
export async function fanOut(hub: RealtimeHub, platform: Platform, payload: string | Signal): Promise<number> {
  let signal: Signal;
  try {
    signal = typeof payload === 'string' ? (JSON.parse(payload) as Signal) : payload;
  } catch {
    return 0;
  }
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
  const event: WsEventMessage<'NOTIFICATION'> = { id: randomUUID(), type: 'NOTIFICATION', body };
  const text = JSON.stringify(event);
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
