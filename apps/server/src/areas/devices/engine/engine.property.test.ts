import { fc } from '@fast-check/vitest';
import type { Command, DeviceChange, Family } from '@lintel/contracts/devices/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, inCommunity } from '../../../../test/fixtures/devices.ts';
import { createTestApi, type TestApi } from '../../../../test/harness.ts';
import { AppError } from '../../../platform/errors.ts';
import { runDueJobs } from '../../../platform/jobs/worker.ts';
import { listen } from '../../../platform/realtime/bus.ts';
import { simulatedAdapters } from './adapters.ts';
import { changeOf } from './commands.repository.ts';
import { requestCommand, runCommandJob, useAdapters } from './commands.service.ts';
import { DEVICES_CHANNEL, type DevicesSignal } from './signals.ts';
import { DeviceSimulator } from './simulator.ts';

/**
 * The property over the simulator and the engine: under random faults, every accepted
 * command ends (SUCCEEDED or FAILED), no device is left half-way (installing, configuring,
 * uninstalling, uploading, waiting for sync), and the last change signalled for each device is its
 * final row: no state change is lost from the screen.
 */
let api: TestApi;
const signals: DevicesSignal[] = [];
let unlisten: () => Promise<void>;
const silent = { error() {} };
const noWait = async () => {};

beforeAll(async () => {
  api = await createTestApi({ kind: 'pglite' });
  unlisten = await listen(api.database, [DEVICES_CHANNEL], (_channel, payload) => {
    signals.push(JSON.parse(payload) as DevicesSignal);
  });
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await unlisten?.();
  await api?.close();
});

const FAMILIES: Family[] = ['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX', 'THERMOSTAT', 'LIGHT_SWITCH'];
const COMMANDS: Command[] = [
  'INSTALL',
  'UNINSTALL',
  'SYNC',
  'RE_SYNC_DATABASE',
  'CHANGE_LOCATION',
  'SYNC_TIME',
  'READ_CONFIG',
  'SEND_SCAN_CONNECTION_LOGS',
  'DELETE_LOCK',
  'CONFIGURE',
  'SET_POINT',
  'SWITCH',
];
const HALF_WAY = new Set(['INSTALLING', 'CONFIGURING', 'UNINSTALLING', 'UPLOADING', 'WAITING_FOR_SYNC']);

const scenario = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  failureRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
  unreachableRate: fc.double({ min: 0, max: 0.6, noNaN: true }),
  devices: fc.array(
    fc.record({
      family: fc.constantFrom(...FAMILIES),
      installed: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  // Each step asks one device for one command; `run` runs due jobs before the next ask.
  steps: fc.array(fc.record({ device: fc.nat(), command: fc.constantFrom(...COMMANDS), run: fc.boolean() }), {
    minLength: 1,
    maxLength: 8,
  }),
});

const inMaple = <T>(work: Parameters<typeof inCommunity<T>>[2]) => inCommunity(api.database.db, api.clock.now(), work);
const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: silent });

describe('the engine under random faults (property)', () => {
  it('ends every accepted command, leaves no device half-way, and signals every final state', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ seed, failureRate, unreachableRate, devices, steps }) => {
        useAdapters(
          simulatedAdapters(new DeviceSimulator({ seed, latencyMs: [0, 0], failureRate, unreachableRate }), noWait),
        );
        const ids: string[] = [];
        for (const device of devices) {
          ids.push(
            await addDevice(api.database.db, api.clock.now(), device.family, {
              installState: device.installed ? 'INSTALLED' : 'UNINSTALLED',
              connection: device.installed ? 'ONLINE' : 'OFFLINE',
            }),
          );
        }
        const accepted: string[] = [];
        for (const step of steps) {
          const id = ids[step.device % ids.length]!;
          try {
            const params =
              step.command === 'SET_POINT' ? { setPoint: 21 } : step.command === 'SWITCH' ? { on: true } : {};
            accepted.push((await inMaple((scope) => requestCommand(scope, id, step.command, params))).commandId);
          } catch (error) {
            // Refused up front (not supported, not available now, busy, or deleted): nothing accepted.
            if (!(error instanceof AppError)) throw error;
          }
          if (step.run) await run();
        }
        for (let round = 0; round < 12; round++) {
          await run();
          api.clock.advance(3_600_000);
        }
        await run();
        await new Promise((resolve) => setTimeout(resolve, 50));

        const commands = await inMaple((scope) =>
          accepted.length === 0
            ? Promise.resolve([])
            : scope.db.selectFrom('device_commands').select(['id', 'status']).where('id', 'in', accepted).execute(),
        );
        // A deleted lock takes its commands with it; every command still there has ended.
        for (const command of commands) expect(['SUCCEEDED', 'FAILED']).toContain(command.status);

        for (const id of ids) {
          const final = await inMaple((scope) => changeOf(scope, id));
          const last = lastSignalled(id);
          if (!final) {
            expect(last).toBe('removed');
            continue;
          }
          expect(HALF_WAY.has(final.installState)).toBe(false);
          expect(HALF_WAY.has(final.syncState ?? '')).toBe(false);
          // A device never asked anything was never signalled; otherwise the screen shows the row.
          if (last !== undefined) expect(last).toEqual(final);
        }
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});

/** The last thing the screen was told about a device: its row, 'removed', or nothing. */
function lastSignalled(id: string): DeviceChange | 'removed' | undefined {
  for (let index = signals.length - 1; index >= 0; index--) {
    const signal = signals[index]!;
    if (signal.removed?.includes(id)) return 'removed';
    const change = signal.changed?.findLast((c) => c.id === id);
    if (change) return change;
  }
  return undefined;
}
