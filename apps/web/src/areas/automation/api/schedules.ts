import { automation } from '@lintel/contracts';
import type { ScheduleInput } from '@lintel/contracts/automation';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const schedules = keyScope('automation', 'schedules');

interface ScheduleListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the community's schedules, searched (start of the name), sorted and paged on the server. */
export function useSchedulesQuery({ page, size, sort, q }: ScheduleListInput) {
  return useEndpointListQuery(
    schedules,
    automation.list,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One schedule with its hours and closed days. */
export function useScheduleQuery(scheduleId: string) {
  return useEndpointQuery(schedules, automation.get, { params: { scheduleId } }, { enabled: scheduleId !== '' });
}

// A schedule reaches the list and every screen that follows it: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('automation')]);

export function useCreateScheduleMutation() {
  return useEndpointMutation(automation.create, {
    input: (body: ScheduleInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useUpdateScheduleMutation(scheduleId: string) {
  return useEndpointMutation(automation.update, {
    input: (body: ScheduleInput) => ({ params: { scheduleId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteScheduleMutation() {
  return useEndpointMutation(automation.remove, {
    input: (scheduleId: string) => ({ params: { scheduleId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
