import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../packages/ui/test/render.tsx';
import { CsvImportDetailsPage, CsvImportsPage } from './CsvImportPages.tsx';

const IMPORT = '4c1c2b4a-1111-4222-8333-944455556666';
const READ_AT = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({ list: [] as unknown[], item: null as unknown }));

const loaded = (data: unknown) => ({
  data,
  isError: false,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
});

vi.mock('../api/csvImport.ts', () => ({
  csvImportScope: { area: 'iot-settings', entity: 'csv-imports' },
  useCsvImportsQuery: () =>
    loaded({ content: state.list, totalElements: state.list.length, totalPages: 1, totalIsEstimate: false, size: 20 }),
  useCsvImportQuery: () => loaded(state.item),
}));

const columns = [
  { key: 'unit', header: 'Unit' },
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
];
const item = (overrides: Record<string, unknown>) => ({
  id: IMPORT,
  fileName: 'rent-roll.csv',
  state: 'confirmed',
  columns,
  validRows: [
    { line: 2, cells: { unit: 'A-101', firstName: 'Nora', lastName: 'Roll' } },
    { line: 3, cells: { unit: 'A-101', firstName: 'Otto', lastName: 'Roll' } },
  ],
  invalidRows: [
    {
      line: 4,
      cells: { unit: 'Q-404', firstName: 'No', lastName: 'Unit' },
      problems: [{ column: 'Unit', message: 'no unit named “Q-404” in this community' }],
    },
  ],
  createdCount: 1,
  progress: 50,
  progressMessage: null,
  createdAt: READ_AT,
  ...overrides,
});

const at = (element: React.ReactNode) =>
  renderUi(
    <MemoryRouter initialEntries={[`/p/${IMPORT}`]}>
      <Routes>
        <Route path="/p/:id" element={element} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.list = [];
  state.item = null;
});

describe('CSV import pages', () => {
  it('community manager: no import yet says so; an import is listed with its state and counts', async () => {
    const first = at(<CsvImportsPage />);
    await screen.findByText('No file has been imported yet');
    expect(screen.getByTestId('csv-import-new')).toBeTruthy();
    first.unmount();
    state.list = [
      {
        id: IMPORT,
        fileName: 'rent-roll.csv',
        state: 'done',
        validCount: 2,
        invalidCount: 1,
        createdCount: 2,
        createdBy: 'Morgan Manager',
        createdAt: READ_AT,
      },
    ];
    at(<CsvImportsPage />);
    const row = await screen.findByTestId('csv-import-row');
    expect(row.textContent).toContain('rent-roll.csv');
    expect(row.textContent).toContain('Done');
    expect(row.textContent).toContain('2 of 2 imported · 1 refused');
    expect(row.textContent).toContain('Morgan Manager');
  });

  it('community manager: a running import shows its progress, the refused rows with their reasons and the rows it imports', async () => {
    state.item = item({});
    at(<CsvImportDetailsPage />);
    await screen.findByTestId('csv-import-progress');
    expect(screen.getByText('1 of 2 residents imported')).toBeTruthy();
    expect(screen.getByTestId('csv-import-refused-row').textContent).toContain(
      'Unit: no unit named “Q-404” in this community',
    );
    expect(screen.getAllByTestId('csv-import-valid-row')).toHaveLength(2);
  });

  it('community manager: a failed import says how far it got; one never confirmed says nothing was imported', async () => {
    state.item = item({ state: 'failed' });
    const first = at(<CsvImportDetailsPage />);
    expect((await screen.findByTestId('csv-import-details-failed')).textContent).toBe(
      'The import stopped after 1 of 2 residents; the rest were not imported.',
    );
    expect(screen.queryByTestId('csv-import-progress')).toBeNull();
    first.unmount();
    state.item = item({ state: 'previewed', createdCount: 0, progress: 0 });
    at(<CsvImportDetailsPage />);
    await screen.findByText(/never confirmed: nothing was imported/);
  });
});
