import type { SwitchInput } from '@lintel/contracts/devices/sensors';
import { gate } from '@lintel/permissions';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useLightSwitchQuery, useSensorsLive, useSwitchLightMutation } from '../api/sensors.ts';
import { LightSwitchControl } from '../components/LightSwitchControl.tsx';
import { ConnectionBadge, InstallBadge, LightBadge } from '../components/SensorBadges.tsx';
import { SensorFacts } from '../components/SensorFacts.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const ledLabels = { WHEN_OFF: m.ledWhenOff, WHEN_ON: m.ledWhenOn, NEVER: m.ledNever } as const;

/** One light switch, live: on or off at what level, switched from here (D196), its configuration and router. */
export default function LightSwitchDetailsPage() {
  const intl = useIntl();
  const { lightSwitchId = '' } = useParams();
  const permissions = usePermissions();
  useSensorsLive();
  const [requested, setRequested] = useState<SwitchInput | null>(null);
  const query = useLightSwitchQuery(lightSwitchId, requested !== null);
  const light = query.data;
  const send = useSwitchLightMutation(lightSwitchId);
  // The switching shows once the switch reports it (or the install state says it cannot).
  const reached = light && requested && light.on === requested.on && (!requested.on || light.level === requested.level);
  if (reached) setRequested(null);
  if (!light) return <QueryState query={query} failed={intl.formatMessage(m.failedOne)} />;
  const none = intl.formatMessage(m.none);
  const onSend = async (input: SwitchInput) => {
    await send.mutateAsync(input);
    setRequested(input);
  };
  return (
    <Stack gap="md" data-testid="light-switch-details">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3" data-testid="light-switch-title">
          {light.name}
        </Title>
        <LightBadge on={light.on} level={light.level} testId="light-switch-state" />
        <InstallBadge state={light.installState} testId="light-switch-install-state" />
        <ConnectionBadge state={light.connection} />
      </Group>
      <LightSwitchControl
        light={light}
        canSwitch={permissions.can(gate.key('LIGHT_SWITCH_INSTALL'))}
        waiting={requested !== null}
        onSend={onSend}
        sending={send.isPending}
      />
      <SensorFacts
        testId="light-switch-facts"
        facts={[
          { label: intl.formatMessage(m.unit), value: light.unitName ?? none },
          { label: intl.formatMessage(m.location), value: light.locationName ?? none },
          { label: intl.formatMessage(m.router), value: light.gatewayName ?? none },
          { label: intl.formatMessage(m.serial), value: light.serial },
          {
            label: intl.formatMessage(m.defaultLevel),
            value: intl.formatMessage(m.percent, { value: light.config.defaultLevel }),
          },
          { label: intl.formatMessage(m.fadeSeconds), value: light.config.fadeSeconds },
          {
            label: intl.formatMessage(m.ledIndicator),
            value: intl.formatMessage(ledLabels[light.config.ledIndicator]),
          },
          {
            label: intl.formatMessage(m.lastSeen),
            value: light.lastSeenAt ? intl.formatDate(light.lastSeenAt, dateTime) : none,
          },
          { label: intl.formatMessage(m.added), value: intl.formatDate(light.createdAt, dateTime) },
        ]}
      />
    </Stack>
  );
}
