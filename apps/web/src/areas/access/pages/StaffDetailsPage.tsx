import type { StaffDetails } from '@lintel/contracts/access/staff';
import { formatUsDate } from '@lintel/formats/dates';
import { type PermissionCheck, specGates } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteStaffMutation, useRemoveStaffMutation, useStaffMemberQuery } from '../api/staff.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { PersonAccessLinks } from '../components/PersonAccessLinks.tsx';
import { roleTypes, staffStatuses } from '../components/staff-states.ts';
import { staffScreens } from '../components/staffScreens.ts';
import { accessStatuses, keyStates, temporaryKinds, windowStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';
import { staffMessages as s } from '../staff.messages.ts';

type TemporaryAccess = StaffDetails['temporaryAccesses'][number];
type Key = StaffDetails['keys'][number];

const day = (value: string) => formatUsDate(value) ?? value;

/** A link when the user may open the screen, else the plain text. */
function LinkIf({ can, to, children }: { can: boolean; to: string; children: ReactNode }) {
  return can ? (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  ) : (
    children
  );
}

function temporaryColumns(intl: IntlShape, canOpen: boolean): RecordColumn<TemporaryAccess>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      header: intl.formatMessage(s.kind),
      testId: 'staff-temporary-kind',
      cell: (access) => (
        <LinkIf
          can={canOpen}
          to={href(
            access.status === 'REVOKED' || access.expired
              ? 'iot.staffAccess.expiredRevokedAccessDetails'
              : 'iot.staffAccess.accessDetails',
            { id: access.id },
          )}
        >
          {intl.formatMessage(temporaryKinds[access.kind])}
        </LinkIf>
      ),
    },
    {
      header: intl.formatMessage(m.status),
      cell: (access) =>
        access.expired && access.status !== 'REVOKED' ? (
          <StatusBadge map={windowStates} state="EXPIRED" testId="staff-temporary-status" />
        ) : (
          <StatusBadge map={accessStatuses} state={access.status} testId="staff-temporary-status" />
        ),
    },
    {
      header: intl.formatMessage(s.window),
      cell: (access) => `${day(access.validFrom)} – ${day(access.validUntil)}`,
    },
    { header: intl.formatMessage(m.locations), cell: (access) => access.locationNames.join(', ') || none },
  ];
}

function keyColumns(intl: IntlShape, canOpen: boolean): RecordColumn<Key>[] {
  const none = intl.formatMessage(m.none);
  return [
    {
      header: intl.formatMessage(s.keyNumber),
      testId: 'staff-key-number',
      cell: (key) => (
        <LinkIf can={canOpen} to={href('iot.keys.details', { keyId: key.id })}>
          {key.number}
        </LinkIf>
      ),
    },
    {
      header: intl.formatMessage(m.state),
      cell: (key) => <StatusBadge map={keyStates} state={key.state} testId="staff-key-state" />,
    },
    { header: intl.formatMessage(m.locations), cell: (key) => key.locationNames.join(', ') || none },
  ];
}

const KEYS_READ: PermissionCheck = { key: 'KEY_CREDENTIAL_READ' };
const GROUPS_READ: PermissionCheck = { key: 'CUSTOM_USER_GROUP_READ' };

/**
 * /iot/staff/:id (part 3 section 1 "Staff base path is /iot/staff/:id"; D232): a staff member of the
 * community with their role type and role here, then their access here: links to their authorizations,
 * keyring and keyring management (each with its key), and their temporary accesses, keys and groups,
 * each linked to its own screen when the user may open it. Delete from the community (the
 * USER_DELETE_FROM_COMMUNITY key) asks first and revokes everything they hold here; a profile of every
 * community is not removable here and says why. Delete from the customer (USER_DELETE_FROM_CUSTOMER)
 * asks first, ends their access in every community they work in and deletes their profile (D232).
 */
