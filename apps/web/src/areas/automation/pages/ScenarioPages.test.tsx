import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { EnergySavingPage, EnergySavingRulesPage, ScenarioLogPage } from './ScenarioPages.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const RUN = '4c1c2b4a-1111-4222-8333-944455556666';
const MODEL = '5d2d3c5b-2222-4333-8444-a55566667777';
const OCCUPIED = '6e3e4d6c-3333-4444-8555-b66677778888';

// The ui project shares modules between files (isolate: false); the scenario pages share
// ScenarioPages.tsx, which must see this file's mocks, not those of the file before it.
vi.hoisted(() => vi.resetModules());

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  saved: [] as unknown[],
  refuse: null as Error | null,
  log: [] as unknown[],
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

const run = {
  id: RUN,
  kind: 'ENERGY_SAVING',
  trigger: 'MANUAL',
  status: 'FINISHED',
  requestedBy: 'Morgan Manager',
  startedAt: NOON,
  finishedAt: NOON,
  total: 3,
  counts: { pending: 0, applied: 1, excluded: 1, inactivePolicyExcluded: 1, transmissionError: 0 },
};

const scenario = {
  kind: 'ENERGY_SAVING',
  active: true,
  setPoint: { heatSetPoint: 60, coolSetPoint: 82, mode: 'AUTO' },
  excludedUnits: [{ id: MODEL, name: 'A-102', buildingName: 'Building A' }],
  schedule: null,
  scheduleOn: false,
  vacantUnits: 1,
  thermostats: 3,
  updatedBy: 'Morgan Manager',
  updatedAt: NOON,
  lastRun: run,
};

vi.mock('../api/scenarios.ts', () => ({
  useScenariosQuery: () => loaded([]),
  useEnergySavingQuery: () => loaded(scenario),
  useEnergySavingChoicesQuery: () =>
    loaded({
      units: [
        { id: MODEL, name: 'A-102', buildingName: 'Building A', vacant: true, thermostat: true },
        { id: OCCUPIED, name: 'A-103', buildingName: 'Building A', vacant: false, thermostat: true },
      ],
      schedules: [],
    }),
  useRunsQuery: () => loaded({ content: [run], totalElements: 1, totalPages: 1, totalIsEstimate: false, size: 20 }),
  useLogQuery: () =>
    loaded({ content: state.log, totalElements: state.log.length, totalPages: 1, totalIsEstimate: false, size: 20 }),
  useRunMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useSaveScheduleMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useSaveRulesMutation: () => ({
    isPending: false,
    mutateAsync: async (values: unknown) => {
      if (state.refuse) throw state.refuse;
      state.saved.push(values);
      return scenario;
    },
  }),
}));

const at = (path: string, element: React.ReactNode, url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<div data-testid="moved-on" />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['SMART_POLICY_STATE_READ_LIST', 'SMART_POLICY_UPDATE', 'SMART_POLICY_EVENT_LOG_READ']);
  state.saved = [];
  state.refuse = null;
  state.log = [];
});

describe('energy-saving scenario pages', () => {
  it('community manager: sees the rules in words and the last run with its counts, and may run it', async () => {
    at('/s', <EnergySavingPage />, '/s');
    expect((await screen.findByTestId('energy-saving-set-points')).textContent).toContain(
      'Heat 60 °F, cool 82 °F, mode auto',
    );
    expect(screen.getByText('Building A · A-102')).toBeTruthy();
    expect(screen.getByTestId('scenario-run-counts').textContent).toBe('1 applied · 2 excluded · 0 errors');
    expect(screen.getByTestId('energy-saving-run')).toBeTruthy();
  });

  it('community viewer: sees the scenario without a way to change or run it', async () => {
    state.keys = new Set(['SMART_POLICY_STATE_READ_LIST']);
    at('/s', <EnergySavingPage />, '/s');
    await screen.findByTestId('energy-saving-set-points');
    expect(screen.queryByTestId('energy-saving-run')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit rules' })).toBeNull();
  });

  it('community manager: a refused save keeps what was typed and shows the reason by the field', async () => {
    state.refuse = new ApiError('The request is not valid.', 400, 'VALIDATION_FAILED', null, [
      { path: 'body/setPoint/coolSetPoint', message: 'at least 3 °F above the heat set point' },
    ]);
    at('/r', <EnergySavingRulesPage />, '/r');
    const user = setupUser();
    const heat = (await screen.findByTestId('energy-saving-rules-heat')) as HTMLInputElement;
    await user.clear(heat);
    await user.type(heat, '64');
    await user.click(screen.getByTestId('energy-saving-rules-save'));
    await screen.findByText('at least 3 °F above the heat set point');
    expect(heat.value).toBe('64');
    expect(screen.queryByTestId('moved-on')).toBeNull();
    // Accepted the second time, with the model unit still left out.
    state.refuse = null;
    await user.click(screen.getByTestId('energy-saving-rules-save'));
    await waitFor(() =>
      expect(state.saved).toEqual([
        {
          active: true,
          setPoint: { heatSetPoint: 64, coolSetPoint: 82, mode: 'AUTO' },
          excludedUnitIds: [MODEL],
        },
      ]),
    );
  });

  it('community manager: an empty log says no scenario has run; a line shows its result and reason', async () => {
    const first = at('/l', <ScenarioLogPage />, '/l');
    await screen.findByText('No scenario has run yet');
    first.unmount();
    state.log = [
      {
        runId: RUN,
        kind: 'ENERGY_SAVING',
        trigger: 'SCHEDULE',
        requestedBy: null,
        startedAt: NOON,
        deviceId: OCCUPIED,
        deviceName: 'Thermostat A-103',
        unitName: 'A-103',
        result: 'EXCLUDED',
        reason: 'The unit is not vacant (Good condition).',
        decidedAt: NOON,
      },
    ];
    at('/l', <ScenarioLogPage />, '/l');
    expect((await screen.findByTestId('scenario-log-result')).textContent).toBe('Excluded');
    expect(screen.getByTestId('scenario-log-reason').textContent).toBe('The unit is not vacant (Good condition).');
  });
});
