import type { PersonGrant, PlaceLock } from '@lintel/contracts/access/people-access';
import type { PermissionCheck } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import {
  grantsSettling,
  usePersonAccessQuery,
  usePersonPlaceQuery,
  useRemovePersonLocationMutation,
} from '../api/peopleAccess.ts';
import { ConfirmedLocks } from '../components/ConfirmedLocks.tsx';
import { DetailCard } from '../components/DetailFields.tsx';
import { PersonAccessHeader } from '../components/PersonAccessHeader.tsx';
import { type PersonScreens, sourceHref } from '../components/personScreens.ts';
import { accessStatuses, credentialName, DATE_TIME_SECONDS, doorStates, sourceKinds } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { peopleMessages as p } from '../people-access.messages.ts';

function grantColumns(intl: IntlShape, source: (grant: PersonGrant) => string | null): RecordColumn<PersonGrant>[] {
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME_SECONDS) : none);
  return [
    {
      header: intl.formatMessage(m.source),
      testId: 'place-grant-source',
      cell: (grant) => {
        const to = source(grant);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {to ? (
                <Anchor component={Link} to={to}>
                  {grant.sourceName}
                </Anchor>
              ) : (
                grant.sourceName
              )}
            </Text>
            <Text size="xs" c="gray.7">
              {intl.formatMessage(sourceKinds[grant.sourceKind])}
            </Text>
          </Stack>
        );
      },
    },
    {
      header: intl.formatMessage(m.status),
      cell: (grant) => <StatusBadge map={accessStatuses} state={grant.status} testId="place-grant-status" />,
    },
    {
      header: intl.formatMessage(m.locksConfirmed),
      cell: (grant) => <ConfirmedLocks confirmed={grant.confirmedLocks} locks={grant.locks} />,
    },
    { header: intl.formatMessage(m.validFrom), cell: (grant) => when(grant.validFrom) },
    { header: intl.formatMessage(m.revokedAt), cell: (grant) => when(grant.revokedAt) },
  ];
}

type LockRow = PlaceLock & { id: string };

function lockColumns(intl: IntlShape): RecordColumn<LockRow>[] {
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME_SECONDS) : none);
  return [
    { header: intl.formatMessage(m.lock), testId: 'place-lock-name', cell: (lock) => lock.deviceName },
    {
      header: intl.formatMessage(m.credential),
      cell: (lock) => credentialName(intl, lock.credentialKind, lock.credentialLabel),
    },
    {
      header: intl.formatMessage(m.lockState),
      cell: (lock) => (
        <StatusBadge
          map={doorStates}
          state={lock.confirmed === lock.desired ? lock.desired : 'WAITING'}
          testId="place-lock-state"
        />
      ),
    },
    { header: intl.formatMessage(m.requestedAt), cell: (lock) => when(lock.requestedAt) },
    {
      header: intl.formatMessage(m.confirmedAt),
      testId: 'place-lock-confirmed',
      cell: (lock) => when(lock.confirmedAt),
    },
    {
      header: intl.formatMessage(m.attempts),
      cell: (lock) =>
        lock.lastError
          ? `${lock.attempts} · ${intl.formatMessage(m.lastError, { error: lock.lastError })}`
          : lock.attempts,
    },
  ];
}

/**
 * One place of a person (`/iot/residents/:id/authorizations/:locationId`, a location or a unit;
 * D230): where it is in the tree, whether it is given to them directly (removable with the update
 * key, after the spec's "are you sure you want to revoke access?"), every grant of theirs to it, and
 * each lock with when it was asked and when it confirmed; read every 2 s while a lock has yet to.
 */
export function PersonPlacePage({ screens }: { screens: PersonScreens }) {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const can = (check: PermissionCheck) => permissions.can(check);
  const { id = '', locationId = '' } = useParams();
  const access = usePersonAccessQuery(screens.api, id);
  const query = usePersonPlaceQuery(screens.api, id, locationId);
  const remove = useRemovePersonLocationMutation(screens.api, id);
  const data = query.data;
  if (!access.data) {
    return <QueryState query={access} failed={intl.formatMessage(p.accessFailed)} testId="person-error" />;
  }
  if (!data) return <QueryState query={query} failed={intl.formatMessage(p.placeFailed)} testId="place-error" />;
  const name = access.data.name;
  const place = data.place.name;

  const removeDirect = async () => {
    const yes = await ask({
      id: `revoke-direct-${id}-${locationId}`,
      confirmationMessage: m.revokeConfirm,
      confirmationNote: intl.formatMessage(p.removeNote, { name, place }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(locationId);
      toast.success(intl.formatMessage(p.removed, { place }));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="person-place" data-settling={grantsSettling(data.grants)}>
      <PersonAccessHeader
        access={access.data}
        screens={screens}
        can={can}
        current="place"
        title={place}
        actions={
          data.direct &&
          can(screens.update) && (
            <Button
              variant="light"
              color="red"
              loading={remove.isPending}
              onClick={() => void removeDirect()}
              data-testid="place-remove-direct"
            >
              {intl.formatMessage(p.removeDirect)}
            </Button>
          )
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(p.path), data.place.path, 'place-path'],
          [intl.formatMessage(m.placeKind), intl.formatMessage(data.place.unitId ? m.placeUnit : m.placeLocation)],
          [intl.formatMessage(p.direct), intl.formatMessage(data.direct ? p.directYes : p.directNo), 'place-direct'],
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(p.placeGrants)}
        </Title>
        <RecordTable
          query={query}
          rows={data.grants}
          columns={grantColumns(intl, (grant) => sourceHref(can, screens, id, grant))}
          failed={intl.formatMessage(p.placeFailed)}
          empty={intl.formatMessage(p.noPlaceGrants)}
          testId="place-grants"
          rowTestId="place-grant-row"
          label={intl.formatMessage(p.placeGrants)}
          maw={1000}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(p.locks)}
        </Title>
        <RecordTable
          query={query}
          rows={data.locks.map((lock) => ({ ...lock, id: `${lock.deviceId}:${lock.grantId}:${lock.credentialId}` }))}
          columns={lockColumns(intl)}
          failed={intl.formatMessage(p.placeFailed)}
          empty={intl.formatMessage(p.noLocks)}
          testId="place-locks"
          rowTestId="place-lock-row"
          label={intl.formatMessage(p.locksLabel)}
          maw={1100}
        />
      </Stack>
    </Stack>
  );
}
