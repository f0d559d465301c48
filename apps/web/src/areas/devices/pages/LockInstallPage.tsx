import { devices } from '@lintel/contracts';
import type { LockFamily } from '@lintel/contracts/devices/common';
import { FormField, FormTextInput, useSchemaForm } from '@lintel/ui';
import { Anchor, Button, Card, Group, Select, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useInstallLockMutation, useLiveLocks, useLockChoicesQuery, useLockQuery } from '../api/locks.ts';
import { CommandProgress } from '../components/CommandProgress.tsx';
import { ConnectionBadge, InstallStateBadge } from '../components/DeviceStateBadges.tsx';
import { lockDetailsHref } from '../components/lockColumns.tsx';
import { familyNames, familyOfSegment, placeOptions } from '../components/lockFamilies.ts';
import { lockMessages as m } from '../locks.messages.ts';

const STEPS = ['INSTALLING', 'CONFIGURING', 'INSTALLED'] as const;

/**
 * A family's lock installation (/iot/locks/management/<family>[/install]; ButterflyMX:
 * install/:id/:lockType with the building chosen). The form writes the lock; the lock is then
 * followed live as it goes INSTALLING → CONFIGURING → INSTALLED (or to an error state).
 */
export default function LockInstallPage() {
  const { pathname } = useLocation();
  const family = familyOfSegment(pathname.split('/')[4] ?? '') ?? 'YALE';
  const [installed, setInstalled] = useState<{ lockId: string; commandId: string } | null>(null);
  if (installed) return <InstallProgress {...installed} onAnother={() => setInstalled(null)} />;
  return <InstallForm key={family} family={family} onInstalled={setInstalled} />;
}

function InstallForm({
  family,
  onInstalled,
}: {
  family: LockFamily;
  onInstalled: (started: { lockId: string; commandId: string }) => void;
}) {
  const intl = useIntl();
  const { id: buildingId, lockType } = useParams();
  const choices = useLockChoicesQuery();
  const install = useInstallLockMutation();
  const gateways = (choices.data?.gateways ?? [])
    .filter((g) => g.family === family)
    .map((g) => ({ value: g.id, label: g.name }));
  const form = useSchemaForm(devices.locks.lockInstallInput, {
    defaultValues: { family, name: '', serial: '', gatewayId: buildingId ?? null, locationId: null, unitId: null },
  });
  const frame = useFormFrame(form, install, {
    fields: { DEVICE_SERIAL_TAKEN: 'serial' },
    onSaved: (answer) => onInstalled({ lockId: answer.lock.id, commandId: answer.commandId }),
  });
  const select = (
    name: 'gatewayId' | 'locationId' | 'unitId',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <FormField
      name={name}
      render={(field) => (
        <Select
          label={label}
          name={field.name}
          placeholder={intl.formatMessage(
            name === 'gatewayId' ? m.choose : name === 'unitId' ? m.noUnit : m.noLocation,
          )}
          data={data}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled || !choices.data}
          clearable
          searchable
          data-testid={`lock-install-${name}`}
        />
      )}
    />
  );
  return (
    <FormFrame form={form} frame={frame} data-testid="lock-install-form">
      <Stack gap="md" maw={560}>
        <Text fw={600}>{intl.formatMessage(m.installFamily, { family: intl.formatMessage(familyNames[family]) })}</Text>
        {lockType && <Text size="sm">{intl.formatMessage(m.lockType, { type: lockType })}</Text>}
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required data-testid="lock-install-name" />
        <FormTextInput name="serial" label={intl.formatMessage(m.serial)} required data-testid="lock-install-serial" />
        {select('gatewayId', intl.formatMessage(m.gateway), gateways)}
        {select('locationId', intl.formatMessage(m.location), placeOptions(choices.data?.locations ?? []))}
        {select(
          'unitId',
          intl.formatMessage(m.unit),
          (choices.data?.units ?? []).map((u) => ({ value: u.id, label: u.name })),
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={frame.saving} data-testid="lock-install-submit">
            {intl.formatMessage(m.installSubmit)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** The lock just installed, live: its install state as steps, its connection, and its command. */
function InstallProgress({
  lockId,
  commandId,
  onAnother,
}: {
  lockId: string;
  commandId: string;
  onAnother: () => void;
}) {
  const intl = useIntl();
  useLiveLocks();
  const lock = useLockQuery(lockId);
  const state = lock.data?.installState ?? 'INSTALLING';
  const step = STEPS.indexOf(state as (typeof STEPS)[number]);
  const failed = step === -1;
  return (
    <Card withBorder padding="md" maw={640} data-testid="lock-install-progress">
      <Stack gap="md">
        <Text fw={600}>{lock.data?.name}</Text>
        <Stepper
          active={failed ? 1 : state === 'INSTALLED' ? STEPS.length : step}
          size="sm"
          color={failed ? 'red' : undefined}
          aria-label={intl.formatMessage(m.progress)}
          allowNextStepsSelect={false}
        >
          {STEPS.map((s) => (
            <Stepper.Step key={s} label={<InstallStateBadge state={s} />} />
          ))}
        </Stepper>
        <Group gap="sm">
          <InstallStateBadge state={state} testId="lock-install-state" />
          {lock.data && <ConnectionBadge state={lock.data.connection} testId="lock-install-connection" />}
        </Group>
        <CommandProgress
          deviceId={lockId}
          commandId={commandId}
          label={intl.formatMessage(m.actionINSTALL)}
          onEnd={() => void lock.refetch()}
          testId="lock-install-command"
        />
        <Group gap="md">
          {lock.data && (
            <Anchor component={Link} to={lockDetailsHref(lock.data)} data-testid="lock-install-open">
              {intl.formatMessage(m.openLock)}
            </Anchor>
          )}
          <Button variant="default" onClick={onAnother}>
            {intl.formatMessage(m.installAnother)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
