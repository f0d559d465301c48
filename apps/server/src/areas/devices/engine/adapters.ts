import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection, Family, InstallState, LockAction, SyncState } from '@lintel/contracts/devices/common';
import type { DoorAnswer } from '../../../platform/doors/doors.ts';
import type {
  ActionState,
  DeviceAdapter,
  DevicePatch,
  DeviceRef,
  GatewayRef,
  LockCredentials,
  LogKind,
  RouterAdapter,
  StepOutcome,
  VendorCall,
  VendorEvent,
} from './adapter.ts';
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
    case 'HOLD_OPEN': {
      const heldOpen = params.open === true;
      return { patch: { reading: { ...device.reading, heldOpen } }, events: [event('AUDIT', { heldOpen })] };
    }
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

const MINUTE = 60_000;
/** A stream read covers at most this many minutes (a server that was down does not replay a day). */
const MAX_STREAM_MINUTES = 60;

/** A thermostat's set points at a moment (°F). */
export interface SetPoints {
  heat: number;
  cool: number;
}

const MINUTES_A_WEEK = 7 * 24 * 60;

/**
 * The set points a thermostat holds at `at`: the weekly schedule's entry that began last (D192:
 * `config.schedule = [{ days: 0–6 from Sunday, time: 'HH:MM', heatSetPoint, coolSetPoint }]`, held
 * until the next entry, wrapping round the week; UTC in the simulator), else the set points it
 * was given (its reading), else null.
 */
export function scheduledSetPoints(device: DeviceRef, at: Date): SetPoints | null {
  const schedule = device.config.schedule;
  const now = at.getUTCDay() * 1440 + at.getUTCHours() * 60 + at.getUTCMinutes();
  if (Array.isArray(schedule)) {
    let best: { since: number; points: SetPoints } | null = null;
    for (const entry of schedule as {
      days?: unknown;
      time?: unknown;
      heatSetPoint?: unknown;
      coolSetPoint?: unknown;
    }[]) {
      const time = typeof entry?.time === 'string' ? /^(\d{2}):(\d{2})$/.exec(entry.time) : null;
      if (!time || !Array.isArray(entry.days)) continue;
      if (typeof entry.heatSetPoint !== 'number' || typeof entry.coolSetPoint !== 'number') continue;
      for (const day of entry.days) {
        if (typeof day !== 'number') continue;
        const start = day * 1440 + Number(time[1]) * 60 + Number(time[2]);
        // Minutes since the entry began, going back round the week.
        const since = (now - start + MINUTES_A_WEEK) % MINUTES_A_WEEK;
        if (!best || since < best.since)
          best = { since, points: { heat: entry.heatSetPoint, cool: entry.coolSetPoint } };
      }
    }
    if (best) return best.points;
  }
  const { heatSetPoint, coolSetPoint } = device.reading;
  return typeof heatSetPoint === 'number' && typeof coolSetPoint === 'number'
    ? { heat: heatSetPoint, cool: coolSetPoint }
    : null;
}

/** Where a thermostat's room is heading in a mode: up to heat, down to cool, or nowhere (OFF, in band). */
function thermostatTarget(mode: unknown, points: SetPoints, temperature: number): number | null {
  if (mode === 'OFF') return null;
  if ((mode === 'HEAT' || mode === 'AUTO') && temperature < points.heat) return points.heat;
  if ((mode === 'COOL' || mode === 'AUTO') && temperature > points.cool) return points.cool;
  return null;
}

/**
 * What a simulated device reports minute by minute, in the vendor's words (connection) and canonical
 * values (the rest): a pure function of the seed, the device and the minute, so a minute read twice
 * reports the same events with the same vendor ids.
 */
