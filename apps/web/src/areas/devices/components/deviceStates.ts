import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { defineMessages } from '../../../i18n/define.ts';

/**
 * The device states of part 3 section 4, each with its words and tone, for every device screen
 * (locks, thermostats, leak sensors, light switches): one map per kind of state.
 */
const s = defineMessages({
  INSTALLED: { id: 'devices.state.installed', defaultMessage: 'Installed' },
  INSTALLING: { id: 'devices.state.installing', defaultMessage: 'Installing' },
  CONFIGURING: { id: 'devices.state.configuring', defaultMessage: 'Configuring' },
  CONFIGURATION_ERROR: { id: 'devices.state.configurationError', defaultMessage: 'Configuration error' },
  UNINSTALLING: { id: 'devices.state.uninstalling', defaultMessage: 'Uninstalling' },
  INSTALLATION_ERROR: { id: 'devices.state.installationError', defaultMessage: 'Installation error' },
  UNINSTALLATION_ERROR: { id: 'devices.state.uninstallationError', defaultMessage: 'Uninstallation error' },
  UNINSTALLED: { id: 'devices.state.uninstalled', defaultMessage: 'Uninstalled' },
  ONLINE: { id: 'devices.connection.online', defaultMessage: 'Online' },
  OFFLINE: { id: 'devices.connection.offline', defaultMessage: 'Offline' },
  WAITING_FOR_SYNC: { id: 'devices.sync.waiting', defaultMessage: 'Waiting for sync' },
  UPLOADING: { id: 'devices.sync.uploading', defaultMessage: 'Uploading' },
  SYNC_FAILED: { id: 'devices.sync.failed', defaultMessage: 'Sync failed' },
  IN_SYNC: { id: 'devices.sync.inSync', defaultMessage: 'In sync' },
  QUEUED: { id: 'devices.command.queued', defaultMessage: 'Queued' },
  RUNNING: { id: 'devices.command.running', defaultMessage: 'Running' },
  SUCCEEDED: { id: 'devices.command.succeeded', defaultMessage: 'Done' },
  FAILED: { id: 'devices.command.failed', defaultMessage: 'Failed' },
  BATTERY_OK: { id: 'devices.battery.ok', defaultMessage: 'Battery fine' },
  BATTERY_LOW_STATE: { id: 'devices.battery.lowState', defaultMessage: 'Battery low' },
  BATTERY_UNKNOWN: { id: 'devices.battery.unknown', defaultMessage: 'No battery reading' },
});

export const installStates = defineStateMap({
  INSTALLED: { label: s.INSTALLED, tone: 'success' },
  INSTALLING: { label: s.INSTALLING, tone: 'progress' },
  CONFIGURING: { label: s.CONFIGURING, tone: 'progress' },
  CONFIGURATION_ERROR: { label: s.CONFIGURATION_ERROR, tone: 'danger' },
  UNINSTALLING: { label: s.UNINSTALLING, tone: 'progress' },
  INSTALLATION_ERROR: { label: s.INSTALLATION_ERROR, tone: 'danger' },
  UNINSTALLATION_ERROR: { label: s.UNINSTALLATION_ERROR, tone: 'danger' },
  UNINSTALLED: { label: s.UNINSTALLED, tone: 'neutral' },
});

export const connectionStates = defineStateMap({
  ONLINE: { label: s.ONLINE, tone: 'success' },
  OFFLINE: { label: s.OFFLINE, tone: 'danger' },
});

/** The sync state; IN_SYNC stands for the contract's null (nothing waiting). */
export const syncStates = defineStateMap({
  IN_SYNC: { label: s.IN_SYNC, tone: 'neutral' },
  WAITING_FOR_SYNC: { label: s.WAITING_FOR_SYNC, tone: 'info' },
  UPLOADING: { label: s.UPLOADING, tone: 'progress' },
  FAILED: { label: s.SYNC_FAILED, tone: 'danger' },
});

/** The battery as a state: fine, low (at or under LOW_BATTERY_PERCENT) or not read. */
export const batteryStates = defineStateMap({
  OK: { label: s.BATTERY_OK, tone: 'success' },
  LOW: { label: s.BATTERY_LOW_STATE, tone: 'warning' },
  UNKNOWN: { label: s.BATTERY_UNKNOWN, tone: 'neutral' },
});

export const commandStates = defineStateMap({
  QUEUED: { label: s.QUEUED, tone: 'info' },
  RUNNING: { label: s.RUNNING, tone: 'progress' },
  SUCCEEDED: { label: s.SUCCEEDED, tone: 'success' },
  FAILED: { label: s.FAILED, tone: 'danger' },
});
