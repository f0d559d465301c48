import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const url = '/api/iot/automation/schedules';

type Clock = 'am' | 'pm';
const time = (hours: number, clock: Clock, minutes = 0) => ({ hours, minutes, clock });
const entry = (days: number, open: ReturnType<typeof time>, close: ReturnType<typeof time>, working24 = false) => ({
  days,
  openTime: open,
  closeTime: close,
  working24,
});
const officeHours = [1, 2, 3, 4, 5].map((day) => entry(day, time(9, 'am'), time(5, 'pm')));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('automation schedules', () => {
  it('community manager: adds a schedule with closed days, finds it by the start of its name, changes it and deletes it', async () => {
    const manager = await api.as('manager@maple.demo');
    const created = await manager.post(
      url,
      {
        name: 'Clubhouse',
        description: 'Open for residents',
        hours: officeHours,
        closedDays: [
          { date: '2027-07-04', name: 'Independence Day' },
          { date: '2026-12-25', name: 'Christmas Day' },
        ],
      },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({ name: 'Clubhouse', description: 'Open for residents' });
    expect(schedule.hours).toHaveLength(5);
    // Closed days are kept in date order.
    expect(schedule.closedDays.map((day: { date: string }) => day.date)).toEqual(['2026-12-25', '2027-07-04']);

    const found = await manager.get(`${url}?q=CLUB`, maple);
    expect(found.statusCode).toBe(200);
    expect(found.json().content.map((row: { id: string }) => row.id)).toEqual([schedule.id]);
    expect(found.headers['x-total-count']).toBe('1');

    const changed = await manager.request('PUT', `${url}/${schedule.id}`, {
      body: { name: 'Clubhouse (winter)', hours: [entry(8, time(10, 'am'), time(4, 'pm'))] },
      context: maple,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: schedule.id,
      name: 'Clubhouse (winter)',
      description: null,
      closedDays: [],
    });
    expect((await manager.get(`${url}/${schedule.id}`, maple)).json().hours).toEqual([
      entry(8, time(10, 'am'), time(4, 'pm')),
    ]);

    const removed = await manager.request('DELETE', `${url}/${schedule.id}`, { context: maple });
    expect(removed.statusCode).toBe(200);
    expect((await manager.get(`${url}/${schedule.id}`, maple)).statusCode).toBe(404);
  });

  it('community manager: overlapping hours are refused on both entries of the first conflicting pair, and nothing is written', async () => {
    const manager = await api.as('manager@maple.demo');
    const before = (await manager.get(url, maple)).json().totalElements;
    const cases: { hours: ReturnType<typeof entry>[]; issues: string[] }[] = [
      // One starts inside the other (the first pair, not the later one, is reported).
      {
        hours: [
          entry(2, time(9, 'am'), time(1, 'pm')),
          entry(1, time(9, 'am'), time(1, 'pm')),
          entry(1, time(11, 'am'), time(3, 'pm')),
          entry(1, time(10, 'am'), time(2, 'pm')),
        ],
        issues: ['hours.1', 'hours.2'],
      },
      // A 24-hour range conflicts with any range of its day; the weekend group meets Saturday.
      {
        hours: [entry(8, time(12, 'am'), time(12, 'am'), true), entry(6, time(9, 'am'), time(5, 'pm'))],
        issues: ['hours.0', 'hours.1'],
      },
      // Identical ranges.
      {
        hours: [entry(3, time(8, 'am'), time(9, 'am')), entry(3, time(8, 'am'), time(9, 'am'))],
        issues: ['hours.0', 'hours.1'],
      },
      // 12 pm compares as hour 00 (the spec's rule, kept as written): 12:30 pm falls inside 12 am to 1 am.
      {
        hours: [entry(4, time(12, 'am'), time(1, 'am')), entry(4, time(12, 'pm', 30), time(2, 'pm'))],
        issues: ['hours.0', 'hours.1'],
      },
    ];
    for (const { hours, issues } of cases) {
      const refused = await manager.post(url, { name: 'Overlapping', hours }, maple);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('HOURS_CONFLICT');
      expect(refused.json().issues.map((issue: { path: string }) => issue.path)).toEqual(issues);
    }
    // Back to back is fine.
    const backToBack = await manager.post(
      url,
      { name: 'Split shift', hours: [entry(1, time(9, 'am'), time(12, 'pm')), entry(1, time(1, 'pm'), time(5, 'pm'))] },
      maple,
    );
    expect(backToBack.statusCode).toBe(201);
    expect((await manager.get(url, maple)).json().totalElements).toBe(before + 1);
  });

  it('community manager: a taken name (in any case), no hours, a close before the open or a date listed twice are refused, and nothing changes', async () => {
    const manager = await api.as('manager@maple.demo');
    const before = (await manager.get(url, maple)).json().totalElements;
    const taken = await manager.post(url, { name: 'leasing OFFICE hours', hours: officeHours }, maple);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SCHEDULE_NAME_TAKEN',
      message: 'A schedule with this name already exists in this community.',
    });
    expect((await manager.post(url, { name: 'No hours', hours: [] }, maple)).statusCode).toBe(400);
    const backwards = await manager.post(
      url,
      { name: 'Backwards', hours: [entry(1, time(5, 'pm'), time(9, 'am'))] },
      maple,
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().issues)).toContain('body/hours/0/closeTime');
    const twice = await manager.post(
      url,
      {
        name: 'Twice',
        hours: officeHours,
        closedDays: [
          { date: '2026-12-25', name: 'Christmas Day' },
          { date: '2026-12-25', name: 'Again' },
        ],
      },
      maple,
    );
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json().issues)).toContain('body/closedDays/1/date');
    expect((await manager.get(url, maple)).json().totalElements).toBe(before);

    // Renaming onto another schedule's name is refused too, and the schedule keeps its own.
    const list = (await manager.get(`${url}?q=fitness`, maple)).json().content;
    const renamed = await manager.request('PUT', `${url}/${list[0].id}`, {
      body: { name: 'Pool season', hours: officeHours },
      context: maple,
    });
    expect(renamed.json().code).toBe('SCHEDULE_NAME_TAKEN');
    expect((await manager.get(`${url}/${list[0].id}`, maple)).json().name).toBe('Fitness center');
  });

  it('community viewer: reads the schedules but may not add, change or delete one', async () => {
    const viewer = await api.as('viewer@maple.demo');
    const list = await viewer.get(url, maple);
    expect(list.statusCode).toBe(200);
    expect(list.json().content.map((row: { name: string }) => row.name)).toContain('Leasing office hours');
    const id = list.json().content[0].id;
    expect((await viewer.post(url, { name: 'Viewer', hours: officeHours }, maple)).statusCode).toBe(403);
    expect(
      (await viewer.request('PUT', `${url}/${id}`, { body: { name: 'Viewer', hours: officeHours }, context: maple }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.request('DELETE', `${url}/${id}`, { context: maple })).statusCode).toBe(403);
  });

  it("Birch Residential admin: never sees Maple Court's schedules, and cannot name Maple Court as the context", async () => {
    const manager = await api.as('manager@maple.demo');
    const { id } = (await manager.post(url, { name: 'Only at Maple', hours: officeHours }, maple)).json();
    const other = await api.as('multi@lintel.demo');
    const own = await other.get(url, birch);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain(id);
    expect((await other.get(`${url}/${id}`, birch)).statusCode).toBe(404);
    expect((await other.request('DELETE', `${url}/${id}`, { context: birch })).statusCode).toBe(404);
    expect((await other.get(url, { customer: 'Birch Residential', community: 'Maple Court' })).statusCode).toBe(403);
  });
});
