import { APARTMENT_SORT_FIELDS, type Apartment } from '@lintel/contracts/access/community';
import { Anchor, Stack } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useApartmentsQuery } from '../api/community.ts';
import { communityMessages as c } from '../community.messages.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** A unit's details (D234). */
const unitHref = (a: Apartment) => href('iot.community.units.details', { id: a.id });

function apartmentColumns(intl: IntlShape): DataColumn<Apartment>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage(c.unit),
      required: true,
      sortField: 'name',
      testId: 'apartment-name',
      cell: (a) => (
        <Anchor component={Link} to={unitHref(a)} tabIndex={-1}>
          {a.name}
        </Anchor>
      ),
    },
    {
      id: 'buildingName',
      header: intl.formatMessage(c.buildingColumn),
      sortField: 'buildingName',
      cell: (a) => a.buildingName,
    },
    {
      id: 'locks',
      header: intl.formatMessage(c.locksColumn),
      testId: 'apartment-locks',
      cell: (a) => intl.formatMessage(c.locksOnline, { count: a.lockCount, online: a.onlineLocks }),
    },
    { id: 'leases', header: intl.formatMessage(c.leasesColumn), testId: 'apartment-leases', cell: (a) => a.leaseCount },
  ];
}

/**
 * /iot/community/apartments (part 3 section 2 "Community structure", a tab of the IoT community): the
 * community's units with their building, their locks (how many are online) and their active leases,
 * searched by the start of the unit's name, sorted and paged on the server (all in the URL). A row opens
 * the unit's details; "Create unit" (the route's action) adds one (D234).
 */
export default function ApartmentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(APARTMENT_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const query = useApartmentsQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="apartments">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(c.apartmentsSearch)}
        page={data}
        testId="apartments"
      />
      <DataTable
        tableId="access.apartments"
        label={intl.formatMessage(c.apartmentsLabel)}
        query={query}
        rows={data?.content}
        columns={apartmentColumns(intl)}
        failed={intl.formatMessage(c.apartmentsFailed)}
        empty={intl.formatMessage(q ? m.noResults : c.apartmentsEmpty)}
        testId="apartments"
        rowTestId="apartment-row"
        onOpen={(a) => navigate(unitHref(a))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
