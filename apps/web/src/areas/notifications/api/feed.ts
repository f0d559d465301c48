import { notifications as contract } from '@lintel/contracts';
import { useEndpointMutation, useEndpointPagesQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { notificationScopes } from './keys.ts';
import { usePolling } from './polling.ts';

export interface FeedFilters {
  searchQuery: string;
  createdFrom: string | null;
  createdTo: string | null;
}

/** The feed, 20 a page, next page on reaching the bottom. */
export function useFeedQuery({ searchQuery, createdFrom, createdTo }: FeedFilters) {
  const { customerId } = useWorkContext();
  const refetchInterval = usePolling();
  return useEndpointPagesQuery(
    notificationScopes.feed,
    contract.listMyNotifications,
    {
      query: {
        pageSize: contract.FEED_PAGE_SIZE,
        ...(searchQuery ? { searchQuery } : {}),
        ...(createdFrom ? { createdFrom } : {}),
        ...(createdTo ? { createdTo } : {}),
      },
    },
    { enabled: Boolean(customerId), refetchInterval },
  );
}

/** Marks one notification read (acknowledgedAt is set once); failures are only logged (spec). */
export function useReadNotification() {
  return useEndpointMutation(contract.readMyNotification, {
    input: (id: string) => ({ params: { notificationId: id } }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.area('notifications')]),
    onError: (error) => console.warn('reading a notification failed', error),
  });
}
