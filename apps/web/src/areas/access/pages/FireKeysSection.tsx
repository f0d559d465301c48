import { FIRE_KEY_SORT_FIELDS, FIRE_KEY_STATES, type FireKey } from '@lintel/contracts/access/fire-keys';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useConfirmedAction } from '../../../app/kit/useConfirmedAction.ts';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import {
  fireKeySettling,
  useDeleteFireKeyMutation,
  useFireKeyQuery,
  useFireKeysQuery,
  useRevokeFireKeyMutation,
} from '../api/fireKeys.ts';
import { ConfirmedLocks } from '../components/ConfirmedLocks.tsx';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { accessStatuses, DATE_TIME } from '../components/states.ts';
import { fireKeyMessages as f } from '../fire-keys.messages.ts';
import { accessMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Short dates and times: the columns fit the page beside the menu. */
const SHORT_DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;
/** The search parameter naming the fire key whose details are open under the list. */
const SELECTED = 'fireKey';

/** The list's address with one fire key's details open (or none), its other parameters kept. */
export function selecting(params: URLSearchParams, fireKeyId: string | null): string {
  const next = new URLSearchParams(params);
  if (fireKeyId) next.set(SELECTED, fireKeyId);
  else next.delete(SELECTED);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

function fireKeyColumns(intl: IntlShape, params: URLSearchParams): DataColumn<FireKey>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      id: 'number',
      header: intl.formatMessage(f.number),
      required: true,
      sortField: 'number',
      testId: 'firekey-number',
      cell: (fireKey) => (
        <Anchor component={Link} to={selecting(params, fireKey.id)} tabIndex={-1}>
          {fireKey.number}
        </Anchor>
      ),
    },
    {
      id: 'state',
      header: intl.formatMessage(f.state),
      cell: (fireKey) => <StatusBadge map={accessStatuses} state={fireKey.state} testId="firekey-state" />,
    },
    {
      id: 'locations',
      header: intl.formatMessage(m.locations),
      testId: 'firekey-locations',
      cell: (fireKey) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} miw={120} maw={220}>
          {fireKey.locationNames.join(', ') || none}
        </Text>
      ),
    },
    {
      id: 'locks',
      header: intl.formatMessage(m.locksConfirmed),
      cell: (fireKey) => <ConfirmedLocks confirmed={fireKey.confirmedLocks} locks={fireKey.locks} />,
    },
    {
      id: 'description',
      header: intl.formatMessage(f.description),
      cell: (fireKey) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={220}>
          {fireKey.description ?? none}
        </Text>
      ),
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(f.updated),
      sortField: 'updatedAt',
      cell: (fireKey) => intl.formatDate(fireKey.updatedAt, SHORT_DATE_TIME),
    },
  ];
}

/**
 * One fire key under the list: its state and locations, its grants with the locks that confirmed
 * them (read every 2 s while a lock has yet to confirm) and, with `manage`, revoke (while it is
 * active) and delete, each after its question. `onGone` is told when it was deleted.
 */
