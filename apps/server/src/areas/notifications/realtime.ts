import { randomUUID } from 'node:crypto';
import type { WsEventMessage } from '@lintel/contracts/realtime';
import { actAs } from '../../platform/db/scope.ts';
import type { Platform } from '../../platform/http/platform.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { fanOutRows, type NotificationRow } from './notifications.repository.ts';
import { toPanel } from './notifications.service.ts';

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
    const { message, userIds } = await fanOutRows(trx, signal.c, signal.n, local);
    return { row: message, userIds };
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
