import type { PassDetails } from '@lintel/contracts/access/passes';
import { specGates } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { passSettling, usePassQuery, useRevokePassMutation } from '../api/passes.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { accessStatuses, DATE_TIME, passTypes, windowStates } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { passMessages as m } from '../passes.messages.ts';

/** The PIN, masked until the user asks to see it (someone may be looking over their shoulder). */
function PinField({ pin }: { pin: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap">
      <Text
        component="span"
        ff="monospace"
        fw={700}
        size="md"
        style={{ letterSpacing: 2 }}
        data-testid="pass-pin"
        data-shown={shown}
      >
        {shown ? pin : '••••••'}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={() => setShown(!shown)} data-testid="pass-pin-toggle">
        {intl.formatMessage(shown ? m.hidePin : m.showPin)}
      </Button>
    </Group>
  );
}

/** A pass may be revoked while it still opens, or is suspended; never twice (part 3 section 4). */
const revocable = (pass: Pick<PassDetails, 'status'>) => pass.status === 'ACTIVE' || pass.status === 'SUSPENDED';

/**
 * /iot/passes/:id (part 3 section 2 "Passes"): one pass (whom it is for, the PIN on request, where,
 * when, at which hours), its grants with the locks that confirmed them, read every 2 s while a lock
 * has yet to confirm; revoke after the spec's question (the vendor create key, section 6); and its
 * summary and its log of tries at the doors.
 */
export default function PassDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = usePassQuery(id);
  const revoke = useRevokePassMutation();
  const pass = query.data;
  if (!pass) return <QueryState query={query} failed={intl.formatMessage(m.passFailed)} testId="pass-error" />;

  const canRevoke = permissions.can(specGates.passCreate) && revocable(pass);
  const none = intl.formatMessage(am.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);

  const onRevoke = async () => {
    const yes = await ask({
      id: `revoke-pass-${pass.id}`,
      confirmationMessage: am.revokeConfirm,
      confirmationNote: intl.formatMessage(m.revokeNote, { name: pass.holderName }),
      confirmBtnText: am.yes,
      cancelBtnText: am.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    // The outcome shows in place (the status, the locks confirming).
    try {
      await revoke.mutateAsync(pass.id);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="pass-details" data-pass-id={pass.id} data-status={pass.status}>
      <DetailsHeader
        title={pass.holderName}
        testId="pass-holder-name"
        status={
          <>
            <Text size="sm" c="gray.7">
              {intl.formatMessage(passTypes[pass.type])}
            </Text>
            <StatusBadge map={accessStatuses} state={pass.status} testId="pass-status" />
            {pass.expired && pass.status !== 'REVOKED' && <StatusBadge map={windowStates} state="EXPIRED" />}
          </>
        }
        actions={
          <Group gap="sm">
            {canRevoke && (
              <Button
                variant="light"
                color="red"
                loading={revoke.isPending}
                onClick={() => void onRevoke()}
                data-testid="pass-revoke"
              >
                {intl.formatMessage(am.revoke)}
              </Button>
            )}
            <Button
              variant="default"
              component={Link}
              to={href('iot.passes.summary', { id: pass.id })}
              data-testid="pass-summary-link"
            >
              {intl.formatMessage(m.summary)}
            </Button>
            <Button
              variant="subtle"
              component={Link}
              to={href('iot.passes.logs', { id: pass.id })}
              data-testid="pass-logs-link"
            >
              {intl.formatMessage(m.logs)}
            </Button>
          </Group>
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(m.holder), pass.holderName],
          [intl.formatMessage(m.type), intl.formatMessage(passTypes[pass.type]), 'pass-type'],
          [intl.formatMessage(am.pin), <PinField key="pin" pin={pass.pin} />],
          [intl.formatMessage(m.company), pass.company ?? none, 'pass-company'],
          [intl.formatMessage(m.unit), pass.unitName ?? none, 'pass-unit'],
          [intl.formatMessage(m.email), pass.email ?? none],
          [intl.formatMessage(m.phone), pass.phone ?? none],
          [intl.formatMessage(am.validFrom), when(pass.validFrom), 'pass-from'],
          [intl.formatMessage(am.validUntil), when(pass.validUntil), 'pass-until'],
          [intl.formatMessage(am.hours), <HoursLines key="hours" hours={pass.hours} />, 'pass-hours'],
          [intl.formatMessage(am.locations), pass.locationNames.join(', ') || none, 'pass-locations'],
          [intl.formatMessage(m.note), pass.note ?? none, 'pass-note'],
          [intl.formatMessage(m.createdBy), pass.createdByName ?? none],
          [intl.formatMessage(m.createdAt), when(pass.createdAt)],
          [intl.formatMessage(am.revokedAt), when(pass.revokedAt), 'pass-revoked-at'],
        ]}
      />
      <GrantsSection
        query={query}
        grants={pass.grants}
        settling={passSettling(pass)}
        failed={intl.formatMessage(m.passFailed)}
        testId="pass"
      />
    </Stack>
  );
}
