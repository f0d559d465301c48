import { cbr } from '@lintel/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';

/** One space type (the details modal). */
export function useSpaceTypeQuery(spaceTypeId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: locationKeys.spaceType(callContext, spaceTypeId),
    queryFn: ({ signal }) =>
      call(cbr.locations.getSpaceType, { params: { spaceTypeId }, context: callContext, signal }),
  });
}
