import type { Command, InstallState, SyncState } from '@lintel/contracts/devices/common';
import type { DevicePatch } from './adapter.ts';

/**
 * What each command does, step by step, in canonical states (D171). The state a command puts the
 * device in when it is asked (`requested`) is written with the request; each step then says where a
 * success leads and where a refusal leaves the device. Part 3 section 4 gives the states, not the
 * transitions; these are the ones the issue names: install INSTALLING → CONFIGURING → INSTALLED (or
 * INSTALLATION_ERROR / CONFIGURATION_ERROR), uninstall UNINSTALLING → UNINSTALLED (or
 * UNINSTALLATION_ERROR), sync WAITING_FOR_SYNC → UPLOADING → synced (or FAILED).
 */
export interface PlanStep {
  /** What the vendor is asked in this step (the adapter's method). */
  readonly call: 'install' | 'configure' | 'uninstall' | 'sync' | 'upload' | 'action' | 'readConfig' | 'firmware';
  readonly onSuccess: DevicePatch;
  readonly onRefusal: DevicePatch;
}

export interface Plan {
  readonly requested: DevicePatch;
  readonly steps: readonly PlanStep[];
}

const installing = (state: InstallState): DevicePatch => ({ installState: state });
const syncing = (state: SyncState | null): DevicePatch => ({ syncState: state });

const sync: Plan = {
  requested: syncing('WAITING_FOR_SYNC'),
  steps: [
    { call: 'sync', onSuccess: syncing('UPLOADING'), onRefusal: syncing('FAILED') },
    { call: 'upload', onSuccess: syncing(null), onRefusal: syncing('FAILED') },
  ],
};

const oneStep = (call: PlanStep['call']): Plan => ({ requested: {}, steps: [{ call, onSuccess: {}, onRefusal: {} }] });

export const PLANS: Readonly<Record<Command, Plan>> = {
  INSTALL: {
    requested: installing('INSTALLING'),
    steps: [
      { call: 'install', onSuccess: installing('CONFIGURING'), onRefusal: installing('INSTALLATION_ERROR') },
      {
        call: 'configure',
        onSuccess: { installState: 'INSTALLED', connection: 'ONLINE' },
        onRefusal: installing('CONFIGURATION_ERROR'),
      },
    ],
  },
  UNINSTALL: {
    requested: installing('UNINSTALLING'),
    steps: [
      {
        call: 'uninstall',
        onSuccess: { installState: 'UNINSTALLED', connection: 'OFFLINE', syncState: null },
        onRefusal: installing('UNINSTALLATION_ERROR'),
      },
    ],
  },
  // Deleting a lock takes it out at the vendor first; the engine then removes the row.
  DELETE_LOCK: {
    requested: installing('UNINSTALLING'),
    steps: [{ call: 'uninstall', onSuccess: installing('UNINSTALLED'), onRefusal: installing('UNINSTALLATION_ERROR') }],
  },
  SYNC: sync,
  RE_SYNC_DATABASE: sync,
  CONFIGURE: {
    requested: installing('CONFIGURING'),
    steps: [{ call: 'configure', onSuccess: installing('INSTALLED'), onRefusal: installing('CONFIGURATION_ERROR') }],
  },
  READ_CONFIG: oneStep('readConfig'),
  FIRMWARE_UPDATE: {
    requested: {},
    steps: [
      { call: 'firmware', onSuccess: {}, onRefusal: {} },
      { call: 'firmware', onSuccess: {}, onRefusal: {} },
      { call: 'firmware', onSuccess: {}, onRefusal: {} },
    ],
  },
  CHANGE_LOCATION: oneStep('action'),
  CHANGE_ROUTER: oneStep('action'),
  SEND_SECURITY_TOKEN: oneStep('action'),
  SYNC_TIME: oneStep('action'),
  SEND_SCAN_CONNECTION_LOGS: oneStep('action'),
  RESET: oneStep('action'),
  SET_POINT: oneStep('action'),
  SWITCH: oneStep('action'),
  HOLD_OPEN: oneStep('action'),
};
