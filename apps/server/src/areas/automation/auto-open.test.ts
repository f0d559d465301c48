import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { runCommandJob, useAdapters } from '../devices/engine/commands.service.ts';
import { autoOpenCheckJob, scheduleOn } from './auto-open.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const url = '/api/iot/automation/auto-open';
const silent = { error() {} };
/** Monday 30 November 2026, 10:00 in New York (Maple Court's time zone). */
const MONDAY_10 = '2026-11-30T15:00:00.000Z';
/** The same Monday, 18:00 in New York. */
const MONDAY_18 = '2026-11-30T23:00:00.000Z';
/** The Monday after, 10:00 in New York. */
const NEXT_MONDAY_10 = '2026-12-07T15:00:00.000Z';

const time = (hours: number, clock: 'am' | 'pm') => ({ hours, minutes: 0, clock });
const monday9to5 = [{ days: 1, openTime: time(9, 'am'), closeTime: time(5, 'pm'), working24: false }];

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;

/** Moves the clock and signs everyone in again (a session ends after an hour idle). */
async function atTime(iso: string) {
  api.clock.set(iso);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
}

beforeAll(async () => {
  api = await createTestApi();
  await atTime(MONDAY_10);
  useInstantDevices('auto-open');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const run = async () => {
  api.clock.advance(1_000);
  for (let round = 0; round < 4; round += 1) {
    if (
      !(await runDueJobs({
        db: api.database.db,
        clock: api.clock,
        jobs: [autoOpenCheckJob, runCommandJob],
        log: silent,
      }))
    )
      break;
  }
};
const statesOf = async (id: string) =>
  ((await manager.get(`${url}/${id}`, maple)).json().locks as { state: string }[]).map((lock) => lock.state);

describe('the hours a rule holds its locks open', () => {
  it('follows the schedule in the community’s time zone and stays shut on a closed day', () => {
    const rule = { hours: monday9to5, closedDays: [] };
    expect(scheduleOn(rule, new Date(MONDAY_10), 'America/New_York')).toBe(true);
    expect(scheduleOn(rule, new Date(MONDAY_18), 'America/New_York')).toBe(false);
    // 10:00 in New York is 07:00 in Los Angeles: before the schedule opens there.
    expect(scheduleOn(rule, new Date(MONDAY_10), 'America/Los_Angeles')).toBe(false);
    const holiday = { hours: monday9to5, closedDays: [{ date: '2026-11-30', name: 'Closed' }] };
    expect(scheduleOn(holiday, new Date(MONDAY_10), 'America/New_York')).toBe(false);
  });
});

describe('auto-open rules', () => {
  it('community manager: a rule holds its locks open in the schedule’s hours, locks them when switched off, and its schedule cannot be deleted under it', async () => {
    const schedule = (
      await manager.post('/api/iot/automation/schedules', { name: 'Lobby weekdays', hours: monday9to5 }, maple)
    ).json();
    const choices = (await manager.get(`${url}/choices`, maple)).json();
    expect(choices.schedules.map((s: { name: string }) => s.name)).toContain('Lobby weekdays');
    const free = (choices.locks as { id: string; family: string; ruleName: string | null }[]).filter(
      (l) => !l.ruleName,
    );
    expect(new Set(free.map((l) => l.family))).not.toContain('BUTTERFLYMX');
    const [first, second] = free;

    const created = await manager.post(
      url,
      { name: 'Lobby doors', scheduleId: schedule.id, deviceIds: [first!.id, second!.id] },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({ name: 'Lobby doors', active: true, openNow: true, lockCount: 2 });
    // Asked at once: the locks are being opened.
    expect(rule.locks.map((l: { state: string }) => l.state)).toEqual(['OPENING', 'OPENING']);
    await run();
    expect(await statesOf(rule.id)).toEqual(['HELD_OPEN', 'HELD_OPEN']);

    // A lock follows one rule; a name is used once.
    const taken = await manager.post(url, { name: 'Other', scheduleId: schedule.id, deviceIds: [first!.id] }, maple);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('AUTO_OPEN_LOCK_TAKEN');
    const third = free[2]!;
    const same = await manager.post(
      url,
      { name: 'LOBBY DOORS', scheduleId: schedule.id, deviceIds: [third.id] },
      maple,
    );
    expect(same.json().code).toBe('AUTO_OPEN_NAME_TAKEN');
    expect((await manager.get(`${url}?q=lob`, maple)).json().totalElements).toBe(1);

    const deleted = await manager.request('DELETE', `/api/iot/automation/schedules/${schedule.id}`, { context: maple });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('SCHEDULE_IN_USE');

    // The minute's check locks them when the hours end.
    await atTime(MONDAY_18);
    await run();
    expect(await statesOf(rule.id)).toEqual(['LOCKED', 'LOCKED']);
    expect((await manager.get(`${url}/${rule.id}`, maple)).json().openNow).toBe(false);

    // Back in the hours a week later, switched off: locked, and it stays so.
    await atTime(NEXT_MONDAY_10);
    await run();
    expect(await statesOf(rule.id)).toEqual(['HELD_OPEN', 'HELD_OPEN']);
    const off = await manager.request('PUT', `${url}/${rule.id}/active`, { body: { active: false }, context: maple });
    expect(off.statusCode).toBe(200);
    expect(off.json().locks.map((l: { state: string }) => l.state)).toEqual(['LOCKING', 'LOCKING']);
    await run();
    expect(await statesOf(rule.id)).toEqual(['LOCKED', 'LOCKED']);

    // Deleted: the rule is gone and the schedule is free again.
    expect((await manager.request('DELETE', `${url}/${rule.id}`, { context: maple })).statusCode).toBe(200);
    expect((await manager.get(`${url}/${rule.id}`, maple)).statusCode).toBe(404);
    const freed = await manager.request('DELETE', `/api/iot/automation/schedules/${schedule.id}`, { context: maple });
    expect(freed.statusCode).toBe(200);
  });

  it('community manager: bad input is refused and writes nothing', async () => {
    const before = (await manager.get(url, maple)).json().totalElements;
    const schedules = (await manager.get('/api/iot/automation/schedules', maple)).json().content as { id: string }[];
    const noLocks = await manager.post(url, { name: 'Nothing', scheduleId: schedules[0]!.id, deviceIds: [] }, maple);
    expect(noLocks.statusCode).toBe(400);
    const strange = await manager.post(
      url,
      { name: 'Strange', scheduleId: schedules[0]!.id, deviceIds: ['00000000-0000-4000-8000-000000000009'] },
      maple,
    );
    expect(strange.statusCode).toBe(422);
    expect(JSON.stringify(strange.json())).toContain('can be held open');
    expect((await manager.get(url, maple)).json().totalElements).toBe(before);
  });

  it('community viewer: may not add a rule', async () => {
    const response = await viewer.post(
      url,
      { name: 'Viewer', scheduleId: '00000000-0000-4000-8000-000000000001', deviceIds: [] },
      maple,
    );
    expect(response.statusCode).toBe(403);
  });

  it("another customer's user: does not see Maple Court's rules, whatever id it sends", async () => {
    const schedules = (await manager.get('/api/iot/automation/schedules', maple)).json().content as { id: string }[];
    const lock = (
      (await manager.get(`${url}/choices`, maple)).json().locks as { id: string; ruleName: string | null }[]
    ).find((l) => !l.ruleName)!;
    const rule = (
      await manager.post(url, { name: 'Gym door', scheduleId: schedules[0]!.id, deviceIds: [lock.id] }, maple)
    ).json();
    expect((await birch.get(`${url}/${rule.id}`, commons)).statusCode).toBe(404);
    expect((await birch.get(url, maple)).statusCode).toBe(403);
    // Birch's context with Maple's schedule and lock: neither is found there.
    const forged = await birch.post(
      url,
      { name: 'Forged', scheduleId: schedules[0]!.id, deviceIds: [lock.id] },
      commons,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe('AUTOMATION_REFERENCE_INVALID');
  });
});
