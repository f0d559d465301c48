import { cbr } from '@lintel/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';
import { useInvalidateLocations } from './useInvalidateLocations.ts';

/** Removes a property without properties under it. */
export function useDeletePropertyMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (propertyId: string) =>
      call(cbr.locations.deleteProperty, { params: { propertyId }, context: callContext }),
    onSuccess: (_, propertyId) => invalidate(locationKeys.property(callContext, propertyId)),
  });
}
