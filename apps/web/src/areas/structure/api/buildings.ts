import { structure } from '@lintel/contracts';
import type { BuildingInput } from '@lintel/contracts/structure/buildings';
import type { DropdownDataProvider } from '@lintel/ui';
import { useCallback } from 'react';
import { call } from '../../../app/api/client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { refreshStructure, structureScopes } from './scope.ts';

const scope = structureScopes.buildings;

/** One building of the selected community (the building details modal); asks nothing for an empty id. */
export function useBuildingQuery(buildingId: string) {
  return useEndpointQuery(
    scope,
    structure.buildings.getBuilding,
    { params: { buildingId } },
    { enabled: buildingId !== '' },
  );
}

/** new building. */
export function useCreateBuildingMutation() {
  return useEndpointMutation(structure.buildings.createBuilding, {
    input: (body: BuildingInput) => ({ body }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}

/** edit building: its name, address and floor count. */
export function useUpdateBuildingMutation(buildingId: string) {
  return useEndpointMutation(structure.buildings.updateBuilding, {
    input: (body: BuildingInput) => ({ params: { buildingId }, body }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}

/** Removes a building with no units and no common or maintenance areas (the server refuses otherwise). */
export function useDeleteBuildingMutation() {
  return useEndpointMutation(structure.buildings.deleteBuilding, {
    input: (buildingId: string) => ({ params: { buildingId } }),
    onSuccess: (_, buildingId, cache) =>
      refreshStructure(cache, cache.key(scope, structure.buildings.getBuilding, { params: { buildingId } })),
  });
}

/**
 * Buildings for the kit's dropdown: paged and searched on the server (q matches the start of the
 * name), sorted by name whatever the dropdown's default sort is. The dropdown pages by itself, so
 * this is a provider of calls rather than a query.
 */
export function useBuildingsProvider(): DropdownDataProvider<string> {
  const { callContext } = useWorkContext();
  return useCallback<DropdownDataProvider<string>>(
    async (_resource, request, { signal }) => {
      const page = request.paging === 'basic' ? request.page : 0;
      const size = request.paging === 'basic' ? request.size : request.limit;
      const q = request.search?.text;
      const result = await call(structure.buildings.listBuildings, {
        query: { page, size, sort: 'name,asc', ...(q ? { q } : {}) },
        context: callContext,
        signal,
      });
      return {
        items: result.content.map((b) => ({
          key: b.id,
          value: b.name,
          ...(b.address ? { description: b.address } : {}),
        })),
        totalSize: result.totalElements,
      };
    },
    [callContext],
  );
}