function FireKeyPanel({ fireKeyId, manage, onGone }: { fireKeyId: string; manage: boolean; onGone: () => void }) {
  const intl = useIntl();
  const confirmed = useConfirmedAction();
  const query = useFireKeyQuery(fireKeyId);
  const revoke = useRevokeFireKeyMutation();
  const remove = useDeleteFireKeyMutation();
  const fireKey = query.data;
  if (!fireKey) return <QueryState query={query} failed={intl.formatMessage(f.fireKeyFailed)} testId="firekey-error" />;

  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  const active = fireKey.state === 'ACTIVE';
  // The revocation's outcome shows in place (the state, the locks confirming): a toast would lie over these buttons.
  const onRevoke = () =>
    confirmed(
      {
        id: `revoke-firekey-${fireKey.id}`,
        confirmationMessage: intl.formatMessage(f.revokeQuestion, { number: fireKey.number }),
        confirmationNote: f.revokeNote,
        confirmBtnText: f.revoke,
        cancelBtnText: m.cancel,
        confirmationType: 'warning',
      },
      () => revoke.mutateAsync(fireKey.id),
    );
  const onDelete = () =>
    confirmed(
      {
        id: `delete-firekey-${fireKey.id}`,
        confirmationMessage: intl.formatMessage(f.deleteQuestion, { number: fireKey.number }),
        confirmationNote: active ? f.deleteActiveNote : f.deleteNote,
        confirmBtnText: f.delete,
        cancelBtnText: m.cancel,
        confirmationType: 'warning',
      },
      async () => {
        await remove.mutateAsync(fireKey.id);
        onGone();
      },
      intl.formatMessage(f.deleted, { number: fireKey.number }),
    );

  return (
    <Stack gap="md" data-testid="firekey-details" data-firekey-id={fireKey.id} data-state={fireKey.state}>
      <DetailsHeader
        title={intl.formatMessage(f.fireKeyOf, { number: fireKey.number })}
        testId="firekey-title"
        status={<StatusBadge map={accessStatuses} state={fireKey.state} testId="firekey-details-state" />}
        actions={
          <Group gap="sm">
            {manage && active && (
              <Button
                variant="default"
                loading={revoke.isPending}
                onClick={() => void onRevoke()}
                data-testid="firekey-revoke"
              >
                {intl.formatMessage(f.revoke)}
              </Button>
            )}
            {manage && (
              <Button
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() => void onDelete()}
                data-testid="firekey-delete"
              >
                {intl.formatMessage(f.delete)}
              </Button>
            )}
            <Button variant="subtle" onClick={onGone} data-testid="firekey-close">
              {intl.formatMessage(f.close)}
            </Button>
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(f.description), fireKey.description ?? none, 'firekey-description'],
          [intl.formatMessage(m.locations), fireKey.locationNames.join(', ') || none, 'firekey-details-locations'],
          [
            intl.formatMessage(m.locksConfirmed),
            <ConfirmedLocks key="locks" confirmed={fireKey.confirmedLocks} locks={fireKey.locks} />,
          ],
          [intl.formatMessage(f.added), when(fireKey.createdAt)],
          [intl.formatMessage(f.addedBy), fireKey.createdByName ?? none],
          [intl.formatMessage(m.revokedAt), when(fireKey.revokedAt), 'firekey-revoked-at'],
        ]}
      />
      <GrantsSection
        query={query}
        grants={fireKey.grants}
        settling={fireKeySettling(fireKey)}
        failed={intl.formatMessage(f.fireKeyFailed)}
        testId="firekey"
        end="revokedAt"
        title={intl.formatMessage(f.grants)}
        empty={intl.formatMessage(f.noGrants)}
      />
    </Stack>
  );
}

/**
 * The community's fire keys (D225): searched by the start of the number, filtered by state, sorted
 * and paged on the server (all in the URL), each with its locations and "x of y" locks confirmed,
 * read every 2 s while one is still settling. A row opens its details under the list (`?fireKey=`);
 * with `manage` they offer revoke and delete.
 */
export function FireKeysSection({ manage = false }: { manage?: boolean }) {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(FIRE_KEY_SORT_FIELDS, { field: 'number', direction: 'asc' });
  const stateParam = params.get('state');
  const state = FIRE_KEY_STATES.find((s) => s === stateParam);
  const query = useFireKeysQuery({ page, size: PAGE_SIZE, sort: sort.value, q, state });
  const data = query.data;
  const selected = params.get(SELECTED);

  const setState = (value: string | null) => setParams((prev) => withFilter(prev, 'state', value));
  const select = (fireKeyId: string | null) =>
    setParams((prev) => new URLSearchParams(selecting(prev, fireKeyId).slice(1)));

  return (
    <Stack gap="lg">
      <Stack gap="md" data-testid="firekeys">
        <ListToolbar
          search={search}
          onSearch={setSearch}
          placeholder={intl.formatMessage(f.search)}
          page={data}
          testId="firekeys"
        >
          <FilterSelect
            label={intl.formatMessage(f.state)}
            placeholder={intl.formatMessage(f.allStates)}
            data={FIRE_KEY_STATES.map((s) => ({ value: s, label: intl.formatMessage(accessStatuses[s].label) }))}
            value={state ?? null}
            onChange={setState}
            width={180}
            testId="firekeys-state-filter"
          />
        </ListToolbar>
        <DataTable
          tableId="access.fireKeys"
          label={intl.formatMessage(f.tableLabel)}
          query={query}
          rows={data?.content}
          columns={fireKeyColumns(intl, params)}
          failed={intl.formatMessage(f.failed)}
          empty={intl.formatMessage(q || state ? m.noResults : f.empty)}
          testId="firekeys"
          rowTestId="firekey-row"
          onOpen={(fireKey) => select(fireKey.id)}
          sort={sort}
        />
        {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
      </Stack>
      {selected && <FireKeyPanel key={selected} fireKeyId={selected} manage={manage} onGone={() => select(null)} />}
    </Stack>
  );
}
