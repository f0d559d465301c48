import { structure } from '@lintel/contracts';
import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { refreshStructure, structureScopes } from './scope.ts';

const scope = structureScopes.unitTypes;
const t = structure.unitTypes;

/** Unit types of the selected community (the list asks for up to 1000, as the settings screens do). */
export function useUnitTypesQuery() {
  return useEndpointListQuery(scope, t.listUnitTypes, { query: { size: 1000 } });
}

export function useUnitTypeQuery(unitTypeId: string) {
  return useEndpointQuery(scope, t.getUnitType, { params: { unitTypeId } });
}

/** Creating or assigning changes counts everywhere in the area: refresh all of it. */
export function useCreateUnitTypeMutation() {
  return useEndpointMutation(t.createUnitType, {
    input: (body: UnitTypeInput) => ({ body }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}

/** edit unit type. */
export function useUpdateUnitTypeMutation(unitTypeId: string) {
  return useEndpointMutation(t.updateUnitType, {
    input: (body: UnitTypeInput) => ({ params: { unitTypeId }, body }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}

/** Removes a unit type no unit has (the server refuses otherwise). */
export function useDeleteUnitTypeMutation() {
  return useEndpointMutation(t.deleteUnitType, {
    input: (unitTypeId: string) => ({ params: { unitTypeId } }),
    onSuccess: (_, unitTypeId, cache) =>
      refreshStructure(cache, cache.key(scope, t.getUnitType, { params: { unitTypeId } })),
  });
}

export function useAssignUnitTypeMutation() {
  return useEndpointMutation(t.assignUnits, {
    input: ({ unitTypeId, unitIds }: { unitTypeId: string; unitIds: string[] }) => ({
      params: { unitTypeId },
      body: { unitIds },
    }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}
