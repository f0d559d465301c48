import { cbr } from '@lintel/contracts';
import { unitStatuses } from '@lintel/contracts/settings/index';
import type { DropdownDataProvider } from '@lintel/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

/**
 * Buildings for the kit's dropdown: paged and searched on the server (q matches the start of the
 * name), sorted by name whatever the dropdown's default sort is.
 */
export function useBuildingsProvider(): DropdownDataProvider<string> {
  const { callContext } = useWorkContext();
  return useCallback<DropdownDataProvider<string>>(
    async (_resource, request, { signal }) => {
      const page = request.paging === 'basic' ? request.page : 0;
      const size = request.paging === 'basic' ? request.size : request.limit;
      const q = request.search?.text;
      const result = await call(cbr.buildings.listBuildings, {
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

/** The floor plans of one unit type (a handful per type), for the unit form. */
export function useFloorPlansQuery(unitTypeId: string | null) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: spacesKeys.floorPlans(callContext, unitTypeId ?? ''),
    enabled: Boolean(unitTypeId),
    queryFn: ({ signal }) =>
      call(cbr.floorPlans.listFloorPlans, {
        query: { unitTypeId: unitTypeId!, size: 100, sort: 'name,asc' },
        context: callContext,
        signal,
      }),
  });
}

/**
 * The physical statuses the community defines (unit status settings), by category. Only asked for
 * when the user may read unit status settings; without it the status is edited as a code.
 */
export function usePhysicalStatusesQuery(enabled: boolean) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: spacesKeys.physicalStatuses(callContext),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      call(unitStatuses.getCategories, { query: { part: 'PHYSICAL_STATUS' }, context: callContext, signal }),
  });
}
