import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { demoId } from '../../seed/ids.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birchAdmin: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const BIRCH = customerId('Birch Residential');
const COMMONS = communityId('Birch Residential', 'Birch Commons');
/** The demo fire key of a community (seed/access-fire-keys.ts). */
const seededFireKey = (community: string) => demoId(`access:${community}/fire-key/0`);
const silent = { error() {} };

type Lock = { id: string; name: string; unitId: string | null; locationId: string | null };
type Grant = { status: string; holderKind: string; place: { locationId: string | null } };
type FireKey = {
  id: string;
  number: string;
  state: string;
  locationIds: string[];
  locationNames: string[];
  locks: number;
  confirmedLocks: number;
  credentialId: string;
  revokedAt: string | null;
  grants: Grant[];
};
let lobby: Lock;
let locks: Lock[];

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birchAdmin = await api.as('multi@lintel.demo');
  useInstantDevices('fire-keys');
  locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
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
const opens = async (lockId: string, credentialId: string) =>
  (await manager.post(`/api/iot/access/doors/${lockId}/present`, { credentialId }, maple)).json().opened as boolean;
const fireKeyCount = async () => (await manager.get('/api/iot/firekeys?size=1', maple)).json().totalElements as number;
/** Switches a community's firekey setting (the settings screen is not built: as the IoT settings test does). */
const setFirekey = (customer: string, community: string, on: boolean) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: customer, communityId: community });
    await sql`update iot_community_settings set firekey_enabled = ${on}
      where customer_id = ${customer} and community_id = ${community}`.execute(trx);
  });

