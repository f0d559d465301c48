import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { type DownloadBannerApi, useDownloadBanner } from './DownloadBannerProvider.tsx';

let banner: DownloadBannerApi;
function Capture() {
  banner = useDownloadBanner();
  return null;
}
const status = () => screen.getByRole('status').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('download banner', () => {
  it('shows "your download has started", then "your download is complete", hiding 1 s after the hide event', async () => {
    renderUi(<Capture />, { overlays: true });
    act(() => banner.show());
    expect(status()).toBe('your download has started');
    act(() => banner.hide());
    expect(status()).toBe('your download is complete');
    await act(async () => vi.advanceTimersByTime(999));
    expect(status()).toBe('your download is complete');
    await act(async () => vi.advanceTimersByTime(1));
    expect(status()).toBe('');
  });

  it('shows the message it is given', () => {
    renderUi(<Capture />, { overlays: true });
    act(() => banner.show('exporting residents'));
    expect(status()).toBe('exporting residents');
  });

  it('a new download during the hide delay keeps the banner up', async () => {
    renderUi(<Capture />, { overlays: true });
    act(() => banner.show());
    act(() => banner.hide());
    await act(async () => vi.advanceTimersByTime(500));
    act(() => banner.show());
    await act(async () => vi.advanceTimersByTime(2000));
    expect(status()).toBe('your download has started');
  });

  it('tracks a download promise and emits shown and hidden', async () => {
    const events: string[] = [];
    renderUi(<Capture />, { overlays: true });
    banner.events.on('shown', ({ message }) => events.push(`shown:${message}`));
    banner.events.on('hidden', () => events.push('hidden'));
    let finish!: (value: string) => void;
    let tracked!: Promise<string>;
    act(() => {
      tracked = banner.track(new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(status()).toBe('your download has started');
    await act(async () => finish('report.csv'));
    await expect(tracked).resolves.toBe('report.csv');
    expect(status()).toBe('your download is complete');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(events).toEqual(['shown:your download has started', 'hidden']);
  });
});
