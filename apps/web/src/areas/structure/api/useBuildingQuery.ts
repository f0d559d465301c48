import { cbr } from '@lintel/contracts';
import type { Building } from '@lintel/contracts/cbr/buildings';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

/** One building of the selected community (the building details modal); asks nothing for an empty id. */
export function useBuildingQuery(buildingId: string) {
  const { callContext } = useWorkContext();
  return useQuery<Building>({
    queryKey: spacesKeys.building(callContext, buildingId),
    enabled: buildingId !== '',
    queryFn: ({ signal }) => call(cbr.buildings.getBuilding, { params: { buildingId }, context: callContext, signal }),
  });
}
