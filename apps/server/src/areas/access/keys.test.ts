import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';
import { importKeysJob } from './keys.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
/** A portfolio admin of Birch Residential. */
const BIRCH_ADMIN = 'multi@lintel.demo';
const silent = { error() {} };

type Lock = { id: string; name: string; unitId: string | null; locationId: string | null };
type Key = {
  id: string;
  number: string;
  state: string;
  holderName: string | null;
  credentialId?: string;
  grants: { status: string; place: { locationId: string | null } }[];
  holdings: { credentialId: string; revokedAt: string | null }[];
};
let lobby: Lock;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useInstantDevices('keys');
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
const keyCount = async () => (await manager.get('/api/iot/keys?size=1', maple)).json().totalElements as number;
/** A resident living in Maple Court, and a staff member, as the issue form offers them. */
const people = async () => {
  const choices = (await manager.get('/api/iot/key-choices/holders', maple)).json() as {
    holderKind: string;
    holderId: string;
    name: string;
  }[];
  return {
    resident: choices.find((c) => c.holderKind === 'RESIDENT') as (typeof choices)[number],
    staff: choices.find((c) => c.holderKind === 'STAFF') as (typeof choices)[number],
  };
};

describe('keys (fobs)', () => {
  it('community manager: the seeded keys list and filter by state; another community sees none of them', async () => {
    const all = (await manager.get('/api/iot/keys?size=50', maple)).json();
    expect(all.content.map((k: Key) => k.number)).toEqual(['10041', '10042', '10043', '10044', '10045', '10046']);
    const issued = (await manager.get('/api/iot/keys?state=ISSUED', maple)).json();
    expect(issued.content).toHaveLength(1);
    expect(issued.content[0].holderName).toBeTruthy();
    const byHolder = (await manager.get(`/api/iot/keys?q=${issued.content[0].holderName.split(' ')[0]}`, maple)).json();
    expect(byHolder.content.map((k: Key) => k.number)).toContain('10045');
    const birchAdmin = await api.as(BIRCH_ADMIN);
    const birchKeys = (await birchAdmin.get('/api/iot/keys?size=50', birch)).json();
    expect(birchKeys.content.map((k: Key) => k.id)).not.toContain(all.content[0].id);
    expect((await birchAdmin.get(`/api/iot/keys/${all.content[0].id}`, birch)).statusCode).toBe(404);
  });

  it('community manager: adds a fob to stock, issues it to a resident (the lobby opens), takes it back not returned (the lobby refuses), marks it returned, and deletes it', async () => {
    const created = await manager.post(
      '/api/iot/keys',
      { number: 'FOB-100', description: 'Lobby fob', locationIds: [lobby.locationId] },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const key = created.json() as Key;
    expect(key).toMatchObject({ state: 'UNASSIGNED', holderName: null, locationNames: ['Building B'], grants: [] });

    const { resident } = await people();
    const issued = (
      await manager.post(
        `/api/iot/keys/${key.id}/assign`,
        { holderKind: 'RESIDENT', holderId: resident.holderId },
        maple,
      )
    ).json() as Key;
    expect(issued).toMatchObject({ state: 'ISSUED', holderName: resident.name });
    expect(issued.grants.map((g) => g.status)).toEqual(['ACTIVE']);
    const credentialId = issued.holdings[0]?.credentialId as string;
    expect(await opens(credentialId)).toBe(false);
    await sync();
    expect(await opens(credentialId)).toBe(true);
    expect(
      (
        await manager.post(
          `/api/iot/keys/${key.id}/assign`,
          { holderKind: 'RESIDENT', holderId: resident.holderId },
          maple,
        )
      ).json().code,
    ).toBe('ACCESS_KEY_STATE');

    const notReturned = (
      await manager.post(`/api/iot/keys/${key.id}/take-back`, { returned: false }, maple)
    ).json() as Key;
    expect(notReturned).toMatchObject({ state: 'NOT_RETURNED', holderName: resident.name });
    expect(notReturned.grants.map((g) => g.status)).toEqual(['REVOKING']);
    await sync();
    const settled = (await manager.get(`/api/iot/keys/${key.id}`, maple)).json() as Key;
    expect(settled.grants.map((g) => g.status)).toEqual(['REVOKED']);
    expect(settled.holdings[0]?.revokedAt).not.toBeNull();
    expect(await opens(credentialId)).toBe(false);

    const returned = (await manager.post(`/api/iot/keys/${key.id}/take-back`, { returned: true }, maple)).json();
    expect(returned).toMatchObject({ state: 'UNASSIGNED', holderName: null });
    expect((await manager.post(`/api/iot/keys/${key.id}/take-back`, { returned: true }, maple)).json().code).toBe(
      'ACCESS_KEY_STATE',
    );
    expect((await manager.request('DELETE', `/api/iot/keys/${key.id}`, { context: maple })).json()).toEqual({
      deleted: true,
    });
    expect((await manager.get(`/api/iot/keys/${key.id}`, maple)).statusCode).toBe(404);
  });

  it('community manager: moving an issued key to other locations gives the new doors the fob and takes it from the old', async () => {
    const locations = (await manager.get('/api/iot/access-choices/locations', maple)).json() as {
      id: string;
      name: string;
    }[];
    const other = locations.find((l) => l.name === 'Building A') as { id: string };
    const { staff } = await people();
    const key = (
      await manager.post(
        '/api/iot/keys',
        {
          number: 'FOB-200',
          locationIds: [lobby.locationId],
          holder: { holderKind: 'STAFF', holderId: staff.holderId },
        },
        maple,
      )
    ).json() as Key;
    expect(key.state).toBe('ISSUED');
    await sync();
    const credentialId = key.holdings[0]?.credentialId as string;
    expect(await opens(credentialId)).toBe(true);
    const moved = (
      await manager.request('PUT', `/api/iot/keys/${key.id}/locations`, {
        context: maple,
        body: { locationIds: [other.id] },
      })
    ).json();
    expect(moved.locationNames).toEqual(['Building A']);
    expect(moved.grants.map((g: Key['grants'][number]) => [g.place.locationId, g.status])).toEqual([
      [lobby.locationId, 'REVOKING'],
      [other.id, 'ACTIVE'],
    ]);
    await sync();
    expect(await opens(credentialId)).toBe(false);
  });

  it('bad input: a number taken, a holder who does not live here, a location of another community: a clear error and nothing written', async () => {
    const before = await keyCount();
    const taken = await manager.post('/api/iot/keys', { number: '10041', locationIds: [lobby.locationId] }, maple);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCESS_KEY_NUMBER_TAKEN', issues: [{ path: 'number' }] });
    const badNumber = await manager.post('/api/iot/keys', { number: 'fob 1', locationIds: [lobby.locationId] }, maple);
    expect(badNumber.json().code).toBe('VALIDATION_FAILED');
    expect(badNumber.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/number']);
    const stranger = await manager.post(
      '/api/iot/keys',
      {
        number: 'FOB-300',
        locationIds: [lobby.locationId],
        holder: { holderKind: 'RESIDENT', holderId: '00000000-0000-4000-8000-000000000009' },
      },
      maple,
    );
    expect(stranger.json()).toMatchObject({ code: 'ACCESS_HOLDER_INVALID', issues: [{ path: 'holder' }] });
    const birchAdmin = await api.as(BIRCH_ADMIN);
    const birchLocations = (await birchAdmin.get('/api/iot/access-choices/locations', birch)).json();
    const foreign = await manager.post(
      '/api/iot/keys',
      { number: 'FOB-301', locationIds: [birchLocations[0].id] },
      maple,
    );
    expect(foreign.json()).toMatchObject({ code: 'ACCESS_REFERENCE_INVALID' });
    expect(await keyCount()).toBe(before);
  });

  it('viewer: reads keys but may not add, issue or delete one', async () => {
    const list = await viewer.get('/api/iot/keys', maple);
    const body = { number: 'FOB-400', locationIds: [lobby.locationId] };
    const create = await viewer.post('/api/iot/keys', body, maple);
    expect([list.statusCode, create.statusCode]).toEqual([200, 403]);
  });
});

describe('key import', () => {
  it('community manager: a file with bad rows is previewed row by row and creates nothing; the good rows land once confirmed', async () => {
    const before = await keyCount();
    const content = [
      'Number,Description,Locations',
      'IMP-1,Spare,Building B',
      'IMP-2,,Building A; Building B',
      'IMP-1,Twice,Building B',
      '10041,Taken,Building B',
      'IMP-3,Nowhere,Atlantis',
      ',No number,Building B',
      'IMP 4,Space,Building B',
    ].join('\n');
    const preview = await manager.post('/api/iot/keys/imports', { fileName: 'fobs.csv', content }, maple);
    expect(preview.statusCode).toBe(201);
    const previewed = preview.json();
    expect(previewed.validRows.map((r: { line: number }) => r.line)).toEqual([2, 3]);
    const problems = Object.fromEntries(
      previewed.invalidRows.map((r: { line: number; problems: { column: string; message: string }[] }) => [
        r.line,
        r.problems.map((p) => `${p.column}: ${p.message}`),
      ]),
    );
    expect(problems).toEqual({
      4: ['Number: appears twice in the file (also on line 2)'],
      5: ['Number: a key with this number already exists'],
      6: ['Locations: no location named “Atlantis” in this community'],
      7: ['Number: is required'],
      8: ['Number: use letters, digits and dashes only'],
    });
    expect(await keyCount()).toBe(before);

    const confirmed = await manager.post(`/api/iot/keys/imports/${previewed.id}/confirm`, undefined, maple);
    expect(confirmed.statusCode).toBe(202);
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [importKeysJob], log: silent });
    const done = (await manager.get(`/api/iot/keys/imports/${previewed.id}`, maple)).json();
    expect(done).toMatchObject({ state: 'done', createdCount: 2, progress: 100 });
    const imported = (await manager.get('/api/iot/keys?q=IMP', maple)).json();
    expect(
      imported.content.map((k: { number: string; locationNames: string[]; state: string }) => [
        k.number,
        k.locationNames,
        k.state,
      ]),
    ).toEqual([
      ['IMP-1', ['Building B'], 'UNASSIGNED'],
      ['IMP-2', ['Building A', 'Building B'], 'UNASSIGNED'],
    ]);
  });
});

