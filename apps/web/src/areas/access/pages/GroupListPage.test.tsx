import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import GroupListPage from './GroupListPage.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const GROUP = '4c1c2b4a-1111-4222-8333-944455556666';

type Query = { page: number; size: number; sort: string; q: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/groups.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useGroupsQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

const pool = {
  id: GROUP,
  name: 'Pool club',
  description: 'Evenings at the pool',
  hours: [
    {
      days: 8,
      openTime: { hours: 6, minutes: 0, clock: 'pm' },
      closeTime: { hours: 10, minutes: 0, clock: 'pm' },
      working24: false,
    },
  ],
  locationIds: [],
  locationNames: ['Pool', 'Gym'],
  memberCount: 2,
  locationCount: 2,
  createdByName: 'Demo manager',
  createdAt: NOON,
  updatedAt: NOON,
};

function Where() {
  state.url = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

const page = (url = '/iot/groups') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/groups"
          element={
            <>
              <GroupListPage />
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
    pool,
    {
      ...pool,
      id: '5c1c2b4a-1111-4222-8333-944455556666',
      name: 'Maintenance crew',
      description: null,
      hours: null,
      memberCount: 1,
      locationNames: ['Boiler room'],
    },
  ];
  state.failed = false;
});

describe('the groups list', () => {
  it('community manager: each group with its members, locations and hours, sorted by name; a row links to its group', () => {
    page();
    expect(last()).toEqual({ page: 0, size: 20, sort: 'name,asc', q: '' });
    const rows = screen.getAllByTestId('group-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('group-members').textContent).toBe('2 members');
    expect(within(rows[0]!).getByTestId('group-locations').textContent).toBe('Pool, Gym');
    expect(within(rows[0]!).getByText(/^Weekend 6:00\spm.+10:00\spm$/)).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Pool club' }).getAttribute('href')).toBe(`/iot/groups/${GROUP}`);
    expect(within(rows[1]!).getByTestId('group-members').textContent).toBe('1 member');
    expect(within(rows[1]!).getByText('Any hour')).toBeTruthy();
  });

  it('community manager: the search is kept in the address and asked of the server', async () => {
    page();
    const user = setupUser();
    await user.type(screen.getByTestId('groups-search'), 'Poo');
    await waitFor(() => expect(last()).toMatchObject({ q: 'Poo' }));
    expect(state.url).toContain('q=Poo');
  });

  it('community manager: no groups says so; a search that finds none says there are no results', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('groups-empty').textContent).toContain('no groups yet');
    view.unmount();
    page('/iot/groups?q=zzz');
    expect(screen.getByTestId('groups-empty').textContent).toContain('no results');
  });

  it('community manager: a list that cannot be read says so, with the server’s words', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('groups-error').textContent).toContain('The groups could not be loaded.');
    expect(screen.getByTestId('groups-error').textContent).toContain('The server is down.');
  });
});
