import type { Lease, LeaseResident } from '@lintel/contracts/access/leases';
import { formatUsDate } from '@lintel/formats/dates';
import { gate } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ActionsHeader } from '../../../app/kit/ActionsHeader.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useArchiveLeaseMutation, useLeaseQuery } from '../api/leases.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { DATE_TIME, leaseChangeKinds, leaseStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

const day = (value: string) => formatUsDate(value) ?? value;

/** Renew and transfer: the lease key and the delay-line read check (part 3 section 6), on an active lease. */
const renewCheck = gate.policy('iot.leaseRenew');
const transferCheck = gate.policy('iot.leaseTransfer');

/**
 * /iot/leases/:leaseId: the lease (unit, building, dates, state) and its residents, each with their
 * own move-in, move-out and renewal (modals over this page) and, once moved out, their move-out
 * proof; renew and transfer the lease; its history of renewals and transfers; the lease's
 * authorizations, and archive after the spec's confirmation.
 */
export default function LeaseDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { leaseId = '' } = useParams();
  const query = useLeaseQuery(leaseId);
  const archive = useArchiveLeaseMutation();
  const lease = query.data;
  if (!lease) return <QueryState query={query} failed={intl.formatMessage(m.leaseFailed)} testId="lease-error" />;

  const can = (key: string) => permissions.can({ key });
  const active = lease.state === 'ACTIVE';
  const archiveLease = async () => {
    const yes = await ask({
      id: `archive-lease-${lease.id}`,
      confirmationMessage: m.archiveConfirm,
      confirmationNote: m.archiveNote,
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await archive.mutateAsync(lease.id);
      toast.success(m.archived);
    } catch (error) {
      toast.error(error);
    }
  };
  const none = intl.formatMessage(m.none);

  return (
    <Stack gap="lg" data-testid="lease-details" data-lease-id={lease.id} data-state={lease.state}>
      <DetailsHeader
        title={lease.unitName}
        testId="lease-unit"
        subtitle={
          <Text size="sm" c="gray.7">
            {lease.buildingName}
          </Text>
        }
        actions={
          <Group gap="sm">
            {active && permissions.can(renewCheck) && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.leases.renew', { leaseId: lease.id })}
                data-testid="lease-renew"
              >
                {intl.formatMessage(m.renew)}
              </Button>
            )}
            {active && permissions.can(transferCheck) && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.leases.transfer', { leaseId: lease.id })}
                data-testid="lease-transfer"
              >
                {intl.formatMessage(m.transfer)}
              </Button>
            )}
            {can('LEASE_READ_ACCESSES') && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.leases.authorizations', { id: lease.id })}
                data-testid="lease-authorizations"
              >
                {intl.formatMessage(m.authorizations)}
              </Button>
            )}
            {can('LEASE_ARCHIVE') && active && (
              <Button
                variant="light"
                color="red"
                loading={archive.isPending}
                onClick={() => void archiveLease()}
                data-testid="lease-archive"
              >
                {intl.formatMessage(m.archive)}
              </Button>
            )}
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(m.unit), lease.unitName],
          [intl.formatMessage(m.building), lease.buildingName],
          [
            intl.formatMessage(m.state),
            <StatusBadge key="state" map={leaseStates} state={lease.state} testId="lease-state" />,
          ],
          [intl.formatMessage(m.startsOn), day(lease.startsOn), 'lease-starts'],
          [intl.formatMessage(m.endsOn), day(lease.endsOn), 'lease-ends'],
          [intl.formatMessage(m.archivedAt), lease.archivedAt ? intl.formatDate(lease.archivedAt, DATE_TIME) : none],
        ]}
      />
      <ResidentsTable lease={lease} />
      <ChangesTable lease={lease} />
    </Stack>
  );
}

