import { VENDOR_SORT_FIELDS, type Vendor } from '@lintel/contracts/access/vendors';
import { Anchor, Stack } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useVendorsQuery } from '../api/vendors.ts';
import { DATE_TIME } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { vendorMessages as v } from '../vendors.messages.ts';

const PAGE_SIZE = 20;

const vendorHref = (vendor: Pick<Vendor, 'id'>) => href('iot.vendors.details', { id: vendor.id });

function vendorColumns(intl: IntlShape): DataColumn<Vendor>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'company',
      header: intl.formatMessage(v.company),
      required: true,
      sortField: 'companyName',
      testId: 'vendor-company',
      cell: (vendor) => (
        <Anchor component={Link} to={vendorHref(vendor)} tabIndex={-1}>
          {vendor.companyName}
        </Anchor>
      ),
    },
    {
      id: 'contact',
      header: intl.formatMessage(v.contact),
      sortField: 'lastName',
      testId: 'vendor-contact',
      cell: (vendor) => `${vendor.firstName} ${vendor.lastName}`,
    },
    { id: 'email', header: intl.formatMessage(v.email), sortField: 'email', cell: (vendor) => vendor.email },
    { id: 'phone', header: intl.formatMessage(v.phone), cell: (vendor) => vendor.phone ?? none },
    {
      id: 'credentials',
      header: intl.formatMessage(v.credentials),
      testId: 'vendor-credentials',
      cell: (vendor) => intl.formatMessage(v.credentialCount, { count: vendor.credentials }),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(v.added),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (vendor) => intl.formatDate(vendor.createdAt, DATE_TIME),
    },
  ];
}

/**
 * /iot/vendors (part 3 section 1 "Staff and vendors", the menu's iot.vendors.index; D232): the
 * community's vendors with their contact and how many live credentials they hold here; searched by
 * the start of the company, the contact's name or the e-mail, sorted and paged on the server (all in
 * the URL). A row opens the vendor; add vendor is the route's action.
 */
export default function VendorListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(VENDOR_SORT_FIELDS, { field: 'companyName', direction: 'asc' });
  const query = useVendorsQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="vendors">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(v.search)}
        page={data}
        testId="vendors"
      />
      <DataTable
        tableId="access.vendors"
        label={intl.formatMessage(v.tableLabel)}
        query={query}
        rows={data?.content}
        columns={vendorColumns(intl)}
        failed={intl.formatMessage(v.failed)}
        empty={intl.formatMessage(q ? m.noResults : v.empty)}
        testId="vendors"
        rowTestId="vendor-row"
        onOpen={(vendor) => navigate(vendorHref(vendor))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
