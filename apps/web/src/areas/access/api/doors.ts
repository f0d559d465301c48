import { access, devices } from '@lintel/contracts';
import type { HolderKind } from '@lintel/contracts/access/common';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.doors;
const doors = keyScope('access', 'doors');

/** Locks whose name starts with q (the devices area's lock list), to pick a door. */
export function useDoorChoicesQuery(q: string) {
  return useEndpointListQuery(
    doors,
    devices.locks.listLocks,
    { query: { page: 0, size: 20, sort: 'name,asc', ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One lock, to name the door chosen in the address when it is not among the choices on screen. */
export function useDoorQuery(lockId: string | null) {
  return useEndpointQuery(
    doors,
    devices.locks.getLock,
    { params: { lockId: lockId ?? '' } },
    { enabled: lockId !== null, staleTime: 60_000 },
  );
}

/** Everyone who can open the lock at an instant (now by default), each with the chain that grants it. */
export function useOpenersQuery(
  lockId: string | null,
  query: { page: number; size: number; q: string; at: string | null },
) {
  return useEndpointListQuery(
    doors,
    api.whoCanOpen,
    {
      params: { lockId: lockId ?? '' },
      query: {
        page: query.page,
        size: query.size,
        ...(query.q ? { q: query.q } : {}),
        ...(query.at ? { at: query.at } : {}),
      },
    },
    { enabled: lockId !== null, placeholderData: (previous) => previous },
  );
}

/** People who hold or held access, whose name starts with q. */
export function useHolderChoicesQuery(q: string) {
  return useEndpointQuery(doors, api.holderChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

/** Why one person can or cannot open the lock at an instant. */
export function useWhyQuery(
  lockId: string | null,
  holder: { holderKind: HolderKind; holderId: string } | null,
  at: string | null,
) {
  return useEndpointQuery(
    doors,
    api.explain,
    {
      params: { lockId: lockId ?? '' },
      query: {
        holderKind: holder?.holderKind ?? 'RESIDENT',
        holderId: holder?.holderId ?? '',
        ...(at ? { at } : {}),
      },
    },
    { enabled: lockId !== null && holder !== null },
  );
}

/** Presents a credential at the (simulated) lock: it opens or not from what it holds. */
export function usePresentMutation(lockId: string) {
  return useEndpointMutation(api.present, {
    input: (credentialId: string) => ({ params: { lockId }, body: { credentialId } }),
  });
}
