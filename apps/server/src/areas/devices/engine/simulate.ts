import type { Family } from '@lintel/contracts/devices/common';
import { z } from 'zod';
import type { Database } from '../../../platform/db/open.ts';
import { actAs } from '../../../platform/db/scope.ts';
import { defineJob, enqueue, type JobContext } from '../../../platform/jobs/jobs.ts';
import { simulatedAdapters } from './adapters.ts';
import { adapterOf, useAdapters } from './commands.service.ts';
import * as repository from './ingest.repository.ts';
import { type IncomingEvent, ingestEvents } from './ingest.ts';
import { DeviceSimulator, type SimulatorOptions } from './simulator.ts';

/** The live simulation ticks once a minute per community (D178). */
export const SIMULATION_TICK_MS = 60_000;

let running = false;

/**
 * Puts the simulator behind every family's adapter (`options`: seed, latency, failure and no-answer
 * rates) and turns the live ticks on or off for this process.
 */
export function useSimulation(options: SimulatorOptions & { live: boolean }): void {
  useAdapters(simulatedAdapters(new DeviceSimulator(options)));
  running = options.live;
}

/**
 * One tick: what every installed device of the community reported during the last whole minute,
 * read from its adapter's stream (the simulator plays the vendor: doors open, batteries drain,
 * connections flap, leaks come and go, thermostats move toward their set points), taken in by
 * `ingestEvents`. The minute is fixed by the tick's time, and the simulator's answers by its seed,
 * so a tick that runs twice reports the same events, stored once.
 */
export async function simulateTick(job: Pick<JobContext, 'now' | 'inTenant'>): Promise<number> {
  const until = new Date(Math.floor(job.now.getTime() / SIMULATION_TICK_MS) * SIMULATION_TICK_MS);
  const since = new Date(until.getTime() - SIMULATION_TICK_MS);
  const devices = await job.inTenant((scope) => repository.installedDevices(scope));
  // The vendors are asked outside any transaction; only the answers are written in one.
  const batch: IncomingEvent[] = [];
  for (const device of devices) {
    for (const event of await adapterOf(device.family as Family).events(device, since, until)) {
      batch.push({ ...event, deviceId: device.id });
    }
  }
  const { stored } = await job.inTenant((scope) => ingestEvents(scope, batch));
  return stored;
}

/** The repeating job of one community's live simulation. */
export const simulateJob = defineJob({
  name: 'devices.simulate',
  payload: z.object({}),
  handler: async (_payload, job) => {
    if (running) await simulateTick(job);
  },
  maxAttempts: 1,
  leaseMs: 60_000,
});

/**
 * Starts the live simulation of every community that has devices (demo mode; D178): one repeating
 * job each, keyed so that a restart (or a second process) adds none.
 */
export async function startSimulation(database: Database, now: Date): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    await actAs(trx, { provider: true });
    let started = 0;
    for (const customerId of await repository.customers(trx)) {
      await actAs(trx, { customerId, communityId: null, allCommunities: true });
      for (const communityId of await repository.communitiesWithDevices(trx, customerId)) {
        await actAs(trx, { communityId, allCommunities: false });
        await enqueue(
          { db: trx, now, customerId, communityId },
          simulateJob,
          {},
          { singletonKey: 'simulate', every: SIMULATION_TICK_MS },
        );
        started++;
      }
    }
    return started;
  });
}
