import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useDiagnosticQuery } from '../api/thermostats.ts';
import { when } from '../components/thermostat/format.ts';
import { connectionStates, installStates } from '../components/thermostat/states.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/:id/diagnostic: the thermostat's health from the database in one query (D194):
 * connection history of the last 30 days, how long it has been online, firmware, battery, commands.
 */
export default function ThermostatDiagnosticPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useDiagnosticQuery(id);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.diagnosticFailed)} />;
  const d = query.data;
  const none = intl.formatMessage(m.none);
  const never = intl.formatMessage(m.never);
  const facts: [string, string][] = [
    [intl.formatMessage(m.firmware), d.firmware ?? none],
    [intl.formatMessage(m.battery), d.battery === null ? none : intl.formatMessage(m.percent, { value: d.battery })],
    [intl.formatMessage(m.lastSeen), when(d.lastSeenAt, never)],
    [intl.formatMessage(m.installedAt), when(d.installedAt, never)],
    [intl.formatMessage(m.onlineSince), when(d.onlineSince, none)],
    [intl.formatMessage(m.lastDisconnect), when(d.lastDisconnectAt, never)],
    [intl.formatMessage(m.disconnects), intl.formatNumber(d.disconnects30d)],
    [intl.formatMessage(m.reconnects), intl.formatNumber(d.reconnects30d)],
    [intl.formatMessage(m.commands), intl.formatNumber(d.commands30d)],
    [intl.formatMessage(m.failedCommands), intl.formatNumber(d.failedCommands30d)],
    [intl.formatMessage(m.readings), intl.formatNumber(d.readings30d)],
  ];
  return (
    <Stack gap="md" data-testid="thermostat-diagnostic">
      <Text fw={600}>
        {d.name} · {d.serial}
      </Text>
      <Group gap="xs">
        <StatusBadge map={connectionStates} state={d.connection} />
        <StatusBadge map={installStates} state={d.installState} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
