import type { UnitListItem } from '@lintel/contracts/structure';
import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryError } from '../../../app/kit/QueryState.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { useUnitsQuery } from '../api/units.ts';
import { spacesMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
const SORTABLE = ['name', 'floor', 'marketRentCents'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** The living units of the selected community: searched, sorted and paged on the server; filters in the URL. */
export function UnitsTable() {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = params.get('sort') ?? 'name,asc';
  const query = useUnitsQuery({ page, size: PAGE_SIZE, sort, q });
  const data = query.data;
  const [sortColumn, sortDir] = sort.split(',') as [SortColumn, 'asc' | 'desc'];

  const setSort = (column: SortColumn) => {
    const dir = column === sortColumn && sortDir === 'asc' ? 'desc' : 'asc';
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('sort', `${column},${dir}`);
      next.delete('page');
      return next;
    });
  };
  const header = (column: SortColumn | null, label: string) =>
    column ? (
      <Table.Th aria-sort={sortColumn === column ? (sortDir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() => setSort(column)}
          fw={600}
          fz="sm"
          aria-label={intl.formatMessage(m.sortBy, { column: label })}
        >
          {label} {sortColumn === column ? (sortDir === 'asc' ? '↑' : '↓') : ''}
        </UnstyledButton>
      </Table.Th>
    ) : (
      <Table.Th>{label}</Table.Th>
    );

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="units"
      />
      {query.isError ? (
        <QueryError
          title={intl.formatMessage(m.failed)}
          error={query.error}
          onRetry={() => query.refetch()}
          testId="units-error"
        />
      ) : (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="units-table">
            <Table.Thead>
              <Table.Tr>
                {header('name', intl.formatMessage(m.unit))}
                {header(null, intl.formatMessage(m.building))}
                {header(null, intl.formatMessage(m.unitType))}
                {header('floor', intl.formatMessage(m.floor))}
                {header(null, intl.formatMessage(m.squareFeet))}
                {header('marketRentCents', intl.formatMessage(m.marketRent))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                ? data.content.map((unit) => <UnitRow key={unit.id} unit={unit} />)
                : Array.from({ length: 8 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <Table.Tr key={i}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
          {data && data.content.length === 0 && (
            <Text ta="center" c="dimmed" p="xl" data-testid="units-empty">
              {intl.formatMessage(q ? m.emptyFiltered : m.emptyNoFilter)}
            </Text>
          )}
        </Paper>
      )}
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

function UnitRow({ unit }: { unit: UnitListItem }) {
  return (
    <Table.Tr data-testid="unit-row">
      <Table.Td>
        <Anchor component={Link} to={href('cbr.living.unit.details', { unitId: unit.id })}>
          {unit.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{unit.buildingName}</Table.Td>
      <Table.Td>{unit.unitTypeName}</Table.Td>
      <Table.Td>{unit.floor}</Table.Td>
      <Table.Td>{formatNumber(unit.squareFeet)}</Table.Td>
      <Table.Td>{formatCents(unit.marketRentCents)}</Table.Td>
    </Table.Tr>
  );
}
