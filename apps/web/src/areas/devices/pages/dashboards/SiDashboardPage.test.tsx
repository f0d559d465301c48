import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../../packages/ui/test/render.tsx';
import SiDashboardPage from './SiDashboardPage.tsx';

const state = vi.hoisted(() => ({ data: undefined as unknown, failed: false, days: [] as number[] }));

vi.mock('../../api/dashboards.ts', () => ({
  useSiDashboardQuery: (days: number) => {
    state.days.push(days);
    return {
      data: state.failed ? undefined : state.data,
      isError: state.failed,
      error: state.failed ? new Error('The server is down.') : null,
      isPending: false,
      isFetching: false,
      refetch: vi.fn(),
    };
  },
}));
vi.mock('../../../../app/routing/useAccessEnv.ts', () => ({
  useAccessEnv: () => ({
    customerId: 'customer',
    communityId: 'community',
    profileType: 'USER',
    role: null,
    apps: ['IOT'],
    permissionsLoading: false,
    can: () => false,
  }),
}));
// The chart draws with the browser's layout; here its data is what matters.
vi.mock('@mantine/charts', () => ({
  BarChart: ({ data }: { data: { day: string; leaks: number }[] }) => (
    <ol data-testid="chart">
      {data.map((d) => (
        <li key={d.day}>{`${d.day}: ${d.leaks}`}</li>
      ))}
    </ol>
  ),
}));

const SENSOR = '7d1c2b4a-1111-4222-8333-944455556666';
const dashboard = {
  totals: { sensors: 12, leaking: 1, offline: 2, lowBattery: 3 },
  buildings: [
    {
      buildingId: '8d1c2b4a-1111-4222-8333-944455556666',
      name: 'Building A',
      sensors: 10,
      leaking: 1,
      offline: 2,
      lowBattery: 2,
    },
    { buildingId: null, name: null, sensors: 2, leaking: 0, offline: 0, lowBattery: 1 },
  ],
  leaksByDay: [
    { date: '2030-05-05', leaks: 0 },
    { date: '2030-05-06', leaks: 1 },
  ],
  attention: [
    {
      id: SENSOR,
      name: 'Kitchen sink 101',
      place: 'Unit 101',
      reason: 'LEAK',
      battery: 80,
      leakSince: '2030-05-06T12:00:00.000Z',
      lastSeenAt: '2030-05-06T12:05:00.000Z',
    },
  ],
};

const render = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/si-dash']}>
      <SiDashboardPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  state.data = dashboard;
  state.failed = false;
  state.days = [];
});

describe('sensor-industries dashboard', () => {
  it('community manager: the counts, the buildings, the leaks per day and the leaking sensor first', () => {
    render();
    expect(state.days.at(-1)).toBe(7);
    expect(screen.getByTestId('si-sensors-value').textContent).toContain('12');
    expect(screen.getByTestId('si-leaking-value').textContent).toContain('1');
    expect(screen.getByTestId('si-offline-value').textContent).toContain('2');
    expect(screen.getByTestId('si-low-battery-value').textContent).toContain('3');
    const rows = screen.getAllByTestId('si-building-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Not in a building');
    expect(screen.getByTestId('chart').textContent).toContain('05/06: 1');
    expect(screen.getByTestId('si-leaks-total').textContent).toBe('1 leak reported in the last 7 days');
    const first = screen.getAllByTestId('si-attention-row')[0]!;
    expect(within(first).getByTestId('si-attention-name').textContent).toContain('Kitchen sink 101');
    expect(within(first).getByTestId('si-attention-reason').textContent).toContain('Leak');
  });

  it('community manager: every sensor fine says so; no sensor at all says that instead', () => {
    state.data = { ...dashboard, attention: [] };
    const { unmount } = render();
    expect(screen.getByTestId('si-attention-empty').textContent).toContain('Every sensor is dry, online and charged.');
    unmount();
    state.data = {
      totals: { sensors: 0, leaking: 0, offline: 0, lowBattery: 0 },
      buildings: [],
      leaksByDay: [],
      attention: [],
    };
    render();
    expect(screen.getByTestId('si-attention-empty').textContent).toContain(
      'No water sensor reports through the integration yet.',
    );
  });

  it('community manager: a failed load shows the error with try again', () => {
    state.failed = true;
    render();
    expect(screen.getByTestId('si-attention-error')).toBeTruthy();
    expect(screen.getByTestId('si-leaks-error')).toBeTruthy();
  });
});
