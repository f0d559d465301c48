import { notifications } from '@lintel/contracts';
import { useEndpointListQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';

export const attentionScope = keyScope('home', 'attention');

/** How many of the most urgent open alerts home lists. */
export const URGENT_ALERTS_SHOWN = 3;

/**
 * The open (unfinished) alerts of the selected community, most urgent first (priority descending,
 * then newest, the server's order); the page's total is the count.
 */
export function useOpenAlertsQuery() {
  const { customerId, communityId } = useWorkContext().callContext;
  return useEndpointListQuery(
    attentionScope,
    notifications.listAlerts,
    { query: { tab: 'alert', size: URGENT_ALERTS_SHOWN } },
    { enabled: customerId !== null && communityId !== null },
  );
}
