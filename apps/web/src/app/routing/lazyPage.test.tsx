import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../packages/ui/test/render.tsx';
import { MissingContextNotice } from '../pages/MissingContext.tsx';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, LazyPage, preloadModalsOf, withTimeout } from './lazyPage.tsx';
import type { RouteDef } from './route.ts';

describe('lazy area chunks', () => {
  it('user on a bad connection: a failed chunk shows the retry screen, and try again loads the page', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <p>the page</p> };
    });
    const user = setupUser();
    renderUi(<LazyPage route={{ name: 'test.failing', path: '/t', load }} />);
    await screen.findByText('This part of Lintel did not load');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'try again' }));
    await screen.findByText('the page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('user on a stalled connection: a chunk that takes longer than 120000 ms counts as failed', async () => {
    vi.useFakeTimers();
    try {
      const pending = withTimeout(() => new Promise(() => {}));
      const outcome = pending.catch((error: unknown) => error);
      vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
      expect(await outcome).toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.useRealTimers();
    }
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});

describe('modals of a page', () => {
  it('community manager: a modal opened over a page it was preloaded for paints at once, with no loader', async () => {
    const page = { name: 'test.list', path: '/test', load: async () => ({ default: () => <p>list</p> }) } as RouteDef;
    const details = vi.fn(async () => ({ default: () => <p>the details</p> }));
    const modal = { name: 'test.details', path: '/test/:id', loadInModal: true, parent: 'test.list', load: details };
    const other = { name: 'other.details', path: '/o/:id', loadInModal: true, parent: 'other', load: vi.fn() };
    await preloadModalsOf(page, [page, modal as RouteDef, other as unknown as RouteDef]);
    expect(details).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    renderUi(<LazyPage route={modal as RouteDef} />);
    // Synchronously there: no suspense fallback on the first render.
    expect(screen.getByText('the details')).toBeTruthy();
  });
});

describe('missing-context notice', () => {
  it('super admin with nothing selected: names a customer and a community, joined with " and a "', () => {
    renderUi(<MissingContextNotice missing={['customer', 'community']} />);
    expect(screen.getByTestId('missing-context').textContent).toBe(
      'please select a customer and a community to continue, then refresh the browser',
    );
  });

  it('user with a customer but no community: names only the community', () => {
    renderUi(<MissingContextNotice missing={['community']} />);
    expect(screen.getByTestId('missing-context').textContent).toBe(
      'please select a community to continue, then refresh the browser',
    );
  });
});
