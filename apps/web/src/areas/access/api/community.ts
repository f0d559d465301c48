import { access } from '@lintel/contracts';
import type { LocationInput } from '@lintel/contracts/access/community';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.community;
const tree = keyScope('access', 'community');

/** The community's location tree with the locks placed at each location. */
export function useLocationTreeQuery() {
  return useEndpointQuery(tree, api.getLocationTree, {});
}

/** One page of the community's units with their locks and leases, searched, sorted and paged on the server. */
export function useApartmentsQuery({ page, size, sort, q }: { page: number; size: number; sort: string; q: string }) {
  return useEndpointListQuery(
    tree,
    api.listApartments,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

// A location reaches every location picker of the area and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateLocationMutation() {
  return useEndpointMutation(api.createLocation, {
    input: (body: LocationInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteLocationMutation() {
  return useEndpointMutation(api.deleteLocation, {
    input: (locationId: string) => ({ params: { locationId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
