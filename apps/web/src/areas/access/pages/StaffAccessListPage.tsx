import { TEMPORARY_SORT_FIELDS, type TemporaryAccess } from '@lintel/contracts/access/staff-access';
import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { hoursLines } from '../../../app/kit/hours/hours.ts';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { type TemporaryList, useTemporaryAccessListQuery } from '../api/staffAccess.ts';
import { accessStatuses, temporaryKinds, windowStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: seven columns fit the page beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

/** Where a row of a list opens: the active access's details, or the ended one's. */
function accessHref(list: TemporaryList, id: string): string {
  return list === 'active'
    ? href('iot.staffAccess.accessDetails', { id })
    : href('iot.staffAccess.expiredRevokedAccessDetails', { id });
}

function accessColumns(intl: IntlShape, list: TemporaryList): DataColumn<TemporaryAccess>[] {
  const when = (value: string) => intl.formatDate(value, SHORT_DATE_TIME);
  return [
    {
      id: 'staff',
      header: intl.formatMessage(m.staffMember),
      required: true,
      sortField: 'staffName',
      testId: 'temporary-staff',
      cell: (access) => (
        <Anchor component={Link} to={accessHref(list, access.id)} tabIndex={-1}>
          {access.staffName}
        </Anchor>
      ),
    },
    {
      id: 'kind',
      header: intl.formatMessage(m.kind),
      testId: 'temporary-kind',
      cell: (access) => intl.formatMessage(temporaryKinds[access.kind]),
    },
    {
      id: 'locations',
      header: intl.formatMessage(m.locations),
      testId: 'temporary-locations',
      cell: (access) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={120} maw={200}>
          {access.locationNames.join(', ') || intl.formatMessage(m.none)}
        </Text>
      ),
    },
    { id: 'from', header: intl.formatMessage(m.from), cell: (access) => when(access.validFrom) },
    {
      id: 'until',
      header: intl.formatMessage(m.until),
      sortField: 'validUntil',
      cell: (access) => when(access.validUntil),
    },
    {
      id: 'hours',
      header: intl.formatMessage(m.hours),
      testId: 'temporary-hours',
      cell: (access) => (
        <Stack gap={0} miw={140} maw={190} style={{ whiteSpace: 'normal' }}>
          {hoursLines(intl, access.hours).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (access) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge map={accessStatuses} state={access.status} testId="temporary-status" />
          {access.expired && access.status !== 'REVOKED' && <StatusBadge map={windowStates} state="EXPIRED" />}
        </Group>
      ),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(m.grantedAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (access) => when(access.createdAt),
    },
  ];
}

/**
 * /iot/staff-access and /iot/staff-access/expired-revoked-access (part 3 section 2 "Temporary staff
 * access"): the active list, or the expired-or-revoked list, searched by the start of the staff
 * member's name, sorted and paged on the server (all in the URL); a switch moves between the two, a
 * row opens its details. Grant access, the event log and who can open a door are the route's actions.
 */
function StaffAccessList({ list }: { list: TemporaryList }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(TEMPORARY_SORT_FIELDS, {
    field: 'validUntil',
    direction: list === 'active' ? 'asc' : 'desc',
  });
  const query = useTemporaryAccessListQuery({ list, page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="temporary-access" data-list={list}>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.staffSearch)}
        page={data}
        testId="temporary"
      >
        <SegmentedControl
          aria-label={intl.formatMessage(m.listsLabel)}
          value={list}
          onChange={(value) =>
            navigate(value === 'active' ? href('iot.staffAccess.index') : href('iot.staffAccess.expiredRevokedAccess'))
          }
          data={[
            { value: 'active', label: intl.formatMessage(m.listActive) },
            { value: 'ended', label: intl.formatMessage(m.listEnded) },
          ]}
          data-testid="temporary-lists"
        />
      </ListToolbar>
      <DataTable
        tableId={`access.temporary.${list}`}
        label={intl.formatMessage(list === 'active' ? m.temporaryTableLabel : m.endedTitle)}
        query={query}
        rows={data?.content}
        columns={accessColumns(intl, list)}
        failed={intl.formatMessage(m.temporaryFailed)}
        empty={intl.formatMessage(q ? m.noResults : list === 'active' ? m.emptyActive : m.emptyEnded)}
        testId="temporary"
        rowTestId="temporary-row"
        onOpen={(access) => navigate(accessHref(list, access.id))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

export function ActiveAccessPage() {
  return <StaffAccessList key="active" list="active" />;
}

export function EndedAccessPage() {
  return <StaffAccessList key="ended" list="ended" />;
}
