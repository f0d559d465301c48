import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const silent = { error() {} };
/** Monday 30 November 2026, 10:00 in Maple Court (Eastern time). */
const MONDAY_10 = '2026-11-30T15:00:00.000Z';

type Lock = { id: string; name: string; locationId: string | null };
let lobby: Lock;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(MONDAY_10);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('passes');
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const sync = async () => {
  api.clock.advance(1_000);
  await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
};
const opens = async (credentialId: string) =>
  (await manager.post(`/api/iot/access/doors/${lobby.id}/present`, { credentialId }, maple)).json().opened as boolean;
const passCount = async (list: 'active' | 'ended') =>
  (await manager.get(`/api/iot/passes?list=${list}&size=1`, maple)).json().totalElements as number;

function passBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'GUEST',
    holderName: 'Iris Visitor',
    email: 'iris@example.com',
    locationIds: [lobby.locationId],
    validFrom: '2026-11-30T00:00:00.000Z',
    validUntil: '2026-12-02T00:00:00.000Z',
    ...overrides,
  };
}

describe('passes', () => {
  it('community manager: the seeded passes (seeded on 1 November) have ended by the 30th; the type filter narrows them', async () => {
    const active = (await manager.get('/api/iot/passes', maple)).json();
    expect(active.content).toEqual([]);
    const guests = (await manager.get('/api/iot/passes?list=ended&type=GUEST', maple)).json();
    expect(guests.content.map((p: { holderName: string }) => p.holderName)).toEqual(['Grace Holloway']);
    const ended = (await manager.get('/api/iot/passes?list=ended&type=VENDOR', maple)).json();
    expect(ended.content).toMatchObject([{ holderName: 'Sam Ortega', company: 'Brightline Elevators', expired: true }]);
    // The search is the start of the holder's name, in any case (a range of the name key, D242).
    const named = (await manager.get('/api/iot/passes?list=ended&q=GRACE%20h', maple)).json();
    expect(named.content.map((p: { holderName: string }) => p.holderName)).toEqual(['Grace Holloway']);
    expect((await manager.get('/api/iot/passes?list=ended&q=olloway', maple)).json().totalElements).toBe(0);
  });

  it('community manager: a guest pass opens the lobby inside its window; its log and summary show it; revoked, the lobby refuses', async () => {
    const created = await manager.post('/api/iot/passes', passBody(), maple);
    expect(created.statusCode).toBe(201);
    const pass = created.json();
    expect(pass).toMatchObject({ type: 'GUEST', status: 'ACTIVE', locationNames: ['Building B'] });
    expect(pass.pin).toMatch(/^\d{6}$/);
    await sync();
    expect(await opens(pass.credentialId)).toBe(true);

    const logs = (await manager.get(`/api/iot/passes/${pass.id}/logs`, maple)).json();
    expect(logs.content).toMatchObject([{ deviceId: lobby.id, deviceName: 'Building B lobby', granted: true }]);
    const summary = (await manager.get(`/api/iot/passes/${pass.id}/summary`, maple)).json();
    expect(summary).toMatchObject({ communityName: 'Maple Court', pass: { pin: pass.pin } });
    expect(summary.places).toEqual([{ name: 'Building B', locks: expect.arrayContaining(['Building B lobby']) }]);

    api.clock.advance(1_000);
    const revoking = (await manager.post(`/api/iot/passes/${pass.id}/revoke`, {}, maple)).json();
    expect(revoking.status).toBe('REVOKING');
    await sync();
    expect((await manager.get(`/api/iot/passes/${pass.id}`, maple)).json().status).toBe('REVOKED');
    expect(await opens(pass.credentialId)).toBe(false);
    expect((await manager.post(`/api/iot/passes/${pass.id}/revoke`, {}, maple)).json().code).toBe(
      'ACCESS_TRANSITION_NOT_ALLOWED',
    );
    const tries = (await manager.get(`/api/iot/passes/${pass.id}/logs`, maple)).json();
    expect(tries.content.map((t: { granted: boolean }) => t.granted)).toEqual([false, true]);
  });

  it('community manager: a pass outside its hours does not open; a vendor pass needs its company', async () => {
    // Weekends only: Monday 10 am is outside.
    const weekend = [
      { days: 8, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
    ];
    const pass = (await manager.post('/api/iot/passes', passBody({ hours: weekend }), maple)).json();
    await sync();
    expect(await opens(pass.credentialId)).toBe(false);
    const vendor = await manager.post('/api/iot/passes', passBody({ type: 'VENDOR', company: '' }), maple);
    expect(vendor.json().code).toBe('VALIDATION_FAILED');
    expect(vendor.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/company']);
  });

  it('bad input: an end before its start, or overlapping hours: a clear error on the field and no pass written', async () => {
    const before = await passCount('active');
    const backwards = await manager.post(
      '/api/iot/passes',
      passBody({ validFrom: '2026-12-02T00:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z' }),
      maple,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toMatchObject([{ path: 'body/validUntil', message: 'must be after the start' }]);
    const overlapping = await manager.post(
      '/api/iot/passes',
      passBody({
        hours: [
          {
            days: 1,
            openTime: { hours: 9, minutes: 0, clock: 'am' },
            closeTime: { hours: 1, minutes: 0, clock: 'pm' },
          },
          {
            days: 1,
            openTime: { hours: 12, minutes: 0, clock: 'pm' },
            closeTime: { hours: 5, minutes: 0, clock: 'pm' },
          },
        ],
      }),
      maple,
    );
    expect(overlapping.json()).toMatchObject({
      code: 'HOURS_CONFLICT',
      issues: [
        { path: 'hours.0', message: 'conflicts with hours 2' },
        { path: 'hours.1', message: 'conflicts with hours 1' },
      ],
    });
    expect(await passCount('active')).toBe(before);
  });

  it('viewer: may not create or revoke a pass', async () => {
    expect((await viewer.post('/api/iot/passes', passBody(), maple)).statusCode).toBe(403);
    const seeded = (await manager.get('/api/iot/passes', maple)).json().content[0];
    expect((await viewer.post(`/api/iot/passes/${seeded.id}/revoke`, {}, maple)).statusCode).toBe(403);
  });
});
