import type { MessageDescriptor } from 'react-intl';
import { defineStateMap } from '../../../../app/kit/StatusBadge.tsx';
import { thermostatMessages as m } from '../../thermostats.messages.ts';

/** How a thermostat's connection and install state read and look on every thermostat screen. */
export const connectionStates = defineStateMap({
  ONLINE: { label: m.online, tone: 'success' },
  OFFLINE: { label: m.offline, tone: 'danger' },
});

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

export const modeLabels: Record<'HEAT' | 'COOL' | 'AUTO' | 'OFF', MessageDescriptor> = {
  HEAT: m.modeHEAT,
  COOL: m.modeCOOL,
  AUTO: m.modeAUTO,
  OFF: m.modeOFF,
};

export const dayLabels: readonly MessageDescriptor[] = [m.day0, m.day1, m.day2, m.day3, m.day4, m.day5, m.day6];
