import { randomUUID } from 'node:crypto';
import type { ProcessingStatus } from '@lintel/contracts/notifications';
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

function parse<T>(payload: string | T): T | null {
  try {
    return typeof payload === 'string' ? (JSON.parse(payload) as T) : payload;
  } catch {
    return null;
  }
}

/** Sends `text` to this process's sockets of these users acting in the customer (and the community, or none). */
function sendTo(hub: RealtimeHub, userIds: string[], signal: Signal, text: string): number {
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
 * Sends a committed notification to this process's sockets: users that are recipients and whose
 * socket acts in the notification's customer (and its community, or no community). Each process
 * only serves its own sockets, and each NOTIFY reaches each process once, so every connected
 * recipient gets the message exactly once.
 */
export async function fanOut(hub: RealtimeHub, platform: Platform, payload: string | Signal): Promise<number> {
  const signal = parse<Signal>(payload);
  if (!signal) return 0;
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
  return sendTo(hub, userIds, signal, JSON.stringify(event));
}

/**
 * Tells this process's sockets of an alert's recipients that it moved to another processing status,
 * so every open portal shows the alert where it now is (in Alerts or Resolved).
 */
export async function fanOutStatus(
  hub: RealtimeHub,
  platform: Platform,
  payload: string | (Signal & { s: ProcessingStatus }),
): Promise<number> {
  const signal = parse<Signal & { s: ProcessingStatus }>(payload);
  if (!signal) return 0;
  const local = hub.usersIn(signal.c);
  if (local.length === 0) return 0;
  const userIds = await platform.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { appRole: true, customerId: signal.c, fanout: true });
    return (await fanOutRows(trx, signal.c, signal.n, local)).userIds;
  });
  const event: WsEventMessage<'ALERT_STATUS'> = {
    id: randomUUID(),
    type: 'ALERT_STATUS',
    body: { notificationId: signal.n, processingStatus: signal.s },
  };
  return sendTo(hub, userIds, signal, JSON.stringify(event));
}
