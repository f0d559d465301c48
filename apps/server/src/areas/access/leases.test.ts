import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { DeviceSimulator } from '../devices/engine/simulator.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const silent = { error() {} };
const unplugged = new Set<string>();

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
  useAdapters(
    simulatedAdapters(
      new DeviceSimulator({
        seed: 'leases',
        latencyMs: [0, 0],
        failureRate: 0,
        unreachableRate: 0,
        unreachableSerials: unplugged,
      }),
      async () => {},
    ),
  );
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

/** Runs the door sync until nothing is due (retries are due after their back-off: the clock moves on). */
async function sync(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
    api.clock.advance(61_000);
  }
}

type Lock = { id: string; name: string; serial: string; unitId: string | null; locationId: string | null };
/** Maple Court's units by name: the first twelve have door locks, the first ten have demo leases. */
let nextDoorUnit = 10;
let nextUnit = 12;
let tester = 0;

/** A Maple Court unit with no lease yet (with its door lock when asked), and a lobby lock. */
async function freeUnit(withDoor = false) {
  const units = (await manager.get('/api/iot/lease-choices/units', maple)).json() as { id: string; name: string }[];
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  const unit = units[withDoor ? nextDoorUnit++ : nextUnit++] as { id: string; name: string };
  const door = locks.find((lock) => lock.unitId === unit.id) as Lock;
  const lobby = locks.find((lock) => lock.name === 'Building A lobby') as Lock;
  if (withDoor) expect(door).toBeDefined();
  return { unit, door, lobby };
}

async function newLease(unitId: string, locationIds: string[] = []) {
  const response = await manager.post(
    '/api/iot/leases',
    {
      unitId,
      startsOn: '2026-12-01',
      endsOn: '2027-11-30',
      residents: [{ firstName: 'Rosa', lastName: `Tester${++tester}`, email: `rosa${tester}@example.com` }],
      locationIds,
    },
    maple,
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; residents: { id: string }[]; authorizations: unknown[] };
}

const credentialOf = async (residentName: string) => {
  const people = (await manager.get(`/api/iot/access/holders?q=${residentName}`, maple)).json();
  return people[0].credentials[0].id as string;
};

