import { PASS_SORT_FIELDS, PASS_TYPES, type Pass } from '@lintel/contracts/access/passes';
import { Anchor, Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { type PassList, usePassesQuery } from '../api/passes.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { accessStatuses, passTypes, windowStates } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { passMessages as m } from '../passes.messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: the window fits its column beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

function passColumns(intl: IntlShape): DataColumn<Pass>[] {
  const when = (value: string) => intl.formatDate(value, SHORT_DATE_TIME);
  const none = intl.formatMessage(am.none);
  return [
    {
      id: 'holder',
      header: intl.formatMessage(m.holder),
      required: true,
      sortField: 'holderName',
      testId: 'pass-holder',
      cell: (pass) => (
        <Anchor component={Link} to={href('iot.passes.details', { id: pass.id })} tabIndex={-1}>
          {pass.holderName}
        </Anchor>
      ),
    },
    {
      id: 'type',
      header: intl.formatMessage(m.type),
      testId: 'pass-type',
      cell: (pass) => intl.formatMessage(passTypes[pass.type]),
    },
    {
      id: 'companyOrUnit',
      header: intl.formatMessage(m.companyOrUnit),
      testId: 'pass-company-unit',
      cell: (pass) => (pass.type === 'VENDOR' ? pass.company : pass.unitName) ?? pass.company ?? none,
    },
    {
      id: 'window',
      header: intl.formatMessage(m.window),
      sortField: 'validUntil',
      cell: (pass) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={150} maw={210}>
          {intl.formatMessage(m.windowText, { from: when(pass.validFrom), until: when(pass.validUntil) })}
        </Text>
      ),
    },
    {
      id: 'locations',
      header: intl.formatMessage(am.locations),
      testId: 'pass-locations',
      cell: (pass) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={120} maw={200}>
          {pass.locationNames.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(am.status),
      cell: (pass) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge map={accessStatuses} state={pass.status} testId="pass-status" />
          {pass.expired && pass.status !== 'REVOKED' && <StatusBadge map={windowStates} state="EXPIRED" />}
        </Group>
      ),
    },
    {
      id: 'pin',
      header: intl.formatMessage(am.pin),
      cell: () => (
        <>
          <Text component="span" size="sm" ff="monospace" aria-hidden>
            ••••••
          </Text>
          <VisuallyHidden>{intl.formatMessage(m.pinHidden)}</VisuallyHidden>
        </>
      ),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(m.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (pass) => when(pass.createdAt),
    },
  ];
}

/**
 * /iot/passes (part 3 section 2 "Passes"), the access area's Passes tab: the active passes, or the
 * expired-or-revoked ones (`?list=ended`), of one type or all, searched by the start of the holder's
 * name, sorted and paged on the server (all in the URL). The PIN stays masked here; a row opens its
 * pass. 'Create pass' is the route's action (the vendor create key).
 */
export default function PassListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const list: PassList = params.get('list') === 'ended' ? 'ended' : 'active';
  const typeParam = params.get('type');
  const type = PASS_TYPES.find((t) => t === typeParam);
  const sort = useUrlSort(PASS_SORT_FIELDS, { field: 'validUntil', direction: list === 'active' ? 'asc' : 'desc' });
  const query = usePassesQuery({ list, type, page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;

  /** A filter of the URL: set (or cleared with null), back to the first page; the other list has its own order. */
  const setFilter = (name: 'list' | 'type', value: string | null) =>
    setParams((prev) => {
      const next = withFilter(prev, name, value);
      if (name === 'list') next.delete('sort');
      return next;
    });

  return (
    <Stack gap="md" data-testid="passes" data-list={list}>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="passes"
      >
        <SegmentedControl
          aria-label={intl.formatMessage(m.listsLabel)}
          value={list}
          onChange={(value) => setFilter('list', value === 'ended' ? 'ended' : null)}
          data={[
            { value: 'active', label: intl.formatMessage(m.listActive) },
            { value: 'ended', label: intl.formatMessage(m.listEnded) },
          ]}
          data-testid="passes-lists"
        />
        <FilterSelect
          label={intl.formatMessage(m.type)}
          placeholder={intl.formatMessage(m.allTypes)}
          data={PASS_TYPES.map((t) => ({ value: t, label: intl.formatMessage(passTypes[t]) }))}
          value={type ?? null}
          onChange={(value) => setFilter('type', value)}
          width={160}
          testId="passes-type-filter"
        />
      </ListToolbar>
      <DataTable
        tableId={`access.passes.${list}`}
        label={intl.formatMessage(list === 'active' ? m.tableLabel : m.endedTableLabel)}
        query={query}
        rows={data?.content}
        columns={passColumns(intl)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(q || type ? am.noResults : list === 'active' ? m.emptyActive : m.emptyEnded)}
        testId="passes"
        rowTestId="pass-row"
        onOpen={(pass) => navigate(href('iot.passes.details', { id: pass.id }))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
