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
let birchAdmin: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const silent = { error() {} };

type Lock = { id: string; name: string; locationId: string | null };
type Grant = {
  id: string;
  sourceKind: string;
  sourceName: string;
  status: string;
  heldBySuspension: boolean;
  place: { unitId: string | null; locationId: string | null; name: string };
  locks: number;
  confirmedLocks: number;
};
type Place = {
  place: { name: string; path: string };
  direct: boolean;
  grants: Grant[];
  locks: { deviceName: string; desired: string; confirmed: string | null; confirmedAt: string | null }[];
};
type Credential = {
  id: string;
  label: string;
  sourceKind: string | null;
  revokedAt: string | null;
  locks: number;
  holding: number;
};
type Keyring = { access: { suspendedAt: string | null; suspendedByName: string | null }; credentials: Credential[] };
let lobby: Lock;
let elsewhere: string;
/** A resident with no lease (created here) and one moved in on a demo lease. */
let newcomer: string;
let current: { id: string; unitId: string };

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birchAdmin = await api.as('multi@lintel.demo');
  useInstantDevices('people-access');
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
  const locations = (await manager.get('/api/iot/access-choices/locations', maple)).json() as { id: string }[];
  elsewhere = locations.find((l) => l.id !== lobby.locationId)?.id as string;
  newcomer = (await manager.post('/api/iot/residents', { firstName: 'Ines', lastName: 'Newcomer' }, maple)).json().id;
  const id = (await manager.get('/api/iot/residents?status=CURRENT&size=1', maple)).json().content[0].id;
  const resident = (await manager.get(`/api/iot/residents/${id}`, maple)).json();
  current = { id, unitId: resident.leases[0].unitId };
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
const base = (id: string) => `/api/iot/residents/${id}`;
const authorize = (id: string, locationId: string | null) =>
  manager.post(`${base(id)}/authorizations`, { locationId }, maple);
const unauthorize = (id: string, locationId: string | null) =>
  manager.request('DELETE', `${base(id)}/authorizations/${locationId}`, { context: maple });
const grants = async (id: string, query = '') =>
  (await manager.get(`${base(id)}/authorizations?size=100${query}`, maple)).json().content as Grant[];
const keyring = async (id: string) => (await manager.get(`${base(id)}/keyring`, maple)).json() as Keyring;
const act = (id: string, action: string) => manager.post(`${base(id)}/keyring/${action}`, undefined, maple);
const personalKey = async (id: string) =>
  (await keyring(id)).credentials.find((c) => c.sourceKind === 'PERSON' && c.revokedAt === null);

