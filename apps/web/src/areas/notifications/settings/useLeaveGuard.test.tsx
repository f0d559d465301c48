import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

const stays = (pathname: string) => pathname.startsWith('/screen');

function Screen() {
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, stays);
  return (
    <div>
      <button type="button" onClick={() => setDirty(true)}>
        change
      </button>
      <button type="button" onClick={guard.release}>
        saved
      </button>
      <Link to="/elsewhere">elsewhere</Link>
      <Link to="/screen/audience">audience</Link>
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/screen', element: <Screen /> },
      { path: '/screen/audience', element: <Screen /> },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    { initialEntries: ['/screen'] },
  );
  renderUi(<RouterProvider router={router} />, { overlays: true });
  return { router, user: setupUser() };
}

const question = 'Notification Settings changes you made may not be saved';

describe('leaving the notification settings', () => {
  it('community manager: a clean screen is left without a question', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByText(question)).toBeNull();
  });

  it('community manager: with changes, go back stays and leave anyway leaves', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await screen.findByText(question);
    await user.click(screen.getByRole('button', { name: 'go back' }));
    expect(router.state.location.pathname).toBe('/screen');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await screen.findByText(question);
    await user.click(screen.getByRole('button', { name: 'leave anyway' }));
    await screen.findByText('elsewhere page');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('community manager: the audience over the screen, and the close after a save, need no question', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('link', { name: 'audience' }));
    expect(router.state.location.pathname).toBe('/screen/audience');
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('button', { name: 'saved' }));
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByText(question)).toBeNull();
  });

  it('community manager: with changes, a reload or a closed tab gets the browser’s own prompt', async () => {
    const { user } = setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'change' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
