import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import type { PageAction } from './actions.ts';
import { MoreActionsMenu, type MoreActionsMenuProps } from './MoreActionsMenu.tsx';

type Profile = { type: string };
const actions: PageAction<Profile>[] = [
  {
    id: 'open-logs',
    title: 'view logs',
    routeName: 'iot.locks.logs',
    params: { lockId: '{id}' },
    query: { tab: 'all' },
  },
  { id: 'sync', title: 'sync now' },
  {
    id: 'remove',
    title: 'remove lock',
    showConfirmation: { confirmationMessage: 'Are you sure you want to delete lock?' },
  },
  { id: 'export', title: 'export', isDownload: true, hideOnFab: true },
  { id: 'import', title: 'import', showUploader: true },
  { id: 'reset', title: 'reset', allowed: (profile) => profile.type === 'SUPER_ADMIN' },
];

function setup(overrides: Partial<MoreActionsMenuProps<Profile>> = {}) {
  const props = {
    actions,
    profile: { type: 'USER' },
    routeParams: { id: '42' },
    onNavigate: vi.fn(),
    onAction: vi.fn(),
    onDownload: vi.fn(() => Promise.resolve()),
    onUpload: vi.fn(),
    ...overrides,
  };
  renderUi(<MoreActionsMenu {...props} />, { overlays: true });
  return props;
}

const openMenu = async (user: ReturnType<typeof setupUser>) =>
  user.click(screen.getByRole('button', { name: 'More Actions' }));

describe('more actions menu', () => {
  it('lists the actions the profile is allowed, and closes after a choice', async () => {
    const user = setupUser();
    const props = setup();
    await openMenu(user);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'view logs',
      'sync now',
      'remove lock',
      'export',
      'import',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'sync now' }));
    expect(props.onAction).toHaveBeenCalledWith('sync');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('user: an outside click closes the menu without running anything', async () => {
    const user = setupUser();
    const props = setup();
    await openMenu(user);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(props.onAction).not.toHaveBeenCalled();
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('user: a navigation action gets {name} params from the current route', async () => {
    const user = setupUser();
    const props = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'view logs' }));
    expect(props.onNavigate).toHaveBeenCalledWith('iot.locks.logs', { lockId: '42' }, { tab: 'all' });
  });

  it('user: a confirmation action asks first, and emits its id only when confirmed', async () => {
    const user = setupUser();
    const props = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'remove lock' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onAction).not.toHaveBeenCalled();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'remove lock' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to delete lock?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(props.onAction).toHaveBeenCalledWith('remove');
  });

  it('user: download and upload actions go to their handlers; the download banner shows', async () => {
    const user = setupUser();
    let finish!: () => void;
    const props = setup({ onDownload: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'export' }));
    expect(props.onDownload).toHaveBeenCalledWith(actions[3]);
    expect(screen.getByRole('status').textContent).toBe('your download has started');
    finish();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'import' }));
    expect(props.onUpload).toHaveBeenCalledWith(actions[4]);
  });

  it('as the floating button it leaves out hideOnFab actions; with nothing to show it renders nothing', async () => {
    const user = setupUser();
    setup({ fab: true, profile: { type: 'SUPER_ADMIN' } });
    await openMenu(user);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'view logs',
      'sync now',
      'remove lock',
      'import',
      'reset',
    ]);
  });

  it('renders nothing when no action is allowed', () => {
    setup({ actions: [actions[5]!] });
    expect(screen.queryByRole('button', { name: 'More Actions' })).toBeNull();
  });
});
