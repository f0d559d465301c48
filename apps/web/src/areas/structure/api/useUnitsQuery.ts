import { type Paged, structure } from '@lintel/contracts';
import type { UnitListItem } from '@lintel/contracts/structure';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

export interface UnitsQuery {
  page: number;
  size: number;
  sort: string;
  q: string;
  buildingId?: string;
  unitTypeId?: string;
}

/** One page of the community's units, paged, sorted and searched on the server. */
export function useUnitsQuery(query: UnitsQuery) {
  const { callContext } = useWorkContext();
  return useQuery<Paged<UnitListItem>>({
    queryKey: spacesKeys.units(callContext, query),
    // Keep the last page on screen while the next one loads.
    placeholderData: (previous) => previous,
    queryFn: ({ signal }) =>
      callList(structure.listUnits, {
        query: {
          page: query.page,
          size: query.size,
          sort: query.sort,
          ...(query.q ? { q: query.q } : {}),
          ...(query.buildingId ? { buildingId: query.buildingId } : {}),
          ...(query.unitTypeId ? { unitTypeId: query.unitTypeId } : {}),
        },
        context: callContext,
        signal,
      }).then((result) => result.data),
  });
}
