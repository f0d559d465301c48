import {
  CONNECTIONS,
  FAMILIES,
  type Family,
  INSTALL_STATES,
  LOCK_ACTIONS,
  SYNC_STATES,
} from '@lintel/contracts/devices/common';
import { describe, expect, it } from 'vitest';
import { type DeviceAdapter, type DeviceRef, runStep, type VendorCall } from './adapter.ts';
import { scheduledSetPoints, simulatedAdapter, simulatedRouterAdapter } from './adapters.ts';
import { canonical, FAMILY_DEFINITIONS, vendorWord } from './families.ts';
import { PLANS } from './plans.ts';
import { DeviceSimulator } from './simulator.ts';

/**
 * The one contract every vendor adapter keeps (D170, D175), run against every family's. A real
 * vendor's adapter joins the list below and must pass the same checks.
 */
const noWait = async () => {};
const calm = () => new DeviceSimulator({ seed: 'contract', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0 });
const adapters: { family: Family; make: (simulator: DeviceSimulator) => DeviceAdapter }[] = FAMILIES.map((family) => ({
  family,
  make: (simulator) => simulatedAdapter(family, simulator, noWait),
}));

const device = (family: Family, reading: Record<string, unknown> = {}): DeviceRef => ({
  id: `00000000-0000-4000-8000-${String(FAMILIES.indexOf(family)).padStart(12, '0')}`,
  kind: FAMILY_DEFINITIONS[family].kind,
  family,
  serial: `SN-${family}`,
  gatewayExternalId: null,
  config: {},
  reading,
  battery: 50,
  connection: 'ONLINE',
});

const call = (family: Family, command: VendorCall['command'], step = 0, attempt = 1): VendorCall => ({
  device: device(family),
  commandId: `cmd-${family}-${command}`,
  command,
  step,
  attempt,
  params: {},
});

describe.each(adapters)('the $family adapter', ({ family, make }) => {
  const definition = FAMILY_DEFINITIONS[family];
  const adapter = make(calm());

  it('maps every vendor word to a canonical state and back to the same word', () => {
    for (const [word, state] of Object.entries(definition.installWords)) {
      expect(INSTALL_STATES).toContain(state);
      expect(vendorWord(definition.installWords, state)).toBe(word);
    }
    for (const [word, state] of Object.entries(definition.connectionWords)) {
      expect(CONNECTIONS).toContain(state);
      expect(vendorWord(definition.connectionWords, state)).toBe(word);
    }
    for (const [word, state] of Object.entries(definition.syncWords)) {
      if (state !== null) expect(SYNC_STATES).toContain(state);
      expect(canonical(definition.syncWords, word)).toBe(state);
      expect(vendorWord(definition.syncWords, state)).toBe(word);
    }
  });

  it('has a vendor word for every canonical state', () => {
    for (const state of INSTALL_STATES) expect(() => vendorWord(definition.installWords, state)).not.toThrow();
    for (const state of CONNECTIONS) expect(() => vendorWord(definition.connectionWords, state)).not.toThrow();
    for (const state of [...SYNC_STATES, null]) expect(() => vendorWord(definition.syncWords, state)).not.toThrow();
  });

  it('throws on a word the vendor never uses, never guesses', () => {
    expect(() => canonical(definition.installWords, 'Exploded')).toThrow(/unknown vendor state/);
    expect(() => canonical(definition.connectionWords, 'maybe')).toThrow(/unknown vendor state/);
    expect(() => canonical(definition.syncWords, 'toString')).toThrow(/unknown vendor state/);
  });

  it('has a plan for every command it declares, and a method for every step of it', () => {
    expect(adapter.commands).toContain('INSTALL');
    expect(adapter.commands).toContain('UNINSTALL');
    for (const command of adapter.commands) {
      const plan = PLANS[command];
      expect(plan.steps.length, command).toBeGreaterThan(0);
      for (const step of plan.steps) {
        expect(typeof (adapter as unknown as Record<string, unknown>)[step.call], `${command}: ${step.call}`).toBe(
          'function',
        );
      }
    }
  });

  it("offers only its family's actions, in every state", () => {
    expect(adapter.kind).toBe(definition.kind);
    for (const installState of INSTALL_STATES) {
      for (const connection of CONNECTIONS) {
        for (const syncState of [...SYNC_STATES, null]) {
          const actions = adapter.availableActions({ installState, connection, syncState });
          for (const action of actions) {
            expect(LOCK_ACTIONS).toContain(action);
            expect(definition.actions).toContain(action);
            expect(adapter.commands).toContain(action);
          }
          if (installState !== 'INSTALLED') expect(actions.filter((a) => a !== 'DELETE_LOCK')).toEqual([]);
        }
      }
    }
  });

  it('installs step by step: INSTALLING work ends CONFIGURING, then INSTALLED and online', async () => {
    const first = await runStep(adapter, 'install', call(family, 'INSTALL', 0));
    expect(first).toMatchObject({ outcome: 'next', patch: { installState: 'CONFIGURING' } });
    const second = await runStep(adapter, 'configure', call(family, 'INSTALL', 1));
    expect(second).toMatchObject({ outcome: 'done', patch: { installState: 'INSTALLED', connection: 'ONLINE' } });
  });

  it('a refusal fails the step with the error state; no answer is "unreachable", retried later', async () => {
    const refusing = make(new DeviceSimulator({ seed: 'r', latencyMs: [0, 0], failureRate: 1, unreachableRate: 0 }));
    expect(await runStep(refusing, 'install', call(family, 'INSTALL', 0))).toMatchObject({
      outcome: 'failed',
      patch: { installState: 'INSTALLATION_ERROR' },
    });
    expect(await runStep(refusing, 'configure', call(family, 'INSTALL', 1))).toMatchObject({
      outcome: 'failed',
      patch: { installState: 'CONFIGURATION_ERROR' },
    });
    const silent = make(new DeviceSimulator({ seed: 'u', latencyMs: [0, 0], failureRate: 0, unreachableRate: 1 }));
    expect(await runStep(silent, 'install', call(family, 'INSTALL', 0))).toEqual({
      outcome: 'unreachable',
      error: 'The device did not answer.',
    });
  });

  it('gives the same answer to the same call (a step run again after a crash)', async () => {
    const flaky = () =>
      make(new DeviceSimulator({ seed: 'same', latencyMs: [0, 0], failureRate: 0.3, unreachableRate: 0.3 }));
    for (const command of adapter.commands) {
      for (const [index, step] of PLANS[command].steps.entries()) {
        const once = await runStep(flaky(), step.call, call(family, command, index, 2));
        const again = await runStep(flaky(), step.call, call(family, command, index, 2));
        expect({ ...again, events: undefined, patch: undefined }).toEqual({
          ...once,
          events: undefined,
          patch: undefined,
        });
        if ('patch' in once && 'patch' in again) {
          expect(Object.keys(again.patch).sort()).toEqual(Object.keys(once.patch).sort());
        }
      }
    }
  });

  it('streams events in canonical values, each with a vendor id, the same for the same minutes', async () => {
    const since = new Date('2026-01-05T08:00:00Z');
    const until = new Date('2026-01-05T09:00:00Z');
    const ref = device(family, { temperature: 64, heatSetPoint: 68, coolSetPoint: 74, mode: 'HEAT' });
    const events = await adapter.events(ref, since, until);
    expect(await adapter.events(ref, since, until)).toEqual(events);
    expect(new Set(events.map((e) => e.sourceId)).size).toBe(events.length);
    for (const event of events) {
      expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
      expect(event.occurredAt.getTime()).toBeLessThan(until.getTime());
      if (event.kind === 'CONNECTION') expect(CONNECTIONS).toContain(event.detail.connection);
    }
    const logs = await adapter.readLogs(ref, 'CONNECTION', since, until);
    expect(logs.every((e) => e.kind === 'CONNECTION')).toBe(true);
    if (definition.kind === 'LOCK') expect(events.some((e) => e.kind === 'ACCESS')).toBe(true);
    if (definition.kind === 'THERMOSTAT') {
      expect(events.filter((e) => e.kind === 'TEMPERATURE').at(-1)?.detail).toMatchObject({ temperature: 68 });
    }
  });

  it('its router or controller imports gateways and answers connect and disconnect canonically', async () => {
    const router = simulatedRouterAdapter(family, calm());
    const gateways = await router.importGateways('acct');
    expect(gateways.length).toBeGreaterThan(0);
    expect(await router.importGateways('acct')).toEqual(gateways);
    expect(await router.connect(gateways[0]!.externalId, 1)).toEqual({ connection: 'ONLINE' });
    expect(await router.disconnect(gateways[0]!.externalId, 1)).toEqual({ connection: 'OFFLINE' });
  });
});