export default function StaffDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useStaffMemberQuery(id);
  const remove = useRemoveStaffMutation();
  const deleteFromCustomer = useDeleteStaffMutation();
  const member = query.data;
  if (!member) return <QueryState query={query} failed={intl.formatMessage(s.memberFailed)} testId="staff-error" />;

  const none = intl.formatMessage(m.none);
  const name = `${member.firstName} ${member.lastName}`;
  const canRemove = permissions.can({ key: 'USER_DELETE_FROM_COMMUNITY' });
  const canDelete = permissions.can({ key: 'USER_DELETE_FROM_CUSTOMER' });
  const deleteMember = async () => {
    const yes = await ask({
      id: `delete-staff-${member.id}`,
      confirmationMessage: { ...s.deleteConfirm, values: { name } },
      confirmationNote: s.deleteNote,
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await deleteFromCustomer.mutateAsync(member.id);
      toast.success(intl.formatMessage(s.deletedFromCustomer, { name }));
      navigate(href('iot.staff.index'));
    } catch (error) {
      toast.error(error);
    }
  };
  const removeMember = async () => {
    const yes = await ask({
      id: `remove-staff-${member.id}`,
      confirmationMessage: { ...s.removeConfirm, values: { name } },
      confirmationNote: s.removeNote,
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(intl.formatMessage(s.removed, { name }));
      navigate(href('iot.staff.index'));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="staff-details" data-staff-id={member.id}>
      <DetailsHeader
        title={name}
        testId="staff-title"
        status={
          <>
            <Text size="sm" c="gray.7" data-testid="staff-role-type">
              {intl.formatMessage(roleTypes[member.roleType])}
            </Text>
            <StatusBadge map={staffStatuses} state={member.status} testId="staff-status" />
          </>
        }
        actions={
          (canRemove || canDelete) && (
            <Group gap="sm">
              {canRemove &&
                (member.allCommunities ? (
                  <Text size="sm" c="gray.7" maw={320} data-testid="staff-not-removable">
                    {intl.formatMessage(s.notRemovable)}
                  </Text>
                ) : (
                  <Button
                    variant="light"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => void removeMember()}
                    data-testid="staff-remove"
                  >
                    {intl.formatMessage(s.remove)}
                  </Button>
                ))}
              {canDelete && (
                <Button
                  variant="light"
                  color="red"
                  loading={deleteFromCustomer.isPending}
                  onClick={() => void deleteMember()}
                  data-testid="staff-delete-customer"
                >
                  {intl.formatMessage(s.deleteFromCustomer)}
                </Button>
              )}
            </Group>
          )
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(s.email), member.email, 'staff-email'],
          [intl.formatMessage(s.phone), member.phone ?? none],
          [intl.formatMessage(s.roles), member.roleNames.join(', ') || none, 'staff-roles'],
          [
            intl.formatMessage(s.works),
            intl.formatMessage(member.allCommunities ? s.everyCommunity : s.thisCommunity),
            'staff-works',
          ],
        ]}
      />
      {/* Their access here, with their access screens (D230) linked from the section's head. */}
      <Stack gap="md" data-testid="staff-access">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {intl.formatMessage(s.access)}
          </Title>
          <Text size="sm" c="gray.7" data-testid="staff-access-intro">
            {intl.formatMessage(s.accessIntro, { credentials: member.credentials, grants: member.liveGrants })}
          </Text>
          <PersonAccessLinks
            screens={staffScreens}
            personId={member.id}
            can={permissions.can}
            testId="staff-access-links"
          />
        </Stack>
        <Stack gap="xs">
          <Title order={4} size="h5">
            {intl.formatMessage(s.temporaryAccesses)}
          </Title>
          <RecordTable
            query={query}
            rows={member.temporaryAccesses}
            columns={temporaryColumns(intl, permissions.can(specGates.temporaryAccessList))}
            failed={intl.formatMessage(s.memberFailed)}
            empty={intl.formatMessage(s.noTemporaryAccesses)}
            testId="staff-temporary"
            rowTestId="staff-temporary-row"
            label={intl.formatMessage(s.temporaryAccesses)}
            maw={900}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={4} size="h5">
            {intl.formatMessage(s.keys)}
          </Title>
          <RecordTable
            query={query}
            rows={member.keys}
            columns={keyColumns(intl, permissions.can(KEYS_READ))}
            failed={intl.formatMessage(s.memberFailed)}
            empty={intl.formatMessage(s.noKeys)}
            testId="staff-keys"
            rowTestId="staff-key-row"
            label={intl.formatMessage(s.keys)}
            maw={700}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={4} size="h5">
            {intl.formatMessage(s.groups)}
          </Title>
          {member.groups.length === 0 ? (
            <Text size="sm" c="gray.7" data-testid="staff-groups-empty">
              {intl.formatMessage(s.noGroups)}
            </Text>
          ) : (
            <Group gap="md" data-testid="staff-groups">
              {member.groups.map((group) => (
                <LinkIf
                  key={group.id}
                  can={permissions.can(GROUPS_READ)}
                  to={href('iot.groups.details', { id: group.id })}
                >
                  {group.name}
                </LinkIf>
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