describe('a lease from move-in to move-out', () => {
  it('community manager: move-in issues a key every lock confirms, the door opens; move-out revokes it everywhere and the proof lists it', async () => {
    const { unit, door, lobby } = await freeUnit(true);
    const lease = await newLease(unit.id, [lobby.locationId as string]);
    expect(lease.authorizations).toHaveLength(2);
    const residentId = lease.residents[0]?.id as string;

    const movedIn = await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    expect(movedIn.statusCode).toBe(200);
    expect(movedIn.json().residents[0].movedInAt).not.toBeNull();
    let accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
    expect(accesses.grants).toHaveLength(2);
    expect(accesses.grants.every((g: { status: string }) => g.status === 'ACTIVE')).toBe(true);
    // Asked, not yet confirmed: nobody can open with it yet.
    expect(accesses.grants.some((g: { confirmedLocks: number; locks: number }) => g.confirmedLocks < g.locks)).toBe(
      true,
    );
    const credentialId = await credentialOf(`Tester${tester}`);
    expect(
      (await manager.post(`/api/iot/access/doors/${door.id}/present`, { credentialId }, maple)).json().opened,
    ).toBe(false);

    await sync();
    accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
    for (const grant of accesses.grants) expect(grant.confirmedLocks).toBe(grant.locks);
    const openers = (await manager.get(`/api/iot/access/doors/${door.id}/openers`, maple)).json();
    const opener = openers.content.find((o: { holderId: string }) => o.holderId === residentId);
    expect(opener.chain.canOpen).toBe(true);
    expect(opener.chain.links.map((l: { kind: string }) => l.kind)).toEqual([
      'SOURCE',
      'PLACE',
      'WINDOW',
      'CREDENTIAL',
      'LOCK',
    ]);
    expect(
      (await manager.post(`/api/iot/access/doors/${door.id}/present`, { credentialId }, maple)).json().opened,
    ).toBe(true);
    expect(
      (await manager.post(`/api/iot/access/doors/${lobby.id}/present`, { credentialId }, maple)).json().opened,
    ).toBe(true);

    const movedOut = await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out`, {}, maple);
    expect(movedOut.statusCode).toBe(200);
    accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
    expect(accesses.grants.every((g: { status: string }) => g.status === 'REVOKING')).toBe(true);
    let report = (
      await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)
    ).json();
    expect(report.completedAt).toBeNull();
    expect(report.pendingLocks).toBeGreaterThan(0);
    // Until the locks confirm, the door still holds it, and the explanation says so.
    const why = (
      await manager.get(`/api/iot/access/doors/${door.id}/why?holderKind=RESIDENT&holderId=${residentId}`, maple)
    ).json();
    expect(why.canOpen).toBe(true);
    expect(why.chains[0].links[0]).toMatchObject({ kind: 'SOURCE', ok: false });

    await sync();
    accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
    expect(accesses.grants.every((g: { status: string }) => g.status === 'REVOKED')).toBe(true);
    expect(
      (await manager.post(`/api/iot/access/doors/${door.id}/present`, { credentialId }, maple)).json().opened,
    ).toBe(false);
    report = (await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)).json();
    expect(report.completedAt).not.toBeNull();
    expect(report.pendingLocks).toBe(0);
    expect(report.credentials).toHaveLength(1);
    expect(report.credentials[0].revokedAt).not.toBeNull();
    const lockNames = report.credentials[0].locks.map((l: { deviceName: string }) => l.deviceName);
    expect(lockNames).toEqual(expect.arrayContaining([door.name, lobby.name]));
    for (const lock of report.credentials[0].locks)
      expect(lock).toMatchObject({ desired: 'ABSENT', confirmed: 'ABSENT' });
    const whyNot = (
      await manager.get(`/api/iot/access/doors/${door.id}/why?holderKind=RESIDENT&holderId=${residentId}`, maple)
    ).json();
    expect(whyNot.canOpen).toBe(false);
  });

  it('community manager: a lock that never confirms keeps the access REVOKING, raises one alert, and the proof waits for it', async () => {
    const { unit, door } = await freeUnit(true);
    const lease = await newLease(unit.id);
    const residentId = lease.residents[0]?.id as string;
    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    await sync();
    unplugged.add(door.serial);
    try {
      await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out`, {}, maple);
      await sync(8);
      const accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
      expect(accesses.grants[0].status).toBe('REVOKING');
      const report = (
        await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)
      ).json();
      expect(report.completedAt).toBeNull();
      expect(report.pendingLocks).toBe(1);
      expect(report.credentials[0].locks[0].lastError).toBe('The lock did not answer.');
      const alerts = await manager.get('/api/notifications/alerts?size=50', maple);
      const ours = (alerts.json().content as { inAppTitle: string; priority: string }[]).filter(
        (alert) => alert.inAppTitle === `Revocation not confirmed: ${door.name}`,
      );
      expect(ours).toHaveLength(1);
      expect(ours[0]?.priority).toBe('HIGH');
    } finally {
      unplugged.delete(door.serial);
    }
    await sync(2);
    const settled = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
    expect(settled.grants[0].status).toBe('REVOKED');
  });

  it('community manager: a move-in twice, a move-out before move-in, and archiving with a resident in are refused; archived is final', async () => {
    const { unit } = await freeUnit();
    const lease = await newLease(unit.id);
    const residentId = lease.residents[0]?.id as string;
    const base = `/api/iot/leases/${lease.id}`;
    expect((await manager.post(`${base}/residents/${residentId}/move-out`, {}, maple)).json().code).toBe(
      'ACCESS_NOT_MOVED_IN',
    );
    await manager.post(`${base}/residents/${residentId}/move-in`, {}, maple);
    expect((await manager.post(`${base}/residents/${residentId}/move-in`, {}, maple)).json().code).toBe(
      'ACCESS_ALREADY_MOVED_IN',
    );
    expect((await manager.post(`${base}/archive`, {}, maple)).json().code).toBe('ACCESS_LEASE_HAS_RESIDENTS');
    await manager.post(`${base}/residents/${residentId}/move-out`, {}, maple);
    const archived = await manager.post(`${base}/archive`, {}, maple);
    expect(archived.json()).toMatchObject({ state: 'ARCHIVED' });
    expect((await manager.post(`${base}/authorizations`, { locationId: unit.id }, maple)).json().code).toBe(
      'ACCESS_LEASE_ARCHIVED',
    );
  });
});

