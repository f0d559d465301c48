import type { DeviceChange, DeviceEvent } from '@lintel/contracts/devices/common';
import type { Scope } from '../../../platform/db/scope.ts';
import * as repository from './commands.repository.ts';

/** The realtime channel device changes are signalled on; the payload carries the changes themselves. */
export const DEVICES_CHANNEL = 'lintel_devices';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a batch is split into signals under
 * this size (D177).
 */
export const MAX_SIGNAL_BYTES = 7_000;

/** One NOTIFY on `lintel_devices`: changes, events and removals of one community's devices. */
export interface DevicesSignal {
  /** Customer and community the devices belong to. */
  c: string;
  k: string;
  changed?: DeviceChange[];
  events?: DeviceEvent[];
  removed?: string[];
}

type At = Pick<Scope, 'db' | 'customerId' | 'communityId'>;

/** Splits what changed into signals of at most MAX_SIGNAL_BYTES each, in order (changes first). */
export function splitSignals(
  tenant: { customerId: string; communityId: string },
  what: { changed?: readonly DeviceChange[]; events?: readonly DeviceEvent[]; removed?: readonly string[] },
): string[] {
  const head = { c: tenant.customerId, k: tenant.communityId };
  const overhead = Buffer.byteLength(JSON.stringify({ ...head, changed: [], events: [], removed: [] }));
  const out: string[] = [];
  let current: Required<Pick<DevicesSignal, 'changed' | 'events' | 'removed'>> = {
    changed: [],
    events: [],
    removed: [],
  };
  let size = overhead;
  const flush = () => {
    const parts = Object.fromEntries(Object.entries(current).filter(([, list]) => list.length > 0));
    if (Object.keys(parts).length > 0) out.push(JSON.stringify({ ...head, ...parts }));
    current = { changed: [], events: [], removed: [] };
    size = overhead;
  };
  const add = (key: keyof typeof current, item: DeviceChange | DeviceEvent | string) => {
    let bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (overhead + bytes > MAX_SIGNAL_BYTES && typeof item === 'object') {
      // A reading or a detail too large for one signal travels without it; the screen reads it on
      // its next refresh. Nothing a device reports is near this size.
      item = 'reading' in item ? { ...item, reading: {} } : { ...item, detail: {} };
      bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    }
    if (size + bytes > MAX_SIGNAL_BYTES) flush();
    (current[key] as unknown[]).push(item);
    size += bytes;
  };
  for (const change of what.changed ?? []) add('changed', change);
  for (const event of what.events ?? []) add('events', event);
  for (const id of what.removed ?? []) add('removed', id);
  flush();
  return out;
}

/**
 * Signals every server process (PostgreSQL sends it at commit, so a rolled-back change says
 * nothing): one NOTIFY for a batch, more only when it is too large for one.
 */
export async function signalDevices(
  at: At,
  what: { changed?: readonly DeviceChange[]; events?: readonly DeviceEvent[]; removed?: readonly string[] },
): Promise<void> {
  if (!at.customerId || !at.communityId) throw new Error('device signals belong to a community');
  for (const payload of splitSignals({ customerId: at.customerId, communityId: at.communityId }, what)) {
    await repository.signal(at, DEVICES_CHANNEL, payload);
  }
}
