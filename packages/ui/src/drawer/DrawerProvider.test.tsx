import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser, TestProviders } from '../../test/render.tsx';
import { type DrawerApi, DrawerProvider, useDrawer } from './DrawerProvider.tsx';

let drawer: DrawerApi;
function Capture() {
  drawer = useDrawer();
  return null;
}

function LockDetails({ lockId }: { lockId: string }) {
  return <p>lock {lockId}</p>;
}

function renderDrawer(navigationKey = 'a') {
  const view = (key: string) => (
    <TestProviders>
      <DrawerProvider navigationKey={key}>
        <Capture />
      </DrawerProvider>
    </TestProviders>
  );
  const result = render(view(navigationKey));
  return { ...result, navigate: (key: string) => result.rerender(view(key)) };
}

describe('right-side drawer', () => {
  it('opens with a component and its props, 40% of the width, and emits open', () => {
    const opened = vi.fn();
    renderDrawer();
    drawer.events.on('open', opened);
    act(() => drawer.open(LockDetails, { lockId: '42' }, { title: 'lock details', id: 'lock' }));
    const dialog = screen.getByRole('dialog', { name: 'lock details' });
    expect(dialog.textContent).toContain('lock 42');
    expect(document.body.innerHTML).toContain('--drawer-size: 40%');
    expect(opened).toHaveBeenCalledWith({ id: 'lock' });
  });

  it('user: the close button closes it', async () => {
    const user = setupUser();
    const closed = vi.fn();
    renderDrawer();
    drawer.events.on('close', closed);
    act(() => drawer.open(LockDetails, { lockId: '1' }, { id: 'lock' }));
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByText('lock 1')).toBeNull();
    expect(closed).toHaveBeenCalledWith({ id: 'lock', reason: 'close' });
  });

  it('a close request closes it', () => {
    renderDrawer();
    act(() => drawer.open(LockDetails, { lockId: '1' }));
    act(() => drawer.close());
    expect(screen.queryByText('lock 1')).toBeNull();
  });

  it('navigating forward or back closes it', () => {
    const closed = vi.fn();
    const { navigate } = renderDrawer('first');
    drawer.events.on('close', closed);
    act(() => drawer.open(LockDetails, { lockId: '7' }, { id: 'lock' }));
    navigate('second');
    expect(screen.queryByText('lock 7')).toBeNull();
    expect(closed).toHaveBeenCalledWith({ id: 'lock', reason: 'navigate' });
    act(() => drawer.open(LockDetails, { lockId: '8' }));
    navigate('first');
    expect(screen.queryByText('lock 8')).toBeNull();
  });

  it('opening another drawer replaces the first', () => {
    const closed = vi.fn();
    renderDrawer();
    drawer.events.on('close', closed);
    act(() => drawer.open(LockDetails, { lockId: '1' }, { id: 'one' }));
    act(() => drawer.open(LockDetails, { lockId: '2' }, { id: 'two' }));
    expect(screen.queryByText('lock 1')).toBeNull();
    expect(screen.getByText('lock 2')).toBeTruthy();
    expect(closed).toHaveBeenCalledWith({ id: 'one', reason: 'replaced' });
  });
});
