import { access } from '@lintel/contracts';
import type { QueueSettings } from '@lintel/contracts/access/residents-queue';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.residentsQueue;
const queue = keyScope('access', 'residentsQueue');

export interface QueueListInput {
  page: number;
  size: number;
  sort: string;
}

/** One page of the community's due move-ins and move-outs, as its displaying options show them. */
export function useResidentQueueQuery({ page, size, sort }: QueueListInput) {
  return useEndpointListQuery(
    queue,
    api.listQueue,
    { query: { page, size, sort } },
    { placeholderData: (previous) => previous },
  );
}

export function useQueueSettingsQuery() {
  return useEndpointQuery(queue, api.readQueueSettings, {});
}

// Applying a move changes the lease, its accesses and the queue: the whole area, as the lease screens do.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useSaveQueueSettingsMutation() {
  return useEndpointMutation(api.saveQueueSettings, {
    input: (body: QueueSettings) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useApplyMoveInMutation(leaseId: string) {
  return useEndpointMutation(api.applyMoveIn, {
    input: (residentId: string) => ({ params: { leaseId, residentId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useApplyMoveOutMutation(leaseId: string) {
  return useEndpointMutation(api.applyMoveOut, {
    input: (residentId: string) => ({ params: { leaseId, residentId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSkipEventMutation() {
  return useEndpointMutation(api.skipEvent, {
    input: (eventId: string) => ({ params: { eventId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