function simulatedStream(
  definition: FamilyDefinition,
  simulator: DeviceSimulator,
  device: DeviceRef,
  since: Date,
  until: Date,
): { sourceId: string; kind: VendorEvent['kind']; detail: Record<string, unknown>; occurredAt: Date; word?: string }[] {
  const out: ReturnType<typeof simulatedStream> = [];
  const first = Math.max(
    Math.ceil(since.getTime() / MINUTE),
    Math.floor(until.getTime() / MINUTE) - MAX_STREAM_MINUTES,
  );
  const last = Math.ceil(until.getTime() / MINUTE);
  let battery = device.battery ?? null;
  let online = device.connection !== 'OFFLINE';
  let leak = device.reading.leak === true;
  let on = device.reading.on === true;
  let temperature = typeof device.reading.temperature === 'number' ? device.reading.temperature : null;
  const chance = (minute: number, what: string) => simulator.chance('stream', device.id, minute, what);
  for (let minute = first; minute < last; minute++) {
    const at = (offset: string) => new Date(minute * MINUTE + Math.floor(chance(minute, offset) * MINUTE));
    const event = (kind: VendorEvent['kind'], detail: Record<string, unknown>, word?: string) =>
      out.push({ sourceId: `sim:${minute}:${kind}`, kind, detail, occurredAt: at(kind), ...(word ? { word } : {}) });
    // Connections flap now and then; a device that dropped out comes back within minutes.
    if (device.kind !== 'THERMOSTAT') {
      const flap = chance(minute, 'flap');
      const was = online;
      if (online && flap < 0.001) online = false;
      else if (!online && flap < 0.02) online = true;
      if (online !== was) {
        const connection = online ? 'ONLINE' : 'OFFLINE';
        event('CONNECTION', { connection }, vendorWord(definition.connectionWords, connection));
      }
    }
    if (!online) continue;
    if (battery !== null && battery > 0 && chance(minute, 'drain') < 0.03) {
      battery -= 1;
      event('BATTERY', { battery });
    } else if (battery !== null && battery <= 5 && chance(minute, 'replace') < 0.01) {
      battery = 100;
      event('BATTERY', { battery, replaced: true });
    }
    switch (device.kind) {
      case 'LOCK': {
        if (chance(minute, 'door') < 0.3) {
          const granted = chance(minute, 'granted') < 0.9;
          const methods = ['MOBILE', 'FOB', 'PIN'];
          const method = methods[Math.floor(chance(minute, 'method') * methods.length)];
          event('ACCESS', { result: granted ? 'GRANTED' : 'DENIED', method });
        }
        break;
      }
      case 'LEAK_SENSOR': {
        const roll = chance(minute, 'leak');
        if (!leak && roll < 0.0005) {
          leak = true;
          event('LEAK', { leak: true });
        } else if (leak && roll < 0.1) {
          leak = false;
          event('LEAK', { leak: false });
        }
        break;
      }
      case 'THERMOSTAT': {
        // The room drifts half a degree a minute towards what the mode and the set points ask; the
        // minutes spent heating or cooling are reported with the reading (the runtime dashboard, D202).
        const points = scheduledSetPoints(device, new Date(minute * MINUTE));
        if (temperature === null) temperature = points ? Math.round((points.heat + points.cool) / 2) : 70;
        const target = points ? thermostatTarget(device.reading.mode ?? 'AUTO', points, temperature) : null;
        const held =
          points && (points.heat !== device.reading.heatSetPoint || points.cool !== device.reading.coolSetPoint);
        if (target !== null || held) {
          const before = temperature;
          if (target !== null) {
            const step = Math.min(0.5, Math.abs(target - temperature));
            temperature = Math.round((temperature + Math.sign(target - temperature) * step) * 10) / 10;
          }
          event('TEMPERATURE', {
            temperature,
            ...(points ? { heatSetPoint: points.heat, coolSetPoint: points.cool } : {}),
            heatingMinutes: temperature > before ? 1 : 0,
            coolingMinutes: temperature < before ? 1 : 0,
          });
        }
        break;
      }
      case 'LIGHT_SWITCH': {
        if (chance(minute, 'switch') < 0.01) {
          on = !on;
          event('SWITCH', { on });
        }
        break;
      }
    }
  }
  return out;
}

/**
 * An adapter for one family, talking to the simulator in that vendor's words. A real vendor's
 * adapter has the same shape: it sends the call, reads the reply in the vendor's words and maps it.
 */
export function simulatedAdapter(family: Family, simulator: DeviceSimulator, delay: Delay = sleep): DeviceAdapter {
  const definition = FAMILY_DEFINITIONS[family];
  const step = async (call: VendorCall): Promise<StepOutcome> => {
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
  };
  const events = async (device: DeviceRef, since: Date, until: Date): Promise<VendorEvent[]> =>
    simulatedStream(definition, simulator, device, since, until).map(({ word, ...event }) =>
      // The vendor says "Disconnected", "down", "offline": the adapter maps its word.
      word ? { ...event, detail: { connection: canonical(definition.connectionWords, word) } } : event,
    );
  const base = {
    family,
    commands: definition.commands,
    availableActions: (state: ActionState) => actionsIn(definition, state),
    install: step,
    uninstall: step,
    configure: step,
    readConfig: step,
    sync: step,
    upload: step,
    action: step,
    events,
    async readLogs(device: DeviceRef, log: LogKind, since: Date, until: Date) {
      return (await events(device, since, until)).filter((event) => event.kind === log);
    },
  };
  switch (definition.kind) {
    case 'LOCK':
      return { ...base, kind: 'LOCK', credentials: simulatedCredentials(simulator, delay) };
    case 'THERMOSTAT':
      return { ...base, kind: 'THERMOSTAT', firmware: step };
    case 'LEAK_SENSOR':
      return { ...base, kind: 'LEAK_SENSOR' };
    case 'LIGHT_SWITCH':
      return { ...base, kind: 'LIGHT_SWITCH' };
  }
}

