import { access } from '@lintel/contracts';
import type { TemporaryAccessDetails, TemporaryAccessInput } from '@lintel/contracts/access/staff-access';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

const api = access.staffAccess;
const temporary = keyScope('access', 'staffAccess');

export type TemporaryList = 'active' | 'ended';

interface TemporaryListInput {
  list: TemporaryList;
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the active list or of the expired-or-revoked list, searched (start of the name), sorted and paged on the server. */
export function useTemporaryAccessListQuery({ list, page, size, sort, q }: TemporaryListInput) {
  return useEndpointListQuery(
    temporary,
    api.listTemporaryAccess,
    { query: { list, page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Whether an access is still settling on its locks: a revocation under way, or a lock yet to confirm. */
export function accessSettling(details: TemporaryAccessDetails | undefined): boolean {
  if (!details) return false;
  return details.status === 'REVOKING' || details.grants.some((g) => g.confirmedLocks < g.locks);
}

/** One access with its grants, read every 2 s while its locks are still confirming. */
export function useTemporaryAccessQuery(accessId: string) {
  return useEndpointQuery(
    temporary,
    api.getTemporaryAccess,
    { params: { accessId } },
    {
      refetchInterval: (query) =>
        query.state.status !== 'error' && accessSettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** The community's temporary access event log, newest first; of one access when `accessId` is given. */
export function useTemporaryEventsQuery({
  page,
  size,
  accessId,
}: {
  page: number;
  size: number;
  accessId: string | null;
}) {
  return useEndpointListQuery(
    temporary,
    api.temporaryEventLog,
    { query: { page, size, sort: 'occurredAt,desc', ...(accessId ? { accessId } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Staff members of the community whose name starts with q, for the grant form. */
export function useStaffChoicesQuery(q: string, enabled: boolean) {
  return useEndpointQuery(
    temporary,
    api.staffChoices,
    { query: q ? { q } : {} },
    { enabled, placeholderData: (previous) => previous },
  );
}

// A grant or an action reaches both lists, the access, the event log and who can open which door.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useGrantTemporaryAccessMutation() {
  return useEndpointMutation(api.grantTemporaryAccess, {
    input: (body: TemporaryAccessInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useEditTemporaryAccessMutation(accessId: string) {
  return useEndpointMutation(api.editTemporaryAccess, {
    input: (body: TemporaryAccessInput) => ({ params: { accessId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export type TemporaryAction = (typeof access.staffAccess.TEMPORARY_ACTIONS)[number];

/** Suspend, resume or revoke (part 3 section 4's access actions). */
export function useTemporaryActionMutation(accessId: string) {
  return useEndpointMutation(api.actOnTemporaryAccess, {
    input: (accessAction: TemporaryAction) => ({ params: { accessId, accessAction } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
