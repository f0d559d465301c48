import { setTimeout as sleep } from 'node:timers/promises';
import type { LockFamily } from '@lintel/contracts/devices/common';
import type { DeviceRef, VendorEvent } from './adapter.ts';
import type { Delay } from './adapters.ts';
import { DeviceSimulator } from './simulator.ts';

/**
 * What a lock vendor's account is asked outside a device command (D189): the gateways it reports
 * (cloud nodes, Brivo sites, ButterflyMX buildings) and the doors behind them, for the imports; and
 * what a lock reports when read (its audit log, a wired door's hardware and readers). An addition to
 * the adapter seam of adapter.ts: a real vendor's client implements both. The simulator plays every
 * vendor here too, deterministically from its seed and the community's account.
 */
export interface VendorGateway {
  readonly externalId: string;
  readonly name: string;
}

export interface VendorDoor {
  readonly externalId: string;
  readonly name: string;
  /** ButterflyMX: the kind of device (PANEL, DOOR); others leave it out. */
  readonly lockType?: string;
}

export interface VendorHardware {
  readonly board: string;
  readonly serial: string;
  readonly firmware: string;
  readonly doorPosition: 'CLOSED' | 'OPEN' | 'UNKNOWN';
  readonly requestToExit: boolean;
  readonly tamper: boolean;
  readonly relayVoltage: number;
}

export interface VendorReader {
  readonly readerType: string;
  readonly cardFormat: string;
  readonly ledMode: string;
  readonly keypad: boolean;
  readonly tamperAlarm: boolean;
}

export interface VendorDirectory {
  /** The gateways the family's account of this community reports. */
  listGateways(family: LockFamily, account: string): Promise<VendorGateway[]>;
  /** The doors behind one of those gateways. */
  listDoors(family: LockFamily, account: string, gatewayExternalId: string): Promise<VendorDoor[]>;
  /** The lock's audit entries between two instants, as history events (a stable source id each). */
  readAudits(device: DeviceRef, from: Date, to: Date): Promise<VendorEvent[]>;
  /** A wired door's hardware controller, as its cloud node reports it. */
  readHardware(device: DeviceRef): Promise<VendorHardware>;
  /** A wired door's reader (the secondary one is of the door's additional reader type). */
  readReader(
    device: DeviceRef & { additionalReaderType: string | null },
    slot: 'primary' | 'secondary',
  ): Promise<VendorReader>;
}

const DAY_MS = 86_400_000;
const BRIVO_DOORS = ['Lobby door', 'Side door', 'Mail room', 'Roof access'];
const AUDIT_ACTIONS = ['UNLOCKED', 'LOCKED', 'CODE_ADDED', 'CODE_REMOVED', 'AUTO_LOCKED', 'TAMPER_ALERT'];
const AUDIT_SOURCES = ['KEYPAD', 'MOBILE', 'MANUAL', 'PORTAL'];

