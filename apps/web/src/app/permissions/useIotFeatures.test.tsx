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

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

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
        settings: { firekey: true, si_integration: false, energyManagement: true },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useIotFeatures(true, maple, 'user-1', 300_000), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({ fireKey: true, sensorIndustries: false, energyManagement: true }),
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({});
  });

  it('user of a community without IOT, or with no community selected: nothing is asked', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useIotFeatures(false, maple, 'user-1', 300_000), { wrapper });
    renderHook(() => useIotFeatures(true, { ...maple, communityId: null }, 'user-1', 300_000), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
