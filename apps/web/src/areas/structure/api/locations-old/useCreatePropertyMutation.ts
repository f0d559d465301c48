import { cbr } from '@lintel/contracts';
import type { PropertyInput } from '@lintel/contracts/cbr/locations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { useInvalidateLocations } from './useInvalidateLocations.ts';

/** add property: under the root (the all-zero id) or under another property. */
export function useCreatePropertyMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: PropertyInput) => call(cbr.locations.createProperty, { body, context: callContext }),
    onSuccess: () => invalidate(),
  });
}
