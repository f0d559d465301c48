import type { ResidentLease } from '@lintel/contracts/access/residents';
import { formatUsDate } from '@lintel/formats/dates';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteResidentMutation, useResidentQuery } from '../api/residents.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { PersonAccessHeader } from '../components/PersonAccessHeader.tsx';
import { residentScreens } from '../components/residentScreens.ts';
import { DATE_TIME, leaseStates, residentStatuses } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { residentMessages as r } from '../residents.messages.ts';

type LeaseRow = ResidentLease & { id: string };

const day = (value: string) => formatUsDate(value) ?? value;

function leaseColumns(intl: IntlShape, canOpen: boolean): RecordColumn<LeaseRow>[] {
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  return [
    {
      header: intl.formatMessage(m.unit),
      testId: 'resident-lease-unit',
      cell: (lease) =>
        canOpen ? (
          <Anchor
            component={Link}
            to={href('iot.leases.details', { leaseId: lease.leaseId })}
            aria-label={intl.formatMessage(r.openLease, { unit: lease.unitName })}
          >
            {lease.unitName}
          </Anchor>
        ) : (
          lease.unitName
        ),
    },
    { header: intl.formatMessage(m.building), cell: (lease) => lease.buildingName },
    {
      header: intl.formatMessage(r.dates),
      cell: (lease) => intl.formatMessage(r.datesRange, { from: day(lease.startsOn), to: day(lease.endsOn) }),
    },
    {
      header: intl.formatMessage(r.leaseState),
      cell: (lease) => <StatusBadge map={leaseStates} state={lease.state} />,
    },
    { header: intl.formatMessage(m.movedIn), testId: 'resident-lease-moved-in', cell: (l) => when(l.movedInAt) },
    { header: intl.formatMessage(m.movedOut), testId: 'resident-lease-moved-out', cell: (l) => when(l.movedOutAt) },
  ];
}

/**
 * /iot/residents/:id (RESIDENT_READ; D229): the resident (name, email, phone, where they stand), where
 * their access stands (suspended or not, how many grants, direct authorizations and live credentials,
 * with links to their authorizations, keyring and its management), and their leases with their own
 * moves, each opening its lease. Change email (a modal) and delete from community (after the spec's
 * "are you sure you want to delete resident?") show only with their keys; a resident moved in is told
 * to be moved out first.
 */
export default function ResidentDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useResidentQuery(id);
  const remove = useDeleteResidentMutation();
  const resident = query.data;
  if (!resident) {
    return <QueryState query={query} failed={intl.formatMessage(r.residentFailed)} testId="resident-error" />;
  }

  const can = (key: string) => permissions.can({ key });
  const name = `${resident.firstName} ${resident.lastName}`;
  const none = intl.formatMessage(m.none);
  const movedIn = resident.status === 'CURRENT';
  const deleteResident = async () => {
    const yes = await ask({
      id: `delete-resident-${resident.id}`,
      confirmationMessage: r.deleteConfirm,
      confirmationNote: intl.formatMessage(r.deleteNote, { name }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(resident.id);
      toast.success(intl.formatMessage(r.deleted, { name }));
      navigate(href('iot.residents.index'));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="resident-details" data-resident-id={resident.id}>
      <PersonAccessHeader
        access={resident.access}
        screens={residentScreens}
        can={permissions.can}
        current="details"
        title={name}
        actions={
          <>
            {can('RESIDENT_CHANGE_EMAIL') && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.residents.changeEmail', { id: resident.id })}
                data-testid="resident-change-email"
              >
                {intl.formatMessage(r.changeEmail)}
              </Button>
            )}
            {can('RESIDENT_DELETE_FROM_COMMUNITY') && (
              <Button
                variant="light"
                color="red"
                disabled={movedIn}
                loading={remove.isPending}
                onClick={() => void deleteResident()}
                data-testid="resident-delete"
              >
                {intl.formatMessage(r.delete)}
              </Button>
            )}
          </>
        }
      />
      {movedIn && can('RESIDENT_DELETE_FROM_COMMUNITY') && (
        <Text size="sm" c="gray.7" data-testid="resident-moved-in-note">
          {intl.formatMessage(r.movedInNote)}
        </Text>
      )}
      <DetailCard
        testId="resident-profile"
        fields={[
          [intl.formatMessage(m.firstName), resident.firstName],
          [intl.formatMessage(m.lastName), resident.lastName],
          [
            intl.formatMessage(r.status),
            <StatusBadge key="status" map={residentStatuses} state={resident.status} testId="resident-status" />,
          ],
          [intl.formatMessage(m.email), resident.email ?? none, 'resident-email'],
          [intl.formatMessage(m.phone), resident.phone ?? none, 'resident-phone'],
          [intl.formatMessage(r.created), intl.formatDate(resident.createdAt, DATE_TIME)],
        ]}
      />
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {intl.formatMessage(r.leases)}
          </Title>
        </Group>
        <RecordTable
          query={query}
          rows={resident.leases.map((lease) => ({ ...lease, id: lease.leaseId }))}
          columns={leaseColumns(intl, can('LEASE_READ'))}
          failed={intl.formatMessage(r.residentFailed)}
          empty={intl.formatMessage(r.noLeases)}
          testId="resident-leases"
          rowTestId="resident-lease-row"
          label={intl.formatMessage(r.leasesLabel)}
          maw={1000}
        />
      </Stack>
    </Stack>
  );
}
