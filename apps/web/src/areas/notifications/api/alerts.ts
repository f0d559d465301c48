import { notifications as contract } from '@lintel/contracts';
import type { AlertTab } from '@lintel/contracts/notifications';
import { useEndpointListQuery, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { notificationScopes } from './keys.ts';
import { usePolling } from './polling.ts';

const scope = notificationScopes.alerts;

/** One bell tab: alerts (priority, then newest), resolved alerts, or activity. */
export function useAlertsQuery(tab: AlertTab, enabled = true) {
  const { customerId } = useWorkContext();
  const refetchInterval = usePolling();
  return useEndpointListQuery(
    scope,
    contract.listAlerts,
    { query: { tab, size: 50 } },
    { enabled: enabled && Boolean(customerId), refetchInterval },
  );
}

/** The unread-alert count of the bell badge: a page of size 1 whose total is the count. */
export function useUnreadAlertsQuery() {
  const { customerId } = useWorkContext();
  const refetchInterval = usePolling();
  return useEndpointListQuery(
    scope,
    contract.listAlerts,
    { query: { tab: 'alert', unread: 'true', size: contract.UNREAD_ALERT_PAGE_SIZE } },
    { enabled: Boolean(customerId), refetchInterval, select: (page) => page.total },
  );
}

export function useAlertQuery(id: string) {
  const { customerId } = useWorkContext();
  return useEndpointQuery(
    scope,
    contract.getAlert,
    { params: { notificationId: id } },
    { enabled: Boolean(customerId) },
  );
}
