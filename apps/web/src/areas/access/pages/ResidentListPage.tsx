import { RESIDENT_SORT_FIELDS, RESIDENT_STATUSES, type ResidentSummary } from '@lintel/contracts/access/residents';
import { Anchor, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useResidentsQuery } from '../api/residents.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { residentStatuses } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { residentMessages as r } from '../residents.messages.ts';

const PAGE_SIZE = 20;

const residentHref = (resident: Pick<ResidentSummary, 'id'>) => href('iot.residents.details', { id: resident.id });

function residentColumns(intl: IntlShape): DataColumn<ResidentSummary>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'name',
      header: intl.formatMessage(r.name),
      required: true,
      sortField: 'name',
      testId: 'resident-name',
      cell: (resident) => (
        <Anchor component={Link} to={residentHref(resident)} tabIndex={-1}>
          {resident.lastName}, {resident.firstName}
        </Anchor>
      ),
    },
    {
      id: 'email',
      header: intl.formatMessage(m.email),
      sortField: 'email',
      testId: 'resident-email',
      cell: (resident) => resident.email ?? none,
    },
    { id: 'phone', header: intl.formatMessage(m.phone), cell: (resident) => resident.phone ?? none },
    {
      id: 'units',
      header: intl.formatMessage(r.units),
      testId: 'resident-units',
      cell: (resident) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={200}>
          {resident.units.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(r.status),
      cell: (resident) => <StatusBadge map={residentStatuses} state={resident.status} testId="resident-status" />,
    },
    {
      id: 'credentials',
      header: intl.formatMessage(r.credentials),
      testId: 'resident-credentials',
      cell: (resident) => intl.formatMessage(r.credentialCount, { count: resident.liveCredentials }),
    },
  ];
}

/**
 * /iot/residents (part 3 section 2, a tab of the access area; RESIDENT_READ; D229): the community's
 * residents with their email, phone, the units of their active leases, where they stand (current,
 * future, past, no lease) and how many live credentials they hold; searched by the start of a name or
 * the email, filtered by status, sorted by name or email and paged on the server, all in the URL. A
 * row opens the resident; "New resident" is the route's action.
 */
export default function ResidentListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(RESIDENT_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const status = RESIDENT_STATUSES.find((s) => s === params.get('status'));
  const query = useResidentsQuery({ page, size: PAGE_SIZE, sort: sort.value, q, status });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="residents">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(r.search)}
        page={data}
        testId="residents"
      >
        <FilterSelect
          label={intl.formatMessage(r.status)}
          placeholder={intl.formatMessage(r.allStatuses)}
          data={RESIDENT_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(residentStatuses[s].label) }))}
          value={status ?? null}
          onChange={(value) => setParams((prev) => withFilter(prev, 'status', value))}
          width={180}
          testId="residents-status-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="access.residents"
        label={intl.formatMessage(r.tableLabel)}
        query={query}
        rows={data?.content}
        columns={residentColumns(intl)}
        failed={intl.formatMessage(r.failed)}
        empty={intl.formatMessage(q || status ? m.noResults : r.empty)}
        testId="residents"
        rowTestId="resident-row"
        onOpen={(resident) => navigate(residentHref(resident))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
