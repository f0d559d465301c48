import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import StaffListPage from './StaffListPage.tsx';

const MORGAN = '4c1c2b4a-1111-4222-8333-944455556666';

type Query = { page: number; size: number; sort: string; q: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/staff.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useStaffQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

const morgan = {
  id: MORGAN,
  firstName: 'Morgan',
  lastName: 'Manager',
  email: 'manager@maple.demo',
  phone: null,
  status: 'active',
  roleType: 'PROPERTY_MANAGER',
  roleNames: ['Community manager'],
  allCommunities: false,
  credentials: 2,
};

function Where() {
  state.url = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

const page = (url = '/iot/staff') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/staff"
          element={
            <>
              <StaffListPage />
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
    morgan,
    {
      ...morgan,
      id: '5c1c2b4a-1111-4222-8333-944455556666',
      firstName: 'Alex',
      lastName: 'Admin',
      roleType: 'CUSTOMER_ADMIN',
      roleNames: [],
      allCommunities: true,
      credentials: 0,
      status: 'invited',
    },
  ];
  state.failed = false;
});

describe('the staff list', () => {
  it('community manager: each staff member with their role type, role here, credentials and status, by last name; a row links to them', () => {
    page();
    expect(last()).toEqual({ page: 0, size: 20, sort: 'lastName,asc', q: '' });
    const rows = screen.getAllByTestId('staff-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Morgan Manager' }).getAttribute('href')).toBe(
      `/iot/staff/${MORGAN}`,
    );
    expect(within(rows[0]!).getByTestId('staff-role-type').textContent).toBe('Property manager');
    expect(within(rows[0]!).getByTestId('staff-roles').textContent).toBe('Community manager');
    expect(within(rows[0]!).getByTestId('staff-credentials').textContent).toBe('2 live');
    expect(within(rows[1]!).getByTestId('staff-role-type').textContent).toBe('Customer admin');
    expect(within(rows[1]!).getByTestId('staff-roles').textContent).toBe('—');
    expect(within(rows[1]!).getByTestId('staff-credentials').textContent).toBe('none');
    expect(within(rows[1]!).getByTestId('staff-status').textContent).toBe('Invited');
  });

  it('community manager: the search is kept in the address and asked of the server', async () => {
    page();
    await setupUser().type(screen.getByTestId('staff-search'), 'mor');
    await waitFor(() => expect(last()).toMatchObject({ q: 'mor' }));
    // The router renders a navigation in a transition: the page can be asked before the address shows.
    await waitFor(() => expect(state.url).toContain('q=mor'));
  });

  it('community manager: no staff says so; a search that finds none says there are no results; a failed read says why', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('staff-empty').textContent).toContain('no staff in this community');
    view.unmount();
    const search = page('/iot/staff?q=zzz');
    expect(screen.getByTestId('staff-empty').textContent).toContain('no results');
    search.unmount();
    state.failed = true;
    page();
    expect(screen.getByTestId('staff-error').textContent).toContain('The staff could not be loaded.');
    expect(screen.getByTestId('staff-error').textContent).toContain('The server is down.');
  });
});
