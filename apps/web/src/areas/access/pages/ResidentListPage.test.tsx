import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import ResidentListPage from './ResidentListPage.tsx';

const ADA = '4c1c2b4a-1111-4222-8333-944455556666';

type Query = { page: number; size: number; sort: string; q: string; status?: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/residents.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useResidentsQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

const ada = {
  id: ADA,
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  phone: '555-0100',
  status: 'CURRENT',
  units: ['A-101'],
  liveCredentials: 2,
};

function Where() {
  const location = useLocation();
  state.url = `${location.pathname}${location.search}`;
  return null;
}

const page = (url = '/iot/residents') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/residents"
          element={
            <>
              <ResidentListPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const last = () => state.queries.at(-1)!;

beforeEach(() => {
  state.queries = [];
  state.content = [
    ada,
    {
      ...ada,
      id: '5c1c2b4a-1111-4222-8333-944455556666',
      firstName: 'Bo',
      lastName: 'Moss',
      email: null,
      phone: null,
      status: 'NONE',
      units: [],
      liveCredentials: 0,
    },
  ];
  state.failed = false;
});

describe('the residents list', () => {
  it('community manager: each resident with email, units, status and live credentials, sorted by name; a row links to the resident', () => {
    page();
    expect(last()).toEqual({ page: 0, size: 20, sort: 'name,asc', q: '', status: undefined });
    const rows = screen.getAllByTestId('resident-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Lee, Ada' }).getAttribute('href')).toBe(`/iot/residents/${ADA}`);
    expect(within(rows[0]!).getByTestId('resident-email').textContent).toBe('ada@example.com');
    expect(within(rows[0]!).getByTestId('resident-units').textContent).toBe('A-101');
    expect(within(rows[0]!).getByTestId('resident-status').textContent).toBe('Current');
    expect(within(rows[0]!).getByTestId('resident-credentials').textContent).toBe('2 live');
    expect(within(rows[1]!).getByTestId('resident-status').textContent).toBe('No lease');
    expect(within(rows[1]!).getByTestId('resident-credentials').textContent).toBe('none');
  });

  it('community manager: the search and the status filter are kept in the address and asked of the server', async () => {
    page();
    const user = setupUser();
    await user.type(screen.getByTestId('residents-search'), 'lee');
    await waitFor(() => expect(last()).toMatchObject({ q: 'lee' }));
    await user.click(screen.getByTestId('residents-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Future' }));
    await waitFor(() => expect(last()).toMatchObject({ q: 'lee', status: 'FUTURE', page: 0 }));
    expect(state.url).toContain('status=FUTURE');
    expect(state.url).toContain('q=lee');
  });

  it('community manager: no residents says so; a filter that finds none says there are no results', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('residents-empty').textContent).toContain('no residents yet');
    view.unmount();
    page('/iot/residents?status=PAST');
    expect(last().status).toBe('PAST');
    expect(screen.getByTestId('residents-empty').textContent).toContain('no results');
  });

  it('community manager: a list that cannot be read says so, with the server’s words', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('residents-error').textContent).toContain('The residents could not be loaded.');
    expect(screen.getByTestId('residents-error').textContent).toContain('The server is down.');
  });
});
