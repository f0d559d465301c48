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
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
/** A portfolio admin of Birch Residential. */
const BIRCH_ADMIN = 'multi@lintel.demo';
const silent = { error() {} };
/** Monday 30 November 2026, 10:00 in Maple Court (Eastern time). */
const MONDAY_10 = '2026-11-30T15:00:00.000Z';
/** The same Monday, 7 pm: inside the seeded Pool club's evening hours. */
const MONDAY_19 = '2026-12-01T00:00:00.000Z';

type Lock = { id: string; name: string; unitId: string | null; locationId: string | null };
type Person = { holderKind: 'RESIDENT' | 'STAFF'; holderId: string; name: string };
type Grant = { id: string; holderId: string; status: string; locks: number; confirmedLocks: number };
type Group = {
  id: string;
  name: string;
  memberCount: number;
  locationCount: number;
  locationIds: string[];
  locationNames: string[];
  members: (Person & { credentialId: string })[];
  grants: Grant[];
};
let lobby: Lock;
let locks: Lock[];
let residents: Person[];
let staff: Person;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(MONDAY_10);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('groups');
  locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
  const people = (await manager.get('/api/iot/group-choices/members', maple)).json() as Person[];
  residents = people.filter((p) => p.holderKind === 'RESIDENT');
  staff = people.find((p) => p.holderKind === 'STAFF') as Person;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const sync = async () => {
  api.clock.advance(1_000);
  await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
};
const opens = async (credentialId: string, lock: Lock = lobby) =>
  (await manager.post(`/api/iot/access/doors/${lock.id}/present`, { credentialId }, maple)).json().opened as boolean;
const groupCount = async () => (await manager.get('/api/iot/groups?size=1', maple)).json().totalElements as number;
const ref = (person: Person) => ({ holderKind: person.holderKind, holderId: person.holderId });
const keyOf = (group: Group, person: Person) =>
  group.members.find((m) => m.holderId === person.holderId)?.credentialId as string;
const put = async (id: string, body: unknown) =>
  manager.request('PUT', `/api/iot/groups/${id}`, { context: maple, body });
const weekendOnly = [
  { days: 8, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
];
const mondayDaytime = [
  { days: 1, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
];

function groupBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Group ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Lobby after hours',
    locationIds: [lobby.locationId],
    members: [ref(residents[0] as Person), ref(staff)],
    ...overrides,
  };
}

