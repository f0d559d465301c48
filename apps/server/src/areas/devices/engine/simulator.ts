import { createHash } from 'node:crypto';

/**
 * The built-in device simulator (D170): it plays every vendor for the demo and the tests. What it
 * answers is a pure function of its seed and the call (command, step, attempt), so a run is
 * repeatable, and the same call asked twice (a step run again after a crash) gets the same answer.
 */
export interface SimulatorOptions {
  /** Makes a run repeatable: the same seed, the same answers. */
  seed: string;
  /** Simulated vendor latency, in ms (a uniform draw between the two). */
  latencyMs: readonly [number, number];
  /** Share of steps the vendor refuses for good (0–1). */
  failureRate: number;
  /** Share of calls the vendor does not answer (0–1): tried again later. */
  unreachableRate: number;
  /** Devices (by serial) whose vendor never answers: an unplugged lock. */
  unreachableSerials?: ReadonlySet<string>;
}

export const defaultSimulatorOptions: SimulatorOptions = {
  seed: 'lintel',
  latencyMs: [50, 250],
  failureRate: 0.02,
  unreachableRate: 0.05,
};

/** A uniform draw in [0, 1) from the seed and the parts: the simulator's only source of chance. */
export function draw(seed: string, ...parts: readonly (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...parts].join('\u0001'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export type SimulatedAnswer = 'ok' | 'refused' | 'unreachable';

export class DeviceSimulator {
  constructor(readonly options: SimulatorOptions = defaultSimulatorOptions) {}

  /** How the vendor answers this call, and after how long. */
  answer(
    serial: string,
    commandId: string,
    step: number,
    attempt: number,
  ): { answer: SimulatedAnswer; latencyMs: number } {
    const { seed, latencyMs, failureRate, unreachableRate, unreachableSerials } = this.options;
    const [low, high] = latencyMs;
    const latency = Math.round(low + (high - low) * draw(seed, 'latency', commandId, step, attempt));
    if (unreachableSerials?.has(serial)) return { answer: 'unreachable', latencyMs: latency };
    if (draw(seed, 'reach', commandId, step, attempt) < unreachableRate)
      return { answer: 'unreachable', latencyMs: latency };
    // Refusal is decided per step, not per attempt: a vendor that refuses a configuration refuses it again.
    if (draw(seed, 'refuse', commandId, step) < failureRate) return { answer: 'refused', latencyMs: latency };
    return { answer: 'ok', latencyMs: latency };
  }

  /** A uniform draw for anything else the simulator decides (battery drain, door openings, leaks). */
  chance(...parts: readonly (string | number)[]): number {
    return draw(this.options.seed, ...parts);
  }
}