/** The residents of a lease with the moves each may take now. */
function ResidentsTable({ lease }: { lease: Lease }) {
  const intl = useIntl();
  const permissions = usePermissions();
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  const active = lease.state === 'ACTIVE';
  const canMoveIn = (r: LeaseResident) =>
    active && r.movedInAt === null && permissions.can({ key: 'LEASE_EXECUTE_MOVE_IN' });
  const canMoveOut = (r: LeaseResident) =>
    active && r.movedInAt !== null && r.movedOutAt === null && permissions.can({ key: 'LEASE_EXECUTE_MOVE_OUT' });
  const canRenew = (r: LeaseResident) => active && r.movedOutAt === null && permissions.can(renewCheck);
  const params = (r: LeaseResident) => ({ leaseId: lease.id, residentId: r.id });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {intl.formatMessage(m.residents)}
      </Title>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={0} type="native">
          <Table striped verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }} data-testid="lease-residents-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.phone)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.movedIn)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.movedOut)}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lease.residents.map((resident) => {
                const name = `${resident.firstName} ${resident.lastName}`;
                return (
                  <Table.Tr
                    key={resident.id}
                    data-testid="resident-row"
                    data-resident-id={resident.id}
                    data-moved-in={resident.movedInAt !== null}
                    data-moved-out={resident.movedOutAt !== null}
                  >
                    <Table.Td fw={600}>{name}</Table.Td>
                    <Table.Td>{resident.email ?? none}</Table.Td>
                    <Table.Td>{resident.phone ?? none}</Table.Td>
                    <Table.Td data-testid="resident-moved-in">{when(resident.movedInAt)}</Table.Td>
                    <Table.Td data-testid="resident-moved-out">{when(resident.movedOutAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        {canMoveIn(resident) && (
                          <Button
                            size="xs"
                            component={Link}
                            to={href('iot.leases.executeMoveIn', params(resident))}
                            data-testid="resident-move-in"
                          >
                            {intl.formatMessage(m.executeMoveIn)}
                          </Button>
                        )}
                        {canMoveOut(resident) && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            component={Link}
                            to={href('iot.leases.executeMoveOut', params(resident))}
                            data-testid="resident-move-out"
                          >
                            {intl.formatMessage(m.executeMoveOut)}
                          </Button>
                        )}
                        {canRenew(resident) && (
                          <Button
                            size="xs"
                            variant="default"
                            component={Link}
                            to={href('iot.leases.renew', params(resident))}
                            aria-label={intl.formatMessage(m.renewOf, { name })}
                            data-testid="resident-renew"
                          >
                            {intl.formatMessage(m.renew)}
                          </Button>
                        )}
                        {resident.moveOutReportId && (
                          <Anchor
                            size="sm"
                            component={Link}
                            to={href('iot.leases.moveOutProof', params(resident))}
                            aria-label={intl.formatMessage(m.openProofOf, { name })}
                            data-testid="resident-proof"
                          >
                            {intl.formatMessage(m.openProof)}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {lease.residents.length === 0 && (
          <Text ta="center" c="gray.7" p="xl" data-testid="lease-residents-empty">
            {intl.formatMessage(m.noResidents)}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/** The lease's renewals and transfers, newest first: when, what, for whom, by whom (D220). */
function ChangesTable({ lease }: { lease: Lease }) {
  const intl = useIntl();
  const none = intl.formatMessage(m.none);
  const nameOf = (residentId: string | null) => {
    const r = residentId ? lease.residents.find((x) => x.id === residentId) : undefined;
    return r ? `${r.firstName} ${r.lastName}` : null;
  };
  const changes = [...lease.changes].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {intl.formatMessage(m.changes)}
      </Title>
      <Paper withBorder radius="md">
        {changes.length === 0 ? (
          <Text ta="center" c="gray.7" p="md" data-testid="lease-changes-empty">
            {intl.formatMessage(m.noChanges)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table
              striped
              verticalSpacing="sm"
              aria-label={intl.formatMessage(m.changesLabel)}
              data-testid="lease-changes"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(m.when)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.what)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.detail)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.by)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => {
                  const name = nameOf(change.residentId);
                  return (
                    <Table.Tr key={change.id} data-testid="lease-change" data-kind={change.kind}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {intl.formatDate(change.occurredAt, DATE_TIME)}
                      </Table.Td>
                      <Table.Td>{intl.formatMessage(leaseChangeKinds[change.kind])}</Table.Td>
                      <Table.Td>
                        {name ? intl.formatMessage(m.forResident, { detail: change.detail, name }) : change.detail}
                      </Table.Td>
                      <Table.Td>{change.byName ?? none}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
