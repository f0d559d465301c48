import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../packages/ui/test/render.tsx';
import PassLogsPage from './PassLogsPage.tsx';
import PassSummaryPage from './PassSummaryPage.tsx';

const PASS = '4c1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({ summary: null as unknown, uses: [] as unknown[] }));

vi.mock('../api/passes.ts', () => ({
  usePassSummaryQuery: () => ({ data: state.summary, isError: false, error: null, refetch: vi.fn() }),
  usePassQuery: () => ({ data: { holderName: 'Gail Guest' }, isError: false, error: null, refetch: vi.fn() }),
  usePassLogsQuery: () => ({
    data: { content: state.uses, totalElements: state.uses.length, totalPages: 1, totalIsEstimate: false, size: 20 },
    isError: false,
    error: null,
    isPending: false,
    refetch: vi.fn(),
  }),
}));

function summary(over: Record<string, unknown> = {}) {
  return {
    pass: {
      id: PASS,
      type: 'GUEST',
      holderName: 'Gail Guest',
      company: null,
      email: null,
      phone: null,
      unitId: null,
      unitName: 'A-101',
      validFrom: NOON,
      validUntil: '2030-05-10T12:00:00.000Z',
      hours: [6, 0].map((days) => ({
        days,
        openTime: { hours: 10, minutes: 0, clock: 'am' },
        closeTime: { hours: 4, minutes: 0, clock: 'pm' },
        working24: false,
      })),
      pin: '482913',
      status: 'ACTIVE',
      expired: false,
      locationIds: [],
      locationNames: ['Lobby'],
      credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
      note: null,
      createdByName: null,
      revokedAt: null,
      createdAt: NOON,
      ...over,
    },
    communityName: 'Maple Court',
    communityAddress: '12 Maple Street, Springfield',
    places: [
      { name: 'Lobby', locks: ['Front door', 'Side door'] },
      { name: 'Gym', locks: [] },
    ],
  };
}

const open = (path: string, element: React.ReactElement) =>
  renderUi(
    <MemoryRouter initialEntries={[path.replace(':id', PASS)]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.summary = summary();
  state.uses = [];
});

describe('the summary of a pass', () => {
  it('community manager: the PIN large, the community and its address, each place with its locks, the window and the hours; printable', () => {
    open('/iot/passes/:id/summary', <PassSummaryPage />);
    expect(screen.getByTestId('pass-summary-pin').textContent).toBe('482913');
    expect(screen.getByTestId('pass-summary-community').textContent).toBe('Maple Court');
    expect(screen.getByTestId('pass-summary-address').textContent).toBe('12 Maple Street, Springfield');
    const places = screen.getAllByTestId('pass-summary-place');
    expect(places.map((place) => place.textContent)).toEqual(['LobbyFront doorSide door', 'Gymno lock here yet']);
    expect(screen.getByTestId('pass-summary-hours').textContent).toBe('Sat, Sun 10:00\u00a0am–\u20604:00\u00a0pm');
    expect(screen.getByTestId('pass-summary').className).toContain('lintel-print-area');
    expect(screen.getByTestId('pass-summary-print')).toBeTruthy();
    expect(screen.queryByTestId('pass-summary-ended')).toBeNull();
  });

  it('community manager: a revoked pass says its PIN no longer opens', () => {
    state.summary = summary({ status: 'REVOKED', revokedAt: NOON });
    open('/iot/passes/:id/summary', <PassSummaryPage />);
    expect(screen.getByTestId('pass-summary-ended').textContent).toBe(
      'This pass is revoked: its PIN no longer opens any door.',
    );
  });
});

describe('the logs of a pass', () => {
  it('community manager: each try with its door and whether it opened, newest first; none says so', () => {
    const view = open('/iot/passes/:id/logs', <PassLogsPage />);
    expect(screen.getByTestId('pass-uses-empty').textContent).toContain('no tries at the doors yet');
    view.unmount();
    state.uses = [
      {
        id: '1a1c2b4a-1111-4222-8333-944455556666',
        deviceId: PASS,
        deviceName: 'Front door',
        granted: false,
        occurredAt: NOON,
      },
      {
        id: '2a1c2b4a-1111-4222-8333-944455556666',
        deviceId: PASS,
        deviceName: 'Side door',
        granted: true,
        occurredAt: NOON,
      },
    ];
    open('/iot/passes/:id/logs', <PassLogsPage />);
    expect(screen.getAllByTestId('pass-use-door').map((cell) => cell.textContent)).toEqual(['Front door', 'Side door']);
    expect(screen.getAllByTestId('pass-use-result').map((badge) => badge.getAttribute('data-state'))).toEqual([
      'REFUSED',
      'GRANTED',
    ]);
    expect(screen.getByTestId('pass-logs-back').getAttribute('href')).toBe(`/iot/passes/${PASS}`);
  });
});
