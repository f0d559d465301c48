import { cbr } from '@lintel/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';

/** One property of the tree (details and edit modals). */
export function usePropertyQuery(propertyId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: locationKeys.property(callContext, propertyId),
    queryFn: ({ signal }) => call(cbr.locations.getProperty, { params: { propertyId }, context: callContext, signal }),
  });
}
