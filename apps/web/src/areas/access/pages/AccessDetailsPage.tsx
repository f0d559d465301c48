import type { TemporaryAccessDetails } from '@lintel/contracts/access/staff-access';
import { specGates } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  accessSettling,
  type TemporaryAction,
  useTemporaryAccessQuery,
  useTemporaryActionMutation,
} from '../api/staffAccess.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { accessStatuses, DATE_TIME, temporaryKinds, windowStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

/** What the access's status lets one do (part 3 section 4; the gates of section 6 and D216). */
function accessActions(
  access: Pick<TemporaryAccessDetails, 'status' | 'kind'>,
  can: { revoke: boolean; updateVirtual: boolean },
) {
  return {
    edit: can.updateVirtual && access.kind === 'VIRTUAL' && access.status === 'ACTIVE',
    suspend: can.revoke && access.status === 'ACTIVE',
    resume: can.revoke && access.status === 'SUSPENDED',
    revoke: can.revoke && (access.status === 'ACTIVE' || access.status === 'SUSPENDED'),
  };
}

/**
 * /iot/staff-access/access-details/:id and /iot/staff-access/expired-revoked-access-details/:id: one
 * temporary access (who, which key and its PIN, where, when, at which hours, why, by whom), its
 * grants with the locks that confirmed them, read every 2 s while a lock has yet to confirm; and
 * what its status allows: suspend, resume, revoke (after the spec's question) and, for an active
 * virtual key, edit.
 */
export default function AccessDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useTemporaryAccessQuery(id);
  const act = useTemporaryActionMutation(id);
  const access = query.data;
  if (!access) return <QueryState query={query} failed={intl.formatMessage(m.accessFailed)} testId="access-error" />;

  const allowed = accessActions(access, {
    revoke: permissions.can(specGates.temporaryAccessRevoke),
    updateVirtual: permissions.can({ key: 'TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL' }),
  });
  const settling = accessSettling(access);
  const none = intl.formatMessage(m.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);

  const run = async (action: TemporaryAction) => {
    if (action === 'revoke') {
      const yes = await ask({
        id: `revoke-temporary-access-${access.id}`,
        confirmationMessage: m.revokeConfirm,
        confirmationNote: intl.formatMessage(m.revokeAccessNote, { name: access.staffName }),
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      });
      if (!yes) return;
    }
    // The outcome shows in place (the status, the locks confirming): a toast would lie over these buttons.
    try {
      await act.mutateAsync(action);
    } catch (error) {
      toast.error(error);
    }
  };
  const busy = (action: TemporaryAction) => act.isPending && act.variables === action;

  return (
    <Stack gap="lg" data-testid="access-details" data-access-id={access.id} data-status={access.status}>
      <DetailsHeader
        title={access.staffName}
        testId="access-staff"
        status={
          <>
            <Text size="sm" c="gray.7">
              {intl.formatMessage(temporaryKinds[access.kind])}
            </Text>
            <StatusBadge map={accessStatuses} state={access.status} testId="access-status" />
            {access.expired && access.status !== 'REVOKED' && <StatusBadge map={windowStates} state="EXPIRED" />}
          </>
        }
        actions={
          <Group gap="sm">
            {allowed.edit && (
              <Button
                variant="default"
                component={Link}
                to={href('iot.staffAccess.accessDetails.edit', { id: access.id })}
                data-testid="access-edit"
              >
                {intl.formatMessage(m.edit)}
              </Button>
            )}
            {allowed.suspend && (
              <Button
                variant="default"
                loading={busy('suspend')}
                disabled={act.isPending}
                onClick={() => void run('suspend')}
                data-testid="access-suspend"
              >
                {intl.formatMessage(m.suspend)}
              </Button>
            )}
            {allowed.resume && (
              <Button
                loading={busy('resume')}
                disabled={act.isPending}
                onClick={() => void run('resume')}
                data-testid="access-resume"
              >
                {intl.formatMessage(m.resume)}
              </Button>
            )}
            {allowed.revoke && (
              <Button
                variant="light"
                color="red"
                loading={busy('revoke')}
                disabled={act.isPending}
                onClick={() => void run('revoke')}
                data-testid="access-revoke"
              >
                {intl.formatMessage(m.revoke)}
              </Button>
            )}
            <Button
              variant="subtle"
              component={Link}
              to={href('iot.staffAccess.eventLog', {}, { accessId: access.id })}
              data-testid="access-events"
            >
              {intl.formatMessage(m.eventsOfAccess)}
            </Button>
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(m.staffMember), access.staffName],
          [intl.formatMessage(m.kind), intl.formatMessage(temporaryKinds[access.kind]), 'access-kind'],
          ...(access.kind === 'VIRTUAL'
            ? [
                [
                  intl.formatMessage(m.pin),
                  <Text key="pin" component="span" ff="monospace" fw={700} size="md" style={{ letterSpacing: 2 }}>
                    {access.pin ?? none}
                  </Text>,
                  'access-pin',
                ] as [string, ReactNode, string],
              ]
            : []),
          [intl.formatMessage(m.validFrom), when(access.validFrom), 'access-from'],
          [intl.formatMessage(m.validUntil), when(access.validUntil), 'access-until'],
          [intl.formatMessage(m.hours), <HoursLines key="hours" hours={access.hours} />, 'access-hours'],
          [intl.formatMessage(m.locations), access.locationNames.join(', ') || none, 'access-locations'],
          [intl.formatMessage(m.reason), access.reason ?? none, 'access-reason'],
          [intl.formatMessage(m.grantedBy), access.grantedByName ?? none],
          [intl.formatMessage(m.grantedAt), when(access.createdAt)],
          [intl.formatMessage(m.revokedAt), when(access.revokedAt), 'access-revoked-at'],
        ]}
      />
      <GrantsSection
        query={query}
        grants={access.grants}
        settling={settling}
        failed={intl.formatMessage(m.accessFailed)}
        testId="access"
      />
    </Stack>
  );
}