describe('direct authorizations', () => {
  it('community manager: authorizes a resident with no lease to the lobby; it opens once the locks confirm, who can open it says why; removed, it is REVOKING until they confirm', async () => {
    const added = await authorize(newcomer, lobby.locationId);
    expect(added.statusCode).toBe(201);
    const place = added.json() as Place;
    expect(place).toMatchObject({ direct: true, place: { name: 'Building B' } });
    expect(place.grants.map((g) => [g.sourceKind, g.sourceName, g.status])).toEqual([
      ['PERSON', 'Direct authorization', 'ACTIVE'],
    ]);
    expect(place.locks.length).toBeGreaterThan(0);
    expect(place.locks.every((l) => l.desired === 'PRESENT' && l.confirmed === null)).toBe(true);
    const key = (await personalKey(newcomer)) as Credential;
    expect(key.label).toBe('Personal mobile key');
    expect(await opens(key.id)).toBe(false);
    await sync();
    expect(await opens(key.id)).toBe(true);
    const confirmed = (
      await manager.get(`${base(newcomer)}/authorizations/${lobby.locationId}`, maple)
    ).json() as Place;
    expect(confirmed.locks.every((l) => l.confirmed === 'PRESENT' && l.confirmedAt !== null)).toBe(true);
    expect(confirmed.grants[0]?.confirmedLocks).toBe(confirmed.grants[0]?.locks);
    expect((await keyring(newcomer)).credentials[0]).toMatchObject({ holding: key.locks });

    const openers = (await manager.get(`/api/iot/access/doors/${lobby.id}/openers?size=100`, maple)).json();
    const opener = openers.content.find((o: { holderId: string }) => o.holderId === newcomer);
    expect(opener.chain).toMatchObject({ sourceKind: 'PERSON', canOpen: true });
    expect(opener.chain.links[0]).toMatchObject({ kind: 'SOURCE', label: 'Direct authorization', ok: true });

    const removed = (await unauthorize(newcomer, lobby.locationId)).json() as Place;
    expect(removed.direct).toBe(false);
    expect(removed.grants.map((g) => g.status)).toEqual(['REVOKING']);
    await sync();
    expect(await opens(key.id)).toBe(false);
    expect((await grants(newcomer)).map((g) => g.status)).toEqual([]);
    expect((await unauthorize(newcomer, lobby.locationId)).statusCode).toBe(404);
    // Authorized again, with the same personal key.
    expect((await authorize(newcomer, lobby.locationId)).statusCode).toBe(201);
    expect((await keyring(newcomer)).credentials.filter((c) => c.sourceKind === 'PERSON')).toHaveLength(1);
  });

  it('bad input: a location given twice, one of another community, an unknown place: a clear error and nothing written', async () => {
    const before = await grants(newcomer);
    const twice = await authorize(newcomer, lobby.locationId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ACCESS_LOCATION_ALREADY_AUTHORIZED',
      issues: [{ path: 'locationId' }],
    });
    const foreign = (await birchAdmin.get('/api/iot/access-choices/locations', birch)).json()[0].id;
    const elsewhereRefused = await authorize(newcomer, foreign);
    expect(elsewhereRefused.json()).toMatchObject({
      code: 'ACCESS_REFERENCE_INVALID',
      issues: [{ path: 'locationId' }],
    });
    expect((await authorize(newcomer, 'nope')).json().code).toBe('VALIDATION_FAILED');
    expect((await manager.get(`${base(newcomer)}/authorizations/${foreign}`, maple)).statusCode).toBe(404);
    expect(await grants(newcomer)).toEqual(before);
  });
});

describe('where a resident may go', () => {
  it('community manager: every grant of a current resident, from their lease, a group, a key and a direct authorization, paged, sorted and filtered; one place with its locks', async () => {
    const group = await manager.post(
      '/api/iot/groups',
      {
        name: 'Lobby regulars',
        locationIds: [lobby.locationId],
        members: [{ holderKind: 'RESIDENT', holderId: current.id }],
      },
      maple,
    );
    expect(group.statusCode).toBe(201);
    const key = await manager.post(
      '/api/iot/keys',
      { number: 'PEOPLE-1', locationIds: [lobby.locationId], holder: { holderKind: 'RESIDENT', holderId: current.id } },
      maple,
    );
    expect(key.statusCode).toBe(201);
    expect((await authorize(current.id, lobby.locationId)).statusCode).toBe(201);
    await sync();

    const all = await grants(current.id, '&sort=sourceKind,asc');
    const kinds = all.map((g) => g.sourceKind);
    expect(kinds).toEqual([...kinds].sort());
    expect(new Set(kinds)).toEqual(new Set(['GROUP', 'KEY', 'LEASE', 'PERSON']));
    expect(all.filter((g) => g.sourceKind === 'GROUP').map((g) => g.sourceName)).toContain('Group Lobby regulars');
    expect(all.filter((g) => g.sourceKind === 'KEY').map((g) => g.sourceName)).toContain('Key PEOPLE-1');
    expect(all.find((g) => g.sourceKind === 'LEASE')?.sourceName).toMatch(/^Lease of unit /);
    expect(all.every((g) => g.status === 'ACTIVE' && g.confirmedLocks === g.locks)).toBe(true);
    const paged = (await manager.get(`${base(current.id)}/authorizations?size=2`, maple)).json();
    expect([paged.content.length, paged.totalElements]).toEqual([2, all.length]);
    expect((await grants(current.id, '&sourceKind=LEASE')).every((g) => g.sourceKind === 'LEASE')).toBe(true);
    expect((await grants(current.id, '&q=building b')).every((g) => g.place.name === 'Building B')).toBe(true);

    const lobbyPlace = (
      await manager.get(`${base(current.id)}/authorizations/${lobby.locationId}`, maple)
    ).json() as Place;
    expect(new Set(lobbyPlace.grants.map((g) => g.sourceKind))).toEqual(new Set(['GROUP', 'KEY', 'PERSON']));
    expect(lobbyPlace.direct).toBe(true);
    const unit = (await manager.get(`${base(current.id)}/authorizations/${current.unitId}`, maple)).json() as Place;
    expect(unit.place.name).toMatch(/^Unit /);
    expect(unit.place.path).toMatch(/ \/ Unit /);
    expect(unit.grants.map((g) => g.sourceKind)).toEqual(['LEASE']);
    expect(unit.direct).toBe(false);
  });
});

