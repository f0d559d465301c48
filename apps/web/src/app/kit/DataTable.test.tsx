import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../packages/ui/test/render.tsx';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { useUrlSort } from './useUrlSort.ts';

interface Unit {
  id: string;
  name: string;
  floor: number;
  rent: string;
}

const units: Unit[] = [
  { id: 'u1', name: 'A-101', floor: 1, rent: '$1,200.00' },
  { id: 'u2', name: 'A-102', floor: 1, rent: '$1,250.00' },
  { id: 'u3', name: 'B-201', floor: 2, rent: '$1,400.00' },
];

const columns: DataColumn<Unit>[] = [
  { id: 'name', header: 'Unit', required: true, sortField: 'name', cell: (u) => u.name, testId: 'cell-name' },
  { id: 'building', header: 'Building', cell: () => 'Building A' },
  { id: 'floor', header: 'Floor', sortField: 'floor', cell: (u) => u.floor },
  { id: 'rent', header: 'Market rent', sortField: 'rent', cell: (u) => u.rent },
  { id: 'notes', header: 'Notes', hiddenByDefault: true, cell: () => 'none' },
];

const ok = { isError: false, error: null, refetch: () => undefined };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** A list page in miniature: the sort in the URL (only name and floor allowed), selection with one bulk action. */
function UnitsList({
  rows = units,
  loading = false,
  query = ok,
  onOpen = () => undefined,
  onBulk = () => undefined,
}: {
  rows?: Unit[];
  loading?: boolean;
  query?: typeof ok | { isError: true; error: Error; refetch: () => void };
  onOpen?: (unit: Unit) => void;
  onBulk?: (ids: string[]) => void;
}) {
  const sort = useUrlSort(['name', 'floor'] as const, { field: 'name', direction: 'asc' });
  return (
    <>
      <DataTable
        tableId="test.units"
        label="Units"
        query={query}
        rows={loading ? undefined : rows}
        columns={columns}
        failed="The units could not be loaded."
        empty="no units yet"
        testId="units"
        rowTestId="unit-row"
        onOpen={onOpen}
        sort={sort}
        selection={{
          rowName: (u) => u.name,
          actions: (selected, clear) => (
            <button
              type="button"
              onClick={() => {
                onBulk(selected.map((u) => u.id));
                clear();
              }}
            >
              bulk
            </button>
          ),
        }}
      />
      <Location />
    </>
  );
}

/** A list whose 'next' button shows another page: the first row leaves it. */
function Paging() {
  const [rows, setRows] = useState(units);
  return (
    <>
      <button type="button" onClick={() => setRows(units.slice(1))}>
        next
      </button>
      <UnitsList rows={rows} />
    </>
  );
}

const renderList = (props: Parameters<typeof UnitsList>[0] = {}, url = '/units') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <UnitsList {...props} />
    </MemoryRouter>,
  );

const rowsShown = () => screen.getAllByTestId('unit-row');

afterEach(() => {
  window.localStorage.clear();
});

describe('a community manager selecting rows', () => {
  it('selects rows by their named checkboxes, sees the count, and runs a bulk action on them', async () => {
    const user = setupUser();
    const onBulk = vi.fn();
    renderList({ onBulk });
    expect(screen.queryByTestId('units-selection')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'select A-101' }));
    await user.click(screen.getByRole('checkbox', { name: 'select B-201' }));
    expect(screen.getByTestId('units-selection').textContent).toContain('2 selected');
    await user.click(screen.getByRole('button', { name: 'bulk' }));
    expect(onBulk).toHaveBeenCalledWith(['u1', 'u3']);
    expect(screen.queryByTestId('units-selection')).toBeNull();
  });

  it('selects every row of the page at once, and clears them again', async () => {
    const user = setupUser();
    renderList();
    const all = screen.getByRole('checkbox', { name: 'select all on this page' });
    await user.click(all);
    expect(screen.getByTestId('units-selection').textContent).toContain('3 selected');
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'clear selection' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});

describe('a keyboard user', () => {
  it('tabs into the rows once, moves with the arrows, opens with Enter and selects with Space', async () => {
    const user = setupUser();
    const onOpen = vi.fn();
    renderList({ onOpen });
    const [first, second, third] = rowsShown();
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);
    act(() => first?.focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    expect(second?.tabIndex).toBe(0);
    expect(first?.tabIndex).toBe(-1);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'select A-102' })).toHaveProperty('checked', true);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(units[1]);
  });
});

