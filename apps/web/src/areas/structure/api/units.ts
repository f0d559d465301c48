import { structure } from '@lintel/contracts';
import { unitStatuses } from '@lintel/contracts/settings/index';
import type { UnitDetails, UnitInput } from '@lintel/contracts/structure/units';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { refreshStructure, structureScopes } from './scope.ts';

const scope = structureScopes.units;

export interface UnitsQuery {
  page: number;
  size: number;
  sort: string;
  q: string;
  buildingId?: string;
  unitTypeId?: string;
  physicalStatus?: string;
}

/** One page of the community's units, paged, sorted and searched on the server. */
export function useUnitsQuery(query: UnitsQuery) {
  const { page, size, sort, q, buildingId, unitTypeId, physicalStatus } = query;
  return useEndpointListQuery(
    scope,
    structure.listUnits,
    {
      query: {
        page,
        size,
        sort,
        ...(q ? { q } : {}),
        ...(buildingId ? { buildingId } : {}),
        ...(unitTypeId ? { unitTypeId } : {}),
        ...(physicalStatus ? { physicalStatus } : {}),
      },
    },
    // Keep the last page on screen while the next one loads.
    { placeholderData: (previous) => previous },
  );
}

/** One unit of the selected community (the unit details modal). */
export function useUnitQuery(unitId: string) {
  return useEndpointQuery(scope, structure.units.getUnit, { params: { unitId } });
}

/**
 * The physical statuses the community defines (unit status settings), by category. Only asked for
 * when the user may read unit status settings; without it the status is edited as a code.
 */
export function usePhysicalStatusesQuery(enabled: boolean) {
  return useEndpointQuery(
    scope,
    unitStatuses.getCategories,
    { query: { part: 'PHYSICAL_STATUS' } },
    { enabled, staleTime: 60_000 },
  );
}

/** The community's unit status rules ('days for unit availability'), for the users who may read them. */
export function useUnitStatusRulesQuery(enabled: boolean) {
  return useEndpointQuery(scope, unitStatuses.getSettings, {}, { enabled, staleTime: 60_000 });
}

/** Sets the physical status of many units at once (all or nothing); the lists and details refresh. */
export function useSetUnitsPhysicalStatusMutation() {
  return useEndpointMutation(structure.setPhysicalStatusOfUnits, {
    input: (body: { unitIds: string[]; physicalStatus: string | null }) => ({ body }),
    onSuccess: (_, __, cache) => refreshStructure(cache),
  });
}

/** The changed unit goes straight into its details; everything else in the area refreshes. */
function refreshAfter(unit: UnitDetails, cache: ApiCache) {
  cache.set(scope, structure.units.getUnit, { params: { unitId: unit.id } }, unit);
  return refreshStructure(cache);
}

export function useCreateUnitMutation() {
  return useEndpointMutation(structure.units.createUnit, {
    input: (body: UnitInput) => ({ body }),
    onSuccess: (unit, _, cache) => refreshAfter(unit, cache),
  });
}

/** edit unit: every field of the unit form. */
export function useUpdateUnitMutation(unitId: string) {
  return useEndpointMutation(structure.units.updateUnit, {
    input: (body: UnitInput) => ({ params: { unitId }, body }),
    onSuccess: (unit, _, cache) => refreshAfter(unit, cache),
  });
}

/** Removes a unit (its appliances go with it, its parking spaces become available). */
export function useDeleteUnitMutation() {
  return useEndpointMutation(structure.units.deleteUnit, {
    input: (unitId: string) => ({ params: { unitId } }),
    onSuccess: (_, unitId, cache) =>
      refreshStructure(cache, cache.key(scope, structure.units.getUnit, { params: { unitId } })),
  });
}

export function useUpdatePhysicalStatusMutation(unitId: string) {
  return useEndpointMutation(structure.units.updatePhysicalStatus, {
    input: (physicalStatus: string | null) => ({ params: { unitId }, body: { physicalStatus } }),
    onSuccess: (unit, _, cache) => refreshAfter(unit, cache),
  });
}

export function useUpdateNoticeToVacateMutation(unitId: string) {
  return useEndpointMutation(structure.units.updateNoticeToVacate, {
    input: (noticeToVacateDate: string | null) => ({ params: { unitId }, body: { noticeToVacateDate } }),
    onSuccess: (unit, _, cache) => refreshAfter(unit, cache),
  });
}
