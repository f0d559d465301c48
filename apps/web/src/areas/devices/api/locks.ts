import { devices } from '@lintel/contracts';
import type { DeviceChange, LockAction, LockFamily } from '@lintel/contracts/devices/common';
import { LOCKS_REFRESH_MS } from '@lintel/contracts/devices/common';
import type { LockActionInput, LockInstallInput } from '@lintel/contracts/devices/locks';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { useOptionalCallContext } from '../../../app/context/WorkContext.tsx';
import { useRealtime, useRealtimeEvent } from '../../../app/realtime/RealtimeContext.tsx';

const api = devices.locks;
const locks = keyScope('devices', 'locks');

export interface LocksListQuery {
  page: number;
  size: number;
  sort: string;
  q: string;
  family?: string | undefined;
  installState?: string | undefined;
  connection?: string | undefined;
  lowBattery?: boolean | undefined;
}

/**
 * Refetches every `LOCKS_REFRESH_MS` only while the socket is down (part 3 section 9); with the
 * socket up, changes arrive live (useLiveLocks).
 */
function useFallbackRefresh(): number | false {
  const { alive } = useRealtime();
  return alive ? false : LOCKS_REFRESH_MS;
}

/** One page of the community's locks, paged, sorted and filtered on the server. */
export function useLocksQuery(query: LocksListQuery) {
  const { page, size, sort, q, family, installState, connection, lowBattery } = query;
  return useEndpointListQuery(
    locks,
    api.listLocks,
    {
      query: {
        page,
        size,
        sort,
        ...(q ? { q } : {}),
        ...(family ? { family: family as LockFamily } : {}),
        ...(installState ? { installState: installState as never } : {}),
        ...(connection ? { connection: connection as never } : {}),
        ...(lowBattery ? { lowBattery: 'true' as const } : {}),
      },
    },
    { placeholderData: (previous) => previous, refetchInterval: useFallbackRefresh() },
  );
}

export function useLockQuery(lockId: string) {
  return useEndpointQuery(locks, api.getLock, { params: { lockId } }, { refetchInterval: useFallbackRefresh() });
}

export function useLockCountsQuery() {
  return useEndpointQuery(locks, api.getLockCounts, {}, { refetchInterval: useFallbackRefresh() });
}

/** The locations and gateways a lock can be placed at or paired with. */
export function useLockChoicesQuery() {
  return useEndpointQuery(locks, api.getLockChoices, {}, { staleTime: 60_000 });
}

export function useAccessHistoryQuery(query: { token?: string | undefined; limit: number }) {
  return useEndpointListQuery(
    locks,
    api.listAccessHistory,
    { query: { limit: query.limit, ...(query.token ? { token: query.token, dir: 'FORWARD' as const } : {}) } },
    { placeholderData: (previous) => previous, refetchInterval: useFallbackRefresh() },
  );
}

export function useLockHistoryQuery(
  lockId: string,
  query: { token?: string | undefined; limit: number; kind?: 'ACCESS' | undefined },
) {
  return useEndpointListQuery(
    locks,
    api.listLockHistory,
    {
      params: { lockId },
      query: {
        limit: query.limit,
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.token ? { token: query.token, dir: 'FORWARD' as const } : {}),
      },
    },
    { placeholderData: (previous) => previous, refetchInterval: useFallbackRefresh() },
  );
}

/** A command sent to a device, read until it ends (then the device is read again). */
export function useCommandQuery(deviceId: string, commandId: string | null) {
  return useEndpointQuery(
    locks,
    devices.commands.getCommand,
    { params: { iotDeviceId: deviceId, commandId: commandId ?? '' } },
    {
      enabled: commandId !== null,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status === 'SUCCEEDED' || status === 'FAILED' ? false : 1_000;
      },
    },
  );
}

export function useInstallLockMutation() {
  return useEndpointMutation(api.installLock, {
    input: (body: LockInstallInput) => ({ body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(locks)]),
  });
}

export function useLockActionMutation(lockId: string) {
  return useEndpointMutation(api.runLockAction, {
    input: ({ action, body }: { action: LockAction; body: LockActionInput }) => ({ params: { lockId, action }, body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(locks)]),
  });
}

/**
 * Device changes pushed over the socket patch the locks on screen at once (list pages and details),
 * and refresh the lists and histories that a change may reorder or lengthen.
 */
export function useLiveLocks(): void {
  const client = useQueryClient();
  const context = useOptionalCallContext();
  useRealtimeEvent('DEVICE_CHANGED', (change: DeviceChange) => {
    if (change.kind !== 'LOCK' || !context) return;
    const prefix = ['devices', context.customerId, context.communityId, 'locks'];
    const patch = <T extends { id: string }>(lock: T): T => (lock.id === change.id ? { ...lock, ...change } : lock);
    client.setQueriesData<{ content?: { id: string }[] }>({ queryKey: [...prefix, api.listLocks.id] }, (page) =>
      page?.content ? { ...page, content: page.content.map(patch) } : page,
    );
    client.setQueriesData<{ id: string }>({ queryKey: [...prefix, api.getLock.id] }, (lock) =>
      lock ? patch(lock) : lock,
    );
    void client.invalidateQueries({ queryKey: [...prefix, api.getLock.id] });
    void client.invalidateQueries({ queryKey: [...prefix, api.listLockHistory.id] });
    void client.invalidateQueries({ queryKey: [...prefix, api.listAccessHistory.id] });
    void client.invalidateQueries({ queryKey: [...prefix, api.getLockCounts.id] });
    // A command's step and the device's state change together: read the commands again now.
    void client.invalidateQueries({ queryKey: [...prefix, devices.commands.getCommand.id] });
  });
}