describe('renew and transfer', () => {
  it('community manager: renews a lease (the move-out due follows), then for one resident only; an earlier end is refused', async () => {
    const { unit } = await freeUnit();
    const response = await manager.post(
      '/api/iot/leases',
      {
        unitId: unit.id,
        startsOn: '2026-11-01',
        endsOn: '2027-03-31',
        residents: [
          { firstName: 'Ana', lastName: 'Renew' },
          { firstName: 'Ben', lastName: 'Renew' },
        ],
      },
      maple,
    );
    const lease = response.json();
    const residents = lease.residents as { id: string; firstName: string }[];
    const ana = residents.find((r) => r.firstName === 'Ana');
    const ben = residents.find((r) => r.firstName === 'Ben');
    await manager.request('PUT', '/api/iot/residents-queue/configuration', {
      body: { showMoveIns: false, showMoveOuts: true, daysAhead: 365, showSettled: false },
      context: maple,
    });
    const moveOuts = async () =>
      Object.fromEntries(
        (
          (await manager.get('/api/iot/residents-queue?size=200', maple)).json().content as {
            leaseId: string;
            residentId: string;
            dueOn: string;
          }[]
        )
          .filter((e) => e.leaseId === lease.id)
          .map((e) => [e.residentId, e.dueOn]),
      );
    const renewed = await manager.post(`/api/iot/leases/${lease.id}/renew`, { endsOn: '2027-06-30' }, maple);
    expect(renewed.json()).toMatchObject({ endsOn: '2027-06-30' });
    expect(renewed.json().changes[0]).toMatchObject({
      kind: 'RENEWED',
      detail: 'Renewed from 2027-03-31 to 2027-06-30.',
    });
    expect(await moveOuts()).toEqual({ [ana?.id as string]: '2027-06-30', [ben?.id as string]: '2027-06-30' });
    api.clock.advance(1_000);
    const forAna = await manager.post(
      `/api/iot/leases/${lease.id}/renew`,
      { endsOn: '2027-09-30', residentId: ana?.id },
      maple,
    );
    expect(forAna.json().changes[1].detail).toBe('Renewed from 2027-06-30 to 2027-09-30 for Ana Renew.');
    expect(await moveOuts()).toEqual({ [ana?.id as string]: '2027-09-30', [ben?.id as string]: '2027-06-30' });
    const earlier = await manager.post(`/api/iot/leases/${lease.id}/renew`, { endsOn: '2027-01-01' }, maple);
    expect(earlier.statusCode).toBe(400);
    expect((await manager.get(`/api/iot/leases/${lease.id}`, maple)).json().endsOn).toBe('2027-09-30');
  });

  it('community manager: transfers a moved-in lease to a unit with a door: the new door opens for the same key', async () => {
    const { unit } = await freeUnit();
    const lease = await newLease(unit.id);
    const residentId = lease.residents[0]?.id as string;
    await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
    await sync();
    const units = (await manager.get('/api/iot/lease-choices/units', maple)).json() as { id: string; name: string }[];
    const target = units[11] as { id: string; name: string };
    const transferred = await manager.post(`/api/iot/leases/${lease.id}/transfer`, { unitId: target.id }, maple);
    expect(transferred.statusCode).toBe(200);
    expect(transferred.json()).toMatchObject({ unitId: target.id, unitName: target.name });
    expect(transferred.json().authorizations[0].place.unitId).toBe(target.id);
    await sync();
    const door = ((await manager.get('/api/locks?size=100', maple)).json().content as Lock[]).find(
      (lock) => lock.unitId === target.id,
    ) as Lock;
    const credentialId = await credentialOf(`Tester${tester}`);
    expect(
      (await manager.post(`/api/iot/access/doors/${door.id}/present`, { credentialId }, maple)).json().opened,
    ).toBe(true);
    const statuses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple))
      .json()
      .grants.map((g: { status: string; place: { unitId: string | null } }) => [g.place.unitId, g.status]);
    expect(statuses).toEqual([
      [unit.id, 'REVOKED'],
      [target.id, 'ACTIVE'],
    ]);
    expect((await manager.post(`/api/iot/leases/${lease.id}/transfer`, { unitId: target.id }, maple)).statusCode).toBe(
      422,
    );
  });
});

