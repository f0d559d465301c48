import type { Authorization } from '@lintel/contracts/access/leases';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { accessesSettling, useLeaseAccessesQuery, useRemoveLeaseAuthorizationMutation } from '../api/leases.ts';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { accessMessages as m } from '../messages.ts';

/**
 * /iot/leases/:id/authorizations: the places the lease's residents may open (its unit and the
 * locations added to it) and every grant they gave, with where each stands on its locks; read every
 * 2 s while a lock has yet to confirm. 'Add location' is the route's action (LEASE_UPDATE_ACCESSES);
 * a location (not the unit) can be removed, which revokes what it granted.
 */
export default function LeaseAuthorizationsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useLeaseAccessesQuery(id);
  const remove = useRemoveLeaseAuthorizationMutation(id);
  const data = query.data;
  if (!data && query.isError) {
    return <QueryState query={query} failed={intl.formatMessage(m.accessesFailed)} testId="accesses-error" />;
  }
  const canUpdate = permissions.can({ key: 'LEASE_UPDATE_ACCESSES' });
  const unit = data?.authorizations.find((a) => a.place.unitId !== null);
  const settling = accessesSettling(data);

  const removeLocation = async (authorization: Authorization) => {
    const place = authorization.place.name;
    const yes = await ask({
      id: `revoke-lease-location-${authorization.id}`,
      confirmationMessage: m.revokeConfirm,
      confirmationNote: intl.formatMessage(m.revokeNote, { place }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(authorization.id);
      toast.success(intl.formatMessage(m.locationRemoved, { place }));
    } catch (error) {
      toast.error(error);
    }
  };

  const authorizationColumns: RecordColumn<Authorization>[] = [
    { header: intl.formatMessage(m.place), testId: 'authorization-place', cell: (a) => a.place.name },
    {
      header: intl.formatMessage(m.placeKind),
      cell: (a) => intl.formatMessage(a.place.unitId !== null ? m.placeUnit : m.placeLocation),
    },
    ...(canUpdate
      ? [
          {
            header: intl.formatMessage(m.actions),
            align: 'right' as const,
            cell: (a: Authorization) =>
              a.place.unitId === null ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === a.id}
                  onClick={() => void removeLocation(a)}
                  aria-label={intl.formatMessage(m.removeLocationOf, { place: a.place.name })}
                  data-testid="authorization-remove"
                >
                  {intl.formatMessage(m.removeLocation)}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg" data-testid="lease-accesses" data-settling={settling}>
      {unit && (
        <Title order={2} size="h3" data-testid="lease-accesses-unit">
          {unit.place.name}
        </Title>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(m.authorizations)}
        </Title>
        <RecordTable
          query={query}
          rows={data?.authorizations}
          columns={authorizationColumns}
          failed={intl.formatMessage(m.accessesFailed)}
          empty={intl.formatMessage(m.noAuthorizations)}
          testId="authorizations"
          rowTestId="authorization-row"
          label={intl.formatMessage(m.authorizations)}
          maw={720}
        />
      </Stack>
      <GrantsSection
        query={query}
        grants={data?.grants}
        settling={settling}
        failed={intl.formatMessage(m.accessesFailed)}
        testId="accesses"
        withHolder
        title={intl.formatMessage(m.grants)}
        empty={intl.formatMessage(m.noGrants)}
      />
    </Stack>
  );
}
