import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import IntegrationSettingsPage from './IntegrationSettingsPage.tsx';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  settings: null as unknown,
  failed: false,
  save: vi.fn(),
  rerender: () => {},
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));
vi.mock('../api/integrationQueue.ts', async () => {
  const { useReducer } = await import('react');
  return {
    useAutoApplySettingsQuery: () => {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      state.rerender = rerender;
      return state.failed
        ? { data: undefined, isError: true, error: new Error('boom'), refetch: vi.fn() }
        : { data: state.settings, isError: false, error: null, refetch: vi.fn() };
    },
    useSaveAutoApplySettingsMutation: () => ({ mutateAsync: state.save, isPending: false }),
  };
});

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/integration-queue/auto-apply-settings']}>
      <IntegrationSettingsPage />
    </MemoryRouter>,
    { overlays: true },
  );
const toggle = (name: string) => screen.getByTestId(`integration-settings-${name}`) as HTMLInputElement;

beforeEach(() => {
  state.keys = new Set(['EXT_COMMUNITY_EVENT_READ_CONFIG', 'LEASE_EXECUTE_MOVE_IN', 'LEASE_EXECUTE_MOVE_OUT']);
  state.settings = { autoApplyMoveIns: false, autoApplyMoveOuts: false, updatedByName: null, updatedAt: null };
  state.failed = false;
  state.save.mockReset();
});

describe('auto-apply settings', () => {
  it('community manager: never changed, both off; switches move-outs on and saves; the page shows who saved', async () => {
    state.save.mockImplementation(async (body: Record<string, boolean>) => {
      state.settings = { ...body, updatedByName: 'Morgan Manager', updatedAt: '2026-05-02T10:00:00Z' };
      act(() => state.rerender());
      return state.settings;
    });
    page();
    expect(screen.getByTestId('integration-settings-updated').textContent).toBe(
      'Never changed: auto-apply is off for both kinds.',
    );
    expect(toggle('autoApplyMoveIns').checked).toBe(false);
    const user = setupUser();
    await user.click(screen.getByRole('switch', { name: 'Apply move-outs automatically on their due date' }));
    await user.click(screen.getByTestId('integration-settings-save'));
    await waitFor(() => expect(state.save).toHaveBeenCalledWith({ autoApplyMoveIns: false, autoApplyMoveOuts: true }));
    expect(await screen.findByText('The auto-apply settings were saved.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('integration-settings-updated').getAttribute('data-by')).toBe('Morgan Manager'),
    );
    expect(screen.getByTestId('integration-settings-updated').textContent).toMatch(
      /^Last changed by Morgan Manager on /,
    );
    expect(toggle('autoApplyMoveOuts').checked).toBe(true);
  });

  it('move-in operator only: switching move-outs on is refused by the server; the refusal shows and the choice stays', async () => {
    state.keys = new Set(['EXT_COMMUNITY_EVENT_READ_CONFIG', 'LEASE_EXECUTE_MOVE_IN']);
    state.save.mockRejectedValue(
      new ApiError('You do not have permission to do this.', 403, 'PERMISSION_DENIED', null),
    );
    page();
    expect(screen.getByText('Switching it on needs the permission to execute move-outs.')).toBeTruthy();
    const user = setupUser();
    await user.click(toggle('autoApplyMoveOuts'));
    await user.click(screen.getByTestId('integration-settings-save'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('You do not have permission to do this.');
    expect(toggle('autoApplyMoveOuts').checked).toBe(true);
  });

  it('settings reader without an execute key: sees them, read only, with why', () => {
    state.keys = new Set(['EXT_COMMUNITY_EVENT_READ_CONFIG']);
    state.settings = {
      autoApplyMoveIns: true,
      autoApplyMoveOuts: false,
      updatedByName: 'Morgan Manager',
      updatedAt: '2026-05-02T10:00:00Z',
    };
    page();
    expect(toggle('autoApplyMoveIns').checked).toBe(true);
    expect(toggle('autoApplyMoveIns').disabled).toBe(true);
    expect(screen.queryByTestId('integration-settings-save')).toBeNull();
    expect(screen.getByTestId('integration-settings-read-only')).toBeTruthy();
  });

  it('shows the load error', () => {
    state.failed = true;
    page();
    expect(screen.getByText('The auto-apply settings could not be loaded.')).toBeTruthy();
  });
});
