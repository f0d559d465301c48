import { access } from '@lintel/contracts';
import type { FireKey, FireKeyInput, FireKeyState } from '@lintel/contracts/access/fire-keys';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

const api = access.fireKeys;
/** The fire keys' queries: refreshed with the whole access area. */
const fireKeysScope = keyScope('access', 'fireKeys');

/** Whether a fire key is still settling on the locks: a revocation under way, or a lock yet to confirm. */
export function fireKeySettling(fireKey: Pick<FireKey, 'state' | 'locks' | 'confirmedLocks'> | undefined): boolean {
  return fireKey !== undefined && (fireKey.state === 'REVOKING' || fireKey.confirmedLocks < fireKey.locks);
}

interface FireKeyListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
  state?: FireKeyState | undefined;
}

/**
 * One page of the community's fire keys (searched by the start of the number, filtered by state,
 * sorted and paged on the server), read every 2 s while one of them is still settling on its locks.
 */
export function useFireKeysQuery({ page, size, sort, q, state }: FireKeyListInput) {
  return useEndpointListQuery(
    fireKeysScope,
    api.listFireKeys,
    { query: { page, size, sort, ...(q ? { q } : {}), ...(state ? { state } : {}) } },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.status !== 'error' && (query.state.data?.content ?? []).some(fireKeySettling)
          ? CONFIRM_POLL_MS
          : false,
    },
  );
}

/** One fire key with its grants, read every 2 s while its locks are still confirming. */
export function useFireKeyQuery(fireKeyId: string) {
  return useEndpointQuery(
    fireKeysScope,
    api.getFireKey,
    { params: { fireKeyId } },
    {
      enabled: fireKeyId !== '',
      refetchInterval: (query) =>
        query.state.status !== 'error' && fireKeySettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

// A fire key change reaches the list, the fire key and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateFireKeyMutation() {
  return useEndpointMutation(api.createFireKey, {
    input: (body: FireKeyInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRevokeFireKeyMutation() {
  return useEndpointMutation(api.revokeFireKey, {
    input: (fireKeyId: string) => ({ params: { fireKeyId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteFireKeyMutation() {
  return useEndpointMutation(api.deleteFireKey, {
    input: (fireKeyId: string) => ({ params: { fireKeyId } }),
    // The deleted fire key's own query is left alone: its panel closes, and reading it again would fail.
    onSuccess: (_, fireKeyId, cache) =>
      cache.invalidate([cache.area('access')], {
        except: cache.key(fireKeysScope, api.getFireKey, { params: { fireKeyId } }),
      }),
  });
}
