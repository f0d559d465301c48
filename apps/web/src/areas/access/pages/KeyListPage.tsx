import { KEY_STATES } from '@lintel/contracts/access/common';
import { type AccessKey, KEY_SORT_FIELDS } from '@lintel/contracts/access/keys';
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
import { useKeysQuery } from '../api/keys.ts';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { holderKinds, keyStates } from '../components/states.ts';
import { keyMessages as k } from '../keys.messages.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: the columns fit the page beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

const keyHref = (key: Pick<AccessKey, 'id'>) => href('iot.keys.details', { keyId: key.id });

function keyColumns(intl: IntlShape): DataColumn<AccessKey>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'number',
      header: intl.formatMessage(k.number),
      required: true,
      sortField: 'number',
      testId: 'key-number',
      cell: (key) => (
        <Anchor component={Link} to={keyHref(key)} tabIndex={-1}>
          {key.number}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: intl.formatMessage(k.description),
      cell: (key) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={220}>
          {key.description ?? none}
        </Text>
      ),
    },
    {
      id: 'state',
      header: intl.formatMessage(k.state),
      cell: (key) => <StatusBadge map={keyStates} state={key.state} testId="key-state" />,
    },
    {
      id: 'holder',
      header: intl.formatMessage(k.holder),
      sortField: 'holderName',
      testId: 'key-holder',
      cell: (key) =>
        key.holderName && key.holderKind
          ? intl.formatMessage(k.holderOf, {
              name: key.holderName,
              kind: intl.formatMessage(holderKinds[key.holderKind]),
            })
          : none,
    },
    {
      id: 'locations',
      header: intl.formatMessage(m.locations),
      testId: 'key-locations',
      cell: (key) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={120} maw={220}>
          {key.locationNames.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(k.updated),
      sortField: 'updatedAt',
      cell: (key) => intl.formatDate(key.updatedAt, SHORT_DATE_TIME),
    },
    {
      id: 'issuedAt',
      header: intl.formatMessage(k.issuedAt),
      hiddenByDefault: true,
      cell: (key) => (key.issuedAt ? intl.formatDate(key.issuedAt, SHORT_DATE_TIME) : none),
    },
  ];
}

/**
 * /iot/keys (part 3 section 2 "Keys", a tab of the access area): the community's keys, searched by
 * the start of the number or the holder's name, filtered by state, sorted and paged on the server
 * (all in the URL); a row opens its key. Add key, Import and Assign are the route's actions.
 */
export default function KeyListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(KEY_SORT_FIELDS, { field: 'number', direction: 'asc' });
  const stateParam = params.get('state');
  const state = KEY_STATES.find((s) => s === stateParam);
  const query = useKeysQuery({ page, size: PAGE_SIZE, sort: sort.value, q, state });
  const data = query.data;

  const setState = (value: string | null) => setParams((prev) => withFilter(prev, 'state', value));

  return (
    <Stack gap="md" data-testid="keys">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(k.search)}
        page={data}
        testId="keys"
      >
        <FilterSelect
          label={intl.formatMessage(k.state)}
          placeholder={intl.formatMessage(k.allStates)}
          data={KEY_STATES.map((s) => ({ value: s, label: intl.formatMessage(keyStates[s].label) }))}
          value={state ?? null}
          onChange={setState}
          width={180}
          testId="keys-state-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="access.keys"
        label={intl.formatMessage(k.tableLabel)}
        query={query}
        rows={data?.content}
        columns={keyColumns(intl)}
        failed={intl.formatMessage(k.failed)}
        empty={intl.formatMessage(q || state ? m.noResults : k.empty)}
        testId="keys"
        rowTestId="key-row"
        onOpen={(key) => navigate(keyHref(key))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
