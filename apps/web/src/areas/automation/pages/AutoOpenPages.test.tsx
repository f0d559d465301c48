import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import AutoOpenCreatePage from './AutoOpenCreatePage.tsx';
import AutoOpenDetailsPage from './AutoOpenDetailsPage.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const RULE = '4c1c2b4a-1111-4222-8333-944455556666';
const SCHEDULE = '5d2d3c5b-2222-4333-8444-a55566667777';
const POOL = '6e3e4d6c-3333-4444-8555-b66677778888';
const OFFICE = '7f4f5e7d-4444-4555-8666-c77788889999';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  toggled: [] as boolean[],
  rule: null as unknown,
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));

const loaded = (data: unknown) => ({
  data,
  isError: false,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
});

vi.mock('../api/autoOpen.ts', () => ({
  useAutoOpenRuleQuery: () => loaded(state.rule),
  useSetAutoOpenActiveMutation: () => ({
    isPending: false,
    mutateAsync: async (active: boolean) => {
      state.toggled.push(active);
      return state.rule;
    },
  }),
  useDeleteAutoOpenMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useAutoOpenChoicesQuery: () =>
    loaded({
      schedules: [{ id: SCHEDULE, name: 'Leasing office hours' }],
      locks: [
        { id: POOL, name: 'Pool gate', family: 'ALLEGION', ruleName: null },
        { id: OFFICE, name: 'Leasing office', family: 'BRIVO', ruleName: 'Leasing office front door' },
      ],
    }),
  useCreateAutoOpenMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));

const rule = {
  id: RULE,
  name: 'Leasing office front door',
  scheduleId: SCHEDULE,
  scheduleName: 'Leasing office hours',
  active: true,
  openNow: true,
  lockCount: 2,
  createdAt: NOON,
  updatedAt: NOON,
  createdBy: 'Morgan Manager',
  locks: [
    { deviceId: OFFICE, name: 'Leasing office', family: 'BRIVO', state: 'HELD_OPEN', error: null, changedAt: NOON },
    {
      deviceId: POOL,
      name: 'Pool gate',
      family: 'ALLEGION',
      state: 'FAILED',
      error: 'the lock did not answer',
      changedAt: NOON,
    },
  ],
};

const at = (path: string, element: React.ReactNode, url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['AUTO_OPEN_CREATE']);
  state.toggled = [];
  state.rule = rule;
});

describe('auto-open rule pages', () => {
  it('community manager: sees each lock of a rule with where it stands and why one failed, and switches the rule off', async () => {
    at('/iot/automation/auto-open/:id', <AutoOpenDetailsPage />, `/iot/automation/auto-open/${RULE}`);
    expect((await screen.findByTestId('auto-open-details-name')).textContent).toBe('Leasing office front door');
    expect(screen.getByTestId('auto-open-now').textContent).toBe('In its hours');
    expect(screen.getAllByTestId('auto-open-lock-state').map((badge) => badge.textContent)).toEqual([
      'Held open',
      'Failed',
    ]);
    expect(screen.getByText('the lock did not answer')).toBeTruthy();
    expect(screen.getByText('Brivo')).toBeTruthy();
    await setupUser().click(screen.getByTestId('auto-open-active'));
    await waitFor(() => expect(state.toggled).toEqual([false]));
  });

  it('community viewer: sees the rule without its switch or delete', async () => {
    state.keys = new Set(['SMART_POLICY_STATE_READ_LIST']);
    at('/iot/automation/auto-open/:id', <AutoOpenDetailsPage />, `/iot/automation/auto-open/${RULE}`);
    await screen.findByTestId('auto-open-details-name');
    expect(screen.queryByTestId('auto-open-active')).toBeNull();
    expect(screen.queryByTestId('auto-open-delete')).toBeNull();
  });

  it('community manager: the create form offers the locks that can be held open, a lock another rule holds named with that rule and not pickable', async () => {
    at('/create', <AutoOpenCreatePage />, '/create');
    const user = setupUser();
    await user.click(await screen.findByTestId('auto-open-form-locks'));
    const taken = await screen.findByRole('option', { name: 'Leasing office (follows Leasing office front door)' });
    expect(taken.getAttribute('data-combobox-disabled') ?? taken.getAttribute('aria-disabled')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Pool gate' })).toBeTruthy();
  });
});
