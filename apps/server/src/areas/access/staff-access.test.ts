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
/** Sunday 29 November 2026, 03:00 in Maple Court. */
const SUNDAY_3 = '2026-11-29T08:00:00.000Z';

type Lock = { id: string; name: string; locationId: string | null };
let lobby: Lock;
let staffId: string;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(MONDAY_10);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('staff');
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
  const staff = (await manager.get('/api/iot/staff-access-choices/staff', maple)).json();
  staffId = staff[0].id;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const sync = async () => {
  // Each step a second apart, so the event log has an order.
  api.clock.advance(1_000);
  await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
};

/** Weekdays (each of Monday to Friday) 9 am to 5 pm. */
const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((days) => ({
  days,
  openTime: { hours: 9, minutes: 0, clock: 'am' },
  closeTime: { hours: 5, minutes: 0, clock: 'pm' },
}));

function grantBody(overrides: Record<string, unknown> = {}) {
  return {
    staffProfileId: staffId,
    kind: 'VIRTUAL',
    locationIds: [lobby.locationId],
    validFrom: '2026-11-29T00:00:00.000Z',
    validUntil: '2026-12-05T00:00:00.000Z',
    hours: WEEKDAYS_9_TO_5,
    reason: 'Boiler service',
    ...overrides,
  };
}

const credentialPresented = async (credentialId: string) =>
  (await manager.post(`/api/iot/access/doors/${lobby.id}/present`, { credentialId }, maple)).json().opened as boolean;

describe('temporary staff access', () => {
  it('community manager: grants a virtual key for weekday hours; the lock opens inside them, not outside; suspend, resume and revoke reach the lock', async () => {
    const granted = await manager.post('/api/iot/staff-access', grantBody(), maple);
    expect(granted.statusCode).toBe(201);
    const access = granted.json();
    expect(access).toMatchObject({ kind: 'VIRTUAL', status: 'ACTIVE', expired: false, locationNames: ['Building B'] });
    expect(access.pin).toMatch(/^\d{6}$/);
    expect(await credentialPresented(access.credentialId)).toBe(false);
    await sync();
    expect(await credentialPresented(access.credentialId)).toBe(true);

    const why = (
      await manager.get(
        `/api/iot/access/doors/${lobby.id}/why?holderKind=STAFF&holderId=${staffId}&at=${SUNDAY_3}`,
        maple,
      )
    ).json();
    expect(why.canOpen).toBe(false);
    expect(why.chains[0].links.find((l: { kind: string }) => l.kind === 'WINDOW')).toMatchObject({ ok: false });
    const openers = (await manager.get(`/api/iot/access/doors/${lobby.id}/openers`, maple)).json();
    expect(openers.content.some((o: { holderId: string }) => o.holderId === staffId)).toBe(true);

    api.clock.advance(1_000);
    const suspended = (await manager.post(`/api/iot/staff-access/${access.id}/suspend`, {}, maple)).json();
    expect(suspended.status).toBe('SUSPENDED');
    await sync();
    expect(await credentialPresented(access.credentialId)).toBe(false);
    expect((await manager.post(`/api/iot/staff-access/${access.id}/suspend`, {}, maple)).json().code).toBe(
      'ACCESS_TRANSITION_NOT_ALLOWED',
    );
    api.clock.advance(1_000);
    expect((await manager.post(`/api/iot/staff-access/${access.id}/resume`, {}, maple)).json().status).toBe('ACTIVE');
    await sync();
    expect(await credentialPresented(access.credentialId)).toBe(true);

    api.clock.advance(1_000);
    const revoking = (await manager.post(`/api/iot/staff-access/${access.id}/revoke`, {}, maple)).json();
    expect(revoking.status).toBe('REVOKING');
    await sync();
    const revoked = (await manager.get(`/api/iot/staff-access/${access.id}`, maple)).json();
    expect(revoked.status).toBe('REVOKED');
    expect(await credentialPresented(access.credentialId)).toBe(false);
    const ended = (await manager.get('/api/iot/staff-access?list=ended', maple)).json();
    expect(ended.content.map((a: { id: string }) => a.id)).toContain(access.id);
    // Searched by the start of the staff member's name, in any case (a range of the name key, D242).
    const firstName = String(access.staffName).split(' ')[0] as string;
    const named = (await manager.get(`/api/iot/staff-access?list=ended&q=${firstName.toUpperCase()}`, maple)).json();
    expect(named.content.map((a: { id: string }) => a.id)).toContain(access.id);
    const none = (await manager.get(`/api/iot/staff-access?list=ended&q=${firstName.slice(1)}`, maple)).json();
    expect(none.content.map((a: { id: string }) => a.id)).not.toContain(access.id);
    const active = (await manager.get('/api/iot/staff-access?list=active', maple)).json();
    expect(active.content.map((a: { id: string }) => a.id)).not.toContain(access.id);
    const log = (await manager.get(`/api/iot/staff-access-events?accessId=${access.id}`, maple)).json();
    expect(log.content.map((e: { event: string }) => e.event).reverse()).toEqual([
      'GRANTED',
      'SUSPENDED',
      'RESUMED',
      'REVOKED',
      'REVOCATION_CONFIRMED',
    ]);
  });

  it('community manager: edits a virtual access (new locks told, old entries removed); a mobile one cannot be edited', async () => {
    const access = (await manager.post('/api/iot/staff-access', grantBody({ hours: null }), maple)).json();
    await sync();
    const edited = await manager.request('PUT', `/api/iot/staff-access/${access.id}`, {
      body: grantBody({ hours: null, validUntil: '2026-12-01T00:00:00.000Z', reason: 'Shortened' }),
      context: maple,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ reason: 'Shortened', validUntil: '2026-12-01T00:00:00.000Z' });
    await sync();
    const grants = (await manager.get(`/api/iot/staff-access/${access.id}`, maple)).json().grants;
    expect(grants.map((g: { status: string }) => g.status).sort()).toEqual(['ACTIVE', 'REVOKED']);
    expect(await credentialPresented(access.credentialId)).toBe(true);
    const mobile = (await manager.post('/api/iot/staff-access', grantBody({ kind: 'MOBILE' }), maple)).json();
    const refused = await manager.request('PUT', `/api/iot/staff-access/${mobile.id}`, {
      body: grantBody({ kind: 'MOBILE' }),
      context: maple,
    });
    expect(refused.json().code).toBe('ACCESS_TRANSITION_NOT_ALLOWED');
  });
});

