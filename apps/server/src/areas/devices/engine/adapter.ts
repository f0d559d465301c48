import type {
  Command,
  Connection,
  DeviceKind,
  Family,
  InstallState,
  LockAction,
  SyncState,
} from '@lintel/contracts/devices/common';
import type { DoorAnswer, DoorEntryPush } from '../../../platform/doors/doors.ts';

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
  /** Last known battery and connection (what a vendor's stream goes on from). */
  readonly battery?: number | null;
  readonly connection?: Connection;
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

/** The state a device's actions depend on. */
export interface ActionState {
  installState: InstallState;
  connection: Connection;
  syncState: SyncState | null;
}

/** One step of a command: every named method of an adapter that does vendor work has this shape. */
export type StepMethod = (call: VendorCall) => Promise<StepOutcome>;

/** The logs a vendor keeps for a device (the connection, audit and notification logs of the screens). */
export type LogKind = 'ACCESS' | 'CONNECTION' | 'AUDIT' | 'NOTIFICATION';

/**
 * What every device adapter does, whatever the kind: the commands it accepts, the lock actions a
 * state offers, and the vendor work by name. Install, uninstall, configure, read the configuration
 * and sync (sync, then upload) are steps of commands (plans.ts names the method of each step);
 * `readLogs` reads a vendor log; `events` is the stream in: what the devices reported between two
 * instants, in canonical values (what `ingestEvents` takes).
 */
interface AdapterBase {
  readonly family: Family;
  readonly kind: DeviceKind;
  /** The commands this family accepts (the others are refused before anything is queued). */
  readonly commands: readonly Command[];
  /** The lock actions a device offers in a given state (part 3 section 4, `availableActions`). */
  availableActions(state: ActionState): LockAction[];
  install: StepMethod;
  uninstall: StepMethod;
  configure: StepMethod;
  readConfig: StepMethod;
  /** Sync, first half: the vendor takes the portal's data (WAITING_FOR_SYNC → UPLOADING). */
  sync: StepMethod;
  /** Sync, second half: the device has the data (UPLOADING → in sync). */
  upload: StepMethod;
  /** The one-step commands of the kind (a lock action, a set point, a switch, a reset). */
  action: StepMethod;
  readLogs(device: DeviceRef, log: LogKind, since: Date, until: Date): Promise<VendorEvent[]>;
  /** The stream in: what the device reported in [since, until), each event with its vendor id. */
  events(device: DeviceRef, since: Date, until: Date): Promise<VendorEvent[]>;
}

/**
 * What a lock holds of the portal's access: entries (a credential with its window and hours) put and
 * removed one at a time, each answered confirmed, refused or unreachable (D210). A repeated put
 * replaces the entry; removing one the lock does not hold is confirmed.
 */
export interface LockCredentials {
  put(device: Pick<DeviceRef, 'id' | 'serial'>, entry: DoorEntryPush, attempt: number): Promise<DoorAnswer>;
  remove(device: Pick<DeviceRef, 'id' | 'serial'>, key: string, attempt: number): Promise<DoorAnswer>;
  /**
   * The simulator's locks keep what they were told in the portal's database (the vendor's side of
   * it, `simulated_door_entries`), and can be tried from the portal; a real vendor's lock keeps its
   * own memory.
   */
  readonly simulated: boolean;
}

/** A lock of one of the five families (part 3 section 2, "Locks"); its actions are the eight lock actions. */
export interface LockAdapter extends AdapterBase {
  readonly kind: 'LOCK';
  readonly credentials: LockCredentials;
}

/** A thermostat: set points and schedules, reset, and firmware updates in steps (with progress). */
export interface ThermostatAdapter extends AdapterBase {
  readonly kind: 'THERMOSTAT';
  firmware: StepMethod;
}

export interface LeakSensorAdapter extends AdapterBase {
  readonly kind: 'LEAK_SENSOR';
}

export interface LightSwitchAdapter extends AdapterBase {
  readonly kind: 'LIGHT_SWITCH';
}

/** Any device adapter; the engine picks the family's. */
export type DeviceAdapter = LockAdapter | ThermostatAdapter | LeakSensorAdapter | LightSwitchAdapter;

/** A router, cloud node, site or building as its vendor lists it. */
export interface GatewayRef {
  readonly externalId: string;
  readonly name: string;
  readonly kind: 'ROUTER' | 'CLOUD_NODE' | 'SITE' | 'BUILDING';
  readonly connection: Connection;
}

/**
 * What devices hang off (part 3 section 2: PDK cloud nodes, Yale and Allegion routers, Brivo
 * sites, ButterflyMX buildings, sensor and switch routers): import from the vendor, connect and
 * disconnect, its connection log, and its stream in (connection changes).
 */
export interface RouterAdapter {
  readonly family: Family;
  importGateways(account: string): Promise<GatewayRef[]>;
  connect(externalId: string, attempt: number): Promise<{ connection: Connection } | { unreachable: string }>;
  disconnect(externalId: string, attempt: number): Promise<{ connection: Connection } | { unreachable: string }>;
  readLogs(externalId: string, since: Date, until: Date): Promise<VendorEvent[]>;
}

/**
 * Runs one step of a command: the plan names the adapter's method for the step (`install`,
 * `configure`, `sync`, `upload`, `action`, `firmware`, …); a kind without that method cannot do it.
 */
export function runStep(adapter: DeviceAdapter, method: string, call: VendorCall): Promise<StepOutcome> {
  const named = (adapter as unknown as Record<string, StepMethod | undefined>)[method];
  if (typeof named !== 'function') throw new Error(`${adapter.family} has no ${method}`);
  return named.call(adapter, call);
}
