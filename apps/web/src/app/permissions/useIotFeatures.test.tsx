import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIotFeatures } from './useIotFeatures.ts';

const maple = {
  customerId: '11111111-1111-4111-8111-111111111111',
  communityId: '22222222-2222-4222-8222-222222222222',
};

/** The query client of the latest render, so a test can wait on the query's own state. */
let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The state of every IoT permission query of the client: settled, or never started. */
const iotQueries = () =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['permissions', 'iot'] })
    .map((query) => ({ status: query.state.status, fetchStatus: query.state.fetchStatus }));

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("IoT's permission read in the portal", () => {
  it('community manager at a community licensed for IOT: the switches become the IoT gates’ features', async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        appCode: 'IOT',
        permissions: [{ communityId: maple.communityId, permissions: ['FIRE_KEY_READ'] }],
        settings: { firekey: true, si_integration: false, energyManagement: true, nfcWallet: false },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useIotFeatures(true, maple, 'user-1', 300_000), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        fireKey: true,
        sensorIndustries: false,
        energyManagement: true,
        nfcWalletDisabled: true,
      }),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/iot/permissions');
    expect(init.headers).toMatchObject({
      [CUSTOMER_HEADER]: maple.customerId,
      [COMMUNITY_HEADER]: maple.communityId,
    });
  });

  it('community manager when the read fails: every switch stays off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { code: 'INTERNAL', message: 'Something went wrong.', traceId: null })),
    );
    const { result } = renderHook(() => useIotFeatures(true, maple, 'user-1', 300_000), { wrapper });
    await waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    // The read has finished (its answer is what the hook shows), not a pause after it.
    await waitFor(() => expect(iotQueries()).toEqual([{ status: 'success', fetchStatus: 'idle' }]));
    expect(result.current).toEqual({});
  });

  it('user of a community without IOT, or with no community selected: nothing is asked', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // A read that would be asked starts when the hook mounts (the query is fetching at once), so a
    // query that is idle after mounting was never asked; no pause needed.
    renderHook(() => useIotFeatures(false, maple, 'user-1', 300_000), { wrapper });
    expect(iotQueries()).toEqual([{ status: 'pending', fetchStatus: 'idle' }]);
    renderHook(() => useIotFeatures(true, { ...maple, communityId: null }, 'user-1', 300_000), { wrapper });
    expect(iotQueries()).toEqual([{ status: 'pending', fetchStatus: 'idle' }]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
