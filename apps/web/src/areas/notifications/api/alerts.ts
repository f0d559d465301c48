import { notifications as contract } from '@lintel/contracts';
import type { ProcessingStatus } from '@lintel/contracts/notifications';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { notificationScopes } from './keys.ts';
import { usePolling } from './polling.ts';

const scope = notificationScopes.alerts;

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

/**
 * Moves an alert to its next processing status; the drawer shows the answer at once, and the bell,
 * the badge and the feed are read again (the alert may have moved to Resolved and became read).
 */
export function useMoveAlertMutation(id: string) {
  return useEndpointMutation(contract.updateAlertStatus, {
    input: (body: { processingStatus: ProcessingStatus; note?: string }) => ({
      params: { notificationId: id },
      body,
    }),
    onSuccess: (data, _, cache) => {
      cache.set(scope, contract.getAlert, { params: { notificationId: id } }, data);
      return cache.invalidate([cache.area('notifications')], {
        except: cache.key(scope, contract.getAlert, { params: { notificationId: id } }),
      });
    },
  });
}
