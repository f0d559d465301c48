import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { LeakRuleAddPage, LeakRulesPage, LeakSensorsPage } from './LeakPages.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const RULE = '4c1c2b4a-1111-4222-8333-944455556666';
const ANN = '5d2d3c5b-2222-4333-8444-a55566667777';
const BO = '6e3e4d6c-3333-4444-8555-b66677778888';
const NORTH = '7f4f5e7d-4444-4555-8666-c77788889999';

// The ui project shares modules between files (isolate: false); the scenario pages share
// ScenarioPages.tsx, which must see this file's mocks, not those of the file before it.
vi.hoisted(() => vi.resetModules());

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  rules: [] as unknown[],
  added: [] as unknown[],
  removed: [] as string[],
  refuse: null as Error | null,
  log: [] as unknown[],
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({
    can: (check: { key?: string; allOf?: { key: string }[] }) =>
      check.key ? state.keys.has(check.key) : (check.allOf ?? []).every((c) => state.keys.has(c.key)),
  }),
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
  kind: 'LEAK_NOTIFICATIONS',
  active: true,
  rules: state.rules,
  sensors: 4,
  updatedBy: 'Morgan Manager',
  updatedAt: NOON,
  lastRun: null,
});

vi.mock('../api/scenarios.ts', () => ({
  useLeakQuery: () => loaded(scenario()),
  useLeakChoicesQuery: () =>
    loaded({
      people: [
        { id: ANN, name: 'Ann Lee', email: 'ann@maple.demo', phone: '+15550100100' },
        { id: BO, name: 'Bo Chan', email: 'bo@maple.demo', phone: null },
      ],
      buildings: [{ id: NORTH, name: 'North' }],
    }),
  useLogQuery: () =>
    loaded({ content: state.log, totalElements: state.log.length, totalPages: 1, totalIsEstimate: false, size: 20 }),
  useSetLeakActiveMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useAddLeakRuleMutation: () => ({
    isPending: false,
    mutateAsync: async (values: unknown) => {
      if (state.refuse) throw state.refuse;
      state.added.push(values);
      return scenario();
    },
  }),
  useRemoveLeakRuleMutation: () => ({
    isPending: false,
    mutateAsync: async (id: string) => {
      state.removed.push(id);
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
  state.keys = new Set(['SMART_POLICY_LEAK_SENSOR_READ', 'SMART_POLICY_UPDATE', 'SMART_POLICY_EVENT_LOG_READ']);
  state.rules = [
    {
      id: RULE,
      person: { id: BO, name: 'Bo Chan', email: 'bo@maple.demo', phone: null, active: false },
      building: { id: NORTH, name: 'North' },
      channels: ['EMAIL'],
    },
  ];
  state.added = [];
  state.removed = [];
  state.refuse = null;
  state.log = [];
});

describe('leak-sensor notification pages', () => {
  it('community manager: sees who is told and whom each leak told; no leak yet says so', async () => {
    const first = at(<LeakSensorsPage />);
    expect((await screen.findByTestId('leak-reach')).textContent).toBe('1 rule · 4 leak sensors installed');
    await screen.findByText('No leak reported yet');
    first.unmount();
    state.log = [
      {
        runId: RULE,
        kind: 'LEAK_NOTIFICATIONS',
        trigger: 'LEAK',
        requestedBy: null,
        startedAt: NOON,
        deviceId: ANN,
        deviceName: 'Leak sensor A-101',
        unitName: 'A-101',
        result: 'TRANSMISSION_ERROR',
        reason: 'Not told: Bo Chan (no mobile number).',
        decidedAt: NOON,
      },
    ];
    at(<LeakSensorsPage />);
    expect((await screen.findByTestId('leak-log-result')).textContent).toBe('Transmission error');
    expect(screen.getByTestId('leak-log-reason').textContent).toBe('Not told: Bo Chan (no mobile number).');
  });

  it('community viewer: reads the rules without a way to change them, nor the leaks without the log key', async () => {
    state.keys = new Set(['SMART_POLICY_LEAK_SENSOR_READ']);
    const first = at(<LeakRulesPage />);
    const row = await screen.findByTestId('leak-rule-row');
    // A person who left the community's staff is marked: they are told nothing.
    expect(within(row).getByTestId('leak-rule-person').textContent).toContain('no longer staff here');
    expect(screen.queryByTestId('leak-rule-remove')).toBeNull();
    expect(screen.queryByTestId('leak-rule-add')).toBeNull();
    first.unmount();
    at(<LeakSensorsPage />);
    await screen.findByTestId('leak-reach');
    expect(screen.queryByTestId('leak-log-table')).toBeNull();
    expect(screen.queryByTestId('leak-active-switch')).toBeNull();
  });

  it('community manager: removing a rule asks first, naming the person', async () => {
    at(<LeakRulesPage />);
    const user = setupUser();
    await user.click(await screen.findByTestId('leak-rule-remove'));
    await screen.findByText('Remove this rule? Bo Chan will no longer be told of leaks there.');
    await user.click(screen.getByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.removed).toEqual([RULE]));
  });

  it('community manager: a refused rule keeps the choices and shows the reason by its field', async () => {
    state.refuse = new ApiError(
      'This person has no mobile number: they can be told by e-mail only.',
      400,
      'LEAK_RULE_NO_PHONE',
      null,
      [],
    );
    at(<LeakRuleAddPage />);
    const user = setupUser();
    await user.click(await screen.findByTestId('leak-rule-person-select'));
    await user.click(await screen.findByRole('option', { name: /Bo Chan/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByTestId('leak-rule-save'));
    await screen.findByText('This person has no mobile number: they can be told by e-mail only.');
    expect((screen.getByRole('checkbox', { name: 'Text message' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('moved-on')).toBeNull();
    // E-mail only is accepted.
    state.refuse = null;
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByTestId('leak-rule-save'));
    await waitFor(() => expect(state.added).toEqual([{ personId: BO, buildingId: null, channels: ['EMAIL'] }]));
    await screen.findByTestId('moved-on');
  });
});
