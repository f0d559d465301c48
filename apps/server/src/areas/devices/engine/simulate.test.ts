import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, inCommunity } from '../../../../test/fixtures/devices.ts';
import { createTestApi, type TestApi } from '../../../../test/harness.ts';
import { withJobs } from '../../../platform/jobs/jobs.ts';
import { runDueJobs } from '../../../platform/jobs/worker.ts';
import { simulatedAdapters } from './adapters.ts';
import { useAdapters } from './commands.service.ts';
import { SIMULATION_TICK_MS, simulateJob, simulateTick, startSimulation, useSimulation } from './simulate.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ kind: 'pglite' });
});
afterAll(async () => {
  useSimulation({ seed: 'lintel', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0, live: false });
  useAdapters(simulatedAdapters());
  await api?.close();
});

const tick = () =>
  simulateTick({
    now: api.clock.now(),
    inTenant: (work) => inCommunity(api.database.db, api.clock.now(), work),
  });

describe('the live simulation', () => {
  it('ticks every minute per community: doors open, thermostats move to their set point, the same minute twice is stored once', async () => {
    useSimulation({ seed: 'tick', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0, live: true });
    const lock = await addDevice(api.database.db, api.clock.now(), 'ALLEGION');
    const thermostat = await addDevice(api.database.db, api.clock.now(), 'THERMOSTAT', {
      battery: null,
      reading: { temperature: 64, heatSetPoint: 68, coolSetPoint: 74, mode: 'HEAT' },
    });
    let stored = 0;
    for (let minute = 0; minute < 30; minute++) {
      api.clock.advance(SIMULATION_TICK_MS);
      stored += await tick();
    }
    expect(stored).toBeGreaterThan(0);
    expect(await tick()).toBe(0);
    const access = await inCommunity(api.database.db, api.clock.now(), (scope) =>
      scope.db
        .selectFrom('device_events')
        .select('detail')
        .where('device_id', '=', lock)
        .where('kind', '=', 'ACCESS')
        .execute(),
    );
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((e) => ['GRANTED', 'DENIED'].includes((e.detail as { result: string }).result))).toBe(true);
    const row = await inCommunity(api.database.db, api.clock.now(), (scope) =>
      scope.db.selectFrom('devices').select('reading').where('id', '=', thermostat).executeTakeFirstOrThrow(),
    );
    expect(row.reading).toMatchObject({ temperature: 68, heatSetPoint: 68, coolSetPoint: 74 });
  });

  it('starts one repeating job per community with devices, and a second start adds none', async () => {
    const first = await startSimulation(api.database, api.clock.now());
    expect(first).toBeGreaterThan(0);
    await startSimulation(api.database, api.clock.now());
    const jobs = await withJobs(api.database.db)
      .selectFrom('jobs')
      .select(['community_id', 'repeat_every_ms'])
      .where('kind', '=', 'devices.simulate')
      .where('state', '=', 'queued')
      .execute();
    expect(jobs.length).toBe(first);
    expect(new Set(jobs.map((job) => job.community_id)).size).toBe(first);
    expect(jobs.every((job) => job.repeat_every_ms === SIMULATION_TICK_MS)).toBe(true);
    api.clock.advance(SIMULATION_TICK_MS);
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [simulateJob], log: { error() {} } });
    // Each ran and queued its next minute.
    const after = await withJobs(api.database.db)
      .selectFrom('jobs')
      .select(['state'])
      .where('kind', '=', 'devices.simulate')
      .execute();
    expect(after.filter((job) => job.state === 'done')).toHaveLength(first);
    expect(after.filter((job) => job.state === 'queued')).toHaveLength(first);
  });
});
