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
 * The seam between Lintel and a vendor (D170): one adapter per lock family and one per other device
 * kind. The engine never speaks a vendor's language: it asks an adapter to do one step of a command
 * and gets back the device's new state in the spec's canonical values. Every call carries the
 * command's id, the step and the attempt, so a vendor (or the simulator) that sees the same call twice
 * answers it once; that is what makes a step safe to run again after a crash.
 */

/** What an adapter knows of a device: the row's facts it may need to talk to the vendor. */
export interface DeviceRef {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly family: Family;
  readonly serial: string;
  readonly gatewayExternalId: string | null;
  readonly config: Record<string, unknown>;
  readonly reading: Record<string, unknown>;
}

export interface VendorCall {
  readonly device: DeviceRef;
  readonly commandId: string;
  readonly command: Command;
  /** 0 for the first step of the command. */
  readonly step: number;
  /** 1 for the first try of this step. */
  readonly attempt: number;
  readonly params: Record<string, unknown>;
}

/** A change to the device row, in canonical values; fields left out stay as they are. */
export interface DevicePatch {
  installState?: InstallState;
  connection?: Connection;
  syncState?: SyncState | null;
  battery?: number | null;
  availableActions?: LockAction[];
  additionalReaderType?: string | null;
  firmware?: string | null;
  reading?: Record<string, unknown>;
  config?: Record<string, unknown>;
  locationId?: string | null;
  gatewayId?: string | null;
}

/** An event the step produced, stored once per `sourceId` in the device's history. */
export interface VendorEvent {
  readonly sourceId: string;
  readonly kind:
    | 'ACCESS'
    | 'CONNECTION'
    | 'INSTALL'
    | 'SYNC'
    | 'COMMAND'
    | 'BATTERY'
    | 'LEAK'
    | 'TEMPERATURE'
    | 'SWITCH'
    | 'CONFIG'
    | 'AUDIT'
    | 'NOTIFICATION'
    | 'FIRMWARE';
  readonly detail: Record<string, unknown>;
  readonly occurredAt: Date;
}

/**
 * How one step ended:
 * - `next`: done, the command goes on to the following step with this patch applied;
 * - `done`: the command succeeded;
 * - `failed`: the vendor refused for good (the command fails, the patch shows why);
 * - `unreachable`: the vendor did not answer; the step is tried again later (and counts against
 *   the device's circuit breaker).
 */
export type StepOutcome =
  | { readonly outcome: 'next' | 'done'; readonly patch: DevicePatch; readonly events: readonly VendorEvent[] }
  | {
      readonly outcome: 'failed';
      readonly patch: DevicePatch;
      readonly events: readonly VendorEvent[];
      readonly error: string;
    }
  | { readonly outcome: 'unreachable'; readonly error: string };

/** What every adapter does, whatever the kind: one step of a command, and the logs it keeps. */
export interface DeviceAdapter {
  readonly family: Family;
  readonly kind: DeviceKind;
  /** The commands this family accepts (the others are refused before anything is queued). */
  readonly commands: readonly Command[];
  /** The lock actions a device offers in a given state (part 3 section 4, `availableActions`). */
  availableActions(state: {
    installState: InstallState;
    connection: Connection;
    syncState: SyncState | null;
  }): LockAction[];
  /** Runs one step of a command against the vendor. */
  step(call: VendorCall): Promise<StepOutcome>;
}
