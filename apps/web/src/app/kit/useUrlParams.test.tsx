import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi, setupUser } from '../../../../../packages/ui/test/render.tsx';
import { useUrlSearch } from './useUrlSearch.ts';
import { useUrlSort } from './useUrlSort.ts';

/** A list's filter, sort and page, each from its own hook, changed in one handler. */
function List() {
  const { setParams, setPage } = useUrlSearch();
  const { setSort } = useUrlSort(['name', 'createdAt'], { field: 'name', direction: 'asc' });
  const { search } = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('state', 'ACTIVE');
            return next;
          });
          setSort({ field: 'createdAt', direction: 'desc' });
        }}
      >
        filter and sort
      </button>
      <button
        type="button"
        onClick={() => {
          setSort({ field: 'name', direction: 'desc' });
          setPage(2);
        }}
      >
        sort and page
      </button>
      <output data-testid="search">{search}</output>
    </>
  );
}

describe('the list address', () => {
  it('community manager: two changes in one moment both land, whichever hooks make them', async () => {
    renderUi(
      <MemoryRouter initialEntries={['/list?q=ma']}>
        <List />
      </MemoryRouter>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'filter and sort' }));
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe(
      'q=ma&state=ACTIVE&sort=createdAt%2Cdesc',
    );
    await user.click(screen.getByRole('button', { name: 'sort and page' }));
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe(
      'q=ma&state=ACTIVE&sort=name%2Cdesc&page=2',
    );
  });
});
