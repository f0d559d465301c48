import { type AccessGroup, GROUP_SORT_FIELDS } from '@lintel/contracts/access/groups';
import { Anchor, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useGroupsQuery } from '../api/groups.ts';
import { groupMessages as g } from '../groups.messages.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: the columns fit the page beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

const groupHref = (group: Pick<AccessGroup, 'id'>) => href('iot.groups.details', { id: group.id });

function groupColumns(intl: IntlShape): DataColumn<AccessGroup>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'name',
      header: intl.formatMessage(g.name),
      required: true,
      sortField: 'name',
      testId: 'group-name',
      cell: (group) => (
        <Anchor component={Link} to={groupHref(group)} tabIndex={-1}>
          {group.name}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: intl.formatMessage(g.description),
      cell: (group) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={240}>
          {group.description ?? none}
        </Text>
      ),
    },
    {
      id: 'members',
      header: intl.formatMessage(g.members),
      testId: 'group-members',
      cell: (group) => intl.formatMessage(g.memberCount, { count: group.memberCount }),
    },
    {
      id: 'locations',
      header: intl.formatMessage(m.locations),
      testId: 'group-locations',
      cell: (group) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={120} maw={220}>
          {group.locationNames.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'hours',
      header: intl.formatMessage(m.hours),
      cell: (group) => (
        <Text component="div" size="sm" miw={150}>
          <HoursLines hours={group.hours} />
        </Text>
      ),
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(g.updated),
      sortField: 'updatedAt',
      cell: (group) => intl.formatDate(group.updatedAt, SHORT_DATE_TIME),
    },
    {
      id: 'createdBy',
      header: intl.formatMessage(g.createdBy),
      hiddenByDefault: true,
      cell: (group) => group.createdByName ?? none,
    },
  ];
}

/**
 * /iot/groups (part 3 section 2 "Access area /iot/access", a tab of the access area): the community's
 * custom user groups with how many members they have, their locations and hours, searched by the
 * start of the name, sorted and paged on the server (all in the URL); a row opens its group. Create
 * group is the route's action.
 */
export default function GroupListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(GROUP_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const query = useGroupsQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="groups">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(g.search)}
        page={data}
        testId="groups"
      />
      <DataTable
        tableId="access.groups"
        label={intl.formatMessage(g.tableLabel)}
        query={query}
        rows={data?.content}
        columns={groupColumns(intl)}
        failed={intl.formatMessage(g.failed)}
        empty={intl.formatMessage(q ? m.noResults : g.empty)}
        testId="groups"
        rowTestId="group-row"
        onOpen={(group) => navigate(groupHref(group))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
