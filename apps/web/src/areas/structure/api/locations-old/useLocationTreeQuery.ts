import { cbr } from '@lintel/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';

/** The property tree of the selected community under its all-zero root. */
export function useLocationTreeQuery() {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: locationKeys.tree(callContext),
    queryFn: ({ signal }) => call(cbr.locations.getLocationTree, { context: callContext, signal }),
  });
}
