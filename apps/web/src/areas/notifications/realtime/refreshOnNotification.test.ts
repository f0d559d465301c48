import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../api/keys.ts';
import { refreshOnNotification } from './refreshOnNotification.ts';

const context = { customerId: 'c', communityId: 'm' };

/** A client with an observed feed, alerts list and settings form, each counting its fetches. */
function setup() {
  const client = new QueryClient();
  const fetches = { feed: 0, alerts: 0, config: 0 };
  const watch = (name: keyof typeof fetches, queryKey: readonly unknown[]) =>
    new QueryObserver(client, {
      queryKey,
      queryFn: async () => ++fetches[name],
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
  watch('feed', notificationKeys.feed(context, {}));
  watch('alerts', notificationKeys.alerts(context, 'alert'));
  watch('config', notificationKeys.config(context));
  // Settled: no query of the client is fetching (a state, not a pause).
  const settled = () => vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 15_000 });
  return { client, fetches, settled };
}

describe('a pushed notification', () => {
  it('user at the top of the feed: the feed and the alerts refresh, the settings form does not', async () => {
    const { client, fetches, settled } = setup();
    await settled();
    await refreshOnNotification(client, context, true);
    await settled();
    expect(fetches).toEqual({ feed: 2, alerts: 2, config: 1 });
  });

  it('user reading further down: the feed only goes stale, the alerts refresh', async () => {
    const { client, fetches, settled } = setup();
    await settled();
    await refreshOnNotification(client, context, false);
    await settled();
    expect(fetches).toEqual({ feed: 1, alerts: 2, config: 1 });
    expect(client.getQueryState(notificationKeys.feed(context, {}))?.isInvalidated).toBe(true);
  });
});
