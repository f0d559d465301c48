import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import PacsQueueLogPage from './PacsQueueLogPage.tsx';

const T1 = '7d1c2b4a-1111-4222-8333-944455556666';
const T2 = '8d1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '9d1c2b4a-1111-4222-8333-944455556666';

type Query = {
  page: number;
  size: number;
  sort: string;
  q: string;
  outcome?: string;
  operation?: string;
  lockId?: string;
};
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/pacsQueueLog.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    usePacsTransactionsQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
    usePacsLockChoicesQuery: () => ({
      data: [{ id: LOBBY, name: 'Building B lobby', unitName: null, locationName: 'Building B' }],
      isError: false,
    }),
  };
});

const confirmed = {
  id: T1,
  operation: 'PUT',
  attempt: 1,
  requestedAt: '2030-05-06T11:59:58.000Z',
  sentAt: '2030-05-06T12:00:00.000Z',
  answeredAt: '2030-05-06T12:00:01.000Z',
  outcome: 'CONFIRMED',
  error: null,
  deviceId: LOBBY,
  deviceName: 'Building B lobby',
  grantId: '11111111-1111-4111-8111-111111111111',
  credentialId: '22222222-2222-4222-8222-222222222222',
  credentialKind: 'FOB',
  credentialLabel: 'Key F-1001',
  holderKind: 'RESIDENT',
  holderId: '33333333-3333-4333-8333-333333333333',
  holderName: 'Ada Lee',
};

function Where() {
  state.url = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

const page = (url = '/iot/pacs-queue-log') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/pacs-queue-log"
          element={
            <>
              <PacsQueueLogPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const last = () => state.queries.at(-1)!;

beforeEach(() => {
  state.queries = [];
  state.content = [
    confirmed,
    {
      ...confirmed,
      id: T2,
      operation: 'REMOVE',
      attempt: 2,
      outcome: 'NO_ANSWER',
      answeredAt: null,
      error: 'The lock did not answer.',
    },
  ];
  state.failed = false;
});

describe('the PACS queue log', () => {
  it('community manager: each try with its lock, holder, credential, operation, try and answer, newest first; a row links to its transaction', () => {
    page();
    expect(last()).toEqual({
      page: 0,
      size: 20,
      sort: 'sentAt,desc',
      q: '',
      outcome: undefined,
      operation: undefined,
      lockId: undefined,
    });
    const rows = screen.getAllByTestId('pacs-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByTestId('pacs-lock').textContent).toBe('Building B lobby');
    expect(first.getByTestId('pacs-holder').textContent).toBe('Ada Lee (Resident)');
    expect(first.getByTestId('pacs-credential').textContent).toBe('Fob Key F-1001');
    expect(first.getByTestId('pacs-operation').textContent).toBe('Put on the lock');
    expect(first.getByTestId('pacs-outcome').getAttribute('data-state')).toBe('CONFIRMED');
    expect(first.getByRole('link').getAttribute('href')).toBe(`/iot/pacs-queue-log/${T1}`);
    const second = within(rows[1]!);
    expect(second.getByTestId('pacs-operation').textContent).toBe('Remove from the lock');
    expect(second.getByTestId('pacs-attempt').textContent).toBe('2');
    expect(second.getByTestId('pacs-outcome').getAttribute('data-state')).toBe('NO_ANSWER');
    expect(second.getByTestId('pacs-error').textContent).toBe('The lock did not answer.');
  });

  it('community manager: the outcome, operation and lock filters and the search are kept in the address and asked of the server', async () => {
    page(`/iot/pacs-queue-log?outcome=REFUSED&operation=REMOVE&lock=${LOBBY}&q=ada`);
    expect(last()).toMatchObject({ outcome: 'REFUSED', operation: 'REMOVE', lockId: LOBBY, q: 'ada' });
    const user = setupUser();
    await user.click(screen.getByTestId('pacs-outcome-filter'));
    await user.click(await screen.findByRole('option', { name: 'No answer' }));
    await waitFor(() => expect(last()).toMatchObject({ outcome: 'NO_ANSWER' }));
    expect(state.url).toContain('outcome=NO_ANSWER');
    await user.click(screen.getByRole('button', { name: 'clear Lock' }));
    await waitFor(() => expect(last().lockId).toBeUndefined());
    expect(state.url).not.toContain('lock=');
  });

  it('community manager: picks a lock among the community’s', async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('pacs-lock-filter'));
    await user.click(await screen.findByRole('option', { name: 'Building B lobby · Building B' }));
    await waitFor(() => expect(last()).toMatchObject({ lockId: LOBBY }));
    expect(state.url).toContain(`lock=${LOBBY}`);
  });

  it('community manager: an empty log says how it fills; a filter that finds none says there are no results', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('pacs-empty').textContent).toContain('no transactions yet');
    view.unmount();
    page('/iot/pacs-queue-log?outcome=REFUSED');
    expect(screen.getByTestId('pacs-empty').textContent).toContain('no results');
  });

  it('community manager: a log that cannot be read says so, with the server’s words', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('pacs-error').textContent).toContain('The PACS queue log could not be loaded.');
    expect(screen.getByTestId('pacs-error').textContent).toContain('The server is down.');
  });
});
