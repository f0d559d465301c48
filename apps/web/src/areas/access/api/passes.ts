import { access } from '@lintel/contracts';
import type { PassDetails, PassInput, PassType } from '@lintel/contracts/access/passes';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

const api = access.passes;
const passes = keyScope('access', 'passes');

export type PassList = 'active' | 'ended';

interface PassListInput {
  list: PassList;
  type: PassType | undefined;
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the active or the ended passes, of one type or all, searched (start of the holder's name) on the server. */
export function usePassesQuery({ list, type, page, size, sort, q }: PassListInput) {
  return useEndpointListQuery(
    passes,
    api.listPasses,
    { query: { list, page, size, sort, ...(type ? { type } : {}), ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Whether a pass is still settling on its locks: a revocation under way, or a lock yet to confirm. */
export function passSettling(details: PassDetails | undefined): boolean {
  if (!details) return false;
  return details.status === 'REVOKING' || details.grants.some((g) => g.confirmedLocks < g.locks);
}

/** One pass with its grants, read every 2 s while its locks are still confirming. */
export function usePassQuery(passId: string) {
  return useEndpointQuery(
    passes,
    api.getPass,
    { params: { passId } },
    {
      refetchInterval: (query) =>
        query.state.status !== 'error' && passSettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** What the holder is handed: the PIN, the places and their locks, the window and the hours. */
export function usePassSummaryQuery(passId: string) {
  return useEndpointQuery(passes, api.getPassSummary, { params: { passId } });
}

/** The pass's tries at the doors, newest first. */
export function usePassLogsQuery({ passId, page, size }: { passId: string; page: number; size: number }) {
  return useEndpointListQuery(
    passes,
    api.passLogs,
    { params: { passId }, query: { page, size } },
    { placeholderData: (previous) => previous },
  );
}

/** Units whose name starts with q, for resident and guest passes. */
export function usePassUnitChoicesQuery(q: string) {
  return useEndpointQuery(passes, api.unitChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

// A pass reaches both lists, the pass, and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreatePassMutation() {
  return useEndpointMutation(api.createPass, {
    input: (body: PassInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRevokePassMutation() {
  return useEndpointMutation(api.revokePass, {
    input: (passId: string) => ({ params: { passId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
