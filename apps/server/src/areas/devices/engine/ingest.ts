import type { Connection, DeviceChange, DeviceEvent } from '@lintel/contracts/devices/common';
import { raise } from '../../../platform/events/domain-events.ts';
import type { JobTarget } from '../../../platform/jobs/jobs.ts';
import type { VendorEvent } from './adapter.ts';
import { crossedLowBattery, leakAlert, lowBatteryAlert, offlineAlert, raiseAlert } from './alerts.ts';
import { adapterOf } from './commands.service.ts';
import * as repository from './ingest.repository.ts';
import { signalDevices } from './signals.ts';

/** An event of the stream in, for one device of the target's community. */
export interface IncomingEvent extends VendorEvent {
  readonly deviceId: string;
}

export interface Ingested {
  /** Events stored now (a repeated delivery is not counted again). */
  stored: number;
  /** Devices whose state changed. */
  changed: number;
  /** Alerts raised. */
  alerts: number;
}

const isConnection = (value: unknown): value is Connection => value === 'ONLINE' || value === 'OFFLINE';

/** What one event says about the device's live state (connection, battery, reading). */
function stateOf(event: repository.StoredEvent): {
  connection?: Connection;
  battery?: number;
  reading?: Record<string, unknown>;
} {
  const detail = event.detail;
  switch (event.kind) {
    case 'CONNECTION':
      return isConnection(detail.connection) ? { connection: detail.connection } : {};
    case 'BATTERY':
      return typeof detail.battery === 'number'
        ? { battery: Math.max(0, Math.min(100, Math.round(detail.battery))) }
        : {};
    case 'LEAK':
      return typeof detail.leak === 'boolean'
        ? { reading: { leak: detail.leak, leakChangedAt: event.occurredAt.toISOString() } }
        : {};
    case 'TEMPERATURE': {
      const reading: Record<string, unknown> = {};
      if (typeof detail.temperature === 'number') reading.temperature = detail.temperature;
      if (typeof detail.setPoint === 'number') reading.setPoint = detail.setPoint;
      // A schedule's entry reached: the thermostat now holds its set points.
      if (typeof detail.heatSetPoint === 'number') reading.heatSetPoint = detail.heatSetPoint;
      if (typeof detail.coolSetPoint === 'number') reading.coolSetPoint = detail.coolSetPoint;
      if (typeof detail.humidity === 'number') reading.humidity = detail.humidity;
      return Object.keys(reading).length > 0 ? { reading } : {};
    }
    case 'SWITCH': {
      const reading: Record<string, unknown> = {};
      if (typeof detail.on === 'boolean') reading.on = detail.on;
      if (typeof detail.level === 'number') reading.level = detail.level;
      return Object.keys(reading).length > 0 ? { reading } : {};
    }
    case 'ACCESS':
      return typeof detail.result === 'string'
        ? { reading: { lastAccess: { result: detail.result, at: event.occurredAt.toISOString() } } }
        : {};
    default:
      return {};
  }
}

/**
 * Takes a batch of what devices reported (the stream in, D175) in one transaction: the events are
 * stored once per vendor id (a batch delivered twice is stored once and changes nothing the second
 * time), the devices' live state (connection, battery, reading, last seen) is patched in one
 * statement, alerts are raised on a crossing (low battery, a lock going offline, a leak), and ONE
 * signal per batch (split only when too large) carries the changed rows and the new events to the
 * screens. An event older than what the device last reported goes into the history only: a late
 * delivery never turns the state back.
 *
 * @example await ingestEvents(scope, [{ deviceId, sourceId: 'yale:81723', kind: 'ACCESS', detail: { result: 'GRANTED' }, occurredAt }]);
 */
export async function ingestEvents(target: JobTarget, batch: readonly IncomingEvent[]): Promise<Ingested> {
  if (batch.length === 0) return { stored: 0, changed: 0, alerts: 0 };
  const devices = new Map(
    (await repository.devicesOf(target, [...new Set(batch.map((event) => event.deviceId))])).map((d) => [d.id, d]),
  );
  // Events of a device that is gone (deleted meanwhile) have nowhere to go.
  const known = batch.filter((event) => devices.has(event.deviceId));
  const stored = (await repository.insertEvents(target, known)).sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime(),
  );

  const patches = new Map<string, repository.StatePatch & { touched: boolean }>();
  for (const event of stored) {
    const device = devices.get(event.deviceId)!;
    const patch = patches.get(device.id) ?? {
      id: device.id,
      connection: null,
      battery: null,
      reading: null,
      actions: null,
      lastSeenAt: event.occurredAt.toISOString(),
      touched: false,
    };
    patches.set(device.id, patch);
    if (device.lastSeenAt && event.occurredAt.getTime() < device.lastSeenAt.getTime()) continue;
    if (event.occurredAt.toISOString() > patch.lastSeenAt) patch.lastSeenAt = event.occurredAt.toISOString();
    const state = stateOf(event);
    if (state.connection !== undefined) patch.connection = state.connection;
    if (state.battery !== undefined) patch.battery = state.battery;
    if (state.reading) patch.reading = { ...patch.reading, ...state.reading };
    patch.touched ||= Object.keys(state).length > 0;
  }

  let alerts = 0;
  const touched: repository.StatePatch[] = [];
  for (const { touched: changed, ...patch } of patches.values()) {
    const device = devices.get(patch.id)!;
    if (patch.connection !== null && patch.connection !== device.connection) {
      patch.actions = adapterOf(device.family).availableActions({ ...device, connection: patch.connection });
    }
    touched.push(patch);
    if (!changed) continue;
    if (device.kind === 'LOCK' && device.connection === 'ONLINE' && patch.connection === 'OFFLINE') {
      await raiseAlert(target, offlineAlert(device));
      alerts++;
    }
    if (patch.battery !== null && crossedLowBattery(device.battery, patch.battery)) {
      await raiseAlert(target, lowBatteryAlert(device, patch.battery));
      alerts++;
    }
    if (device.kind === 'LEAK_SENSOR' && patch.reading?.leak === true && device.reading.leak !== true) {
      await raiseAlert(target, leakAlert(device));
      await raise(target, 'devices.leakDetected', {
        deviceId: device.id,
        deviceName: device.name,
        unitId: device.unitId,
        detectedAt: patch.lastSeenAt,
      });
      alerts++;
    }
  }
  const rows = await repository.patchDevices(target, touched);
  const changedIds = new Set([...patches.values()].filter((patch) => patch.touched).map((patch) => patch.id));
  const changed: DeviceChange[] = rows.filter((row) => changedIds.has(row.id));
  const events: DeviceEvent[] = stored.map((event) => ({
    id: event.id,
    deviceId: event.deviceId,
    deviceName: devices.get(event.deviceId)!.name,
    kind: event.kind,
    detail: event.detail,
    occurredAt: event.occurredAt.toISOString(),
  }));
  if (changed.length > 0 || events.length > 0) await signalDevices(target, { changed, events });
  return { stored: stored.length, changed: changed.length, alerts };
}
