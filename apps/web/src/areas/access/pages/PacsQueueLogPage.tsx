import {
  PACS_OPERATIONS,
  PACS_OUTCOMES,
  PACS_SORT_FIELDS,
  type PacsTransaction,
} from '@lintel/contracts/access/pacs-queue-log';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { usePacsLockChoicesQuery, usePacsTransactionsQuery } from '../api/pacsQueueLog.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { pacsOperations, pacsOutcomes } from '../components/pacs-states.ts';
import { credentialName, holderKinds } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { pacsMessages as m } from '../pacs-queue-log.messages.ts';

const PAGE_SIZE = 20;
/** Seconds count here: a retry follows its try within them. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'medium' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The server is asked for locks once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

const transactionHref = (t: Pick<PacsTransaction, 'id'>) =>
  href('iot.pacs-queue-log.transaction', { transactionId: t.id });

function pacsColumns(intl: IntlShape): DataColumn<PacsTransaction>[] {
  const when = (value: string) => intl.formatDate(value, SHORT_DATE_TIME);
  return [
    {
      id: 'sentAt',
      header: intl.formatMessage(m.sentAt),
      required: true,
      sortField: 'sentAt',
      testId: 'pacs-sent',
      cell: (t) => (
        <Anchor component={Link} to={transactionHref(t)} tabIndex={-1}>
          {when(t.sentAt)}
        </Anchor>
      ),
    },
    { id: 'lock', header: intl.formatMessage(am.lock), testId: 'pacs-lock', cell: (t) => t.deviceName },
    {
      id: 'holder',
      header: intl.formatMessage(am.holder),
      testId: 'pacs-holder',
      cell: (t) =>
        intl.formatMessage(m.holderOf, {
          name: t.holderName,
          kind: holderKinds[t.holderKind] ? intl.formatMessage(holderKinds[t.holderKind]) : t.holderKind,
        }),
    },
    {
      id: 'credential',
      header: intl.formatMessage(am.credential),
      testId: 'pacs-credential',
      cell: (t) => credentialName(intl, t.credentialKind, t.credentialLabel),
    },
    {
      id: 'operation',
      header: intl.formatMessage(m.operation),
      testId: 'pacs-operation',
      cell: (t) => intl.formatMessage(pacsOperations[t.operation]),
    },
    { id: 'attempt', header: intl.formatMessage(m.attempt), testId: 'pacs-attempt', cell: (t) => t.attempt },
    {
      id: 'outcome',
      header: intl.formatMessage(m.outcome),
      cell: (t) => (
        <Stack gap={2}>
          <StatusBadge map={pacsOutcomes} state={t.outcome} testId="pacs-outcome" />
          {t.error && (
            <Text size="xs" c="gray.7" maw={240} style={{ whiteSpace: 'normal' }} data-testid="pacs-error">
              {t.error}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'answeredAt',
      header: intl.formatMessage(m.answeredAt),
      hiddenByDefault: true,
      cell: (t) => (t.answeredAt ? when(t.answeredAt) : intl.formatMessage(m.noAnswer)),
    },
  ];
}

/** The lock filter: the community's locks by the start of their name, the chosen one kept in the address. */
function LockFilter({
  value,
  known,
  onChange,
}: {
  value: string | null;
  known: string | null;
  onChange: (id: string | null) => void;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const choices = usePacsLockChoicesQuery(q);
  const label = intl.formatMessage(m.lockFilter);
  const data = (choices.data ?? []).map((lock) => ({
    value: lock.id,
    label:
      lock.unitName || lock.locationName
        ? intl.formatMessage(am.doorOption, { name: lock.name, where: lock.unitName ?? lock.locationName })
        : lock.name,
  }));
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: known ?? value });
  return (
    <Select
      aria-label={label}
      placeholder={intl.formatMessage(m.lockFilterPlaceholder)}
      searchable
      onSearchChange={setSearch}
      // The server already filtered by the start of the name.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{
        'aria-label': intl.formatMessage(am.clearField, { label }),
        'aria-hidden': false,
        tabIndex: 0,
      }}
      nothingFoundMessage={intl.formatMessage(choices.isError ? m.locksFailed : m.noLocks)}
      w={{ base: '100%', xs: 220 }}
      data-testid="pacs-lock-filter"
    />
  );
}

/**
 * /iot/pacs-queue-log (part 3 section 2 "Other", D226): every change the door sync sent to the
 * community's locks, one row per try, newest first, filtered by outcome, operation and lock and
 * searched by the start of the holder's name or the credential, paged on the server (all in the
 * URL). A row opens its transaction.
 */
export default function PacsQueueLogPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(PACS_SORT_FIELDS, { field: 'sentAt', direction: 'desc' });
  const outcome = PACS_OUTCOMES.find((o) => o === params.get('outcome'));
  const operation = PACS_OPERATIONS.find((o) => o === params.get('operation'));
  const lockParam = params.get('lock') ?? '';
  const lockId = UUID.test(lockParam) ? lockParam : undefined;
  const query = usePacsTransactionsQuery({ page, size: PAGE_SIZE, sort: sort.value, q, outcome, operation, lockId });
  const data = query.data;
  const setFilter = (name: 'outcome' | 'operation' | 'lock', value: string | null) =>
    setParams((prev) => withFilter(prev, name, value));
  const filtered = Boolean(q || outcome || operation || lockId);

  return (
    <Stack gap="md" data-testid="pacs-queue-log">
      <Text size="sm" c="gray.7">
        {intl.formatMessage(m.intro)}
      </Text>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="pacs"
      >
        <FilterSelect
          label={intl.formatMessage(m.outcome)}
          placeholder={intl.formatMessage(m.allOutcomes)}
          data={PACS_OUTCOMES.map((o) => ({ value: o, label: intl.formatMessage(pacsOutcomes[o].label) }))}
          value={outcome ?? null}
          onChange={(value) => setFilter('outcome', value)}
          width={170}
          testId="pacs-outcome-filter"
        />
        <FilterSelect
          label={intl.formatMessage(m.operation)}
          placeholder={intl.formatMessage(m.allOperations)}
          data={PACS_OPERATIONS.map((o) => ({ value: o, label: intl.formatMessage(pacsOperations[o]) }))}
          value={operation ?? null}
          onChange={(value) => setFilter('operation', value)}
          width={200}
          testId="pacs-operation-filter"
        />
        <LockFilter
          value={lockId ?? null}
          known={lockId ? (data?.content.find((t) => t.deviceId === lockId)?.deviceName ?? null) : null}
          onChange={(value) => setFilter('lock', value)}
        />
      </ListToolbar>
      <DataTable
        tableId="access.pacsQueueLog"
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={data?.content}
        columns={pacsColumns(intl)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(filtered ? am.noResults : m.empty)}
        testId="pacs"
        rowTestId="pacs-row"
        onOpen={(t) => navigate(transactionHref(t))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
