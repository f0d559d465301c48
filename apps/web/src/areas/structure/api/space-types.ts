import { structure } from '@lintel/contracts';
import type { SpaceTypeInput } from '@lintel/contracts/structure/locations';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { refreshLocations } from './locations.ts';
import { structureScopes } from './scope.ts';

const scope = structureScopes.spaceTypes;
const l = structure.locations;

/** Space types of the selected community, by name, with how many properties have each. */
export function useSpaceTypesQuery() {
  return useEndpointQuery(scope, l.listSpaceTypes, {});
}

/** One space type (the details modal). */
export function useSpaceTypeQuery(spaceTypeId: string) {
  return useEndpointQuery(scope, l.getSpaceType, { params: { spaceTypeId } });
}

/** add space type. */
export function useCreateSpaceTypeMutation() {
  return useEndpointMutation(l.createSpaceType, {
    input: (body: SpaceTypeInput) => ({ body }),
    onSuccess: (_, __, cache) => refreshLocations(cache),
  });
}

/** Removes a space type that no property has. */
export function useDeleteSpaceTypeMutation() {
  return useEndpointMutation(l.deleteSpaceType, {
    input: (spaceTypeId: string) => ({ params: { spaceTypeId } }),
    onSuccess: (_, spaceTypeId, cache) =>
      refreshLocations(cache, cache.key(scope, l.getSpaceType, { params: { spaceTypeId } })),
  });
}
