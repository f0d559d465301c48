import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { StaffAccessPage, StaffAccessRulesPage } from './StaffAccessPages.tsx';

const DANA = '5d2d3c5b-2222-4333-8444-a55566667777';
const OMAR = '6e3e4d6c-3333-4444-8555-b66677778888';

// The ui project shares modules between files (isolate: false); the scenario pages share
// ScenarioPages.tsx, which must see this file's mocks, not those of the file before it.
vi.hoisted(() => vi.resetModules());

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  saved: [] as unknown[],
  refuse: null as Error | null,
  staff: [] as unknown[],
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

const scenario = () => ({
  kind: 'STAFF_ACCESS',
  active: false,
  staff: state.staff,
  excludedUnits: [],
  vacantUnits: 3,
  unitLocks: 40,
  heldUnits: 0,
  updatedBy: null,
  updatedAt: null,
  lastRun: null,
});

vi.mock('../api/scenarios.ts', () => ({
  useStaffAccessQuery: () => loaded(scenario()),
  useStaffAccessChoicesQuery: () =>
    loaded({
      staff: [
        { id: DANA, name: 'Dana Keys', email: 'dana@example.test' },
        { id: OMAR, name: 'Omar Fix', email: 'omar@example.test' },
      ],
      units: [],
    }),
  useRunsQuery: () => loaded({ content: [], totalElements: 0, totalPages: 0, totalIsEstimate: false, size: 20 }),
  useRunStaffAccessMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useSaveStaffAccessRulesMutation: () => ({
    isPending: false,
    mutateAsync: async (values: unknown) => {
      if (state.refuse) throw state.refuse;
      state.saved.push(values);
      return scenario();
    },
  }),
}));

const at = (element: React.ReactNode) =>
  renderUi(
    <MemoryRouter initialEntries={['/p']}>
      <Routes>
        <Route path="/p" element={element} />
        <Route path="*" element={<div data-testid="moved-on" />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['SMART_POLICY_STATE_READ_LIST', 'SMART_POLICY_UPDATE', 'SMART_POLICY_EVENT_LOG_READ']);
  state.saved = [];
  state.refuse = null;
  state.staff = [];
});

describe('staff access to vacant units pages', () => {
  it('community manager: sees who may get in and how far it reaches; a person no longer staff is marked', async () => {
    const first = at(<StaffAccessPage />);
    expect((await screen.findByTestId('staff-access-staff')).textContent).toBe('Staff members: Nobody yet');
    expect(screen.getByTestId('staff-access-reach').textContent).toBe(
      '3 vacant units have a lock · 40 unit locks in all · the staff hold no unit now',
    );
    expect((screen.getByTestId('staff-access-run') as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    state.staff = [
      { id: DANA, name: 'Dana Keys', email: 'dana@example.test', active: true },
      { id: OMAR, name: 'Omar Fix', email: 'omar@example.test', active: false },
    ];
    at(<StaffAccessPage />);
    expect((await screen.findByTestId('staff-access-staff')).textContent).toBe(
      'Staff members: Dana Keys, Omar Fix (no longer staff here)',
    );
  });

  it('community viewer: sees the scenario without a way to change or run it', async () => {
    state.keys = new Set(['SMART_POLICY_STATE_READ_LIST']);
    at(<StaffAccessPage />);
    await screen.findByTestId('staff-access-staff');
    expect(screen.queryByTestId('staff-access-run')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit rules' })).toBeNull();
  });

  it('community manager: a refused person keeps the choice and shows the reason by the field; a person no longer staff is not saved again', async () => {
    state.staff = [{ id: OMAR, name: 'Omar Fix', email: 'omar@example.test', active: false }];
    state.refuse = new ApiError(
      'Choose a schedule and locks of this community.',
      422,
      'AUTOMATION_REFERENCE_INVALID',
      null,
      [{ path: 'staffIds', message: 'choose active staff members of this community' }],
    );
    at(<StaffAccessRulesPage />);
    const user = setupUser();
    await user.click(await screen.findByTestId('staff-access-rules-staff'));
    await user.click(await screen.findByRole('option', { name: 'Dana Keys (dana@example.test)' }));
    await user.click(screen.getByTestId('staff-access-rules-active'));
    await user.click(screen.getByTestId('staff-access-rules-save'));
    await screen.findByText('choose active staff members of this community');
    state.refuse = null;
    await user.click(screen.getByTestId('staff-access-rules-save'));
    await waitFor(() => expect(state.saved).toEqual([{ active: true, staffIds: [DANA], excludedUnitIds: [] }]));
    await screen.findByTestId('moved-on');
  });
});
