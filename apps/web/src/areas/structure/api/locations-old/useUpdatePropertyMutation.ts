import { cbr } from '@lintel/contracts';
import type { PropertyInput } from '@lintel/contracts/cbr/locations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { useInvalidateLocations } from './useInvalidateLocations.ts';

/** edit property: its name, parent (never itself or below it), space type and description. */
export function useUpdatePropertyMutation(propertyId: string) {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: PropertyInput) =>
      call(cbr.locations.updateProperty, { params: { propertyId }, body, context: callContext }),
    onSuccess: () => invalidate(),
  });
}
