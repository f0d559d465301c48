import { doorSyncJob } from '../src/areas/access/engine/door-sync.ts';
import { scenarioCheckJob, scenarioRunJob } from '../src/areas/automation/scenarios.service.ts';
import { staffAccessCheckJob, staffAccessSettleJob } from '../src/areas/automation/staff-access.service.ts';
import { simulatedAdapters } from '../src/areas/devices/engine/adapters.ts';
import { runCommandJob, useAdapters } from '../src/areas/devices/engine/commands.service.ts';
import { DeviceSimulator } from '../src/areas/devices/engine/simulator.ts';
import { runDueJobs } from '../src/platform/jobs/worker.ts';
import type { TestApi } from './harness.ts';

/**
 * Devices that answer at once and never fail: the simulator without latency or faults, seeded so
 * that a test's devices behave the same on every run. A suite sets it before its first command.
 */
export function useInstantDevices(seed: string): void {
  useAdapters(
    simulatedAdapters(
      new DeviceSimulator({ seed, latencyMs: [0, 0], failureRate: 0, unreachableRate: 0 }),
      async () => {},
    ),
  );
}

/**
 * Runs the scenario jobs, the device commands and door syncs they ask for until none is due (at most
 * eight rounds, 5 s of the test clock apart): a scenario run sent and settled, as the worker would.
 */
export async function runScenarioJobs(api: TestApi): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    api.clock.advance(5_000);
    const ran = await runDueJobs({
      db: api.database.db,
      clock: api.clock,
      jobs: [scenarioRunJob, scenarioCheckJob, runCommandJob, doorSyncJob, staffAccessSettleJob, staffAccessCheckJob],
      log: { error() {} },
    });
    if (!ran) break;
  }
}
