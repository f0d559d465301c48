import { randomUUID } from 'node:crypto';
import { devices as contract } from '@lintel/contracts';
import type { WsEventMessage } from '@lintel/contracts/realtime';
import { can, type PermissionCheck } from '@lintel/permissions';
import { keysOfRule, loadGrants } from '../../platform/auth/grants.ts';
import { actAs } from '../../platform/db/scope.ts';
import type { Platform } from '../../platform/http/platform.ts';
import type { Connection, RealtimeHub } from '../../platform/realtime/hub.ts';
import type { DevicesSignal } from './engine/signals.ts';
import { standingOf } from './realtime.repository.ts';

/**
 * How long a socket's device permission is trusted before it is looked up again (D177): a storm
 * of device events costs one lookup per socket per minute, and a role taken away stops the stream
 * within a minute (signing out closes the socket at once).
 */
export const PERMISSION_CACHE_MS = 60_000;

interface Cached {
  customerId: string;
  communityId: string;
  until: number;
  allowed: Promise<boolean>;
}

const cache = new WeakMap<Connection, Cached>();

/** Whether the socket's user may read devices in the socket's customer and community (DEVICE_READ). */
async function mayReadDevices(platform: Platform, connection: Connection): Promise<boolean> {
  const { userId, customerId, communityId } = connection;
  if (!userId || !customerId || !communityId) return false;
  return platform.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { appRole: true, userId, customerId, communityId, allCommunities: false });
    const { user, profile } = await standingOf(trx, userId, customerId);
    if (!user) return false;
    const isProvider = user.providerType !== null;
    if (!isProvider && !profile) return false;
    const rule = contract.commands.DEVICE_READ;
    const grants = await loadGrants(
      trx,
      {
        providerRole: user.providerRole,
        profileId: isProvider ? null : (profile?.id ?? null),
        customerId,
        communityId,
      },
      keysOfRule(rule),
    );
    return can(grants, rule as PermissionCheck, {
      customerId,
      communityId,
      profile: isProvider
        ? { type: user.providerType!, role: user.providerRole }
        : { type: profile!.type, role: profile!.role },
    });
  });
}

function allowed(platform: Platform, connection: Connection): Promise<boolean> {
  const now = Date.now();
  const cached = cache.get(connection);
  if (
    cached &&
    cached.until > now &&
    cached.customerId === connection.customerId &&
    cached.communityId === connection.communityId
  ) {
    return cached.allowed;
  }
  const next: Cached = {
    customerId: connection.customerId ?? '',
    communityId: connection.communityId ?? '',
    until: now + PERMISSION_CACHE_MS,
    allowed: mayReadDevices(platform, connection).catch(() => {
      // Not known: not sent, and asked again with the next signal.
      cache.delete(connection);
      return false;
    }),
  };
  cache.set(connection, next);
  return next.allowed;
}

/**
 * Sends one `lintel_devices` signal to this process's sockets that act in the devices' customer
 * AND community and whose user may read devices there: DEVICE_CHANGED for each changed row,
 * DEVICE_EVENT for each new event, DEVICE_REMOVED for each deleted device. The signal carries the
 * rows themselves, so a storm costs no query per event (D177).
 */
export async function fanOutDevices(hub: RealtimeHub, platform: Platform, payload: string): Promise<number> {
  let signal: DevicesSignal;
  try {
    signal = JSON.parse(payload) as DevicesSignal;
  } catch {
    return 0;
  }
  const targets: Connection[] = [];
  for (const userId of hub.usersIn(signal.c)) {
    for (const connection of hub.connectionsOf(userId)) {
      if (connection.customerId === signal.c && connection.communityId === signal.k) targets.push(connection);
    }
  }
  if (targets.length === 0) return 0;
  const messages: string[] = [
    ...(signal.changed ?? []).map((body) =>
      JSON.stringify({ id: randomUUID(), type: 'DEVICE_CHANGED', body } satisfies WsEventMessage<'DEVICE_CHANGED'>),
    ),
    ...(signal.events ?? []).map((body) =>
      JSON.stringify({ id: randomUUID(), type: 'DEVICE_EVENT', body } satisfies WsEventMessage<'DEVICE_EVENT'>),
    ),
    ...(signal.removed ?? []).map((id) =>
      JSON.stringify({
        id: randomUUID(),
        type: 'DEVICE_REMOVED',
        body: { id },
      } satisfies WsEventMessage<'DEVICE_REMOVED'>),
    ),
  ];
  let sent = 0;
  for (const connection of targets) {
    if (!(await allowed(platform, connection))) continue;
    for (const message of messages) hub.send(connection, message);
    sent++;
  }
  return sent;
}
