import { gate } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useResetMutation, useThermostatQuery } from '../api/thermostats.ts';
import { degrees, when } from '../components/thermostat/format.ts';
import { useLiveChanges, withChange } from '../components/thermostat/live.ts';
import { SetPointForm } from '../components/thermostat/SetPointForm.tsx';
import { connectionStates, installStates, modeLabels } from '../components/thermostat/states.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * /iot/thermostats/:id: the live reading (it follows the device over the socket), the set points
 * to change with THERMOSTAT_RESET (D190), and reset after a confirmation. The sub-screens are the
 * route's actions.
 */
export default function ThermostatDetailsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useThermostatQuery(id);
  const changes = useLiveChanges();
  const canControl = usePermissions().can(gate.key('THERMOSTAT_RESET'));
  const reset = useResetMutation(id);
  const confirm = useConfirm();
  const toast = useToast();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.oneFailed)} />;
  const thermostat = withChange(query.data, changes[id]);
  const none = intl.formatMessage(m.none);

  const askReset = async () => {
    const yes = await confirm({
      id: `reset-thermostat-${thermostat.id}`,
      confirmationMessage: m.resetConfirm,
      confirmationNote: intl.formatMessage(m.resetNote, { name: thermostat.name }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await reset.mutateAsync(undefined);
      toast.success(m.resetSent);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="thermostat-details">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3" data-testid="thermostat-name">
            {thermostat.name}
          </Title>
          <Text size="sm" c="dimmed">
            {thermostat.unitName ?? intl.formatMessage(m.noUnit)} · {thermostat.serial}
          </Text>
        </Stack>
        <Group gap="xs">
          <StatusBadge map={connectionStates} state={thermostat.connection} testId="thermostat-connection" />
          <StatusBadge map={installStates} state={thermostat.installState} testId="thermostat-install-state" />
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact
            label={intl.formatMessage(m.temperature)}
            value={degrees(intl, thermostat.temperature)}
            testId="thermostat-temperature"
          />
          <Fact
            label={intl.formatMessage(m.heatSetPoint)}
            value={thermostat.heatSetPoint === null ? none : String(thermostat.heatSetPoint)}
            testId="thermostat-heat"
          />
          <Fact
            label={intl.formatMessage(m.coolSetPoint)}
            value={thermostat.coolSetPoint === null ? none : String(thermostat.coolSetPoint)}
            testId="thermostat-cool"
          />
          <Fact
            label={intl.formatMessage(m.mode)}
            value={thermostat.mode ? intl.formatMessage(modeLabels[thermostat.mode]) : none}
            testId="thermostat-mode"
          />
          <Fact
            label={intl.formatMessage(m.battery)}
            value={thermostat.battery === null ? none : intl.formatMessage(m.percent, { value: thermostat.battery })}
          />
          <Fact label={intl.formatMessage(m.firmware)} value={thermostat.firmware ?? none} />
          <Fact
            label={intl.formatMessage(m.lastSeen)}
            value={when(thermostat.lastSeenAt, intl.formatMessage(m.never))}
          />
        </SimpleGrid>
      </Paper>
      {canControl && thermostat.installState === 'INSTALLED' && (
        <SetPointForm
          key={`${thermostat.heatSetPoint}-${thermostat.coolSetPoint}-${thermostat.mode}`}
          thermostat={thermostat}
        />
      )}
      {canControl && (
        <Group>
          <Button
            variant="light"
            color="red"
            onClick={askReset}
            loading={reset.isPending}
            data-testid="thermostat-reset"
          >
            {intl.formatMessage(m.reset)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
