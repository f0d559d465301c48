import * as z from '../zod.ts';

/**
 * Smart building, devices: what every device screen and endpoint shares (spec part 3, sections 3,
 * 4 and 9). The states are the spec's canonical values; each vendor adapter maps its own onto them.
 */

/** Part 3 section 4: lock install state, plus UNINSTALLED once a device is taken out (D170). */
export const INSTALL_STATES = [
  'INSTALLED',
  'INSTALLING',
  'CONFIGURING',
  'CONFIGURATION_ERROR',
  'UNINSTALLING',
  'INSTALLATION_ERROR',
  'UNINSTALLATION_ERROR',
  'UNINSTALLED',
] as const;
export const installState = z.enum(INSTALL_STATES);
export type InstallState = z.infer<typeof installState>;

/** States an install or uninstall ends in; the others are still under way. */
export const FINISHED_INSTALL_STATES: readonly InstallState[] = [
  'INSTALLED',
  'CONFIGURATION_ERROR',
  'INSTALLATION_ERROR',
  'UNINSTALLATION_ERROR',
  'UNINSTALLED',
];

export const CONNECTIONS = ['ONLINE', 'OFFLINE'] as const;
export const connection = z.enum(CONNECTIONS);
export type Connection = z.infer<typeof connection>;

/** Part 3 section 4: lock sync state; null when the lock holds what the portal holds. */
export const SYNC_STATES = ['WAITING_FOR_SYNC', 'FAILED', 'UPLOADING'] as const;
export const syncState = z.enum(SYNC_STATES);
export type SyncState = z.infer<typeof syncState>;

export const DEVICE_KINDS = ['LOCK', 'THERMOSTAT', 'LEAK_SENSOR', 'LIGHT_SWITCH'] as const;
export const deviceKind = z.enum(DEVICE_KINDS);
export type DeviceKind = z.infer<typeof deviceKind>;

/** The five lock families of part 3 section 2. */
export const LOCK_FAMILIES = ['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX'] as const;
export const lockFamily = z.enum(LOCK_FAMILIES);
export type LockFamily = z.infer<typeof lockFamily>;

/** Every adapter: one per lock family, one for each other kind. */
export const FAMILIES = [...LOCK_FAMILIES, 'THERMOSTAT', 'LEAK_SENSOR', 'LIGHT_SWITCH'] as const;
export const family = z.enum(FAMILIES);
export type Family = z.infer<typeof family>;

/** Part 3 section 4: the eight lock actions a lock may list in `availableActions`. */
export const LOCK_ACTIONS = [
  'CHANGE_LOCATION',
  'CHANGE_ROUTER',
  'RE_SYNC_DATABASE',
  'SEND_SECURITY_TOKEN',
  'SYNC_TIME',
  'DELETE_LOCK',
  'READ_CONFIG',
  'SEND_SCAN_CONNECTION_LOGS',
] as const;
export const lockAction = z.enum(LOCK_ACTIONS);
export type LockAction = z.infer<typeof lockAction>;

/** Work a device can be asked to do; each runs as a job, step by step (D171). */
export const COMMANDS = [
  'INSTALL',
  'UNINSTALL',
  'SYNC',
  'CONFIGURE',
  'FIRMWARE_UPDATE',
  ...LOCK_ACTIONS,
  'RESET',
  'SET_POINT',
  'SWITCH',
  /** Hold a lock open (passage mode) or lock it again: params { open } (auto-open rules, D244). */
  'HOLD_OPEN',
] as const;
export const command = z.enum(COMMANDS);
export type Command = z.infer<typeof command>;

export const COMMAND_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export const commandStatus = z.enum(COMMAND_STATUSES);
export type CommandStatus = z.infer<typeof commandStatus>;

export const GATEWAY_KINDS = ['ROUTER', 'CLOUD_NODE', 'SITE', 'BUILDING'] as const;
export const gatewayKind = z.enum(GATEWAY_KINDS);

export const EVENT_KINDS = [
  'ACCESS',
  'CONNECTION',
  'INSTALL',
  'SYNC',
  'COMMAND',
  'BATTERY',
  'LEAK',
  'TEMPERATURE',
  'SWITCH',
  'CONFIG',
  'AUDIT',
  'NOTIFICATION',
  'FIRMWARE',
] as const;
export const eventKind = z.enum(EVENT_KINDS);
export type EventKind = z.infer<typeof eventKind>;

/** Part 3 section 9: the locks list refreshes every 30000 ms (when the socket is down). */
export const LOCKS_REFRESH_MS = 30_000;
/** Part 3 section 9: the devices home view pages by 100. */
export const DEVICES_HOME_PAGE_SIZE = 100;
/** A battery at or under this level is low (raises an alert; D173). */
export const LOW_BATTERY_PERCENT = 20;

/** The state every device row shares, whatever its kind. */
export const deviceState = z.object({
  id: z.uuid(),
  kind: deviceKind,
  family,
  name: z.string(),
  serial: z.string(),
  model: z.string().nullable(),
  firmware: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  unitId: z.uuid().nullable(),
  unitName: z.string().nullable(),
  gatewayId: z.uuid().nullable(),
  gatewayName: z.string().nullable(),
  installState: installState,
  connection,
  syncState: syncState.nullable(),
  battery: z.number().int().nullable(),
  /** Part 3 section 3: metaInfo.state.availableActions, flattened. */
  availableActions: z.array(lockAction),
  additionalReaderType: z.string().nullable(),
  reading: z.record(z.string(), z.unknown()),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeviceState = z.infer<typeof deviceState>;

export const deviceCommand = z.object({
  id: z.uuid(),
  deviceId: z.uuid(),
  command,
  status: commandStatus,
  step: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommand>;

export const deviceEvent = z.object({
  id: z.uuid(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  kind: eventKind,
  detail: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
});
export type DeviceEvent = z.infer<typeof deviceEvent>;

/** What the socket carries when a device changes (realtime event DEVICE_CHANGED). */
export const deviceChange = deviceState.pick({
  id: true,
  kind: true,
  family: true,
  installState: true,
  connection: true,
  syncState: true,
  battery: true,
  availableActions: true,
  reading: true,
  updatedAt: true,
});
export type DeviceChange = z.infer<typeof deviceChange>;
