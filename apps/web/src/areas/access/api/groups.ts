import { access } from '@lintel/contracts';
import type { AccessGroupDetails, GroupInput } from '@lintel/contracts/access/groups';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

const api = access.groups;
const groups = keyScope('access', 'groups');

interface GroupListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the community's groups, searched (start of the name), sorted and paged on the server. */
export function useGroupsQuery({ page, size, sort, q }: GroupListInput) {
  return useEndpointListQuery(
    groups,
    api.listGroups,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Whether a group's access is still settling on the locks: a revocation under way, or a lock yet to confirm. */
export function groupSettling(details: AccessGroupDetails | undefined): boolean {
  return (details?.grants ?? []).some((g) => g.status === 'REVOKING' || g.confirmedLocks < g.locks);
}

/** One group with its members and grants, read every 2 s while its locks are still confirming. */
export function useGroupQuery(groupId: string) {
  return useEndpointQuery(
    groups,
    api.getGroup,
    { params: { groupId } },
    {
      enabled: groupId !== '',
      refetchInterval: (query) =>
        query.state.status !== 'error' && groupSettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** Residents living in the community and its staff whose name starts with q, for the group forms. */
export function useMemberChoicesQuery(q: string) {
  return useEndpointQuery(groups, api.memberChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

// A group reaches the list, the group, and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateGroupMutation() {
  return useEndpointMutation(api.createGroup, {
    input: (body: GroupInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useUpdateGroupMutation(groupId: string) {
  return useEndpointMutation(api.updateGroup, {
    input: (body: GroupInput) => ({ params: { groupId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
