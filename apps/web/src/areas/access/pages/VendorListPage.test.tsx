import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import VendorListPage from './VendorListPage.tsx';

const SPARKS = '4c1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

type Query = { page: number; size: number; sort: string; q: string };
const state = vi.hoisted(() => ({ queries: [] as Query[], content: [] as unknown[], failed: false, url: '' }));

vi.mock('../api/vendors.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useVendorsQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
  };
});

const sparks = {
  id: SPARKS,
  companyName: 'Sparks Electric',
  firstName: 'Jamie',
  lastName: 'Sparks',
  email: 'jamie@sparks-electric.example',
  phone: '+15550100140',
  credentials: 1,
  createdByName: 'Demo manager',
  createdAt: NOON,
  updatedAt: NOON,
};

function Where() {
  state.url = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

const page = (url = '/iot/vendors') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/iot/vendors"
          element={
            <>
              <VendorListPage />
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
    sparks,
    { ...sparks, id: '5c1c2b4a-1111-4222-8333-944455556666', companyName: 'Evergreen', phone: null, credentials: 0 },
  ];
  state.failed = false;
});

describe('the vendors list', () => {
  it('community manager: each vendor with its contact, e-mail, phone and live credentials, by company; a row links to it', () => {
    page();
    expect(last()).toEqual({ page: 0, size: 20, sort: 'companyName,asc', q: '' });
    const rows = screen.getAllByTestId('vendor-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Sparks Electric' }).getAttribute('href')).toBe(
      `/iot/vendors/${SPARKS}`,
    );
    expect(within(rows[0]!).getByTestId('vendor-contact').textContent).toBe('Jamie Sparks');
    expect(within(rows[0]!).getByTestId('vendor-credentials').textContent).toBe('1 live');
    expect(within(rows[1]!).getByTestId('vendor-credentials').textContent).toBe('none');
  });

  it('community manager: the search and the sort are kept in the address and asked of the server', async () => {
    page('/iot/vendors?sort=lastName,desc');
    expect(last()).toMatchObject({ sort: 'lastName,desc' });
    await setupUser().type(screen.getByTestId('vendors-search'), 'spa');
    await waitFor(() => expect(last()).toMatchObject({ q: 'spa' }));
    expect(state.url).toContain('q=spa');
  });

  it('community manager: no vendors says so; a search that finds none says there are no results; a failed read says why', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('vendors-empty').textContent).toContain('no vendors in this community yet');
    view.unmount();
    const search = page('/iot/vendors?q=zzz');
    expect(screen.getByTestId('vendors-empty').textContent).toContain('no results');
    search.unmount();
    state.failed = true;
    page();
    expect(screen.getByTestId('vendors-error').textContent).toContain('The vendors could not be loaded.');
    expect(screen.getByTestId('vendors-error').textContent).toContain('The server is down.');
  });
});
