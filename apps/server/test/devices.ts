import { simulatedAdapters } from '../src/areas/devices/engine/adapters.ts';
import { useAdapters } from '../src/areas/devices/engine/commands.service.ts';
import { DeviceSimulator } from '../src/areas/devices/engine/simulator.ts';

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
