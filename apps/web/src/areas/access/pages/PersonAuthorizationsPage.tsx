import { ACCESS_STATUSES, SOURCE_KINDS } from '@lintel/contracts/access/common';
import { PERSON_GRANT_SORT_FIELDS, type PersonGrant } from '@lintel/contracts/access/people-access';
import type { PermissionCheck } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { usePersonAccessQuery, usePersonGrantsQuery, useRemovePersonLocationMutation } from '../api/peopleAccess.ts';
import { ConfirmedLocks } from '../components/ConfirmedLocks.tsx';
import { FilterSelect, withFilter } from '../components/FilterSelect.tsx';
import { PersonAccessHeader } from '../components/PersonAccessHeader.tsx';
import { type PersonScreens, scheduleLines, screenHref, sourceHref } from '../components/personScreens.ts';
import { accessStatuses, DATE_TIME, sourceKinds } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { peopleMessages as p } from '../people-access.messages.ts';

const PAGE_SIZE = 20;

/** A direct authorization the person still holds (removable). */
const liveDirect = (grant: PersonGrant) =>
  grant.sourceKind === 'PERSON' && (grant.status === 'ACTIVE' || grant.status === 'SUSPENDED');

function grantColumns(
  intl: IntlShape,
  link: { place: (grant: PersonGrant) => string | null; source: (grant: PersonGrant) => string | null },
  remove: ((grant: PersonGrant) => ReactNode) | null,
): DataColumn<PersonGrant>[] {
  const none = intl.formatMessage(m.none);
  const linked = (to: string | null, text: string, label?: string): ReactNode =>
    to ? (
      <Anchor component={Link} to={to} tabIndex={-1} aria-label={label}>
        {text}
      </Anchor>
    ) : (
      text
    );
  return [
    {
      id: 'place',
      header: intl.formatMessage(m.place),
      required: true,
      sortField: 'placeName',
      testId: 'person-grant-place',
      cell: (grant) =>
        linked(link.place(grant), grant.place.name, intl.formatMessage(p.openPlace, { place: grant.place.name })),
    },
    {
      id: 'source',
      header: intl.formatMessage(m.source),
      sortField: 'sourceKind',
      testId: 'person-grant-source',
      cell: (grant) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {linked(link.source(grant), grant.sourceName)}
          </Text>
          <Text size="xs" c="gray.7">
            {intl.formatMessage(sourceKinds[grant.sourceKind])}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (grant) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge map={accessStatuses} state={grant.status} testId="person-grant-status" />
          {grant.heldBySuspension && (
            <Text size="xs" c="gray.7" data-testid="person-grant-held">
              {intl.formatMessage(p.heldBySuspension)}
            </Text>
          )}
        </Group>
      ),
    },
    {
      id: 'locks',
      header: intl.formatMessage(m.locksConfirmed),
      cell: (grant) => <ConfirmedLocks confirmed={grant.confirmedLocks} locks={grant.locks} />,
    },
    {
      id: 'hours',
      header: intl.formatMessage(m.hours),
      cell: (grant) => (
        <Stack gap={0}>
          {scheduleLines(intl, grant.schedule).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    { id: 'validFrom', header: intl.formatMessage(m.validFrom), cell: (g) => intl.formatDate(g.validFrom, DATE_TIME) },
    {
      id: 'validUntil',
      header: intl.formatMessage(m.validUntil),
      cell: (g) => (g.validUntil ? intl.formatDate(g.validUntil, DATE_TIME) : none),
    },
    ...(remove
      ? [{ id: 'actions', header: intl.formatMessage(m.actions), align: 'right' as const, cell: remove }]
      : []),
  ];
}

/**
 * A person's authorizations (`/iot/residents/:id/authorizations`, and the staff's and vendors' the
 * same, D230): every grant of theirs that is not revoked, whatever gave it (their lease, a group, a
 * key, temporary access, a pass, a direct authorization), each with its source (opened when its
 * screen exists and the user may open it), window, hours, status and "x of y" locks confirmed; read
 * every 2 s while a lock has yet to confirm. Searched by place, filtered by source and status, sorted
 * and paged on the server. A place opens its locks; "Add location" is the route's action. A kind of
 * person with no screen of one place (vendors) removes a direct authorization from its row instead,
 * after the same "are you sure you want to revoke access?".
 */
export function PersonAuthorizationsPage({ screens }: { screens: PersonScreens }) {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const can = (check: PermissionCheck) => permissions.can(check);
  const { id = '' } = useParams();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(PERSON_GRANT_SORT_FIELDS, { field: 'placeName', direction: 'asc' });
  const source = SOURCE_KINDS.find((kind) => kind === params.get('source'));
  const status = ACCESS_STATUSES.find((s) => s === params.get('status'));
  const access = usePersonAccessQuery(screens.api, id);
  const query = usePersonGrantsQuery(screens.api, id, {
    page,
    size: PAGE_SIZE,
    sort: sort.value,
    q,
    sourceKind: source,
    status,
  });
  const remove = useRemovePersonLocationMutation(screens.api, id);
  if (!access.data) {
    return <QueryState query={access} failed={intl.formatMessage(p.accessFailed)} testId="person-error" />;
  }
  const placeHref = (grant: PersonGrant) =>
    screenHref(can, screens.routes.place, { id, locationId: grant.place.locationId ?? grant.place.unitId ?? '' });
  const data = query.data;
  const name = access.data.name;
  const removeDirect = async (grant: PersonGrant) => {
    const place = grant.place.name;
    const yes = await ask({
      id: `revoke-direct-${id}-${grant.place.locationId}`,
      confirmationMessage: m.revokeConfirm,
      confirmationNote: intl.formatMessage(p.removeNote, { name, place }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(grant.place.locationId ?? '');
      toast.success(intl.formatMessage(p.removed, { place }));
    } catch (error) {
      toast.error(error);
    }
  };
  // Without a screen of one place, a direct authorization is removed from its row.
  const removeButton =
    screens.routes.place === null && can(screens.update)
      ? (grant: PersonGrant) =>
          liveDirect(grant) ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending && remove.variables === grant.place.locationId}
              onClick={() => void removeDirect(grant)}
              aria-label={intl.formatMessage(m.removeLocationOf, { place: grant.place.name })}
              data-testid="person-grant-remove"
            >
              {intl.formatMessage(m.removeLocation)}
            </Button>
          ) : null
      : null;

  return (
    <Stack gap="md" data-testid="person-authorizations">
      <PersonAccessHeader access={access.data} screens={screens} can={can} current="authorizations" />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(p.searchPlace)}
        page={data}
        testId="person-grants"
      >
        <FilterSelect
          label={intl.formatMessage(m.source)}
          placeholder={intl.formatMessage(p.allSources)}
          data={SOURCE_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(sourceKinds[kind]) }))}
          value={source ?? null}
          onChange={(value) => setParams((prev) => withFilter(prev, 'source', value))}
          width={200}
          testId="person-grants-source-filter"
        />
        <FilterSelect
          label={intl.formatMessage(m.status)}
          placeholder={intl.formatMessage(p.allStatuses)}
          data={ACCESS_STATUSES.filter((s) => s !== 'REVOKED').map((s) => ({
            value: s,
            label: intl.formatMessage(accessStatuses[s].label),
          }))}
          value={status ?? null}
          onChange={(value) => setParams((prev) => withFilter(prev, 'status', value))}
          width={180}
          testId="person-grants-status-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="access.personGrants"
        label={intl.formatMessage(p.authorizationsLabel)}
        query={query}
        rows={data?.content}
        columns={grantColumns(
          intl,
          { place: placeHref, source: (grant) => sourceHref(can, screens, id, grant) },
          removeButton,
        )}
        failed={intl.formatMessage(p.authorizationsFailed)}
        empty={intl.formatMessage(q || source || status ? m.noResults : p.noAuthorizations)}
        testId="person-grants"
        rowTestId="person-grant-row"
        onOpen={(grant) => {
          const to = placeHref(grant);
          if (to) navigate(to);
        }}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
