import { STAFF_SORT_FIELDS, type StaffMember } from '@lintel/contracts/access/staff';
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
import { useStaffQuery } from '../api/staff.ts';
import { roleTypes, staffStatuses } from '../components/staff-states.ts';
import { accessMessages as m } from '../messages.ts';
import { staffMessages as s } from '../staff.messages.ts';

const PAGE_SIZE = 20;

const staffHref = (member: Pick<StaffMember, 'id'>) => href('iot.staff.details', { id: member.id });

function staffColumns(intl: IntlShape): DataColumn<StaffMember>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'name',
      header: intl.formatMessage(s.name),
      required: true,
      sortField: 'lastName',
      testId: 'staff-name',
      cell: (member) => (
        <Anchor component={Link} to={staffHref(member)} tabIndex={-1}>
          {member.firstName} {member.lastName}
        </Anchor>
      ),
    },
    { id: 'email', header: intl.formatMessage(s.email), sortField: 'email', cell: (member) => member.email },
    {
      id: 'roleType',
      header: intl.formatMessage(s.roleType),
      testId: 'staff-role-type',
      cell: (member) => intl.formatMessage(roleTypes[member.roleType]),
    },
    {
      id: 'roles',
      header: intl.formatMessage(s.roles),
      testId: 'staff-roles',
      cell: (member) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={220}>
          {member.roleNames.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'credentials',
      header: intl.formatMessage(s.credentials),
      testId: 'staff-credentials',
      cell: (member) => intl.formatMessage(s.credentialCount, { count: member.credentials }),
    },
    {
      id: 'status',
      header: intl.formatMessage(s.status),
      cell: (member) => <StatusBadge map={staffStatuses} state={member.status} testId="staff-status" />,
    },
    { id: 'phone', header: intl.formatMessage(s.phone), hiddenByDefault: true, cell: (member) => member.phone ?? none },
  ];
}

/**
 * /iot/staff (part 3 section 1, a tab of the access area; D232): the community's staff, the
 * customer's profiles assigned to it or to every community, each with their role type and role here
 * and how many live credentials they hold here; searched by the start of a name or the e-mail, sorted
 * and paged on the server (all in the URL). A row opens the staff member.
 */
export default function StaffListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(STAFF_SORT_FIELDS, { field: 'lastName', direction: 'asc' });
  const query = useStaffQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="staff">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(s.search)}
        page={data}
        testId="staff"
      />
      <DataTable
        tableId="access.staff"
        label={intl.formatMessage(s.tableLabel)}
        query={query}
        rows={data?.content}
        columns={staffColumns(intl)}
        failed={intl.formatMessage(s.failed)}
        empty={intl.formatMessage(q ? m.noResults : s.empty)}
        testId="staff"
        rowTestId="staff-row"
        onOpen={(member) => navigate(staffHref(member))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
