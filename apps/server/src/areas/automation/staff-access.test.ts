import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarioJobs, useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const url = '/api/iot/automation/scenarios/staff-access';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('staff-access');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const work = () => runScenarioJobs(api);

type Line = { deviceName: string; unitName: string | null; result: string; reason: string | null };
type Choices = {
  staff: { id: string; name: string; email: string }[];
  units: { id: string; name: string; vacant: boolean; lock: boolean }[];
};

const lines = async (runId: string) =>
  (await manager.get(`/api/iot/automation/scenarios/logs?runId=${runId}&size=999`, maple)).json().content as Line[];

describe('staff access to vacant units', () => {
  it('community manager: saving the rules lets the named staff open vacant units, a unit let or a person no longer staff takes it back, switching off revokes the rest', async () => {
    const choices = (await manager.get(`${url}/choices`, maple)).json() as Choices;
    const vacant = choices.units.filter((u) => u.vacant && u.lock);
    const occupied = choices.units.filter((u) => !u.vacant && u.lock);
    expect(vacant.length).toBeGreaterThan(2);
    expect(occupied.length).toBeGreaterThan(0);
    const [leftOut, toLet] = vacant as [Choices['units'][number], Choices['units'][number]];
    // Not the manager: the test later makes this person inactive.
    const person = choices.staff.find((p) => p.email !== 'manager@maple.demo')!;

    const start = (await manager.get(url, maple)).json();
    expect(start).toMatchObject({ kind: 'STAFF_ACCESS', active: false, vacantUnits: vacant.length, heldUnits: 0 });
    expect((await manager.post(`${url}/runs`, {}, maple)).json().code).toBe('SCENARIO_INACTIVE');

    // Saving switched on runs it at once: every vacant unit's lock but the one left out.
    const saved = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, staffIds: [person.id], excludedUnitIds: [leftOut.id] },
      context: maple,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      active: true,
      staff: [{ id: person.id, name: person.name, active: true }],
      vacantUnits: vacant.length - 1,
      heldUnits: vacant.length - 1,
      lastRun: { trigger: 'MANUAL', status: 'RUNNING' },
    });
    const runId = saved.json().lastRun.id as string;
    await work();
    const first = await lines(runId);
    const applied = first.filter((line) => line.result === 'APPLIED');
    expect(new Set(applied.map((line) => line.unitName))).toEqual(
      new Set(vacant.filter((u) => u.id !== leftOut.id).map((u) => u.name)),
    );
    expect(applied[0]!.reason).toBe(`${person.name} can open it.`);
    expect(first.filter((line) => line.result === 'INACTIVE_POLICY_EXCLUDED').map((line) => line.unitName)).toEqual(
      first.filter((line) => line.unitName === leftOut.name).map((line) => line.unitName),
    );
    const excluded = first.filter((line) => line.result === 'EXCLUDED');
    expect(excluded.length).toBeGreaterThan(0);
    expect(
      excluded.every((line) => /^The unit is not vacant \(.+\); the staff do not hold it\.$/.test(line.reason!)),
    ).toBe(true);
    expect((await manager.get(url, maple)).json().lastRun).toMatchObject({
      id: runId,
      status: 'FINISHED',
      counts: { pending: 0, applied: applied.length },
    });

    // The unit is let: the minute's check sees it and a run takes the staff's access back.
    const letStatus = (await manager.get(`/api/units/${occupied[0]!.id}`, maple)).json().physicalStatus as string;
    const let_ = await manager.request('PUT', `/api/units/${toLet.id}/physical-status`, {
      body: { physicalStatus: letStatus },
      context: maple,
    });
    expect(let_.statusCode).toBe(200);
    api.clock.advance(61_000);
    await work();
    const after = (await manager.get(url, maple)).json();
    expect(after).toMatchObject({
      heldUnits: vacant.length - 2,
      lastRun: { trigger: 'UNIT_STATUS', status: 'FINISHED' },
    });
    const second = await lines(after.lastRun.id);
    expect(second.filter((line) => line.unitName === toLet.name).map((line) => line.result)).toEqual(
      second.filter((line) => line.unitName === toLet.name).map(() => 'EXCLUDED'),
    );

    // The person is no longer active: the next check takes their access back, and says why.
    await sql`update users set status = 'inactive'
      where id = (select user_id from customer_users where id = ${person.id}::uuid)`.execute(api.database.db);
    api.clock.advance(61_000);
    await work();
    const gone = (await manager.get(url, maple)).json();
    expect(gone).toMatchObject({
      heldUnits: 0,
      staff: [{ id: person.id, active: false }],
      lastRun: { trigger: 'UNIT_STATUS', status: 'FINISHED' },
    });
    const third = await lines(gone.lastRun.id);
    expect(third.filter((line) => line.result === 'APPLIED')).toEqual([]);
    expect(third.some((line) => line.reason === 'No active staff member is named in the rules.')).toBe(true);
    await sql`update users set status = 'active'
      where id = (select user_id from customer_users where id = ${person.id}::uuid)`.execute(api.database.db);

    // Switched off: every grant it made is revoked; the rules stay for next time.
    const off = await manager.request('PUT', `${url}/rules`, {
      body: { active: false, staffIds: [person.id], excludedUnitIds: [leftOut.id] },
      context: maple,
    });
    expect(off.json()).toMatchObject({ active: false, heldUnits: 0, staff: [{ id: person.id }] });
  });

  it('community manager: a person who is not staff here, or a unit of no community, is refused and changes nothing', async () => {
    const before = (await manager.get(url, maple)).json();
    const stranger = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, staffIds: ['00000000-0000-4000-8000-000000000001'], excludedUnitIds: [] },
      context: maple,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ code: 'AUTOMATION_REFERENCE_INVALID', issues: [{ path: 'staffIds' }] });
    const unit = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, staffIds: [], excludedUnitIds: ['00000000-0000-4000-8000-000000000002'] },
      context: maple,
    });
    expect(unit.json()).toMatchObject({ code: 'AUTOMATION_REFERENCE_INVALID', issues: [{ path: 'excludedUnitIds' }] });
    const twice = await manager.request('PUT', `${url}/rules`, {
      body: { active: true, staffIds: [before.staff[0].id, before.staff[0].id], excludedUnitIds: [] },
      context: maple,
    });
    expect(twice.statusCode).toBe(400);
    expect((await manager.get(url, maple)).json()).toEqual(before);
  });

  it('community viewer: reads the scenario but may not change or run it', async () => {
    expect((await viewer.get(url, maple)).statusCode).toBe(200);
    expect((await viewer.get(`${url}/choices`, maple)).statusCode).toBe(403);
    expect((await viewer.post(`${url}/runs`, {}, maple)).statusCode).toBe(403);
    expect(
      (
        await viewer.request('PUT', `${url}/rules`, {
          body: { active: false, staffIds: [], excludedUnitIds: [] },
          context: maple,
        })
      ).statusCode,
    ).toBe(403);
  });
});
