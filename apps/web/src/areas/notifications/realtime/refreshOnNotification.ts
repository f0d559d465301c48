import type { QueryClient } from '@tanstack/react-query';
import type { CallContext } from '../../../app/api/client.ts';
import { notificationKeys } from '../api/keys.ts';

/** How far down the page still counts as the top of the feed. */
export const AT_TOP_PX = 8;

/**
 * What a pushed notification refreshes. The spec: the feed refreshes after an external event only
 * when the user is at its top, so a reader further down is not moved; below the top it is only
 * marked stale. Settings are not notifications: a form being edited is never reloaded under the user.
 */
export function refreshOnNotification(queryClient: QueryClient, context: CallContext, atTop: boolean): Promise<void> {
  const all = notificationKeys.all(context);
  const kind = (key: readonly unknown[]) => key[all.length];
  const refetching = queryClient.invalidateQueries({
    queryKey: all,
    predicate: (query) => kind(query.queryKey) !== 'config' && (atTop || kind(query.queryKey) !== 'feed'),
  });
  const staleFeed = atTop
    ? Promise.resolve()
    : queryClient.invalidateQueries({ queryKey: [...all, 'feed'], refetchType: 'none' });
  return Promise.all([refetching, staleFeed]).then(() => undefined);
}
