import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const everything = { showMoveIns: true, showMoveOuts: true, daysAhead: 365, showSettled: false };

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

type Queued = { id: string; leaseId: string; residentId: string; kind: string; status: string; dueOn: string };
const queued = async (client = manager) =>
  (await client.get('/api/iot/residents-queue?size=200', maple)).json().content as Queued[];

/** A new lease on a Maple Court unit the demo leaves unleased (the thirtieth by name). */
async function newLease(startsOn: string, endsOn: string, index: number) {
  const units = (await manager.get(`/api/iot/lease-choices/units?q=b`, maple)).json() as { id: string }[];
  const response = await manager.post(
    '/api/iot/leases',
    {
      unitId: units[index]?.id,
      startsOn,
      endsOn,
      residents: [{ firstName: 'Queue', lastName: `Person${index}` }],
    },
    maple,
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; residents: { id: string }[] };
}

describe('the resident queue', () => {
  it('community manager: a new lease queues its move-in and move-out; applying the move-in executes it, skipping the move-out settles it', async () => {
    await manager.request('PUT', '/api/iot/residents-queue/configuration', { body: everything, context: maple });
    const lease = await newLease('2026-11-20', '2027-11-19', 0);
    const residentId = lease.residents[0]?.id as string;
    const mine = (await queued()).filter((e) => e.leaseId === lease.id);
    expect(mine.map((e) => [e.kind, e.dueOn, e.status])).toEqual([
      ['MOVE_IN', '2026-11-20', 'PENDING'],
      ['MOVE_OUT', '2027-11-19', 'PENDING'],
    ]);
    const applied = await manager.post(`/api/iot/residents-queue/${lease.id}/move-in/${residentId}`, {}, maple);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().residents[0].movedInAt).not.toBeNull();
    expect((await queued()).filter((e) => e.leaseId === lease.id).map((e) => e.kind)).toEqual(['MOVE_OUT']);
    const moveOut = (await queued()).find((e) => e.leaseId === lease.id) as Queued;
    const skipped = await manager.post(`/api/iot/residents-queue/events/${moveOut.id}/skip`, {}, maple);
    expect(skipped.json()).toMatchObject({ status: 'SKIPPED', settledByName: 'Morgan Manager' });
    expect((await manager.post(`/api/iot/residents-queue/events/${moveOut.id}/skip`, {}, maple)).json().code).toBe(
      'ACCESS_TRANSITION_NOT_ALLOWED',
    );
    await manager.request('PUT', '/api/iot/residents-queue/configuration', {
      body: { ...everything, showSettled: true },
      context: maple,
    });
    const settled = (await queued()).filter((e) => e.leaseId === lease.id).map((e) => [e.kind, e.status]);
    expect(settled).toEqual([
      ['MOVE_IN', 'APPLIED'],
      ['MOVE_OUT', 'SKIPPED'],
    ]);
  });

  it('community manager: a move-in executed from the lease settles its queued event; the displaying options choose what shows', async () => {
    await manager.request('PUT', '/api/iot/residents-queue/configuration', { body: everything, context: maple });
    const lease = await newLease('2026-12-10', '2027-08-31', 1);
    const residentId = lease.residents[0]?.id as string;
    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    expect((await queued()).filter((e) => e.leaseId === lease.id).map((e) => e.kind)).toEqual(['MOVE_OUT']);
    await manager.request('PUT', '/api/iot/residents-queue/configuration', {
      body: { ...everything, showMoveOuts: false },
      context: maple,
    });
    expect((await queued()).every((e) => e.kind === 'MOVE_IN')).toBe(true);
    await manager.request('PUT', '/api/iot/residents-queue/configuration', {
      body: { ...everything, daysAhead: 0 },
      context: maple,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(api.clock.now());
    expect((await queued()).every((e) => e.dueOn <= today)).toBe(true);
    const bad = await manager.request('PUT', '/api/iot/residents-queue/configuration', {
      body: { ...everything, daysAhead: 400 },
      context: maple,
    });
    expect(bad.statusCode).toBe(400);
    expect((await manager.get('/api/iot/residents-queue/configuration', maple)).json().daysAhead).toBe(0);
  });

  it('community viewer: reads the queue but may not apply or skip an event', async () => {
    await manager.request('PUT', '/api/iot/residents-queue/configuration', { body: everything, context: maple });
    const events = await queued(viewer);
    const lease = await newLease('2026-11-25', '2027-11-24', 2);
    const residentId = lease.residents[0]?.id as string;
    expect(Array.isArray(events)).toBe(true);
    expect(
      (await viewer.post(`/api/iot/residents-queue/${lease.id}/move-in/${residentId}`, {}, maple)).statusCode,
    ).toBe(403);
    const event = (await queued()).find((e) => e.leaseId === lease.id) as Queued;
    expect((await viewer.post(`/api/iot/residents-queue/events/${event.id}/skip`, {}, maple)).statusCode).toBe(403);
  });
});
