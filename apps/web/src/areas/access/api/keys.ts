import { access } from '@lintel/contracts';
import type { AccessKeyDetails, KeyInput } from '@lintel/contracts/access/keys';
import type { z } from 'zod';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

const api = access.keys;
/** The keys' queries (and the import wizard's progress): refreshed with the whole access area. */
export const keysScope = keyScope('access', 'keys');

export type KeyState = AccessKeyDetails['state'];
/** Who a key is issued to: a resident or a staff member. */
export type KeyHolder = z.input<typeof api.assignKey.body>;

interface KeyListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
  state?: KeyState | undefined;
}

/** One page of the community's keys, searched (start of the number or holder), filtered by state, sorted and paged on the server. */
export function useKeysQuery({ page, size, sort, q, state }: KeyListInput) {
  return useEndpointListQuery(
    keysScope,
    api.listKeys,
    { query: { page, size, sort, ...(q ? { q } : {}), ...(state ? { state } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** Whether a key's access is still settling on the locks: a revocation under way, or a lock yet to confirm. */
export function keySettling(details: AccessKeyDetails | undefined): boolean {
  return (details?.grants ?? []).some((g) => g.status === 'REVOKING' || g.confirmedLocks < g.locks);
}

/** One key with its grants and holdings, read every 2 s while its locks are still confirming. */
export function useKeyQuery(keyId: string) {
  return useEndpointQuery(
    keysScope,
    api.getKey,
    { params: { keyId } },
    {
      enabled: keyId !== '',
      refetchInterval: (query) =>
        query.state.status !== 'error' && keySettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** Keys whose number starts with q: not issued ones for the assign modal, every key (`all`) for delete and change locations. */
export function useKeyChoicesQuery(q: string, enabled = true, all = false) {
  return useEndpointQuery(
    keysScope,
    api.keyChoices,
    { query: { ...(q ? { q } : {}), ...(all ? { all: 'true' as const } : {}) } },
    { enabled, placeholderData: (previous) => previous },
  );
}

/** Residents living in the community and its staff whose name starts with q, for the issue forms. */
export function useHolderChoicesQuery(q: string) {
  return useEndpointQuery(keysScope, api.holderChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

// A key change reaches the list, the key, the choices and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateKeyMutation() {
  return useEndpointMutation(api.createKey, {
    input: (body: KeyInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useAssignKeyMutation() {
  return useEndpointMutation(api.assignKey, {
    input: ({ keyId, ...body }: KeyHolder & { keyId: string }) => ({ params: { keyId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

/** Takes an issued key back (handed in or not), or marks a key that was not returned as handed in. */
export function useTakeBackKeyMutation(keyId: string) {
  return useEndpointMutation(api.takeBackKey, {
    input: (returned: boolean) => ({ params: { keyId }, body: { returned } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useChangeKeyLocationsMutation(keyId: string) {
  return useEndpointMutation(api.changeKeyLocations, {
    input: (body: { locationIds: string[] }) => ({ params: { keyId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteKeyMutation() {
  return useEndpointMutation(api.deleteKey, {
    input: (keyId: string) => ({ params: { keyId } }),
    // The deleted key's own query is left alone: its page is being left, and reading it again would fail.
    onSuccess: (_, keyId, cache) =>
      cache.invalidate([cache.area('access')], { except: cache.key(keysScope, api.getKey, { params: { keyId } }) }),
  });
}
