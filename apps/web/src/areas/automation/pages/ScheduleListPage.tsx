import { SCHEDULE_SORT_FIELDS, type Schedule } from '@lintel/contracts/automation';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useConfirmedAction } from '../../../app/kit/useConfirmedAction.ts';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteScheduleMutation, useSchedulesQuery } from '../api/schedules.ts';
import { automationMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: the columns fit the page beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

const editHref = (schedule: Pick<Schedule, 'id'>) => href('iot.automation.schedules.edit', { id: schedule.id });

/** Delete, after the spec's confirmation; a schedule something follows is refused with the server's reason. */
function DeleteButton({ schedule }: { schedule: Schedule }) {
  const intl = useIntl();
  const confirmed = useConfirmedAction();
  const remove = useDeleteScheduleMutation();
  const run = () =>
    confirmed(
      {
        id: `delete-schedule-${schedule.id}`,
        confirmationMessage: m.deleteConfirm,
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      },
      () => remove.mutateAsync(schedule.id),
      m.deleted,
    );
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={run}
      loading={remove.isPending}
      aria-label={intl.formatMessage(m.deleteNamed, { name: schedule.name })}
      data-testid="schedule-delete"
    >
      {intl.formatMessage(m.delete)}
    </Button>
  );
}

function scheduleColumns(intl: IntlShape, can: { edit: boolean; delete: boolean }): DataColumn<Schedule>[] {
  const columns: DataColumn<Schedule>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'schedule-name',
      cell: (schedule) =>
        can.edit ? (
          <Anchor component={Link} to={editHref(schedule)} tabIndex={-1}>
            {schedule.name}
          </Anchor>
        ) : (
          schedule.name
        ),
    },
    {
      id: 'description',
      header: intl.formatMessage(m.description),
      cell: (schedule) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={260}>
          {schedule.description ?? intl.formatMessage(m.none)}
        </Text>
      ),
    },
    {
      id: 'hours',
      header: intl.formatMessage(m.hours),
      testId: 'schedule-hours',
      cell: (schedule) => (
        <Text component="div" size="sm" miw={170}>
          <HoursLines hours={schedule.hours} />
        </Text>
      ),
    },
    {
      id: 'closedDays',
      header: intl.formatMessage(m.closedDays),
      testId: 'schedule-closed-days',
      cell: (schedule) => intl.formatMessage(m.closedDayCount, { count: schedule.closedDays.length }),
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(m.updated),
      sortField: 'updatedAt',
      cell: (schedule) => intl.formatDate(schedule.updatedAt, SHORT_DATE_TIME),
    },
  ];
  if (!can.edit && !can.delete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      required: true,
      align: 'right',
      cell: (schedule) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {can.edit && (
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={editHref(schedule)}
              aria-label={intl.formatMessage(m.editNamed, { name: schedule.name })}
              data-testid="schedule-edit"
            >
              {intl.formatMessage(m.edit)}
            </Button>
          )}
          {can.delete && <DeleteButton schedule={schedule} />}
        </Group>
      ),
    },
  ];
}

/**
 * /iot/automation/schedules (part 3 section 2 "Automation", a tab of iot.automation): the community's
 * schedules with their weekly hours in a few words and how many closed days they have, searched by
 * the start of the name, sorted and paged on the server (all in the URL). Create schedule is the
 * route's action; a row opens its edit form for those who may change it; delete asks first.
 */
export default function ScheduleListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const can = {
    edit: permissions.can({ key: 'SCHEDULE_CREATE' }),
    delete: permissions.can({ key: 'SCHEDULE_DELETE' }),
  };
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(SCHEDULE_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const query = useSchedulesQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="schedules">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="schedules"
      />
      <DataTable
        tableId="automation.schedules"
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={data?.content}
        columns={scheduleColumns(intl, can)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(q ? m.noResults : m.empty)}
        testId="schedules"
        rowTestId="schedule-row"
        onOpen={can.edit ? (schedule) => navigate(editHref(schedule)) : undefined}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
