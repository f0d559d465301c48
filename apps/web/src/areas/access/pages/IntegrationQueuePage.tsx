import { INTEGRATION_SORT_FIELDS, type IntegrationEvent } from '@lintel/contracts/access/integration-queue';
import { QUEUE_KINDS, QUEUE_STATUSES } from '@lintel/contracts/access/residents-queue';
import { formatUsDate } from '@lintel/formats/dates';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useIntegrationEventsQuery } from '../api/integrationQueue.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { DATE_TIME, queueKinds, queueStatuses } from '../components/states.ts';
import { integrationMessages as m } from '../integration-queue.messages.ts';
import { accessMessages as am } from '../messages.ts';
import { ApplyErrorNote } from './IntegrationApplyError.tsx';

const PAGE_SIZE = 20;
const day = (value: string) => formatUsDate(value) ?? value;
/** The status filter's value for every status (the URL's `status=all`); no `status` at all is Pending. */
const ALL = 'all';

type Status = IntegrationEvent['status'];
type Kind = IntegrationEvent['kind'];

function integrationColumns(intl: IntlShape): DataColumn<IntegrationEvent>[] {
  const none = intl.formatMessage(am.none);
  return [
    {
      id: 'resident',
      header: intl.formatMessage(m.resident),
      required: true,
      testId: 'integration-resident',
      cell: (event) => (
        <Anchor component={Link} to={href('iot.integration-queue.eventDetails', { id: event.id })} tabIndex={-1}>
          {event.residentName}
        </Anchor>
      ),
    },
    { id: 'unit', header: intl.formatMessage(am.unit), testId: 'integration-unit', cell: (e) => e.unitName },
    {
      id: 'kind',
      header: intl.formatMessage(am.kind),
      testId: 'integration-kind',
      cell: (e) => intl.formatMessage(queueKinds[e.kind]),
    },
    { id: 'dueOn', header: intl.formatMessage(am.dueOn), sortField: 'dueOn', cell: (e) => day(e.dueOn) },
    {
      id: 'externalRef',
      header: intl.formatMessage(m.externalRef),
      testId: 'integration-ref',
      cell: (e) => (
        <Text component="span" size="sm" ff="monospace">
          {e.externalRef ?? none}
        </Text>
      ),
    },
    {
      id: 'receivedAt',
      header: intl.formatMessage(m.received),
      sortField: 'receivedAt',
      cell: (e) => (e.receivedAt ? intl.formatDate(e.receivedAt, DATE_TIME) : none),
    },
    {
      id: 'status',
      header: intl.formatMessage(am.status),
      cell: (event) => (
        <Stack gap={4}>
          <StatusBadge map={queueStatuses} state={event.status} testId="integration-status" />
          {event.applyError && <ApplyErrorNote error={event.applyError} testId="integration-apply-error" />}
        </Stack>
      ),
    },
    {
      id: 'settledBy',
      header: intl.formatMessage(m.settledBy),
      testId: 'integration-settled-by',
      cell: (event) =>
        event.settledAt ? (
          <Stack gap={0}>
            <Text size="sm">{event.settledByName ?? none}</Text>
            <Text size="xs" c="gray.7">
              {intl.formatDate(event.settledAt, DATE_TIME)}
            </Text>
          </Stack>
        ) : (
          none
        ),
    },
  ];
}

/**
 * /iot/integration-queue (part 3 section 2 "Integration queue", D224): the move-ins and move-outs the
 * community's PMS sent, pending ones by default, of one kind or both, searched by the start of the
 * resident's or unit's name, sorted and paged on the server (all in the URL). A row opens its event,
 * where it is applied or skipped; the auto-apply settings are the route's action.
 */
export default function IntegrationQueuePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const statusParam = params.get('status');
  const status: Status | undefined =
    statusParam === ALL ? undefined : (QUEUE_STATUSES.find((s) => s === statusParam) ?? 'PENDING');
  const kindParam = params.get('kind');
  const kind: Kind | undefined = QUEUE_KINDS.find((k) => k === kindParam);
  const sort = useUrlSort(INTEGRATION_SORT_FIELDS, { field: 'dueOn', direction: 'asc' });
  const query = useIntegrationEventsQuery({ status, kind, page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  /** A filter of the URL: set (or cleared with null), back to the first page. */
  const setFilter = (name: 'status' | 'kind', value: string | null) =>
    setParams((prev) => withFilter(prev, name, value));
  const filtered = Boolean(q || kind);

  return (
    <Stack gap="md" data-testid="integration-queue" data-status={status ?? ALL}>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="integration"
      >
        <SegmentedControl
          aria-label={intl.formatMessage(m.statusFilter)}
          value={status ?? ALL}
          // Pending is the default: it leaves the URL clean.
          onChange={(value) => setFilter('status', value === 'PENDING' ? null : value)}
          data={[
            ...QUEUE_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(queueStatuses[s].label) })),
            { value: ALL, label: intl.formatMessage(m.allStatuses) },
          ]}
          data-testid="integration-status-filter"
        />
        <FilterSelect
          label={intl.formatMessage(m.kindFilter)}
          placeholder={intl.formatMessage(m.allKinds)}
          data={QUEUE_KINDS.map((k) => ({ value: k, label: intl.formatMessage(queueKinds[k]) }))}
          value={kind ?? null}
          onChange={(value) => setFilter('kind', value)}
          width={160}
          testId="integration-kind-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="access.integrationQueue"
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={data?.content}
        columns={integrationColumns(intl)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(filtered ? am.noResults : status === 'PENDING' ? m.emptyPending : m.empty)}
        testId="integration"
        rowTestId="integration-row"
        onOpen={(event) => navigate(href('iot.integration-queue.eventDetails', { id: event.id }))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
