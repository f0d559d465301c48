import { cbr } from '@lintel/contracts';
import type { SpaceTypeInput } from '@lintel/contracts/cbr/locations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { useInvalidateLocations } from './useInvalidateLocations.ts';

/** add space type. */
export function useCreateSpaceTypeMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (body: SpaceTypeInput) => call(cbr.locations.createSpaceType, { body, context: callContext }),
    onSuccess: () => invalidate(),
  });
}
