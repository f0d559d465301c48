import { context } from '@lintel/contracts';
import { useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';

const scope = keyScope('home', 'summary');

/** The counts of buildings, units and unit types of the selected community. */
export function useCommunitySummaryQuery() {
  const { customerId, communityId } = useWorkContext().callContext;
  return useEndpointQuery(
    scope,
    context.getCommunitySummary,
    {},
    { enabled: customerId !== null && communityId !== null },
  );
}