describe('keyring management', () => {
  it('community manager: suspends every access of a resident (the locks drop it, a new grant comes suspended), resumes it (the locks take it back), revokes their own key and direct authorizations only', async () => {
    const groupKey = (await keyring(current.id)).credentials.find((c) => c.sourceKind === 'GROUP') as Credential;
    expect(await opens(groupKey.id)).toBe(true);
    const suspended = await act(current.id, 'suspend');
    expect(suspended.statusCode).toBe(200);
    expect((suspended.json() as Keyring).access.suspendedAt).not.toBeNull();
    expect((suspended.json() as Keyring).access.suspendedByName).toBeTruthy();
    const held = await grants(current.id);
    expect(held.every((g) => g.status === 'SUSPENDED' && g.heldBySuspension)).toBe(true);
    await sync();
    expect(await opens(groupKey.id)).toBe(false);
    const whileSuspended = (await authorize(current.id, elsewhere)).json() as Place;
    const direct = whileSuspended.grants.filter((g) => g.sourceKind === 'PERSON');
    expect(direct.map((g) => [g.status, g.heldBySuspension])).toEqual([['SUSPENDED', true]]);
    expect((await act(current.id, 'suspend')).json().code).toBe('ACCESS_TRANSITION_NOT_ALLOWED');
    expect((await manager.get(`${base(current.id)}/access`, maple)).json().suspendedAt).not.toBeNull();

    const resumed = (await act(current.id, 'resume')).json() as Keyring;
    expect(resumed.access.suspendedAt).toBeNull();
    const active = await grants(current.id);
    expect(active.every((g) => g.status === 'ACTIVE' && !g.heldBySuspension)).toBe(true);
    expect(active).toHaveLength(held.length + 1);
    await sync();
    expect(await opens(groupKey.id)).toBe(true);
    expect((await act(current.id, 'resume')).json().code).toBe('ACCESS_TRANSITION_NOT_ALLOWED');

    const own = (await personalKey(current.id)) as Credential;
    const revoked = (await act(current.id, 'revoke')).json() as Keyring;
    expect(revoked.credentials.find((c) => c.id === own.id)?.revokedAt).not.toBeNull();
    const after = await grants(current.id);
    expect(after.filter((g) => g.sourceKind === 'PERSON').map((g) => g.status)).toEqual(['REVOKING', 'REVOKING']);
    expect(after.filter((g) => g.sourceKind !== 'PERSON').every((g) => g.status === 'ACTIVE')).toBe(true);
    await sync();
    expect((await grants(current.id, '&sourceKind=PERSON')).length).toBe(0);
    expect(await opens(groupKey.id)).toBe(true);
    expect((await act(current.id, 'revoke')).json().code).toBe('ACCESS_TRANSITION_NOT_ALLOWED');
    expect((await act(current.id, 'nonsense')).json().code).toBe('VALIDATION_FAILED');
  });

  it('viewer (RESIDENT_READ only): reads where a resident may go and their keyring, may change none of it; another customer sees nothing', async () => {
    for (const path of ['/access', '/authorizations', `/authorizations/${lobby.locationId}`, '/keyring']) {
      expect((await viewer.get(`${base(newcomer)}${path}`, maple)).statusCode, path).toBe(200);
      expect((await birchAdmin.get(`${base(newcomer)}${path}`, birch)).statusCode, path).toBe(404);
    }
    const refused = [
      await viewer.post(`${base(newcomer)}/authorizations`, { locationId: elsewhere }, maple),
      await viewer.request('DELETE', `${base(newcomer)}/authorizations/${lobby.locationId}`, { context: maple }),
      await viewer.post(`${base(newcomer)}/keyring/suspend`, undefined, maple),
      await birchAdmin.post(`${base(newcomer)}/keyring/suspend`, undefined, birch),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 404]);
    expect((await keyring(newcomer)).access.suspendedAt).toBeNull();
  });
});
