import { QUEUE_SORT_FIELDS, type ResidentEvent } from '@lintel/contracts/access/residents-queue';
import { formatUsDate } from '@lintel/formats/dates';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useResidentQueueQuery, useSkipEventMutation } from '../api/residentsQueue.ts';
import { DATE_TIME, queueKinds, queueSources, queueStatuses } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import type { QueueMoveState } from './QueueMovePages.tsx';

const PAGE_SIZE = 20;
const day = (value: string) => formatUsDate(value) ?? value;

/** What a row of the queue offers, by its status and the user's keys (part 3 section 6). */
export function queueRowActions(event: ResidentEvent, can: (key: string) => boolean) {
  const pending = event.status === 'PENDING';
  const execute = event.kind === 'MOVE_IN' ? 'LEASE_EXECUTE_MOVE_IN' : 'LEASE_EXECUTE_MOVE_OUT';
  return {
    apply: pending && can(execute),
    skip: pending && (can('LEASE_EXECUTE_MOVE_IN') || can('LEASE_EXECUTE_MOVE_OUT')),
  };
}

function applyHref(event: ResidentEvent): string {
  const params = { leaseId: event.leaseId, residentId: event.residentId };
  return event.kind === 'MOVE_IN'
    ? href('iot.residents-queue.moveIn', params)
    : href('iot.residents-queue.moveOut', params);
}

function queueColumns(
  intl: IntlShape,
  can: (key: string) => boolean,
  onSkip: (event: ResidentEvent) => void,
): DataColumn<ResidentEvent>[] {
  const kindOf = (event: ResidentEvent) => intl.formatMessage(queueKinds[event.kind]);
  return [
    { id: 'dueOn', header: intl.formatMessage(m.dueOn), required: true, sortField: 'dueOn', cell: (e) => day(e.dueOn) },
    { id: 'kind', header: intl.formatMessage(m.kind), testId: 'queue-kind', cell: kindOf },
    {
      id: 'resident',
      header: intl.formatMessage(m.queueResident),
      testId: 'queue-resident',
      cell: (e) => e.residentName,
    },
    {
      id: 'unit',
      header: intl.formatMessage(m.unit),
      testId: 'queue-unit',
      cell: (event) =>
        can('LEASE_READ') ? (
          <Anchor component={Link} to={href('iot.leases.details', { leaseId: event.leaseId })} tabIndex={-1}>
            {event.unitName}
          </Anchor>
        ) : (
          event.unitName
        ),
    },
    { id: 'source', header: intl.formatMessage(m.source), cell: (e) => intl.formatMessage(queueSources[e.source]) },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (event) => (
        <Stack gap={2}>
          <StatusBadge map={queueStatuses} state={event.status} testId="queue-status" />
          {event.settledAt && (
            <Text size="xs" c="gray.7">
              {event.settledByName
                ? intl.formatMessage(m.settledBy, {
                    when: intl.formatDate(event.settledAt, DATE_TIME),
                    name: event.settledByName,
                  })
                : intl.formatDate(event.settledAt, DATE_TIME)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: '',
      required: true,
      cell: (event) => {
        const actions = queueRowActions(event, can);
        const subject = { kind: kindOf(event).toLowerCase(), name: event.residentName };
        return (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {actions.apply && (
              <Button
                size="xs"
                component={Link}
                to={applyHref(event)}
                state={{ residentName: event.residentName } satisfies QueueMoveState}
                aria-label={intl.formatMessage(m.applyOf, subject)}
                data-testid="queue-apply"
              >
                {intl.formatMessage(m.apply)}
              </Button>
            )}
            {actions.skip && (
              <Button
                size="xs"
                variant="default"
                onClick={() => onSkip(event)}
                aria-label={intl.formatMessage(m.skipOf, subject)}
                data-testid="queue-skip"
              >
                {intl.formatMessage(m.skip)}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}

/**
 * /iot/residents-queue (part 3 section 2 "Resident queue", D219): the community's due move-ins and
 * move-outs as its displaying options show them, soonest first, paged on the server; each pending one
 * may be applied (a modal over the queue) with its execute key, or skipped with either. The
 * displaying options are the route's action.
 */
export default function ResidentQueuePage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { page, setPage } = useUrlSearch();
  const sort = useUrlSort(QUEUE_SORT_FIELDS, { field: 'dueOn', direction: 'asc' });
  const query = useResidentQueueQuery({ page, size: PAGE_SIZE, sort: sort.value });
  const skip = useSkipEventMutation();
  const data = query.data;
  const can = (key: string) => permissions.can({ key });

  const skipEvent = async (event: ResidentEvent) => {
    const subject = { kind: intl.formatMessage(queueKinds[event.kind]).toLowerCase(), name: event.residentName };
    const yes = await ask({
      id: `skip-event-${event.id}`,
      confirmationMessage: intl.formatMessage(m.skipConfirm, subject),
      confirmationNote: m.skipNote,
      confirmBtnText: m.skip,
      cancelBtnText: m.cancel,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await skip.mutateAsync(event.id);
      toast.success(m.skipped);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="md" data-testid="residents-queue">
      <DataTable
        tableId="access.residentsQueue"
        label={intl.formatMessage(m.queueTableLabel)}
        query={query}
        rows={data?.content}
        columns={queueColumns(intl, can, (event) => void skipEvent(event))}
        failed={intl.formatMessage(m.queueFailed)}
        empty={intl.formatMessage(m.queueEmpty)}
        testId="queue"
        rowTestId="queue-row"
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