describe('fire keys', () => {
  it("community manager: Maple Court's fire key is listed with its building and every lock confirmed, and opens the building's doors", async () => {
    const list = await manager.get('/api/iot/firekeys', maple);
    expect(list.statusCode).toBe(200);
    const [fd1] = list.json().content as FireKey[];
    expect(list.json().totalElements).toBe(1);
    expect(fd1).toMatchObject({
      id: seededFireKey(MAPLE),
      number: 'FD-1',
      state: 'ACTIVE',
      locationNames: ['Building A'],
    });
    expect(fd1?.locks).toBeGreaterThan(0);
    expect(fd1?.confirmedLocks).toBe(fd1?.locks);
    const details = (await manager.get(`/api/iot/firekeys/${fd1?.id}`, maple)).json() as FireKey;
    expect(details.grants.map((g) => [g.holderKind, g.status])).toEqual([['FIREKEY', 'ACTIVE']]);
    const door = locks.find((lock) => lock.unitId === null && lock.locationId === fd1?.locationIds[0]) as Lock;
    expect(await opens(door.id, fd1?.credentialId as string)).toBe(true);
    expect((await manager.get('/api/iot/firekeys?q=fd', maple)).json().totalElements).toBe(1);
    expect((await manager.get('/api/iot/firekeys?state=REVOKED', maple)).json().totalElements).toBe(0);
  });

  it('community manager: adds a fire key, the lobby opens once its locks confirm and lists it with its own chain; revoked, it is REVOKING until the locks confirm, then REVOKED; then deleted', async () => {
    const created = await manager.post(
      '/api/iot/firekeys',
      { number: 'FD-9', description: 'Knox box, north gate', locationIds: [lobby.locationId] },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const fireKey = created.json() as FireKey;
    expect(fireKey).toMatchObject({
      number: 'FD-9',
      state: 'ACTIVE',
      locationNames: ['Building B'],
      confirmedLocks: 0,
    });
    expect(fireKey.locks).toBeGreaterThan(0);
    expect(fireKey.grants.map((g) => g.status)).toEqual(['ACTIVE']);
    expect(await opens(lobby.id, fireKey.credentialId)).toBe(false);
    await sync();
    expect(await opens(lobby.id, fireKey.credentialId)).toBe(true);
    const confirmed = (await manager.get(`/api/iot/firekeys/${fireKey.id}`, maple)).json() as FireKey;
    expect(confirmed.confirmedLocks).toBe(confirmed.locks);

    // Who can open the lobby: the fire key, named by its fob, with a chain whose source is the fire key.
    const openers = (await manager.get(`/api/iot/access/doors/${lobby.id}/openers?size=100`, maple)).json();
    const opener = openers.content.find((o: { holderId: string }) => o.holderId === fireKey.id);
    expect(opener).toMatchObject({ holderKind: 'FIREKEY', holderName: 'Fire key FD-9' });
    expect(opener.chain).toMatchObject({ sourceKind: 'FIRE_KEY', canOpen: true });
    expect(opener.chain.links[0]).toMatchObject({ kind: 'SOURCE', ok: true });
    expect(opener.chain.links[0].label).toMatch(/^Fire key FD-9/);
    const why = (
      await manager.get(`/api/iot/access/doors/${lobby.id}/why?holderKind=FIREKEY&holderId=${fireKey.id}`, maple)
    ).json();
    expect(why).toMatchObject({ holderName: 'Fire key FD-9', canOpen: true });

    const revoked = (await manager.post(`/api/iot/firekeys/${fireKey.id}/revoke`, undefined, maple)).json() as FireKey;
    expect(revoked).toMatchObject({ state: 'REVOKING', confirmedLocks: 0 });
    expect(revoked.revokedAt).not.toBeNull();
    expect(revoked.grants.map((g) => g.status)).toEqual(['REVOKING']);
    expect((await manager.get('/api/iot/firekeys?state=REVOKING', maple)).json().content[0].id).toBe(fireKey.id);
    await sync();
    const settled = (await manager.get(`/api/iot/firekeys/${fireKey.id}`, maple)).json() as FireKey;
    expect(settled).toMatchObject({ state: 'REVOKED' });
    expect(settled.confirmedLocks).toBe(settled.locks);
    expect(settled.grants.map((g) => g.status)).toEqual(['REVOKED']);
    expect(await opens(lobby.id, fireKey.credentialId)).toBe(false);
    const again = await manager.post(`/api/iot/firekeys/${fireKey.id}/revoke`, undefined, maple);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ACCESS_TRANSITION_NOT_ALLOWED']);

    const deleted = await manager.request('DELETE', `/api/iot/firekeys/${fireKey.id}`, { context: maple });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await manager.get(`/api/iot/firekeys/${fireKey.id}`, maple)).statusCode).toBe(404);
  });

  it('community manager: deleting an active fire key revokes it first, and the revocation still reaches every lock', async () => {
    const fireKey = (
      await manager.post('/api/iot/firekeys', { number: 'FD-10', locationIds: [lobby.locationId] }, maple)
    ).json() as FireKey;
    await sync();
    expect(await opens(lobby.id, fireKey.credentialId)).toBe(true);
    await manager.request('DELETE', `/api/iot/firekeys/${fireKey.id}`, { context: maple });
    await sync();
    expect(await opens(lobby.id, fireKey.credentialId)).toBe(false);
    const why = (
      await manager.get(`/api/iot/access/doors/${lobby.id}/why?holderKind=FIREKEY&holderId=${fireKey.id}`, maple)
    ).json();
    expect(why).toMatchObject({ holderName: 'Fire key FD-10', canOpen: false });
    expect(why.chains[0].status).toBe('REVOKED');
  });

  it('bad input: a number taken (in any case), a malformed number, no location, a location of another community: a clear error and nothing written', async () => {
    const before = await fireKeyCount();
    const taken = await manager.post('/api/iot/firekeys', { number: 'fd-1', locationIds: [lobby.locationId] }, maple);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCESS_FIRE_KEY_NUMBER_TAKEN', issues: [{ path: 'number' }] });
    const badNumber = await manager.post(
      '/api/iot/firekeys',
      { number: 'FD 2', locationIds: [lobby.locationId] },
      maple,
    );
    expect(badNumber.json().code).toBe('VALIDATION_FAILED');
    expect(badNumber.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/number']);
    const nowhere = await manager.post('/api/iot/firekeys', { number: 'FD-2', locationIds: [] }, maple);
    expect(nowhere.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/locationIds']);
    const birchLocations = (await birchAdmin.get('/api/iot/access-choices/locations', birch)).json();
    const foreign = await manager.post(
      '/api/iot/firekeys',
      { number: 'FD-3', locationIds: [birchLocations[0].id] },
      maple,
    );
    expect(foreign.json()).toMatchObject({ code: 'ACCESS_REFERENCE_INVALID', issues: [{ path: 'locationIds' }] });
    expect(await fireKeyCount()).toBe(before);
  });

  it('viewer (FIRE_KEY_READ without FIRE_KEY_UPDATE): reads the fire keys, may not add, revoke or delete one', async () => {
    const id = seededFireKey(MAPLE);
    expect((await viewer.get('/api/iot/firekeys', maple)).statusCode).toBe(200);
    expect((await viewer.get(`/api/iot/firekeys/${id}`, maple)).statusCode).toBe(200);
    const refused = [
      await viewer.post('/api/iot/firekeys', { number: 'FD-4', locationIds: [lobby.locationId] }, maple),
      await viewer.post(`/api/iot/firekeys/${id}/revoke`, undefined, maple),
      await viewer.request('DELETE', `/api/iot/firekeys/${id}`, { context: maple }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([403, 'PERMISSION_DENIED']));
    expect((await manager.get(`/api/iot/firekeys/${id}`, maple)).json().state).toBe('ACTIVE');
  });

  it('community manager: with Maple Court’s firekey setting switched off, every fire key endpoint is refused as a gate refuses', async () => {
    const id = seededFireKey(MAPLE);
    await setFirekey(ACME, MAPLE, false);
    try {
      const refused = [
        await manager.get('/api/iot/firekeys', maple),
        await manager.get(`/api/iot/firekeys/${id}`, maple),
        await manager.post('/api/iot/firekeys', { number: 'FD-5', locationIds: [lobby.locationId] }, maple),
        await manager.post(`/api/iot/firekeys/${id}/revoke`, undefined, maple),
        await manager.request('DELETE', `/api/iot/firekeys/${id}`, { context: maple }),
      ];
      expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([403, 'PERMISSION_DENIED']));
    } finally {
      await setFirekey(ACME, MAPLE, true);
    }
    expect((await manager.get(`/api/iot/firekeys/${id}`, maple)).json().state).toBe('ACTIVE');
  });

  it("portfolio admin of Birch Residential: Birch Commons has the setting off, so its own fire key is refused; switched on, it sees only Birch's, never Maple Court's", async () => {
    const own = seededFireKey(COMMONS);
    const maples = seededFireKey(MAPLE);
    const off = [
      await birchAdmin.get('/api/iot/firekeys', birch),
      await birchAdmin.get(`/api/iot/firekeys/${own}`, birch),
      await birchAdmin.post(`/api/iot/firekeys/${own}/revoke`, undefined, birch),
    ];
    expect(off.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([403, 'PERMISSION_DENIED']));
    await setFirekey(BIRCH, COMMONS, true);
    try {
      const list = (await birchAdmin.get('/api/iot/firekeys', birch)).json();
      expect(list.content.map((f: FireKey) => f.id)).toEqual([own]);
      expect(list.content[0].state).toBe('ACTIVE');
      expect((await birchAdmin.get(`/api/iot/firekeys/${maples}`, birch)).statusCode).toBe(404);
      expect((await birchAdmin.post(`/api/iot/firekeys/${maples}/revoke`, undefined, birch)).statusCode).toBe(404);
      expect((await birchAdmin.get('/api/iot/firekeys', maple)).statusCode).toBe(403);
    } finally {
      await setFirekey(BIRCH, COMMONS, false);
    }
    expect((await manager.get(`/api/iot/firekeys/${maples}`, maple)).json().state).toBe('ACTIVE');
  });
});
