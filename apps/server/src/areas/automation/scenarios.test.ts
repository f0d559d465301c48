import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarioJobs, useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const url = '/api/iot/automation/scenarios';
/** Monday 30 November 2026, 08:00 and 10:00 in New York (Maple Court's time zone). */
const MONDAY_8 = '2026-11-30T13:00:00.000Z';
const MONDAY_10 = '2026-11-30T15:00:00.000Z';
const time = (hours: number, clock: 'am' | 'pm') => ({ hours, minutes: 0, clock });
const monday9to5 = [{ days: 1, openTime: time(9, 'am'), closeTime: time(5, 'pm'), working24: false }];
const saving = { heatSetPoint: 58, coolSetPoint: 85, mode: 'AUTO' };

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;

async function atTime(iso: string) {
  api.clock.set(iso);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
}

beforeAll(async () => {
  api = await createTestApi();
  await atTime(MONDAY_8);
  useInstantDevices('scenarios');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const work = () => runScenarioJobs(api);

type Line = { deviceName: string; unitName: string | null; result: string; reason: string | null };
const logOf = async (runId: string) =>
  (await manager.get(`${url}/logs?runId=${runId}&size=999`, maple)).json().content as Line[];

describe('the energy-saving scenario', () => {
  it('community manager: a run gives vacant units the saving set points and says why every other thermostat was left alone', async () => {
    const start = (await manager.get(`${url}/energy-saving`, maple)).json();
    // The demo tried it once by hand and switched it off again: a finished run, every line decided.
    expect(start).toMatchObject({ active: false, schedule: null, lastRun: { trigger: 'MANUAL', status: 'FINISHED' } });
    expect(start.lastRun.total).toBe(start.thermostats);
    expect(start.lastRun.counts.pending).toBe(0);
    expect(start.lastRun.counts.applied).toBeGreaterThan(0);
    expect(start.thermostats).toBeGreaterThan(0);
    // Switched off, it does not run.
    const off = await manager.post(`${url}/energy-saving/runs`, {}, maple);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('SCENARIO_INACTIVE');

    const choices = (await manager.get(`${url}/energy-saving/choices`, maple)).json();
    const vacantWithThermostat = (choices.units as { id: string; vacant: boolean; thermostat: boolean }[]).filter(
      (u) => u.vacant && u.thermostat,
    );
    expect(vacantWithThermostat.length).toBeGreaterThan(1);
    const leftOut = vacantWithThermostat[0]!;
    const saved = await manager.request('PUT', `${url}/energy-saving/rules`, {
      body: { active: true, setPoint: saving, excludedUnitIds: [leftOut.id] },
      context: maple,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      active: true,
      setPoint: saving,
      vacantUnits: vacantWithThermostat.length - 1,
    });
    expect(saved.json().excludedUnits.map((u: { id: string }) => u.id)).toEqual([leftOut.id]);

    const started = await manager.post(`${url}/energy-saving/runs`, {}, maple);
    expect(started.statusCode).toBe(201);
    const run = started.json();
    expect(run).toMatchObject({ trigger: 'MANUAL', status: 'RUNNING', total: start.thermostats });
    await work();

    const lines = await logOf(run.id);
    expect(lines).toHaveLength(start.thermostats);
    const by = (result: string) => lines.filter((line) => line.result === result);
    expect(by('PENDING')).toHaveLength(0);
    expect(by('APPLIED')).toHaveLength(vacantWithThermostat.length - 1);
    expect(by('APPLIED')[0]!.reason).toBe('Heat 58 °F, cool 85 °F, mode auto.');
    expect(lines[0]).toMatchObject({ trigger: 'MANUAL', requestedBy: expect.stringMatching(/\S/) });
    expect(by('INACTIVE_POLICY_EXCLUDED').length).toBeGreaterThan(0);
    expect(by('EXCLUDED').length).toBeGreaterThan(0);
    expect(by('EXCLUDED')[0]!.reason).toMatch(/not vacant|not in a unit/);

    const finished = (await manager.get(`${url}/runs?kind=ENERGY_SAVING`, maple)).json().content[0];
    expect(finished).toMatchObject({ id: run.id, status: 'FINISHED' });
    expect(finished.counts.applied).toBe(vacantWithThermostat.length - 1);
    // The thermostats hold the saving set points now.
    const applied = (await manager.get('/api/thermostats?size=999', maple)).json().content as {
      name: string;
      heatSetPoint: number;
    }[];
    for (const line of by('APPLIED')) {
      expect(applied.find((t) => t.name === line.deviceName)?.heatSetPoint).toBe(58);
    }
    // The log filters by result, on the server.
    const onlyApplied = (await manager.get(`${url}/logs?result=APPLIED&runId=${run.id}`, maple)).json();
    expect(onlyApplied.totalElements).toBe(vacantWithThermostat.length - 1);
  });

  it('community manager: a scenario that follows a schedule runs when the schedule comes on, once', async () => {
    const schedule = (
      await manager.post('/api/iot/automation/schedules', { name: 'Saving Mondays', hours: monday9to5 }, maple)
    ).json();
    const chosen = await manager.request('PUT', `${url}/energy-saving/schedule`, {
      body: { scheduleId: schedule.id },
      context: maple,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ schedule: { id: schedule.id, name: 'Saving Mondays' }, scheduleOn: false });
    const before = (await manager.get(`${url}/runs`, maple)).json().totalElements;
    await atTime(MONDAY_10);
    await work();
    await work();
    const after = (await manager.get(`${url}/runs`, maple)).json();
    expect(after.totalElements).toBe(before + 1);
    expect(after.content[0]).toMatchObject({ trigger: 'SCHEDULE', status: 'FINISHED' });
    // The schedule cannot be deleted while the scenario follows it.
    const deleted = await manager.request('DELETE', `/api/iot/automation/schedules/${schedule.id}`, { context: maple });
    expect(deleted.json().code).toBe('SCHEDULE_IN_USE');
    await manager.request('PUT', `${url}/energy-saving/schedule`, { body: { scheduleId: null }, context: maple });
  });

  it('community manager: the log of every run lists the newest run first and each run’s lines by device name, page after page', async () => {
    type Entry = Line & { runId: string };
    const everything: Entry[] = [];
    for (let page = 0; ; page += 1) {
      const body = (await manager.get(`${url}/logs?kind=ENERGY_SAVING&size=25&page=${page}`, maple)).json();
      everything.push(...(body.content as Entry[]));
      if (page + 1 >= body.totalPages) break;
    }
    expect(new Set(everything.map((line) => `${line.runId}/${line.deviceName}`)).size).toBe(everything.length);
    const runs = [...new Set(everything.map((line) => line.runId))];
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) {
      const names = everything.filter((line) => line.runId === run).map((line) => line.deviceName.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      // A run's lines stand together.
      const first = everything.findIndex((line) => line.runId === run);
      expect(everything.slice(first, first + names.length).every((line) => line.runId === run)).toBe(true);
    }
  });

  it('community manager: bad rules are refused and change nothing', async () => {
    const before = (await manager.get(`${url}/energy-saving`, maple)).json();
    const close = await manager.request('PUT', `${url}/energy-saving/rules`, {
      body: { active: true, setPoint: { heatSetPoint: 70, coolSetPoint: 71, mode: 'AUTO' } },
      context: maple,
    });
    expect(close.statusCode).toBe(400);
    const stranger = await manager.request('PUT', `${url}/energy-saving/rules`, {
      body: { active: true, setPoint: saving, excludedUnitIds: ['00000000-0000-4000-8000-000000000009'] },
      context: maple,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().code).toBe('AUTOMATION_REFERENCE_INVALID');
    const after = (await manager.get(`${url}/energy-saving`, maple)).json();
    expect(after.setPoint).toEqual(before.setPoint);
    expect(after.excludedUnits).toEqual(before.excludedUnits);
  });

  it('community viewer: reads the scenarios but may not change or run them', async () => {
    expect((await viewer.get(`${url}/energy-saving`, maple)).statusCode).toBe(200);
    const run = await viewer.post(`${url}/energy-saving/runs`, {}, maple);
    expect(run.statusCode).toBe(403);
    const rules = await viewer.request('PUT', `${url}/energy-saving/rules`, {
      body: { active: false, setPoint: saving },
      context: maple,
    });
    expect(rules.statusCode).toBe(403);
  });

  it("another customer's user: sees none of Maple Court's runs, whatever run id it asks for", async () => {
    const runId = (await manager.get(`${url}/runs`, maple)).json().content[0].id as string;
    const theirs = (await birch.get(`${url}/logs?runId=${runId}`, commons)).json();
    expect(theirs.totalElements).toBe(0);
    expect((await birch.get(`${url}/logs`, maple)).statusCode).toBe(403);
    // Birch's context with a Maple unit to leave out: not a unit of theirs.
    const unit = (await manager.get(`${url}/energy-saving/choices`, maple)).json().units[0].id as string;
    const forged = await birch.request('PUT', `${url}/energy-saving/rules`, {
      body: { active: true, setPoint: saving, excludedUnitIds: [unit] },
      context: commons,
    });
    expect(forged.json().code).toBe('AUTOMATION_REFERENCE_INVALID');
  });
});