describe('keys at move-out', () => {
  it('community manager: a resident moving out loses the fob at every door; the key is NOT_RETURNED and the move-out proof lists it', async () => {
    const units = (await manager.get('/api/iot/lease-choices/units', maple)).json() as { id: string }[];
    const lease = (
      await manager.post(
        '/api/iot/leases',
        {
          unitId: units[14]?.id,
          startsOn: '2026-11-01',
          endsOn: '2027-10-31',
          residents: [{ firstName: 'Fob', lastName: 'Holder', email: 'fob.holder@example.com' }],
        },
        maple,
      )
    ).json();
    const residentId = lease.residents[0].id as string;
    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    const key = (
      await manager.post(
        '/api/iot/keys',
        {
          number: 'FOB-500',
          locationIds: [lobby.locationId],
          holder: { holderKind: 'RESIDENT', holderId: residentId },
        },
        maple,
      )
    ).json() as Key;
    await sync();
    const fob = key.holdings[0]?.credentialId as string;
    expect(await opens(fob)).toBe(true);

    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out`, {}, maple);
    expect((await manager.get(`/api/iot/keys/${key.id}`, maple)).json()).toMatchObject({
      state: 'NOT_RETURNED',
      holderName: 'Fob Holder',
    });
    await sync();
    expect(await opens(fob)).toBe(false);
    const proof = (
      await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)
    ).json();
    const listed = proof.credentials.find((c: { id: string }) => c.id === fob);
    expect(listed).toMatchObject({ kind: 'FOB', label: 'Key FOB-500', state: 'NOT_RETURNED' });
    expect(listed.revokedAt).not.toBeNull();
    expect(
      listed.locks.every(
        (l: { desired: string; confirmed: string }) => l.desired === 'ABSENT' && l.confirmed === 'ABSENT',
      ),
    ).toBe(true);
    expect(proof.completedAt).not.toBeNull();
  });
});
