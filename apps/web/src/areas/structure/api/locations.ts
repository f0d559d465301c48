import { structure } from '@lintel/contracts';
import type { PropertyInput } from '@lintel/contracts/structure/locations';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { structureScopes } from './scope.ts';

const scope = structureScopes.locations;
const l = structure.locations;

/**
 * A change to one property or space type moves counts and names all over the tree and the space
 * types: refresh both, except the query of a record just deleted (its details are closing; asking
 * again would only 404).
 */
export function refreshLocations(cache: ApiCache, deleted?: readonly unknown[]) {
  return cache.invalidate(
    [cache.key(scope), cache.key(structureScopes.spaceTypes)],
    deleted ? { except: deleted } : {},
  );
}

/** The property tree of the selected community under its all-zero root. */
export function useLocationTreeQuery() {
  return useEndpointQuery(scope, l.getLocationTree, {});
}

/** One property of the tree (details and edit modals). */
export function usePropertyQuery(propertyId: string) {
  return useEndpointQuery(scope, l.getProperty, { params: { propertyId } });
}

/** add property: under the root (the all-zero id) or under another property. */
export function useCreatePropertyMutation() {
  return useEndpointMutation(l.createProperty, {
    input: (body: PropertyInput) => ({ body }),
    onSuccess: (_, __, cache) => refreshLocations(cache),
  });
}

/** edit property: its name, parent (never itself or below it), space type and description. */
export function useUpdatePropertyMutation(propertyId: string) {
  return useEndpointMutation(l.updateProperty, {
    input: (body: PropertyInput) => ({ params: { propertyId }, body }),
    onSuccess: (_, __, cache) => refreshLocations(cache),
  });
}

/** Removes a property without properties under it. */
export function useDeletePropertyMutation() {
  return useEndpointMutation(l.deleteProperty, {
    input: (propertyId: string) => ({ params: { propertyId } }),
    onSuccess: (_, propertyId, cache) =>
      refreshLocations(cache, cache.key(scope, l.getProperty, { params: { propertyId } })),
  });
}
