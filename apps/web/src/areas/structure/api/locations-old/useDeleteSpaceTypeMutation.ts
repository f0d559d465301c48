import { cbr } from '@lintel/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';
import { useInvalidateLocations } from './useInvalidateLocations.ts';

/** Removes a space type that no property has. */
export function useDeleteSpaceTypeMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (spaceTypeId: string) =>
      call(cbr.locations.deleteSpaceType, { params: { spaceTypeId }, context: callContext }),
    onSuccess: (_, spaceTypeId) => invalidate(locationKeys.spaceType(callContext, spaceTypeId)),
  });
}
