import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarioJobs, useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const url = '/api/iot/automation/scenarios/move-ins';
/** Monday 30 November 2026, 08:00 in New York (Maple Court's time zone): tomorrow is 1 December there. */
const MONDAY_8 = '2026-11-30T13:00:00.000Z';
const welcome = { heatSetPoint: 70, coolSetPoint: 75, mode: 'AUTO' };

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(MONDAY_8);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('move-ins');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const work = () => runScenarioJobs(api);

type Line = { deviceName: string; unitName: string | null; result: string; reason: string | null };

describe('recommended move-in settings', () => {
  it('community manager: a run gives the thermostat of a unit with a move-in due tomorrow the welcome set points, and says why the others were left alone', async () => {
    const start = (await manager.get(url, maple)).json();
    // The demo tried it once by hand, the day before its latest move-in, and left it off.
    expect(start).toMatchObject({
      kind: 'MOVE_INS',
      active: false,
      leadDays: 1,
      until: '2026-12-01',
      lastRun: { trigger: 'MANUAL', status: 'FINISHED', counts: { applied: 1, pending: 0 } },
    });

    // A lease of a unit with a thermostat, starting tomorrow, its resident not moved in yet.
    const units = (await manager.get(`${url}/choices`, maple)).json().units as {
      id: string;
      name: string;
      thermostat: boolean;
    }[];
    const unit = units.find((u) => u.thermostat)!;
    const lease = await manager.post(
      '/api/iot/leases',
      {
        unitId: unit.id,
        startsOn: '2026-12-01',
        endsOn: '2027-11-30',
        residents: [{ firstName: 'Mia', lastName: 'Arriving' }],
      },
      maple,
    );
    expect(lease.statusCode).toBe(201);
    const due = (await manager.get(url, maple)).json();
    expect(due.due).toContainEqual(
      expect.objectContaining({
        unit: expect.objectContaining({ id: unit.id }),
        dueOn: '2026-12-01',
        residents: ['Mia Arriving'],
        thermostat: true,
      }),
    );

    // Switched off, it does not run; on, with welcome set points, it does.
    expect((await manager.post(`${url}/runs`, {}, maple)).json().code).toBe('SCENARIO_INACTIVE');
    const saved = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, setPoint: welcome, leadDays: 1, excludedUnitIds: [] },
      context: maple,
    });
    expect(saved.statusCode).toBe(200);
    const started = await manager.post(`${url}/runs`, {}, maple);
    expect(started.statusCode).toBe(201);
    const runId = started.json().id as string;
    await work();

    const lines = (await manager.get(`/api/iot/automation/scenarios/logs?runId=${runId}&size=999`, maple)).json()
      .content as Line[];
    const applied = lines.filter((line) => line.result === 'APPLIED');
    expect(applied.map((line) => line.unitName)).toEqual([unit.name]);
    expect(applied[0]!.reason).toBe('Heat 70 °F, cool 75 °F, mode auto.');
    const others = lines.filter((line) => line.result === 'EXCLUDED' && line.unitName !== null);
    expect(others.length).toBeGreaterThan(0);
    expect(new Set(others.map((line) => line.reason))).toEqual(new Set(['No move-in is due by 2026-12-01.']));
    const after = (await manager.get(url, maple)).json();
    expect(after.lastRun).toMatchObject({ id: runId, status: 'FINISHED', counts: { applied: 1, pending: 0 } });

    // Left out by hand, the unit is INACTIVE_POLICY_EXCLUDED on the next run.
    await manager.request('PUT', `${url}/rules`, {
      body: { active: true, setPoint: welcome, leadDays: 1, excludedUnitIds: [unit.id] },
      context: maple,
    });
    const second = (await manager.post(`${url}/runs`, {}, maple)).json().id as string;
    const leftOut = (
      await manager.get(`/api/iot/automation/scenarios/logs?runId=${second}&result=INACTIVE_POLICY_EXCLUDED`, maple)
    ).json().content as Line[];
    expect(leftOut.map((line) => line.unitName)).toEqual([unit.name]);
  });

  it('community manager: a lead beyond a week or set points out of bounds are refused and change nothing', async () => {
    const before = (await manager.get(url, maple)).json();
    const far = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, setPoint: welcome, leadDays: 8, excludedUnitIds: [] },
      context: maple,
    });
    expect(far.statusCode).toBe(400);
    const tight = await manager.request('PUT', `${url}/rules`, {
      body: {
        active: true,
        setPoint: { heatSetPoint: 74, coolSetPoint: 75, mode: 'AUTO' },
        leadDays: 1,
        excludedUnitIds: [],
      },
      context: maple,
    });
    expect(tight.statusCode).toBe(400);
    expect((await manager.get(url, maple)).json()).toEqual(before);
  });

  it('community viewer: reads the scenario but may not change or run it', async () => {
    expect((await viewer.get(url, maple)).statusCode).toBe(200);
    expect((await viewer.post(`${url}/runs`, {}, maple)).statusCode).toBe(403);
    expect(
      (await viewer.request('PUT', `${url}/schedule`, { body: { scheduleId: null }, context: maple })).statusCode,
    ).toBe(403);
  });
});
