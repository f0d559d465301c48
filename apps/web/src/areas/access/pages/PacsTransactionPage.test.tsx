import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../packages/ui/test/render.tsx';
import PacsTransactionPage from './PacsTransactionPage.tsx';

const T1 = '7d1c2b4a-1111-4222-8333-944455556666';
const T2 = '8d1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '9d1c2b4a-1111-4222-8333-944455556666';
const KEY = 'ad1c2b4a-1111-4222-8333-944455556666';

const attempt = (id: string, n: number, outcome: string) => ({
  id,
  operation: 'PUT',
  attempt: n,
  requestedAt: '2030-05-06T11:59:58.000Z',
  sentAt: `2030-05-06T12:0${n}:00.000Z`,
  answeredAt: outcome === 'NO_ANSWER' ? null : `2030-05-06T12:0${n}:01.000Z`,
  outcome,
  error: outcome === 'NO_ANSWER' ? 'The lock did not answer.' : null,
});

function details(over: Record<string, unknown> = {}) {
  return {
    ...attempt(T2, 2, 'CONFIRMED'),
    deviceId: LOBBY,
    deviceName: 'Building B lobby',
    grantId: '11111111-1111-4111-8111-111111111111',
    credentialId: '22222222-2222-4222-8222-222222222222',
    credentialKind: 'FOB',
    credentialLabel: 'Key F-1001',
    holderKind: 'RESIDENT',
    holderId: '33333333-3333-4333-8333-333333333333',
    holderName: 'Ada Lee',
    lock: { exists: true, unitName: null, locationName: 'Building B' },
    grant: {
      sourceKind: 'KEY',
      sourceId: KEY,
      placeName: 'Building B',
      status: 'ACTIVE',
      validFrom: '2030-05-06T11:59:58.000Z',
      validUntil: null,
    },
    entry: { desired: 'PRESENT', confirmed: 'PRESENT', confirmedAt: '2030-05-06T12:02:01.000Z' },
    attempts: [attempt(T1, 1, 'NO_ANSWER'), attempt(T2, 2, 'CONFIRMED')],
    ...over,
  };
}

const state = vi.hoisted(() => ({ keys: new Set<string>(), data: null as unknown, failed: false }));

vi.mock('../../../app/routing/useAccessEnv.ts', () => ({
  useAccessEnv: () => ({
    customerId: 'customer',
    communityId: 'community',
    profileType: 'USER',
    role: null,
    apps: ['IOT'],
    permissionsLoading: false,
    can: (check: { key?: string }) => check.key !== undefined && state.keys.has(check.key),
  }),
}));
vi.mock('../api/pacsQueueLog.ts', () => ({
  usePacsTransactionQuery: () =>
    state.failed
      ? { data: undefined, isError: true, error: new Error('The server is down.'), refetch: vi.fn() }
      : { data: state.data, isError: false, error: null, isPending: false, isFetching: false, refetch: vi.fn() },
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/pacs-queue-log/${T2}`]}>
      <Routes>
        <Route path="/iot/pacs-queue-log/:transactionId" element={<PacsTransactionPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.keys = new Set(['PACS_QUEUE_LOG_READ', 'KEY_CREDENTIAL_READ', 'ACCESS_LOG_READ_ALL']);
  state.data = details();
  state.failed = false;
});

describe('one PACS transaction', () => {
  it('community manager: the lock and where it is, what was sent and the lock’s answer, the holder and the chain', () => {
    page();
    expect(screen.getByTestId('pacs-transaction-heading').textContent).toBe('Put on the lock: Building B lobby');
    expect(screen.getByTestId('pacs-transaction-outcome').getAttribute('data-state')).toBe('CONFIRMED');
    expect(screen.getByTestId('pacs-transaction-where').textContent).toBe('Building B');
    expect(screen.getByTestId('pacs-transaction-error').textContent).toBe('—');
    expect(screen.getByTestId('pacs-transaction-entry').getAttribute('data-state')).toBe('PRESENT');
    expect(screen.getByTestId('pacs-transaction-holder').textContent).toBe('Ada Lee (Resident)');
    expect(screen.getByTestId('pacs-transaction-credential').textContent).toBe('Fob Key F-1001');
    expect(screen.getByTestId('pacs-transaction-source').textContent).toBe('Key');
    expect(screen.getByTestId('pacs-grant-status').getAttribute('data-state')).toBe('ACTIVE');
  });

  it('community manager: the tries of the same door entry in order, this one marked, the others linked', () => {
    page();
    const rows = screen.getAllByTestId('pacs-attempt-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('pacs-attempt-outcome').getAttribute('data-state')).toBe('NO_ANSWER');
    expect(within(rows[0]!).getByRole('link', { name: '1' }).getAttribute('href')).toBe(`/iot/pacs-queue-log/${T1}`);
    expect(within(rows[1]!).getByTestId('pacs-attempt-number').textContent).toContain('this transaction');
  });

  it('community manager: links to the key, to who can open the lock (searched by the holder) and to the lock’s transactions', () => {
    page();
    expect(screen.getByTestId('pacs-source-link').getAttribute('href')).toBe(`/iot/keys/${KEY}`);
    expect(screen.getByTestId('pacs-who-can-open').getAttribute('href')).toBe(
      `/iot/access/who-can-open?lock=${LOBBY}&q=Ada+Lee`,
    );
    expect(screen.getByTestId('pacs-lock-log').getAttribute('href')).toBe(`/iot/pacs-queue-log?lock=${LOBBY}`);
  });

  it('user with the log key only: no link to screens they may not open; a removed lock is said so', () => {
    state.keys = new Set(['PACS_QUEUE_LOG_READ']);
    state.data = details({ lock: { exists: false, unitName: null, locationName: null } });
    page();
    expect(screen.queryByTestId('pacs-source-link')).toBeNull();
    expect(screen.queryByTestId('pacs-who-can-open')).toBeNull();
    expect(screen.getByTestId('pacs-lock-removed').textContent).toContain('removed');
    expect(screen.getByTestId('pacs-transaction-where').textContent).toBe('—');
  });

  it('community manager: a lock that did not answer shows no answer and the reason', () => {
    state.data = details({
      ...attempt(T1, 1, 'NO_ANSWER'),
      entry: { desired: 'PRESENT', confirmed: null, confirmedAt: null },
    });
    page();
    expect(screen.getByTestId('pacs-transaction-answered').textContent).toBe('no answer');
    expect(screen.getByTestId('pacs-transaction-error').textContent).toBe('The lock did not answer.');
    expect(screen.getByTestId('pacs-transaction-entry').getAttribute('data-state')).toBe('WAITING');
  });

  it('community manager: a transaction that cannot be read says so', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('pacs-error').textContent).toContain('The transaction could not be loaded.');
  });
});