describe('bad input', () => {
  it('community manager: an end before the start, no resident, or a unit of another community is refused and adds nothing', async () => {
    const before = (await manager.get('/api/iot/leases', maple)).json().totalElements;
    const { unit } = await freeUnit();
    const backwards = await manager.post(
      '/api/iot/leases',
      { unitId: unit.id, startsOn: '2027-01-01', endsOn: '2026-01-01', residents: [{ firstName: 'A', lastName: 'B' }] },
      maple,
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('must be after the start date');
    const nobody = await manager.post(
      '/api/iot/leases',
      { unitId: unit.id, startsOn: '2026-01-01', endsOn: '2027-01-01', residents: [] },
      maple,
    );
    expect(nobody.statusCode).toBe(400);
    const birchUnit = ((await birch.get('/api/iot/lease-choices/units', commons)).json() as { id: string }[])[0];
    const elsewhere = await manager.post(
      '/api/iot/leases',
      {
        unitId: birchUnit?.id,
        startsOn: '2026-01-01',
        endsOn: '2027-01-01',
        residents: [{ firstName: 'A', lastName: 'B' }],
      },
      maple,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('ACCESS_REFERENCE_INVALID');
    expect((await manager.get('/api/iot/leases', maple)).json().totalElements).toBe(before);
  });
});

describe('who may do what', () => {
  it('community viewer: reads leases but may not create one or execute a move-out', async () => {
    const leases = await viewer.get('/api/iot/leases', maple);
    expect(leases.statusCode).toBe(200);
    const lease = leases.json().content[0];
    expect((await viewer.get(`/api/iot/leases/${lease.id}`, maple)).statusCode).toBe(200);
    const { unit } = await freeUnit();
    const refused = await viewer.post(
      '/api/iot/leases',
      { unitId: unit.id, startsOn: '2026-01-01', endsOn: '2027-01-01', residents: [{ firstName: 'A', lastName: 'B' }] },
      maple,
    );
    expect(refused.statusCode).toBe(403);
    const details = (await viewer.get(`/api/iot/leases/${lease.id}`, maple)).json();
    const resident = details.residents[0];
    expect(
      (await viewer.post(`/api/iot/leases/${lease.id}/residents/${resident.id}/move-out`, {}, maple)).statusCode,
    ).toBe(403);
  });

  it("Birch Residential admin: never sees Maple Court's leases or who opens its doors", async () => {
    const lease = (await manager.get('/api/iot/leases', maple)).json().content[0];
    const own = await birch.get('/api/iot/leases?size=100', commons);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain(lease.id);
    expect((await birch.get(`/api/iot/leases/${lease.id}`, commons)).statusCode).toBe(404);
    const door = ((await manager.get('/api/locks?size=100', maple)).json().content as Lock[])[0] as Lock;
    expect((await birch.get(`/api/iot/access/doors/${door.id}/openers`, commons)).json().code).toBe(
      'ACCESS_NOT_A_LOCK',
    );
  });
});

describe('the demo', () => {
  it("community manager: Maple Court's moved-in residents open their unit's door; the moved-out one has a complete proof", async () => {
    const leases = (await manager.get('/api/iot/leases?size=100&q=a-101', maple)).json().content;
    const first = (await manager.get(`/api/iot/leases/${leases[0].id}`, maple)).json();
    const gone = first.residents.find((r: { movedOutAt: string | null }) => r.movedOutAt);
    expect(gone.moveOutReportId).not.toBeNull();
    const proof = (await manager.get(`/api/iot/leases/${first.id}/residents/${gone.id}/move-out-report`, maple)).json();
    expect(proof.completedAt).not.toBeNull();
    const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
    const door = locks.find((lock) => lock.unitId === first.unitId) as Lock;
    const openers = (await manager.get(`/api/iot/access/doors/${door.id}/openers`, maple)).json();
    const staying = first.residents.find((r: { movedOutAt: string | null }) => !r.movedOutAt);
    expect(openers.content.map((o: { holderId: string }) => o.holderId)).toEqual([staying.id]);
  });
});
