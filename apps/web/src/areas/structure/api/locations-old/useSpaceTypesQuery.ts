import { cbr } from '@lintel/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../app/api/client.ts';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';

/** Space types of the selected community, by name, with how many properties have each. */
export function useSpaceTypesQuery() {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: locationKeys.spaceTypes(callContext),
    queryFn: ({ signal }) => call(cbr.locations.listSpaceTypes, { context: callContext, signal }),
  });
}