describe('bad input', () => {
  it('community manager: overlapping hours are refused with the first conflicting pair, an end before the start too, and nothing is granted', async () => {
    const before = (await manager.get('/api/iot/staff-access?list=active', maple)).json().totalElements;
    const overlapping = await manager.post(
      '/api/iot/staff-access',
      grantBody({
        hours: [
          {
            days: 2,
            openTime: { hours: 8, minutes: 0, clock: 'am' },
            closeTime: { hours: 10, minutes: 0, clock: 'am' },
          },
          {
            days: 1,
            openTime: { hours: 9, minutes: 0, clock: 'am' },
            closeTime: { hours: 1, minutes: 0, clock: 'pm' },
          },
          {
            days: 1,
            openTime: { hours: 11, minutes: 0, clock: 'am' },
            closeTime: { hours: 3, minutes: 0, clock: 'pm' },
          },
          {
            days: 1,
            openTime: { hours: 10, minutes: 0, clock: 'am' },
            closeTime: { hours: 2, minutes: 0, clock: 'pm' },
          },
        ],
      }),
      maple,
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().code).toBe('HOURS_CONFLICT');
    expect(overlapping.json().issues).toEqual([
      { path: 'hours.1', message: 'conflicts with hours 3' },
      { path: 'hours.2', message: 'conflicts with hours 2' },
    ]);
    const backwards = await manager.post(
      '/api/iot/staff-access',
      grantBody({ validFrom: '2026-12-05T00:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z' }),
      maple,
    );
    expect(backwards.statusCode).toBe(400);
    const stranger = await manager.post('/api/iot/staff-access', grantBody({ staffProfileId: lobby.id }), maple);
    expect(stranger.json().code).toBe('ACCESS_STAFF_INVALID');
    expect((await manager.get('/api/iot/staff-access?list=active', maple)).json().totalElements).toBe(before);
  });
});

describe('who may do what', () => {
  it('community viewer: reads both lists and the event log, but may not grant, suspend or revoke', async () => {
    expect((await viewer.get('/api/iot/staff-access?list=active', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/iot/staff-access?list=ended', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/iot/staff-access-events', maple)).statusCode).toBe(200);
    expect((await viewer.post('/api/iot/staff-access', grantBody(), maple)).statusCode).toBe(403);
    const access = (await manager.post('/api/iot/staff-access', grantBody(), maple)).json();
    expect((await viewer.post(`/api/iot/staff-access/${access.id}/revoke`, {}, maple)).statusCode).toBe(403);
    expect((await viewer.post(`/api/iot/staff-access/${access.id}/suspend`, {}, maple)).statusCode).toBe(403);
  });
});