describe('custom user groups', () => {
  it('community manager: the seeded Pool club lists with its counts, its members and their confirmed grants; another community sees none of it', async () => {
    const list = (await manager.get('/api/iot/groups', maple)).json();
    expect(list.content).toMatchObject([
      { name: 'Pool club', memberCount: 2, locationCount: 1, locationNames: ['Building A'] },
    ]);
    const pool = (await manager.get(`/api/iot/groups/${list.content[0].id}`, maple)).json() as Group;
    expect(pool.members).toHaveLength(2);
    expect(pool.grants.map((g) => g.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(pool.grants.every((g) => g.locks > 0 && g.confirmedLocks === g.locks)).toBe(true);
    // Its hours are the evening: at 10 am its members' keys do not open the building.
    const door = locks.find((lock) => lock.locationId === pool.locationIds[0] && lock.unitId === null) as Lock;
    expect(await opens(pool.members[0]?.credentialId as string, door)).toBe(false);
    expect((await manager.get('/api/iot/groups?q=poo', maple)).json().content).toHaveLength(1);
    expect((await manager.get('/api/iot/groups?q=zzz', maple)).json().content).toHaveLength(0);

    const birchAdmin = await api.as(BIRCH_ADMIN);
    const birchGroups = (await birchAdmin.get('/api/iot/groups', birch)).json();
    expect(birchGroups.content.map((g: Group) => g.id)).not.toContain(pool.id);
    expect((await birchAdmin.get(`/api/iot/groups/${pool.id}`, birch)).statusCode).toBe(404);
  });

  it('community manager: creates a group of a resident and a staff member; after the sync both open the lobby; a member taken out no longer does, one added does', async () => {
    const created = await manager.post('/api/iot/groups', groupBody({ name: 'Night shift' }), maple);
    expect(created.statusCode).toBe(201);
    const group = created.json() as Group;
    expect(group).toMatchObject({ name: 'Night shift', memberCount: 2, locationNames: ['Building B'] });
    expect(group.grants.map((g) => g.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const residentKey = keyOf(group, residents[0] as Person);
    const staffKey = keyOf(group, staff);
    expect(await opens(residentKey)).toBe(false);
    await sync();
    expect([await opens(residentKey), await opens(staffKey)]).toEqual([true, true]);

    // The resident out, another resident in: the staff member's grant is left as it was.
    const staffGrant = group.grants.find((g) => g.holderId === staff.holderId) as Grant;
    api.clock.advance(1_000);
    const changed = await put(group.id, {
      ...groupBody({ name: 'Night shift' }),
      members: [ref(staff), ref(residents[1] as Person)],
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json() as Group;
    expect(after.members.map((m) => m.holderId).sort()).toEqual(
      [staff.holderId, (residents[1] as Person).holderId].sort(),
    );
    const statusOf = (holderId: string) => after.grants.filter((g) => g.holderId === holderId).map((g) => g.status);
    expect(statusOf((residents[0] as Person).holderId)).toEqual(['REVOKING']);
    expect(after.grants.find((g) => g.holderId === staff.holderId)?.id).toBe(staffGrant.id);
    expect(statusOf((residents[1] as Person).holderId)).toEqual(['ACTIVE']);
    await sync();
    const settled = (await manager.get(`/api/iot/groups/${group.id}`, maple)).json() as Group;
    expect(settled.grants.find((g) => g.holderId === (residents[0] as Person).holderId)?.status).toBe('REVOKED');
    expect(await opens(residentKey)).toBe(false);
    expect(await opens(staffKey)).toBe(true);
    expect(await opens(keyOf(after, residents[1] as Person))).toBe(true);
  });

  it("community manager: new hours reach every member's key at the locks: outside them the lobby refuses, inside it opens", async () => {
    const group = (await manager.post('/api/iot/groups', groupBody({ members: [ref(staff)] }), maple)).json() as Group;
    await sync();
    const staffKey = keyOf(group, staff);
    expect(await opens(staffKey)).toBe(true);

    api.clock.advance(1_000);
    const weekend = (
      await put(group.id, { ...groupBody({ name: group.name, members: [ref(staff)] }), hours: weekendOnly })
    ).json() as Group;
    expect(weekend.grants.map((g) => g.status)).toEqual(['REVOKING', 'ACTIVE']);
    expect(keyOf(weekend, staff)).toBe(staffKey);
    await sync();
    expect(await opens(staffKey)).toBe(false);

    api.clock.advance(1_000);
    const monday = (
      await put(group.id, { ...groupBody({ name: group.name, members: [ref(staff)] }), hours: mondayDaytime })
    ).json() as Group;
    expect(monday.grants.map((g) => g.status)).toEqual(['REVOKED', 'REVOKING', 'ACTIVE']);
    await sync();
    expect(await opens(staffKey)).toBe(true);
  });

  it('community manager: a resident who moves out leaves every group; the group key stops opening the lobby and the move-out proof lists it', async () => {
    const units = (await manager.get('/api/iot/lease-choices/units', maple)).json() as { id: string }[];
    const lease = (
      await manager.post(
        '/api/iot/leases',
        {
          unitId: units[15]?.id,
          startsOn: '2026-11-01',
          endsOn: '2027-10-31',
          residents: [{ firstName: 'Pool', lastName: 'Swimmer', email: 'pool.swimmer@example.com' }],
        },
        maple,
      )
    ).json();
    const residentId = lease.residents[0].id as string;
    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    const swimmer: Person = { holderKind: 'RESIDENT', holderId: residentId, name: 'Pool Swimmer' };
    const group = (
      await manager.post('/api/iot/groups', groupBody({ members: [ref(swimmer)] }), maple)
    ).json() as Group;
    await sync();
    const groupKey = keyOf(group, swimmer);
    expect(await opens(groupKey)).toBe(true);

    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out`, {}, maple);
    const after = (await manager.get(`/api/iot/groups/${group.id}`, maple)).json() as Group;
    expect(after.members).toEqual([]);
    expect(after.grants.map((g) => g.status)).toEqual(['REVOKING']);
    await sync();
    expect(await opens(groupKey)).toBe(false);
    const proof = (
      await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)
    ).json();
    const listed = proof.credentials.find((c: { id: string }) => c.id === groupKey);
    expect(listed).toMatchObject({ kind: 'MOBILE', label: 'Group key' });
    expect(listed.revokedAt).not.toBeNull();
    expect(proof.completedAt).not.toBeNull();
  });

  it('bad input: a name taken (in any case), overlapping hours, a member who does not live here, a location of another community: a clear error on the field and nothing written', async () => {
    const before = await groupCount();
    const taken = await manager.post('/api/iot/groups', groupBody({ name: 'pool CLUB' }), maple);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCESS_GROUP_NAME_TAKEN', issues: [{ path: 'name' }] });
    const overlapping = await manager.post(
      '/api/iot/groups',
      groupBody({
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
    const stranger = await manager.post(
      '/api/iot/groups',
      groupBody({
        members: [ref(staff), { holderKind: 'RESIDENT', holderId: '00000000-0000-4000-8000-000000000009' }],
      }),
      maple,
    );
    expect(stranger.json()).toMatchObject({ code: 'ACCESS_HOLDER_INVALID', issues: [{ path: 'members.1' }] });
    const birchAdmin = await api.as(BIRCH_ADMIN);
    const birchLocations = (await birchAdmin.get('/api/iot/access-choices/locations', birch)).json();
    const foreign = await manager.post('/api/iot/groups', groupBody({ locationIds: [birchLocations[0].id] }), maple);
    expect(foreign.json()).toMatchObject({ code: 'ACCESS_REFERENCE_INVALID', issues: [{ path: 'locationIds' }] });
    const empty = await manager.post('/api/iot/groups', groupBody({ name: ' ', locationIds: [] }), maple);
    expect(empty.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/name', 'body/locationIds']);
    expect(await groupCount()).toBe(before);

    // A change refused leaves the group as it was: its name, its members, its grants.
    const group = (await manager.post('/api/iot/groups', groupBody({ members: [ref(staff)] }), maple)).json() as Group;
    const refused = await put(group.id, {
      ...groupBody({ name: 'Pool Club', members: [ref(residents[0] as Person)] }),
      hours: weekendOnly,
    });
    expect(refused.json()).toMatchObject({ code: 'ACCESS_GROUP_NAME_TAKEN', issues: [{ path: 'name' }] });
    const unchanged = (await manager.get(`/api/iot/groups/${group.id}`, maple)).json() as Group;
    expect(unchanged).toMatchObject({ name: group.name, hours: null, memberCount: 1 });
    expect(unchanged.grants.map((g) => g.status)).toEqual(['ACTIVE']);
    const missing = await put('00000000-0000-4000-8000-00000000000a', groupBody());
    expect(missing.statusCode).toBe(404);
  });

  it('viewer: reads the groups but may not create or change one, nor search people for them', async () => {
    const list = (await viewer.get('/api/iot/groups', maple)).json();
    expect(list.content.length).toBeGreaterThan(0);
    const id = list.content[0].id as string;
    expect((await viewer.get(`/api/iot/groups/${id}`, maple)).statusCode).toBe(200);
    const create = await viewer.post('/api/iot/groups', groupBody(), maple);
    const update = await viewer.request('PUT', `/api/iot/groups/${id}`, { context: maple, body: groupBody() });
    const choices = await viewer.get('/api/iot/group-choices/members', maple);
    expect([create.statusCode, update.statusCode, choices.statusCode]).toEqual([403, 403, 403]);
  });

  it("community manager: in the evening the Pool club's members open the first building's door", async () => {
    api.clock.set(MONDAY_19);
    // Hours later: a new session (the morning's has gone idle).
    manager = await api.as('manager@maple.demo');
    const pool = (await manager.get('/api/iot/groups?q=pool', maple)).json().content[0];
    const details = (await manager.get(`/api/iot/groups/${pool.id}`, maple)).json() as Group;
    const door = locks.find((lock) => lock.locationId === details.locationIds[0] && lock.unitId === null) as Lock;
    for (const member of details.members) expect(await opens(member.credentialId, door)).toBe(true);
  });
});
