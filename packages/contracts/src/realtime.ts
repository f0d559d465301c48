import type { DeviceChange, DeviceEvent } from './devices/common.ts';
import type { PanelNotification, ProcessingStatus } from './notifications.ts';
import * as z from './zod.ts';

/**
 * The portal's one websocket, a platform service every area may push through. Messages are
 * `{ id, type, body }`. The platform's own types (AUTHENTICATION, PING, ERROR) are fixed; an area's
 * events are listed in {@link RealtimeEvents} with the body each carries, so the server's senders
 * and the browser's listeners agree on every event by type. Adding an area's event is one line
 * here plus its sender (server) and its listener (browser).
 */

/** Spec constants (part 1 sections 4 and 9). */
export const WS_PATH = '/ws';
export const WS_PING_INTERVAL_MS = 20_000;
export const WS_ALIVE_TIMEOUT_MS = 5_000;
export const WS_RECONNECT_DELAY_MS = 1_000;
/** The server closes a socket that has not authenticated by then. */
export const WS_AUTH_TIMEOUT_MS = 5_000;
export const WS_MAX_MESSAGE_BYTES = 64 * 1024;
export const WS_MAX_MESSAGES_PER_MINUTE = 100;

/** The events areas push, by type, with the body of each. */
export interface RealtimeEvents {
  /** A new notification for the user (notifications area). */
  NOTIFICATION: PanelNotification;
  /** An alert the user received moved to another processing status (notifications area). */
  ALERT_STATUS: { notificationId: string; processingStatus: ProcessingStatus };
  /** A device of the acting community changed state (devices area). */
  DEVICE_CHANGED: DeviceChange;
  /** A device of the acting community reported an event: a door opened, a leak, a step (devices area). */
  DEVICE_EVENT: DeviceEvent;
  /** A device of the acting community was deleted (devices area). */
  DEVICE_REMOVED: { id: string };
}
export type RealtimeEventType = keyof RealtimeEvents;

/** What the browser sends: authenticate (with the context it acts in), and ping. */
export const wsClientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    id: z.string().max(64),
    type: z.literal('AUTHENTICATION'),
    body: z
      .strictObject({
        /** Bearer token; browsers leave it out and the session cookie of the upgrade request counts. */
        token: z.string().max(200).optional(),
        customerId: z.uuid().nullable().optional(),
        communityId: z.uuid().nullable().optional(),
      })
      .default({}),
  }),
  z.strictObject({ id: z.string().max(64), type: z.literal('PING'), body: z.unknown().optional() }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;

/** One area event as it travels. */
export type WsEventMessage<T extends RealtimeEventType = RealtimeEventType> = {
  [K in T]: { id: string; type: K; body: RealtimeEvents[K] };
}[T];

/** What the server sends: the platform's answers, and every area event. */
export type WsServerMessage =
  | {
      id: string;
      type: 'AUTHENTICATION';
      body: { userId: string; customerId: string | null; communityId: string | null };
    }
  | { id: string; type: 'PING'; body: { at: string } }
  | { id: string; type: 'ERROR'; body: { code: string; message: string } }
  | WsEventMessage;
