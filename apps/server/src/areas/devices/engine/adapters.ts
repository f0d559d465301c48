import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection, Family, InstallState, LockAction, SyncState } from '@lintel/contracts/devices/common';
import type { DeviceAdapter, DevicePatch, StepOutcome, VendorCall, VendorEvent } from './adapter.ts';
import { canonical, FAMILY_DEFINITIONS, type FamilyDefinition, vendorWord } from './families.ts';
import { PLANS } from './plans.ts';
import { DeviceSimulator } from './simulator.ts';

/** Actions a lock offers while it is offline: the ones that need no answer from the lock itself. */
const OFFLINE_ACTIONS: readonly LockAction[] = ['CHANGE_LOCATION', 'DELETE_LOCK'];

/** The lock actions of a family in a state (part 3 section 4: only these are offered). */
export function actionsIn(
  definition: FamilyDefinition,
  state: { installState: InstallState; connection: Connection; syncState: SyncState | null },
): LockAction[] {
  if (
    state.installState === 'UNINSTALLED' ||
    state.installState === 'INSTALLING' ||
    state.installState === 'UNINSTALLING'
  ) {
    return [];
  }
  if (state.installState !== 'INSTALLED') return definition.actions.filter((a) => a === 'DELETE_LOCK');
  const busy = state.syncState === 'WAITING_FOR_SYNC' || state.syncState === 'UPLOADING';
  return definition.actions.filter((action) => {
    if (state.connection === 'OFFLINE' && !OFFLINE_ACTIONS.includes(action)) return false;
    return !(busy && action === 'RE_SYNC_DATABASE');
  });
}

/** What the simulated vendor replies to a step, in its own words. */
interface VendorReply {
  install?: string;
  connection?: string;
  sync?: string;
}

function effects(call: VendorCall, at: Date): { patch: DevicePatch; events: VendorEvent[] } {
  const { command, params, device, commandId, step } = call;
  const event = (kind: VendorEvent['kind'], detail: Record<string, unknown>): VendorEvent => ({
    sourceId: `command:${commandId}:${step}`,
    kind,
    detail,
    occurredAt: at,
  });
  switch (command) {
    case 'CHANGE_LOCATION':
      return { patch: { locationId: (params.locationId as string | null) ?? null }, events: [] };
    case 'CHANGE_ROUTER':
      return { patch: { gatewayId: (params.gatewayId as string | null) ?? null }, events: [] };
    case 'READ_CONFIG':
      return {
        patch: { config: { ...device.config, readAt: at.toISOString() } },
        events: [event('CONFIG', { config: device.config })],
      };
    case 'SET_POINT':
      return { patch: { reading: { ...device.reading, ...params } }, events: [event('TEMPERATURE', params)] };
    case 'SWITCH':
      return { patch: { reading: { ...device.reading, ...params } }, events: [event('SWITCH', params)] };
    case 'RESET':
      return { patch: { reading: { ...device.reading, reset: at.toISOString() } }, events: [] };
    case 'FIRMWARE_UPDATE': {
      const total = PLANS.FIRMWARE_UPDATE.steps.length;
      const progress = Math.round(((step + 1) / total) * 100);
      const done = step + 1 === total;
      return {
        patch: {
          reading: { ...device.reading, firmwareProgress: done ? null : progress },
          ...(done ? { firmware: String(params.version ?? 'latest') } : {}),
        },
        events: [event('FIRMWARE', { progress })],
      };
    }
    case 'SEND_SCAN_CONNECTION_LOGS':
      return { patch: {}, events: [event('CONNECTION', { scanned: true })] };
    default:
      return { patch: {}, events: [] };
  }
}

/** Waits as long as the simulated vendor takes; tests pass one that does not wait. */
export type Delay = (ms: number) => Promise<unknown>;

/**
 * An adapter for one family, talking to the simulator in that vendor's words. A real vendor's
 * adapter has the same shape: it sends the call, reads the reply in the vendor's words and maps it.
 */
export function simulatedAdapter(family: Family, simulator: DeviceSimulator, delay: Delay = sleep): DeviceAdapter {
  const definition = FAMILY_DEFINITIONS[family];
  return {
    family,
    kind: definition.kind,
    commands: definition.commands,
    availableActions: (state) => actionsIn(definition, state),
    async step(call: VendorCall): Promise<StepOutcome> {
      const plan = PLANS[call.command];
      const planned = plan.steps[call.step];
      if (!planned) throw new Error(`${call.command} has no step ${call.step}`);
      const { answer, latencyMs } = simulator.answer(call.device.serial, call.commandId, call.step, call.attempt);
      await delay(latencyMs);
      if (answer === 'unreachable') return { outcome: 'unreachable', error: 'The device did not answer.' };
      const target = answer === 'ok' ? planned.onSuccess : planned.onRefusal;
      // The vendor's reply, in its words; the adapter maps it back to canonical states.
      const reply: VendorReply = {
        ...(target.installState ? { install: vendorWord(definition.installWords, target.installState) } : {}),
        ...(target.connection ? { connection: vendorWord(definition.connectionWords, target.connection) } : {}),
        ...(target.syncState !== undefined ? { sync: vendorWord(definition.syncWords, target.syncState) } : {}),
      };
      const patch: DevicePatch = {
        ...(reply.install ? { installState: canonical(definition.installWords, reply.install) } : {}),
        ...(reply.connection ? { connection: canonical(definition.connectionWords, reply.connection) } : {}),
        ...(reply.sync !== undefined ? { syncState: canonical(definition.syncWords, reply.sync) } : {}),
      };
      const at = new Date();
      if (answer === 'refused') {
        return { outcome: 'failed', patch, events: [], error: 'The device refused the command.' };
      }
      const effect = effects(call, at);
      if (call.command === 'INSTALL' && patch.installState === 'INSTALLED' && definition.additionalReaderType) {
        patch.additionalReaderType = definition.additionalReaderType;
      }
      const last = call.step === plan.steps.length - 1;
      return { outcome: last ? 'done' : 'next', patch: { ...patch, ...effect.patch }, events: effect.events };
    },
  };
}

/** Every family's adapter, all played by one simulator. */
export function simulatedAdapters(simulator = new DeviceSimulator(), delay?: Delay): Record<Family, DeviceAdapter> {
  const families = Object.keys(FAMILY_DEFINITIONS) as Family[];
  return Object.fromEntries(families.map((family) => [family, simulatedAdapter(family, simulator, delay)])) as Record<
    Family,
    DeviceAdapter
  >;
}
