import { cbr } from '@lintel/contracts';
import type { UnitDetails } from '@lintel/contracts/cbr/units';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

/** One unit of the selected community (the unit details modal). */
export function useUnitQuery(unitId: string) {
  const { callContext } = useWorkContext();
  return useQuery<UnitDetails>({
    queryKey: spacesKeys.unit(callContext, unitId),
    queryFn: ({ signal }) => call(cbr.units.getUnit, { params: { unitId }, context: callContext, signal }),
  });
}
