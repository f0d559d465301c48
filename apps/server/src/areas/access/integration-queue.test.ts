import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { autoApplyJob } from './integration-queue.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const silent = { error() {} };

type Event = { id: string; kind: string; status: string; residentName: string; settledByName: string | null };

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

const pending = async (kind: string) =>
  (await manager.get(`/api/iot/integration-queue?status=PENDING&kind=${kind}`, maple)).json().content as Event[];

describe('the integration queue', () => {
  it('community manager: sees the PMS events only, each with what the PMS sent; applies a move-in, skips a move-out', async () => {
    const all = (await manager.get('/api/iot/integration-queue', maple)).json();
    expect(all.content).toHaveLength(4);
    const moveIns = await pending('MOVE_IN');
    expect(moveIns).toHaveLength(2);
    const first = moveIns[0] as Event;
    const details = (await manager.get(`/api/iot/integration-queue/events/${first.id}`, maple)).json();
    expect(details).toMatchObject({ kind: 'MOVE_IN', status: 'PENDING', movedInAt: null, leaseArchived: false });
    expect(details.payload).toMatchObject({ eventType: 'MoveIn' });
    expect(details.externalRef).toMatch(/^PMS-/);

    const applied = await manager.post(`/api/iot/integration-queue/events/${first.id}/apply`, {}, maple);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'APPLIED', settledByName: 'Morgan Manager' });
    expect(applied.json().movedInAt).not.toBeNull();
    // The lease's own move-in ran: its resident queue shows it applied too.
    const again = await manager.post(`/api/iot/integration-queue/events/${first.id}/apply`, {}, maple);
    expect(again.json().code).toBe('ACCESS_TRANSITION_NOT_ALLOWED');

    const moveOut = (await pending('MOVE_OUT'))[0] as Event;
    const skipped = (await manager.post(`/api/iot/integration-queue/events/${moveOut.id}/skip`, {}, maple)).json();
    expect(skipped.status).toBe('SKIPPED');
    expect((await manager.post(`/api/iot/integration-queue/events/${moveOut.id}/apply`, {}, maple)).json().code).toBe(
      'ACCESS_TRANSITION_NOT_ALLOWED',
    );
  });

  it('community manager: with auto-apply on for move-ins, the job applies the due move-in and leaves the move-outs for a person', async () => {
    const settings = await manager.request('PUT', '/api/iot/integration-queue/auto-apply-settings', {
      context: maple,
      body: { autoApplyMoveIns: true, autoApplyMoveOuts: false },
    });
    expect(settings.json()).toMatchObject({
      autoApplyMoveIns: true,
      autoApplyMoveOuts: false,
      updatedByName: 'Morgan Manager',
    });
    const left = (await pending('MOVE_IN'))[0] as Event;
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [autoApplyJob], log: silent });
    const after = (await manager.get(`/api/iot/integration-queue/events/${left.id}`, maple)).json();
    expect(after).toMatchObject({ status: 'APPLIED', settledByName: 'Auto-apply', applyError: null });
    expect(after.movedInAt).not.toBeNull();
    expect(await pending('MOVE_OUT')).toHaveLength(1);
  });

  it('viewer: reads the queue and its settings but may not apply, skip or change the settings', async () => {
    const list = await viewer.get('/api/iot/integration-queue', maple);
    expect(list.statusCode).toBe(200);
    const event = list.json().content[0] as Event;
    expect((await viewer.post(`/api/iot/integration-queue/events/${event.id}/skip`, {}, maple)).statusCode).toBe(403);
    const read = await viewer.get('/api/iot/integration-queue/auto-apply-settings', maple);
    const save = await viewer.request('PUT', '/api/iot/integration-queue/auto-apply-settings', {
      context: maple,
      body: { autoApplyMoveIns: false, autoApplyMoveOuts: false },
    });
    expect([read.statusCode, save.statusCode]).toEqual([200, 403]);
  });
});