/** The simulator playing each vendor's account: what it reports is a function of the seed and account. */
export function simulatedDirectory(simulator = new DeviceSimulator(), delay: Delay = sleep): VendorDirectory {
  const wait = async (...parts: (string | number)[]) => {
    const [low, high] = simulator.options.latencyMs;
    await delay(Math.round(low + (high - low) * simulator.chance('directory-latency', ...parts)));
  };
  const count = (min: number, spread: number, ...parts: (string | number)[]) =>
    min + Math.floor(simulator.chance(...parts) * spread);
  return {
    async listGateways(family, account) {
      await wait(family, account);
      switch (family) {
        case 'PDK':
          return Array.from({ length: count(2, 2, 'pdk-nodes', account) }, (_, i) => ({
            externalId: `pdk-gw-${i + 1}`,
            name: `Cloud node ${i + 1}`,
          }));
        case 'BRIVO':
          return Array.from({ length: count(1, 2, 'brivo-sites', account) }, (_, i) => ({
            externalId: `brivo-site-${i + 1}`,
            name: `Brivo site ${i + 1}`,
          }));
        case 'BUTTERFLYMX':
          return Array.from({ length: count(1, 2, 'bmx-buildings', account) }, (_, i) => ({
            externalId: `bmx-building-${i + 1}`,
            name: `Tower ${String.fromCharCode(65 + i)}`,
          }));
        default:
          return [];
      }
    },
    async listDoors(family, account, gateway) {
      await wait(family, account, gateway);
      if (family === 'BRIVO') {
        return Array.from({ length: count(2, 2, 'brivo-doors', account, gateway) }, (_, i) => ({
          externalId: `${gateway}-door-${i + 1}`,
          name: BRIVO_DOORS[i] ?? `Door ${i + 1}`,
        }));
      }
      if (family === 'BUTTERFLYMX') {
        const panels = Array.from({ length: count(1, 2, 'bmx-panels', account, gateway) }, (_, i) => ({
          externalId: `${gateway}-panel-${i + 1}`,
          name: `Video panel ${i + 1}`,
          lockType: 'PANEL',
        }));
        const doors = Array.from({ length: count(1, 3, 'bmx-doors', account, gateway) }, (_, i) => ({
          externalId: `${gateway}-door-${i + 1}`,
          name: `Door release ${i + 1}`,
          lockType: 'DOOR',
        }));
        return [...panels, ...doors];
      }
      return [];
    },
    async readAudits(device, from, to) {
      await wait('audits', device.serial);
      const events: VendorEvent[] = [];
      for (let day = Math.floor(from.getTime() / DAY_MS); day * DAY_MS <= to.getTime(); day++) {
        const entries = count(0, 4, 'audit-count', device.serial, day);
        for (let i = 0; i < entries; i++) {
          const at = new Date(day * DAY_MS + Math.floor(simulator.chance('audit-at', device.serial, day, i) * DAY_MS));
          if (at < from || at > to) continue;
          const pick = <T>(list: readonly T[], what: string) =>
            list[Math.floor(simulator.chance(what, device.serial, day, i) * list.length)] as T;
          events.push({
            sourceId: `audit:${device.serial}:${day}:${i}`,
            kind: 'AUDIT',
            detail: { action: pick(AUDIT_ACTIONS, 'audit-action'), source: pick(AUDIT_SOURCES, 'audit-source') },
            occurredAt: at,
          });
        }
      }
      return events;
    },
    async readHardware(device) {
      await wait('hardware', device.serial);
      const position = simulator.chance('door-position', device.serial);
      return {
        board: 'PDK Red 2 door controller',
        serial: `${device.serial}-HC`,
        firmware: `3.${Math.floor(simulator.chance('hc-fw', device.serial) * 9)}.1`,
        doorPosition: position < 0.8 ? 'CLOSED' : position < 0.95 ? 'OPEN' : 'UNKNOWN',
        requestToExit: true,
        tamper: simulator.chance('tamper', device.serial) < 0.05,
        relayVoltage: Math.round((12 + simulator.chance('voltage', device.serial) * 0.6) * 10) / 10,
      };
    },
    async readReader(device, slot) {
      await wait('reader', device.serial, slot);
      if (slot === 'secondary') {
        return {
          readerType: device.additionalReaderType ?? 'NONE',
          cardFormat: 'HID Corporate 1000 (35-bit)',
          ledMode: 'SINGLE_LED',
          keypad: false,
          tamperAlarm: false,
        };
      }
      return {
        readerType: 'OSDP',
        cardFormat: 'HID H10301 (26-bit)',
        ledMode: 'RED_GREEN',
        keypad: simulator.chance('keypad', device.serial) < 0.5,
        tamperAlarm: true,
      };
    },
  };
}

let directory: VendorDirectory = simulatedDirectory();

/**
 * Which vendor directory the family screens use (the simulator by default; tests pass one that does not wait).
 * @internal
 */
export function useVendorDirectory(next: VendorDirectory): void {
  directory = next;
}

export function vendorDirectory(): VendorDirectory {
  return directory;
}
