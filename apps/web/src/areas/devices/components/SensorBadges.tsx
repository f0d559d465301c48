import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineStateMap, StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

/** The install states a sensor or switch goes through (part 3 section 4), each with its tone. */
export const installStates = defineStateMap({
  INSTALLED: { label: m.installed, tone: 'success' },
  INSTALLING: { label: m.installing, tone: 'progress' },
  CONFIGURING: { label: m.configuring, tone: 'progress' },
  CONFIGURATION_ERROR: { label: m.configurationError, tone: 'danger' },
  UNINSTALLING: { label: m.uninstalling, tone: 'progress' },
  INSTALLATION_ERROR: { label: m.installationError, tone: 'danger' },
  UNINSTALLATION_ERROR: { label: m.uninstallationError, tone: 'danger' },
  UNINSTALLED: { label: m.uninstalled, tone: 'neutral' },
});

export const connectionStates = defineStateMap({
  ONLINE: { label: m.online, tone: 'success' },
  OFFLINE: { label: m.offline, tone: 'warning' },
});

export const leakStates = defineStateMap({
  LEAK: { label: m.leakNow, tone: 'danger' },
  DRY: { label: m.dry, tone: 'success' },
});

export const lightStates = defineStateMap({
  ON: { label: m.on, tone: 'info' },
  OFF: { label: m.off, tone: 'neutral' },
});

export function InstallBadge({ state, testId }: { state: string; testId?: string }) {
  return <StatusBadge map={installStates} state={state} {...(testId ? { testId } : {})} />;
}

export function ConnectionBadge({ state, testId }: { state: string; testId?: string }) {
  return <StatusBadge map={connectionStates} state={state} {...(testId ? { testId } : {})} />;
}

export function LeakBadge({ leak, testId }: { leak: boolean; testId?: string }) {
  return <StatusBadge map={leakStates} state={leak ? 'LEAK' : 'DRY'} {...(testId ? { testId } : {})} />;
}

export function LightBadge({ on, level, testId }: { on: boolean; level: number; testId?: string }) {
  const intl = useIntl();
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge map={lightStates} state={on ? 'ON' : 'OFF'} {...(testId ? { testId } : {})} />
      {on && (
        <Text span size="sm" c="gray.7">
          {intl.formatMessage(m.percent, { value: level })}
        </Text>
      )}
    </Group>
  );
}

/** The battery level, with a warning tone at or under the low level (part 3 section 9 constant). */
export function BatteryLevel({ battery }: { battery: number | null }) {
  const intl = useIntl();
  if (battery === null) {
    return (
      <Text span size="sm" c="gray.7">
        {intl.formatMessage(m.none)}
      </Text>
    );
  }
  const low = battery <= LOW_BATTERY_PERCENT;
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm">
        {intl.formatMessage(m.percent, { value: battery })}
      </Text>
      {low && <StatusBadge map={{ LOW: { label: m.lowBattery, tone: 'warning' } }} state="LOW" />}
    </Group>
  );
}
