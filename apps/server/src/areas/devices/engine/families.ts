import type {
  Command,
  Connection,
  DeviceKind,
  Family,
  InstallState,
  LockAction,
  SyncState,
} from '@lintel/contracts/devices/common';

/**
 * Each vendor's own words for a device's state, and how they map onto the spec's canonical states
 * (D170). The simulator answers in these words, as the vendor would; the adapter translates.
 */
export interface FamilyDefinition {
  readonly family: Family;
  readonly kind: DeviceKind;
  /** The vendor's install states → canonical. Every canonical install state has one vendor word. */
  readonly installWords: Readonly<Record<string, InstallState>>;
  readonly connectionWords: Readonly<Record<string, Connection>>;
  /** The vendor's sync words; null maps to "in sync". */
  readonly syncWords: Readonly<Record<string, SyncState | null>>;
  readonly commands: readonly Command[];
  /** The lock actions this family can ever offer (part 3 section 6, action-button gates by area). */
  readonly actions: readonly LockAction[];
  /** The reader type of a wired door's secondary reader, when it has one. */
  readonly additionalReaderType?: string;
}

const base: Command[] = ['INSTALL', 'UNINSTALL'];

export const FAMILY_DEFINITIONS: Readonly<Record<Family, FamilyDefinition>> = {
  PDK: {
    family: 'PDK',
    kind: 'LOCK',
    installWords: {
      Provisioned: 'INSTALLED',
      Provisioning: 'INSTALLING',
      Configuring: 'CONFIGURING',
      ConfigFault: 'CONFIGURATION_ERROR',
      Deprovisioning: 'UNINSTALLING',
      ProvisionFault: 'INSTALLATION_ERROR',
      DeprovisionFault: 'UNINSTALLATION_ERROR',
      Unprovisioned: 'UNINSTALLED',
    },
    connectionWords: { Connected: 'ONLINE', Disconnected: 'OFFLINE' },
    syncWords: { Pending: 'WAITING_FOR_SYNC', Failed: 'FAILED', Syncing: 'UPLOADING', Synced: null },
    commands: [...base, 'DELETE_LOCK', 'CHANGE_LOCATION', 'READ_CONFIG', 'SYNC', 'HOLD_OPEN'],
    actions: ['CHANGE_LOCATION', 'DELETE_LOCK', 'READ_CONFIG'],
    additionalReaderType: 'WIEGAND',
  },
  YALE: {
    family: 'YALE',
    kind: 'LOCK',
    installWords: {
      ACTIVE: 'INSTALLED',
      PAIRING: 'INSTALLING',
      SETUP: 'CONFIGURING',
      SETUP_FAILED: 'CONFIGURATION_ERROR',
      UNPAIRING: 'UNINSTALLING',
      PAIRING_FAILED: 'INSTALLATION_ERROR',
      UNPAIRING_FAILED: 'UNINSTALLATION_ERROR',
      UNPAIRED: 'UNINSTALLED',
    },
    connectionWords: { CONNECTED: 'ONLINE', DISCONNECTED: 'OFFLINE' },
    syncWords: { QUEUED: 'WAITING_FOR_SYNC', ERROR: 'FAILED', TRANSFERRING: 'UPLOADING', IN_SYNC: null },
    commands: [
      ...base,
      'CHANGE_ROUTER',
      'RE_SYNC_DATABASE',
      'READ_CONFIG',
      'CONFIGURE',
      'SYNC',
      'SEND_SCAN_CONNECTION_LOGS',
      'HOLD_OPEN',
    ],
    actions: ['CHANGE_ROUTER', 'RE_SYNC_DATABASE', 'READ_CONFIG', 'SEND_SCAN_CONNECTION_LOGS'],
  },
  ALLEGION: {
    family: 'ALLEGION',
    kind: 'LOCK',
    installWords: {
      commissioned: 'INSTALLED',
      commissioning: 'INSTALLING',
      configuring: 'CONFIGURING',
      configFailed: 'CONFIGURATION_ERROR',
      decommissioning: 'UNINSTALLING',
      commissionFailed: 'INSTALLATION_ERROR',
      decommissionFailed: 'UNINSTALLATION_ERROR',
      available: 'UNINSTALLED',
    },
    connectionWords: { online: 'ONLINE', offline: 'OFFLINE' },
    syncWords: { pendingUpload: 'WAITING_FOR_SYNC', uploadFailed: 'FAILED', uploading: 'UPLOADING', current: null },
    commands: [
      ...base,
      'CHANGE_LOCATION',
      'CHANGE_ROUTER',
      'RE_SYNC_DATABASE',
      'SEND_SECURITY_TOKEN',
      'SYNC_TIME',
      'DELETE_LOCK',
      'READ_CONFIG',
      'SEND_SCAN_CONNECTION_LOGS',
      'CONFIGURE',
      'SYNC',
      'HOLD_OPEN',
    ],
    actions: [
      'CHANGE_LOCATION',
      'CHANGE_ROUTER',
      'RE_SYNC_DATABASE',
      'SEND_SECURITY_TOKEN',
      'SYNC_TIME',
      'DELETE_LOCK',
      'READ_CONFIG',
      'SEND_SCAN_CONNECTION_LOGS',
    ],
  },
  BRIVO: {
    family: 'BRIVO',
    kind: 'LOCK',
    installWords: {
      ENABLED: 'INSTALLED',
      ENABLING: 'INSTALLING',
      CONFIGURING: 'CONFIGURING',
      CONFIG_ERROR: 'CONFIGURATION_ERROR',
      DISABLING: 'UNINSTALLING',
      ENABLE_ERROR: 'INSTALLATION_ERROR',
      DISABLE_ERROR: 'UNINSTALLATION_ERROR',
      DISABLED: 'UNINSTALLED',
    },
    connectionWords: { online: 'ONLINE', offline: 'OFFLINE' },
    syncWords: { pending: 'WAITING_FOR_SYNC', failed: 'FAILED', syncing: 'UPLOADING', synced: null },
    commands: [...base, 'CHANGE_LOCATION', 'SYNC', 'HOLD_OPEN'],
    actions: ['CHANGE_LOCATION'],
  },
  BUTTERFLYMX: {
    family: 'BUTTERFLYMX',
    kind: 'LOCK',
    installWords: {
      live: 'INSTALLED',
      linking: 'INSTALLING',
      setup: 'CONFIGURING',
      setupError: 'CONFIGURATION_ERROR',
      unlinking: 'UNINSTALLING',
      linkError: 'INSTALLATION_ERROR',
      unlinkError: 'UNINSTALLATION_ERROR',
      unlinked: 'UNINSTALLED',
    },
    connectionWords: { up: 'ONLINE', down: 'OFFLINE' },
    syncWords: { queued: 'WAITING_FOR_SYNC', failed: 'FAILED', sending: 'UPLOADING', done: null },
    commands: [...base, 'CHANGE_LOCATION'],
    actions: ['CHANGE_LOCATION'],
  },
  THERMOSTAT: {
    family: 'THERMOSTAT',
    kind: 'THERMOSTAT',
    installWords: {
      installed: 'INSTALLED',
      joining: 'INSTALLING',
      configuring: 'CONFIGURING',
      configError: 'CONFIGURATION_ERROR',
      leaving: 'UNINSTALLING',
      joinError: 'INSTALLATION_ERROR',
      leaveError: 'UNINSTALLATION_ERROR',
      uninstalled: 'UNINSTALLED',
    },
    connectionWords: { online: 'ONLINE', offline: 'OFFLINE' },
    syncWords: { pending: 'WAITING_FOR_SYNC', failed: 'FAILED', sending: 'UPLOADING', ok: null },
    commands: [...base, 'CONFIGURE', 'READ_CONFIG', 'FIRMWARE_UPDATE', 'RESET', 'SET_POINT', 'CHANGE_LOCATION'],
    actions: [],
  },
  LEAK_SENSOR: {
    family: 'LEAK_SENSOR',
    kind: 'LEAK_SENSOR',
    installWords: {
      installed: 'INSTALLED',
      joining: 'INSTALLING',
      configuring: 'CONFIGURING',
      configError: 'CONFIGURATION_ERROR',
      leaving: 'UNINSTALLING',
      joinError: 'INSTALLATION_ERROR',
      leaveError: 'UNINSTALLATION_ERROR',
      uninstalled: 'UNINSTALLED',
    },
    connectionWords: { online: 'ONLINE', offline: 'OFFLINE' },
    syncWords: { pending: 'WAITING_FOR_SYNC', failed: 'FAILED', sending: 'UPLOADING', ok: null },
    commands: [...base, 'CHANGE_ROUTER', 'CHANGE_LOCATION'],
    actions: [],
  },
  LIGHT_SWITCH: {
    family: 'LIGHT_SWITCH',
    kind: 'LIGHT_SWITCH',
    installWords: {
      installed: 'INSTALLED',
      joining: 'INSTALLING',
      configuring: 'CONFIGURING',
      configError: 'CONFIGURATION_ERROR',
      leaving: 'UNINSTALLING',
      joinError: 'INSTALLATION_ERROR',
      leaveError: 'UNINSTALLATION_ERROR',
      uninstalled: 'UNINSTALLED',
    },
    connectionWords: { online: 'ONLINE', offline: 'OFFLINE' },
    syncWords: { pending: 'WAITING_FOR_SYNC', failed: 'FAILED', sending: 'UPLOADING', ok: null },
    commands: [...base, 'CONFIGURE', 'READ_CONFIG', 'SWITCH', 'CHANGE_ROUTER', 'CHANGE_LOCATION'],
    actions: [],
  },
};

/** The vendor's word for a canonical state (the simulator answers in it). */
export function vendorWord<T extends string | null>(words: Readonly<Record<string, T>>, canonical: T): string {
  const word = Object.entries(words).find(([, value]) => value === canonical)?.[0];
  if (word === undefined) throw new Error(`no vendor word for ${String(canonical)}`);
  return word;
}

/** The canonical state of a vendor's word; an unknown word is a vendor error, never a guess. */
export function canonical<T extends string | null>(words: Readonly<Record<string, T>>, word: string): T {
  if (!Object.hasOwn(words, word)) throw new Error(`unknown vendor state ${word}`);
  return words[word] as T;
}