/**
 * A simulated lock's answers to the portal's entries: the same faults as its commands (latency, no
 * answer, refusal), drawn from the seed and the entry's key, so a retry of the same change may
 * succeed where the first try did not answer. What a lock that confirmed holds is written by the
 * caller into the simulator's memory (devices/engine/doors.ts).
 */
function simulatedCredentials(simulator: DeviceSimulator, delay: Delay): LockCredentials {
  const answer = async (serial: string, call: string, attempt: number): Promise<DoorAnswer> => {
    const { answer, latencyMs } = simulator.answer(serial, call, 0, attempt);
    await delay(latencyMs);
    if (answer === 'unreachable') return { outcome: 'unreachable', error: 'The lock did not answer.' };
    if (answer === 'refused') return { outcome: 'refused', error: 'The lock refused the credential.' };
    return { outcome: 'confirmed' };
  };
  return {
    simulated: true,
    put: (device, entry, attempt) => answer(device.serial, `put:${entry.key}:${entry.validFrom.getTime()}`, attempt),
    // A removal is never refused for good: a lock that answers removes.
    remove: async (device, key, attempt) => {
      const result = await answer(device.serial, `remove:${key}`, attempt);
      return result.outcome === 'refused' ? { outcome: 'confirmed' } : result;
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

const GATEWAY_KIND: Partial<Record<Family, GatewayRef['kind']>> = {
  PDK: 'CLOUD_NODE',
  BRIVO: 'SITE',
  BUTTERFLYMX: 'BUILDING',
};

/**
 * The simulated router or controller of a family: its gateways, connect and disconnect, its connection log.
 *
 * @internal The seam a vendor's router integration plugs into, held to the adapter contract test;
 * the import screens still read the vendor's gateways through the vendor directory (D189), which is
 * to move onto this interface.
 */
export function simulatedRouterAdapter(family: Family, simulator: DeviceSimulator): RouterAdapter {
  const definition = FAMILY_DEFINITIONS[family];
  const kind = GATEWAY_KIND[family] ?? 'ROUTER';
  const answer = (externalId: string, what: string, attempt: number, connection: Connection) =>
    simulator.chance('gateway', externalId, what, attempt) < simulator.options.unreachableRate
      ? { unreachable: 'The gateway did not answer.' }
      : { connection: canonical(definition.connectionWords, vendorWord(definition.connectionWords, connection)) };
  return {
    family,
    async importGateways(account) {
      const count = 1 + Math.floor(simulator.chance('gateways', family, account) * 3);
      return Array.from({ length: count }, (_, index) => ({
        externalId: `${family.toLowerCase()}-${account}-${index + 1}`,
        name: `${kind === 'CLOUD_NODE' ? 'Cloud node' : kind === 'SITE' ? 'Site' : kind === 'BUILDING' ? 'Building' : 'Router'} ${index + 1}`,
        kind,
        connection: canonical(definition.connectionWords, vendorWord(definition.connectionWords, 'ONLINE')),
      }));
    },
    connect: async (externalId, attempt) => answer(externalId, 'connect', attempt, 'ONLINE'),
    disconnect: async (externalId, attempt) => answer(externalId, 'disconnect', attempt, 'OFFLINE'),
    async readLogs(externalId, since, until) {
      const out: VendorEvent[] = [];
      for (let minute = Math.ceil(since.getTime() / MINUTE); minute < Math.ceil(until.getTime() / MINUTE); minute++) {
        if (simulator.chance('gateway-log', externalId, minute) >= 0.01) continue;
        const word = vendorWord(
          definition.connectionWords,
          simulator.chance('gateway-word', externalId, minute) < 0.5 ? 'ONLINE' : 'OFFLINE',
        );
        out.push({
          sourceId: `sim:${externalId}:${minute}`,
          kind: 'CONNECTION',
          detail: { connection: canonical(definition.connectionWords, word) },
          occurredAt: new Date(minute * MINUTE),
        });
        if (out.length >= 500) break;
      }
      return out;
    },
  };
}
