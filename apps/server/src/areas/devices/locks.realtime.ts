import { randomUUID } from 'node:crypto';
import type { RealtimeEventType, WsEventMessage } from '@lintel/contracts/realtime';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

/** What the engine NOTIFYs on its channel: the tenant and the event (D184). */
interface DeviceSignal {
  c: string;
  k: string;
  type: string;
  body: unknown;
}

const FORWARDED: ReadonlySet<string> = new Set<RealtimeEventType>(['DEVICE_CHANGED', 'DEVICE_EVENT']);

/**
 * Sends a committed device change to this process's sockets acting in the device's community (the
 * hub checked, when the socket chose its context, that the user may act there). The body is the
 * device's state only (no names, no people), the same a lock list already shows its readers.
 */
export async function fanOutDeviceSignal(hub: RealtimeHub, payload: string): Promise<number> {
  let signal: DeviceSignal;
  try {
    signal = JSON.parse(payload) as DeviceSignal;
  } catch {
    return 0;
  }
  if (!FORWARDED.has(signal.type)) return 0;
  const event = { id: randomUUID(), type: signal.type, body: signal.body } as WsEventMessage;
  const text = JSON.stringify(event);
  let sent = 0;
  for (const userId of hub.usersIn(signal.c)) {
    for (const connection of hub.connectionsOf(userId)) {
      if (connection.customerId !== signal.c || connection.communityId !== signal.k) continue;
      hub.send(connection, text);
      sent++;
    }
  }
  return sent;
}