describe('a manager sorting a server-sorted list', () => {
  it('sorts by an allowed column into the URL, toggling the direction, and back to page one', async () => {
    const user = setupUser();
    renderList({}, '/units?page=3');
    const floor = screen.getByRole('columnheader', { name: /Floor/ });
    expect(floor.getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'sort by Floor' }));
    expect(screen.getByTestId('location').textContent).toBe('?sort=floor%2Casc');
    expect(screen.getByRole('columnheader', { name: /Floor/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'sort by Floor' }));
    expect(screen.getByTestId('location').textContent).toBe('?sort=floor%2Cdesc');
  });

  it('offers no sort on a column whose field the endpoint does not allow, and ignores it in the URL', () => {
    renderList({}, '/units?sort=rent,desc');
    expect(screen.queryByRole('button', { name: 'sort by Market rent' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Unit/ }).getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('a manager choosing columns', () => {
  it('hides a column, and finds the choice again next time, per table and user', async () => {
    const user = setupUser();
    const first = renderList();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).toBeNull();
    await user.click(screen.getByTestId('units-columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Floor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Notes' }));
    expect(screen.queryByRole('columnheader', { name: /Floor/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
    first.unmount();

    renderList();
    expect(screen.queryByRole('columnheader', { name: /Floor/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('lintel.columns.anonymous.test.units') ?? '[]')).toEqual(['floor']);
  });

  it('never offers to hide the required column', async () => {
    const user = setupUser();
    renderList();
    await user.click(screen.getByTestId('units-columns'));
    const group = screen.getByRole('group', { name: 'choose the columns to show' });
    expect(within(group).queryByRole('checkbox', { name: 'Unit' })).toBeNull();
  });
});

describe('a manager waiting for, or failing to get, a list', () => {
  it('sees placeholder rows while the first page loads, and a busy table', () => {
    renderList({ loading: true });
    expect(screen.queryAllByTestId('unit-row')).toHaveLength(0);
    expect(screen.getByTestId('units-table').getAttribute('aria-busy')).toBe('true');
  });

  it('sees the empty text under the headings when there are no rows', () => {
    renderList({ rows: [] });
    expect(screen.getByTestId('units-empty').textContent).toBe('no units yet');
    expect(screen.getByRole('checkbox', { name: 'select all on this page' })).toHaveProperty('disabled', true);
  });

  it('sees the error with try again, which asks again', () => {
    const refetch = vi.fn();
    renderList({ query: { isError: true, error: new Error('Server unreachable'), refetch } });
    const error = screen.getByTestId('units-error');
    expect(error.textContent).toContain('The units could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('has a heading for every column, the selection column included', () => {
    renderList();
    for (const header of screen.getAllByRole('columnheader')) expect(header.textContent?.trim()).not.toBe('');
  });
});

describe('a manager whose page changes', () => {
  it('keeps only the selected rows that are still on the page', async () => {
    const user = setupUser();
    renderUi(
      <MemoryRouter>
        <Paging />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'select A-101' }));
    await user.click(screen.getByRole('checkbox', { name: 'select A-102' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByTestId('units-selection').textContent).toContain('1 selected');
  });
});

/** A picker over two pages that keeps its selection across them, with its action outside the table. */
function PickAcrossPages({ onPicked }: { onPicked: (names: string[]) => void }) {
  const [page, setPage] = useState(0);
  const rows = page === 0 ? units.slice(0, 2) : units.slice(2);
  return (
    <>
      <button type="button" onClick={() => setPage(page === 0 ? 1 : 0)}>
        other page
      </button>
      <DataTable
        tableId="test.pick"
        label="Units"
        query={ok}
        rows={rows}
        columns={columns.slice(0, 1)}
        failed="The units could not be loaded."
        empty="no units yet"
        testId="pick"
        rowTestId="pick-row"
        selection={{
          rowName: (u) => u.name,
          acrossPages: true,
          onChange: (picked) => onPicked(picked.map((u) => u.name)),
        }}
      />
    </>
  );
}

describe('a manager picking units on several pages', () => {
  it('keeps the rows picked on one page while picking on the next, and counts them all', async () => {
    const user = setupUser();
    const onPicked = vi.fn();
    renderUi(
      <MemoryRouter>
        <PickAcrossPages onPicked={onPicked} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'select A-101' }));
    await user.click(screen.getByRole('button', { name: 'other page' }));
    await user.click(screen.getByRole('checkbox', { name: 'select B-201' }));
    expect(screen.getByTestId('pick-selection').textContent).toContain('2 selected');
    expect(onPicked).toHaveBeenLastCalledWith(['A-101', 'B-201']);
    // Select all on a page adds that page's rows; clearing it takes only them away again.
    await user.click(screen.getByRole('button', { name: 'other page' }));
    expect((screen.getByRole('checkbox', { name: 'select A-101' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('pick-select-all'));
    expect(onPicked).toHaveBeenLastCalledWith(['A-101', 'B-201', 'A-102']);
    await user.click(screen.getByTestId('pick-select-all'));
    expect(onPicked).toHaveBeenLastCalledWith(['B-201']);
  });
});
