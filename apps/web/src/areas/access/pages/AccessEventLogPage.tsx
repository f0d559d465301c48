import type { access } from '@lintel/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { useTemporaryEventsQuery } from '../api/staffAccess.ts';
import { accessEvents, DATE_TIME_SECONDS } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AccessEvent = ReturnType<typeof access.staffAccess.accessEvent.parse>;

function eventColumns(intl: IntlShape): DataColumn<AccessEvent>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'when',
      header: intl.formatMessage(m.when),
      required: true,
      testId: 'event-when',
      cell: (event) => intl.formatDate(event.occurredAt, DATE_TIME_SECONDS),
    },
    {
      id: 'staff',
      header: intl.formatMessage(m.staffMember),
      testId: 'event-staff',
      cell: (event) => (
        <Anchor component={Link} to={href('iot.staffAccess.accessDetails', { id: event.accessId })} tabIndex={-1}>
          {event.staffName}
        </Anchor>
      ),
    },
    {
      id: 'event',
      header: intl.formatMessage(m.event),
      cell: (event) => (
        <span data-testid="event-kind" data-event={event.event}>
          <StatusBadge map={accessEvents} state={event.event} />
        </span>
      ),
    },
    {
      id: 'by',
      header: intl.formatMessage(m.by),
      testId: 'event-by',
      cell: (event) => event.actorName ?? intl.formatMessage(m.system),
    },
    {
      id: 'detail',
      header: intl.formatMessage(m.detail),
      cell: (event) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={160}>
          {event.detail ?? none}
        </Text>
      ),
    },
  ];
}

/**
 * /iot/staff-access/event-log: what happened to the community's temporary access (granted, edited,
 * suspended, resumed, revoked, the revocation confirmed by the locks), newest first and paged on the
 * server; `?accessId=` narrows it to one access, as its details link here.
 */
export default function AccessEventLogPage() {
  const intl = useIntl();
  const { page, setPage, params } = useUrlSearch();
  const accessParam = params.get('accessId') ?? '';
  const accessId = UUID.test(accessParam) ? accessParam : null;
  const query = useTemporaryEventsQuery({ page, size: PAGE_SIZE, accessId });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="access-event-log" data-access-id={accessId ?? undefined}>
      {accessId && (
        <Group gap="md" data-testid="event-log-filter">
          <Text size="sm" c="gray.7">
            {intl.formatMessage(m.eventsOfOne)}
          </Text>
          <Anchor size="sm" component={Link} to={href('iot.staffAccess.accessDetails', { id: accessId })}>
            {intl.formatMessage(m.openAccess)}
          </Anchor>
          <Anchor size="sm" component={Link} to={href('iot.staffAccess.eventLog')} data-testid="event-log-all">
            {intl.formatMessage(m.allEvents)}
          </Anchor>
        </Group>
      )}
      <DataTable
        tableId="access.temporary.events"
        label={intl.formatMessage(m.eventsLabel)}
        query={query}
        rows={data?.content}
        columns={eventColumns(intl)}
        failed={intl.formatMessage(m.eventsFailed)}
        empty={intl.formatMessage(m.noEvents)}
        testId="events"
        rowTestId="event-row"
        columnChooser={false}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
