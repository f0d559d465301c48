import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import ApartmentsPage from './ApartmentsPage.tsx';

type Query = { page: number; size: number; sort: string; q: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false }));

vi.mock('../api/community.ts', () => ({
  useApartmentsQuery: (query: Query) => {
    state.queries.push(query);
    return {
      data: state.failed
        ? undefined
        : {
            content: state.content,
            totalElements: state.content.length,
            totalPages: 1,
            totalIsEstimate: false,
            size: 20,
          },
      isError: state.failed,
      error: state.failed ? new Error('The server is down.') : null,
      isPending: false,
      isFetching: false,
      refetch: vi.fn(),
    };
  },
}));

const unit = (name: string, lockCount: number, onlineLocks: number, leaseCount: number) => ({
  id: `4c1c2b4a-1111-4222-8333-9444555566${String(lockCount).padStart(2, '0')}`,
  name,
  buildingId: '5c1c2b4a-1111-4222-8333-944455556666',
  buildingName: 'Building A',
  lockCount,
  onlineLocks,
  leaseCount,
});

const page = (url = '/iot/community/apartments') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/community/apartments" element={<ApartmentsPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.queries = [];
  state.content = [unit('A-101', 2, 1, 1), unit('A-102', 0, 0, 0)];
  state.failed = false;
});

describe('the IoT apartments', () => {
  it('community manager: each unit with its building, its locks online and its active leases, by name, opening its details', () => {
    page();
    expect(state.queries.at(-1)).toEqual({ page: 0, size: 20, sort: 'name,asc', q: '' });
    const rows = screen.getAllByTestId('apartment-row');
    expect(within(rows[0]!).getByTestId('apartment-locks').textContent).toBe('1 of 2 online');
    expect(within(rows[0]!).getByTestId('apartment-leases').textContent).toBe('1');
    expect(within(rows[1]!).getByTestId('apartment-locks').textContent).toBe('none');
    // A row opens the unit's details.
    expect(within(rows[0]!).getByRole('link', { name: 'A-101' }).getAttribute('href')).toBe(
      `/iot/community/units/${unit('A-101', 2, 1, 1).id}`,
    );
  });

  it('community manager: the search is kept in the address and asked of the server', async () => {
    page();
    await setupUser().type(screen.getByTestId('apartments-search'), 'A-1');
    await waitFor(() => expect(state.queries.at(-1)).toMatchObject({ q: 'A-1' }));
  });

  it('community manager: no units says where they are added; a search finding none says no results; a failure says so', () => {
    state.content = [];
    const empty = page();
    expect(screen.getByTestId('apartments-empty').textContent).toContain('create the first one here');
    empty.unmount();
    const none = page('/iot/community/apartments?q=zzz');
    expect(screen.getByTestId('apartments-empty').textContent).toContain('no results');
    none.unmount();
    state.failed = true;
    page();
    expect(screen.getByTestId('apartments-error').textContent).toContain('The units could not be loaded.');
  });
});
