import { notifications as contract, type Paged } from '@lintel/contracts';
import type { AlertTab, FeedNotification, PanelNotification } from '@lintel/contracts/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { useRealtime } from '../../../app/realtime/RealtimeContext.tsx';
import { notificationKeys } from './keys.ts';

/** Spec: notifications are polled every 60000 ms while the websocket is not alive. */
function usePolling(): number | false {
  const { alive } = useRealtime();
  return alive ? false : contract.NOTIFICATIONS_POLL_MS;
}

/** One bell tab: alerts (priority, then newest), resolved alerts, or activity. */
export function useAlertsQuery(tab: AlertTab, enabled = true) {
  const { callContext } = useWorkContext();
  const refetchInterval = usePolling();
  return useQuery<Paged<PanelNotification>>({
    queryKey: notificationKeys.alerts(callContext, tab),
    enabled: enabled && Boolean(callContext.customerId),
    refetchInterval,
    queryFn: ({ signal }) =>
      callList(contract.listAlerts, { query: { tab, size: 50 }, context: callContext, signal }).then((r) => r.data),
  });
}

/** The unread-alert query of the bell badge: page size 1, the total is the count. */
export function useUnreadAlertsQuery() {
  const { callContext } = useWorkContext();
  const refetchInterval = usePolling();
  return useQuery({
    queryKey: notificationKeys.unreadAlerts(callContext),
    enabled: Boolean(callContext.customerId),
    refetchInterval,
    queryFn: ({ signal }) =>
      callList(contract.listAlerts, {
        query: { tab: 'alert', unread: 'true', size: contract.UNREAD_ALERT_PAGE_SIZE },
        context: callContext,
        signal,
      }).then((r) => r.data.totalElements),
  });
}

export interface FeedFilters {
  searchQuery: string;
  createdFrom: string | null;
  createdTo: string | null;
}

/** The feed, 20 a page, next page on reaching the bottom. */
export function useFeedQuery(filters: FeedFilters) {
  const { callContext } = useWorkContext();
  const refetchInterval = usePolling();
  return useInfiniteQuery<Paged<FeedNotification>>({
    queryKey: notificationKeys.feed(callContext, filters),
    enabled: Boolean(callContext.customerId),
    refetchInterval,
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.page !== undefined && last.page + 1 < last.totalPages ? last.page + 1 : undefined,
    queryFn: ({ pageParam, signal }) =>
      callList(contract.listMyNotifications, {
        query: {
          page: pageParam as number,
          pageSize: contract.FEED_PAGE_SIZE,
          ...(filters.searchQuery ? { searchQuery: filters.searchQuery } : {}),
          ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
          ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
        },
        context: callContext,
        signal,
      }).then((r) => r.data),
  });
}

/** Marks one notification read (acknowledgedAt is set once); failures are only logged (spec). */
export function useReadNotification() {
  const { callContext } = useWorkContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(contract.readMyNotification, { params: { notificationId: id }, context: callContext }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(callContext) }),
    onError: (error) => console.warn('reading a notification failed', error),
  });
}

export function useAlertQuery(id: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: notificationKeys.one(callContext, id),
    enabled: Boolean(callContext.customerId),
    queryFn: ({ signal }) => call(contract.getAlert, { params: { notificationId: id }, context: callContext, signal }),
  });
}
