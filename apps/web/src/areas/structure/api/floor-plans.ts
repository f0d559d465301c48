import { structure } from '@lintel/contracts';
import { useEndpointListQuery } from '../../../app/api/hooks.ts';
import { structureScopes } from './scope.ts';

/** The floor plans of one unit type (a handful per type), for the unit form. */
export function useFloorPlansQuery(unitTypeId: string | null) {
  return useEndpointListQuery(
    structureScopes.floorPlans,
    structure.floorPlans.listFloorPlans,
    { query: { unitTypeId: unitTypeId ?? '', size: 100, sort: 'name,asc' } },
    { enabled: Boolean(unitTypeId) },
  );
}
