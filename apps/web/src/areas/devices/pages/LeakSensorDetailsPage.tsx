import { Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useLeakSensorQuery, useSensorsLive } from '../api/sensors.ts';
import { BatteryLevel, ConnectionBadge, InstallBadge, LeakBadge } from '../components/SensorBadges.tsx';
import { SensorFacts } from '../components/SensorFacts.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** One leak sensor, live: leak status, install state and connection, battery, where it is and its router. */
export default function LeakSensorDetailsPage() {
  const intl = useIntl();
  const { leakSensorId = '' } = useParams();
  useSensorsLive();
  const query = useLeakSensorQuery(leakSensorId);
  const sensor = query.data;
  if (!sensor) return <QueryState query={query} failed={intl.formatMessage(m.failedOne)} />;
  const none = intl.formatMessage(m.none);
  return (
    <Stack gap="md" data-testid="leak-sensor-details">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3" data-testid="leak-sensor-title">
          {sensor.name}
        </Title>
        <LeakBadge leak={sensor.leak} testId="leak-sensor-leak-state" />
        <InstallBadge state={sensor.installState} testId="leak-sensor-install-state" />
        <ConnectionBadge state={sensor.connection} testId="leak-sensor-connection" />
      </Group>
      {sensor.leakSince && (
        <Text c="red.9" fw={500}>
          {intl.formatMessage(m.leakNow)}{' '}
          {intl.formatMessage(m.leakSince, { time: intl.formatDate(sensor.leakSince, dateTime) })}
        </Text>
      )}
      <SensorFacts
        testId="leak-sensor-facts"
        facts={[
          { label: intl.formatMessage(m.leakStatus), value: <LeakBadge leak={sensor.leak} /> },
          { label: intl.formatMessage(m.battery), value: <BatteryLevel battery={sensor.battery} /> },
          { label: intl.formatMessage(m.unit), value: sensor.unitName ?? none },
          { label: intl.formatMessage(m.location), value: sensor.locationName ?? none },
          { label: intl.formatMessage(m.router), value: sensor.gatewayName ?? none, testId: 'leak-sensor-router' },
          { label: intl.formatMessage(m.serial), value: sensor.serial },
          { label: intl.formatMessage(m.firmware), value: sensor.firmware ?? none },
          {
            label: intl.formatMessage(m.lastSeen),
            value: sensor.lastSeenAt ? intl.formatDate(sensor.lastSeenAt, dateTime) : none,
          },
          { label: intl.formatMessage(m.added), value: intl.formatDate(sensor.createdAt, dateTime) },
        ]}
      />
    </Stack>
  );
}
