import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import PassListPage from './PassListPage.tsx';

const NOON = '2030-05-06T12:00:00.000Z';

type Query = { list: string; type?: string; page: number; sort: string; q: string };
const state = vi.hoisted(() => ({
  queries: [] as Query[],
  content: [] as unknown[],
  failed: false,
  url: '',
}));

vi.mock('../api/passes.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    usePassesQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

function row(over: Record<string, unknown>) {
  return {
    id: '4c1c2b4a-1111-4222-8333-944455556666',
    type: 'VENDOR',
    holderName: 'Pat Plumber',
    company: 'Pipes & Co',
    email: null,
    phone: null,
    unitId: null,
    unitName: null,
    validFrom: NOON,
    validUntil: '2030-05-10T12:00:00.000Z',
    hours: null,
    pin: '482913',
    status: 'ACTIVE',
    expired: false,
    locationIds: [],
    locationNames: ['Lobby', 'Gym'],
    credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
    note: null,
    createdByName: null,
    revokedAt: null,
    createdAt: NOON,
    ...over,
  };
}

/** Where the page's URL stands, for the filters it keeps there. */
function Url() {
  const location = useLocation();
  state.url = `${location.pathname}${location.search}`;
  return null;
}

const page = (url = '/iot/passes') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/passes"
          element={
            <>
              <PassListPage />
              <Url />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.queries = [];
  state.failed = false;
  state.content = [
    row({}),
    row({
      id: '5c1c2b4a-1111-4222-8333-944455556666',
      type: 'GUEST',
      holderName: 'Gail Guest',
      company: null,
      unitName: 'A-101',
      status: 'SUSPENDED',
      expired: true,
    }),
  ];
});

describe('the pass list', () => {
  it('community manager: the active passes, each with its holder, type, company or unit, status and a masked PIN', () => {
    page();
    expect(state.queries.at(-1)).toMatchObject({ list: 'active', page: 0, sort: 'validUntil,asc', q: '' });
    expect(state.queries.at(-1)?.type).toBeUndefined();
    const rows = screen.getAllByTestId('pass-row');
    expect(rows.map((r) => within(r).getByTestId('pass-holder').textContent)).toEqual(['Pat Plumber', 'Gail Guest']);
    expect(rows.map((r) => within(r).getByTestId('pass-company-unit').textContent)).toEqual(['Pipes & Co', 'A-101']);
    expect(rows.map((r) => within(r).getByTestId('pass-type').textContent)).toEqual(['Vendor', 'Guest']);
    expect(within(rows[1]!).getByTestId('pass-status').getAttribute('data-state')).toBe('SUSPENDED');
    expect(within(rows[1]!).getByText('Expired')).toBeTruthy();
    expect(screen.getByTestId('passes-table').textContent).not.toContain('482913');
  });

  it('community manager: the ended list and the type filter live in the URL, and the ended list reads newest first', async () => {
    page('/iot/passes?list=ended&type=GUEST');
    expect(state.queries.at(-1)).toMatchObject({ list: 'ended', type: 'GUEST', sort: 'validUntil,desc' });
    await setupUser().click(within(screen.getByTestId('passes-lists')).getByText('Active'));
    await waitFor(() => expect(state.queries.at(-1)).toMatchObject({ list: 'active', type: 'GUEST' }));
    expect(state.url).toBe('/iot/passes?type=GUEST');
  });

  it('community manager: no pass says so, a search with none says no results, and a failure says what failed', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('passes-empty').textContent).toContain('no active passes');
    view.unmount();
    const search = page('/iot/passes?q=zz');
    expect(screen.getByTestId('passes-empty').textContent).toContain('no results');
    search.unmount();
    state.failed = true;
    page('/iot/passes?list=ended');
    expect(screen.getByTestId('passes-error').textContent).toContain('The passes could not be loaded.');
  });
});
