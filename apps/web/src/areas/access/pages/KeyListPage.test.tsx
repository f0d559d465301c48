import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import KeyListPage from './KeyListPage.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const KEY = '4c1c2b4a-1111-4222-8333-944455556666';

type Query = { page: number; size: number; sort: string; q: string; state?: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/keys.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useKeysQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

const issued = {
  id: KEY,
  number: 'F-1001',
  description: 'Blue fob',
  state: 'ISSUED',
  holderKind: 'RESIDENT',
  holderId: '11111111-1111-4111-8111-111111111111',
  holderName: 'Ada Lee',
  locationIds: [],
  locationNames: ['Lobby', 'Gym'],
  issuedAt: NOON,
  createdAt: NOON,
  updatedAt: NOON,
};

function Where() {
  state.url = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

const page = (url = '/iot/keys') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/keys"
          element={
            <>
              <KeyListPage />
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
    issued,
    {
      ...issued,
      id: '5c1c2b4a-1111-4222-8333-944455556666',
      number: 'F-1002',
      description: null,
      state: 'UNASSIGNED',
      holderKind: null,
      holderId: null,
      holderName: null,
      locationNames: [],
    },
  ];
  state.failed = false;
});

describe('the keys list', () => {
  it('community manager: each key with its state, holder and locations, sorted by number; a row links to its key', () => {
    page();
    expect(last()).toEqual({ page: 0, size: 20, sort: 'number,asc', q: '', state: undefined });
    const rows = screen.getAllByTestId('key-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('key-state').getAttribute('data-state')).toBe('ISSUED');
    expect(within(rows[0]!).getByTestId('key-holder').textContent).toBe('Ada Lee (Resident)');
    expect(within(rows[0]!).getByTestId('key-locations').textContent).toBe('Lobby, Gym');
    expect(within(rows[0]!).getByRole('link', { name: 'F-1001' }).getAttribute('href')).toBe(`/iot/keys/${KEY}`);
    expect(within(rows[1]!).getByTestId('key-holder').textContent).toBe('—');
  });

  it('community manager: the state filter is kept in the address and asked of the server', async () => {
    page('/iot/keys?state=NOT_RETURNED&q=F-1');
    expect(last()).toMatchObject({ state: 'NOT_RETURNED', q: 'F-1' });
    const user = setupUser();
    await user.click(screen.getByTestId('keys-state-filter'));
    await user.click(await screen.findByRole('option', { name: 'Issued' }));
    await waitFor(() => expect(last()).toMatchObject({ state: 'ISSUED' }));
    expect(state.url).toContain('state=ISSUED');
  });

  it('community manager: no keys says so; a search that finds none says there are no results', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('keys-empty').textContent).toContain('no keys yet');
    view.unmount();
    page('/iot/keys?state=ISSUED');
    expect(screen.getByTestId('keys-empty').textContent).toContain('no results');
  });

  it('community manager: a list that cannot be read says so, with the server’s words', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('keys-error').textContent).toContain('The keys could not be loaded.');
    expect(screen.getByTestId('keys-error').textContent).toContain('The server is down.');
  });
});
