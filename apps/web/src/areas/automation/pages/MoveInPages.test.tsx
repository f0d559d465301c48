import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { MoveInsPage, MoveInsRulesPage } from './MoveInPages.tsx';

const UNIT = '5d2d3c5b-2222-4333-8444-a55566667777';

// The ui project shares modules between files (isolate: false); the scenario pages share
// ScenarioPages.tsx, which must see this file's mocks, not those of the file before it.
vi.hoisted(() => vi.resetModules());

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  saved: [] as unknown[],
  refuse: null as Error | null,
  due: [] as unknown[],
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
  kind: 'MOVE_INS',
  active: false,
  setPoint: { heatSetPoint: 68, coolSetPoint: 76, mode: 'AUTO' },
  leadDays: 1,
  excludedUnits: [],
  schedule: null,
  scheduleOn: false,
  thermostats: 12,
  due: state.due,
  until: '2030-05-07',
  updatedBy: null,
  updatedAt: null,
  lastRun: null,
});

vi.mock('../api/scenarios.ts', () => ({
  useMoveInsQuery: () => loaded(scenario()),
  useMoveInsChoicesQuery: () =>
    loaded({
      units: [{ id: UNIT, name: 'A-104', buildingName: 'Building A', vacant: true, thermostat: true }],
      schedules: [],
    }),
  useRunsQuery: () => loaded({ content: [], totalElements: 0, totalPages: 0, totalIsEstimate: false, size: 20 }),
  useRunMoveInsMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useSaveMoveInsScheduleMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useSaveMoveInsRulesMutation: () => ({
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
  state.due = [];
});

describe('recommended move-in settings pages', () => {
  it('community manager: sees the welcome set points and the lead, and the move-ins a run would prepare; none says so', async () => {
    const first = at(<MoveInsPage />);
    expect((await screen.findByTestId('move-ins-set-points')).textContent).toBe(
      'Welcome set points: Heat 68 °F, cool 76 °F, mode auto · 1 day before',
    );
    await screen.findByText('No move-in is due in the lead');
    // Switched off: it cannot run yet.
    expect((screen.getByTestId('move-ins-run') as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    state.due = [
      {
        unit: { id: UNIT, name: 'A-104', buildingName: 'Building A' },
        dueOn: '2030-05-07',
        residents: ['Mia Arriving'],
        thermostat: true,
      },
    ];
    at(<MoveInsPage />);
    const row = await screen.findByTestId('move-ins-due-row');
    expect(within(row).getByTestId('move-ins-due-unit').textContent).toBe('Building A · A-104');
    expect(row.textContent).toContain('Mia Arriving');
    expect(screen.getByTestId('move-ins-reach').textContent).toMatch(
      /^1 move-in is due by May 7, 2030 · 12 thermostats installed$/,
    );
  });

  it('community viewer: sees the scenario without a way to change or run it', async () => {
    state.keys = new Set(['SMART_POLICY_STATE_READ_LIST']);
    at(<MoveInsPage />);
    await screen.findByTestId('move-ins-set-points');
    expect(screen.queryByTestId('move-ins-run')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit rules' })).toBeNull();
  });

  it('community manager: a refused lead keeps what was typed and shows the reason by the field', async () => {
    state.refuse = new ApiError('The request is not valid.', 400, 'VALIDATION_FAILED', null, [
      { path: 'body/leadDays', message: 'at most 7 days' },
    ]);
    at(<MoveInsRulesPage />);
    const user = setupUser();
    const lead = (await screen.findByTestId('move-ins-rules-lead')) as HTMLInputElement;
    await user.clear(lead);
    await user.type(lead, '3');
    await user.click(screen.getByTestId('move-ins-rules-active'));
    await user.click(screen.getByTestId('move-ins-rules-save'));
    await screen.findByText('at most 7 days');
    expect(lead.value).toBe('3');
    state.refuse = null;
    await user.click(screen.getByTestId('move-ins-rules-save'));
    await waitFor(() =>
      expect(state.saved).toEqual([
        {
          active: true,
          setPoint: { heatSetPoint: 68, coolSetPoint: 76, mode: 'AUTO' },
          leadDays: 3,
          excludedUnitIds: [],
        },
      ]),
    );
    await screen.findByTestId('moved-on');
  });
});
