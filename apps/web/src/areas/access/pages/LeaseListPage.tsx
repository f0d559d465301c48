import { LEASE_SORT_FIELDS, LEASE_STATES, type LeaseSummary } from '@lintel/contracts/access/leases';
import { formatUsDate } from '@lintel/formats/dates';
import { Anchor, Stack } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useLeasesQuery } from '../api/leases.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { leaseStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;

const day = (value: string) => formatUsDate(value) ?? value;

function leaseColumns(intl: IntlShape): DataColumn<LeaseSummary>[] {
  return [
    {
      id: 'unit',
      header: intl.formatMessage(m.unit),
      required: true,
      testId: 'lease-unit',
      cell: (lease) => (
        <Anchor component={Link} to={href('iot.leases.details', { leaseId: lease.id })} tabIndex={-1}>
          {lease.unitName}
        </Anchor>
      ),
    },
    { id: 'building', header: intl.formatMessage(m.building), cell: (lease) => lease.buildingName },
    {
      id: 'residents',
      header: intl.formatMessage(m.residents),
      testId: 'lease-residents',
      cell: (lease) => lease.residentNames.join(', ') || intl.formatMessage(m.none),
    },
    { id: 'startsOn', header: intl.formatMessage(m.startsOn), sortField: 'startsOn', cell: (l) => day(l.startsOn) },
    { id: 'endsOn', header: intl.formatMessage(m.endsOn), sortField: 'endsOn', cell: (l) => day(l.endsOn) },
    {
      id: 'state',
      header: intl.formatMessage(m.state),
      testId: 'lease-state',
      cell: (lease) => <StatusBadge map={leaseStates} state={lease.state} />,
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(m.created),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (lease) => intl.formatDate(lease.createdAt, { dateStyle: 'medium' }),
    },
  ];
}

/**
 * /iot/leases: the community's leases, searched by the start of the unit name, filtered by state,
 * sorted and paged on the server (all in the URL); a row opens its lease. 'New lease' is the route's
 * action (shown with LEASE_CREATE).
 */
export default function LeaseListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(LEASE_SORT_FIELDS, { field: 'startsOn', direction: 'desc' });
  const stateParam = params.get('state');
  const state = LEASE_STATES.find((s) => s === stateParam);
  const query = useLeasesQuery({ page, size: PAGE_SIZE, sort: sort.value, q, state });
  const data = query.data;

  const setState = (value: string | null) => setParams((prev) => withFilter(prev, 'state', value));

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="leases"
      >
        <FilterSelect
          label={intl.formatMessage(m.state)}
          placeholder={intl.formatMessage(m.allStates)}
          data={LEASE_STATES.map((s) => ({ value: s, label: intl.formatMessage(leaseStates[s].label) }))}
          value={state ?? null}
          onChange={setState}
          width={180}
          testId="leases-state-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="access.leases"
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={data?.content}
        columns={leaseColumns(intl)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(q || state ? m.noResults : m.empty)}
        testId="leases"
        rowTestId="lease-row"
        onOpen={(lease) => navigate(href('iot.leases.details', { leaseId: lease.id }))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