describe('a simulated thermostat on a weekly schedule', () => {
  const thermostat = (schedule: unknown[]): DeviceRef => ({
    ...device('THERMOSTAT', { temperature: 70, heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' }),
    config: { schedule },
  });
  const weekdays = { days: [1, 2, 3, 4, 5], time: '07:00', heatSetPoint: 70, coolSetPoint: 76 };
  const nights = { days: [0, 1, 2, 3, 4, 5, 6], time: '22:00', heatSetPoint: 64, coolSetPoint: 80 };

  it('holds the entry that began last, round the week, and its given set points without one', () => {
    // Monday 2026-01-05, 08:00 UTC: the weekday morning entry.
    expect(scheduledSetPoints(thermostat([weekdays, nights]), new Date('2026-01-05T08:00:00Z'))).toEqual({
      heat: 70,
      cool: 76,
    });
    // Monday 06:00: Sunday night's entry still holds.
    expect(scheduledSetPoints(thermostat([weekdays, nights]), new Date('2026-01-05T06:00:00Z'))).toEqual({
      heat: 64,
      cool: 80,
    });
    expect(scheduledSetPoints(thermostat([]), new Date('2026-01-05T08:00:00Z'))).toEqual({ heat: 68, cool: 74 });
  });

  it("reports the schedule's set points, and the room moving to them with the minutes spent heating", async () => {
    const adapter = simulatedAdapter('THERMOSTAT', calm());
    const ref = {
      ...thermostat([{ ...weekdays, heatSetPoint: 73, coolSetPoint: 78 }]),
      reading: { temperature: 70, heatSetPoint: 68, coolSetPoint: 74, mode: 'HEAT' },
    };
    const events = await adapter.events(ref, new Date('2026-01-05T08:00:00Z'), new Date('2026-01-05T08:30:00Z'));
    const readings = events.filter((e) => e.kind === 'TEMPERATURE').map((e) => e.detail);
    expect(readings.at(0)).toMatchObject({ heatSetPoint: 73, coolSetPoint: 78, heatingMinutes: 1 });
    expect(readings.at(-1)).toMatchObject({ temperature: 73 });
  });
});
