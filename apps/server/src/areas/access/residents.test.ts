import { sql } from 'kysely';
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

type Resident = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  status: string;
  units: string[];
  liveCredentials: number;
};
type Details = Resident & {
  leases: { leaseId: string; unitName: string; movedInAt: string | null; movedOutAt: string | null }[];
  access: { liveGrants: number; directAuthorizations: number; liveCredentials: number; suspendedAt: string | null };
};
type Lock = { id: string; name: string; locationId: string | null; unitId: string | null };
let lobby: Lock;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birchAdmin = await api.as('multi@lintel.demo');
  useInstantDevices('residents');
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
const list = async (query = '') => (await manager.get(`/api/iot/residents?size=100${query}`, maple)).json();
const total = async (query = '') => (await list(query)).totalElements as number;
const details = async (id: string) => (await manager.get(`/api/iot/residents/${id}`, maple)).json() as Details;
const create = (body: unknown) => manager.post('/api/iot/residents', body, maple);
const trail = async (id: string) => {
  const { rows } = await sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>`
    select action, changes from audit_log where entity_type = 'access.resident' and entity_id = ${id}
    order by seq`.execute(api.database.db);
  return rows;
};

describe('the residents list', () => {
  it('community manager: every resident by last name, with status, units and live credentials; searched, filtered and sorted on the server', async () => {
    const page = await list();
    const rows = page.content as Resident[];
    expect(page.totalElements).toBe(rows.length);
    const names = rows.map((r) => `${r.lastName} ${r.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    // The demo: residents moved in (current), one moved out (past), two leases starting next month (future).
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    expect(byStatus('CURRENT').length).toBeGreaterThan(0);
    expect(byStatus('PAST')).toHaveLength(1);
    expect(byStatus('FUTURE').length).toBeGreaterThan(0);
    const current = byStatus('CURRENT')[0] as Resident;
    expect(current.units).toHaveLength(1);
    expect(current.liveCredentials).toBeGreaterThan(0);
    expect(byStatus('PAST')[0]?.units).toEqual([]);
    expect(byStatus('FUTURE')[0]?.liveCredentials).toBe(0);
    for (const status of ['CURRENT', 'FUTURE', 'PAST', 'NONE']) {
      expect(await total(`&status=${status}`), status).toBe(byStatus(status).length);
    }

    // The start of the last name, of the first name or the whole name, or of the email, in any case.
    const lastName = (await list(`&q=${current.lastName.slice(0, 3).toUpperCase()}`)).content as Resident[];
    expect(lastName.map((r) => r.id)).toContain(current.id);
    const whole = (await list(`&q=${encodeURIComponent(`${current.firstName} ${current.lastName}`)}`))
      .content as Resident[];
    expect(whole.map((r) => r.id)).toContain(current.id);
    const byEmail = (await list(`&q=${current.email?.slice(0, 6)}`)).content as Resident[];
    expect(byEmail.map((r) => r.id)).toContain(current.id);
    expect(await total('&q=zzzz')).toBe(0);

    const emails = ((await list('&sort=email,desc')).content as Resident[]).map((r) => r.email ?? '');
    expect(emails).toEqual([...emails].sort().reverse());
    // Page tokens walk the email order without a gap or a repeat.
    const first = (await manager.get('/api/iot/residents?limit=3&sort=email,asc', maple)).json();
    const next = (
      await manager.get(`/api/iot/residents?limit=3&sort=email,asc&token=${first.nextToken}`, maple)
    ).json();
    const ordered = [...emails].reverse();
    expect([...first.content, ...next.content].map((r: Resident) => r.email ?? '')).toEqual(ordered.slice(0, 6));
    expect((await manager.get('/api/iot/residents?sort=phone,asc', maple)).json().code).toBe('LIST_SORT_NOT_ALLOWED');
  });
});

describe('a resident', () => {
  it('community manager: adds a resident (NONE, no lease), reads them, changes their email; both written to the audit trail', async () => {
    const created = await create({
      firstName: 'Nadia',
      lastName: 'Quill',
      email: 'Nadia.Quill@example.com',
      phone: '555-0100',
    });
    expect(created.statusCode).toBe(201);
    const nadia = created.json() as Details;
    expect(nadia).toMatchObject({ status: 'NONE', units: [], leases: [], email: 'Nadia.Quill@example.com' });
    expect(nadia.access).toMatchObject({
      liveGrants: 0,
      directAuthorizations: 0,
      liveCredentials: 0,
      suspendedAt: null,
    });
    expect((await list('&status=NONE')).content.map((r: Resident) => r.id)).toEqual([nadia.id]);

    const changed = await manager.request('PUT', `/api/iot/residents/${nadia.id}/email`, {
      context: maple,
      body: { email: 'nadia@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('nadia@example.com');
    expect((await trail(nadia.id)).map((t) => [t.action, t.changes.email])).toEqual([
      ['create', { before: null, after: 'Nadia.Quill@example.com' }],
      ['update', { before: 'Nadia.Quill@example.com', after: 'nadia@example.com' }],
    ]);
  });

  it('community manager: a current resident shows their lease with its move-in; a resident of another community is not found', async () => {
    const current = (await list('&status=CURRENT')).content[0] as Resident;
    const resident = await details(current.id);
    expect(resident.leases[0]).toMatchObject({ unitName: current.units[0], movedOutAt: null });
    expect(resident.leases[0]?.movedInAt).not.toBeNull();
    expect(resident.access.liveGrants).toBeGreaterThan(0);
    const foreign = (await birchAdmin.get('/api/iot/residents?size=1', birch)).json().content[0] as Resident;
    expect((await manager.get(`/api/iot/residents/${foreign.id}`, maple)).statusCode).toBe(404);
    expect((await birchAdmin.get(`/api/iot/residents/${current.id}`, birch)).statusCode).toBe(404);
  });

  it('bad input: an email already used (any case), a missing name, a bad email: a clear error on the field and nothing written', async () => {
    const current = (await list('&status=CURRENT')).content[0] as Resident;
    const before = await total();
    const taken = await create({ firstName: 'Copy', lastName: 'Cat', email: current.email?.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCESS_RESIDENT_EMAIL_TAKEN', issues: [{ path: 'email' }] });
    const nameless = await create({ firstName: '', lastName: 'Cat' });
    expect(nameless.json().issues.map((i: { path: string }) => i.path)).toEqual(['body/firstName']);
    expect(await total()).toBe(before);

    const other = (await list('&status=FUTURE')).content[0] as Resident;
    const move = (email: string) =>
      manager.request('PUT', `/api/iot/residents/${other.id}/email`, { context: maple, body: { email } });
    const clash = await move(current.email as string);
    expect(clash.json()).toMatchObject({ code: 'ACCESS_RESIDENT_EMAIL_TAKEN', issues: [{ path: 'email' }] });
    expect((await move('not an email')).json().code).toBe('VALIDATION_FAILED');
    expect((await details(other.id)).email).toBe(other.email);
  });

  it('viewer (RESIDENT_READ only): reads residents, may not add one, change an email or delete one', async () => {
    const someone = (await viewer.get('/api/iot/residents?size=1', maple)).json().content[0] as Resident;
    expect((await viewer.get(`/api/iot/residents/${someone.id}`, maple)).statusCode).toBe(200);
    const refused = [
      await viewer.post('/api/iot/residents', { firstName: 'No', lastName: 'Way' }, maple),
      await viewer.request('PUT', `/api/iot/residents/${someone.id}/email`, {
        context: maple,
        body: { email: 'x@y.z' },
      }),
      await viewer.request('DELETE', `/api/iot/residents/${someone.id}`, { context: maple }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([403, 'PERMISSION_DENIED']));
  });
});

describe('deleting a resident from the community', () => {
  it('community manager: a resident moved in is refused until moved out; nothing changes', async () => {
    const current = (await list('&status=CURRENT')).content[0] as Resident;
    const before = await details(current.id);
    const refused = await manager.request('DELETE', `/api/iot/residents/${current.id}`, { context: maple });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ACCESS_RESIDENT_MOVED_IN']);
    expect(await details(current.id)).toEqual(before);
  });

  it('community manager: a future resident with a direct authorization is deleted: their grant is revoked at the locks, their queued moves skipped, the move-in refused; the lease still names them and their email is free again', async () => {
    const future = (await list('&status=FUTURE')).content[0] as Resident;
    const leaseId = (await details(future.id)).leases[0]?.leaseId as string;
    const added = await manager.post(
      `/api/iot/residents/${future.id}/authorizations`,
      { locationId: lobby.locationId },
      maple,
    );
    expect(added.statusCode).toBe(201);
    await sync();
    const keyring = (await manager.get(`/api/iot/residents/${future.id}/keyring`, maple)).json();
    const [key] = keyring.credentials;
    expect(key).toMatchObject({ sourceKind: 'PERSON', revokedAt: null });
    expect(key.holding).toBe(key.locks);

    const deleted = await manager.request('DELETE', `/api/iot/residents/${future.id}`, { context: maple });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await manager.get(`/api/iot/residents/${future.id}`, maple)).statusCode).toBe(404);
    expect((await manager.get(`/api/iot/residents/${future.id}/keyring`, maple)).statusCode).toBe(404);
    expect((await list()).content.map((r: Resident) => r.id)).not.toContain(future.id);
    const { rows: grants } = await sql<{ status: string }>`select status from access_grants
      where holder_kind = 'RESIDENT' and holder_id = ${future.id}`.execute(api.database.db);
    expect(grants.map((g) => g.status)).toEqual(['REVOKING']);
    await sync();
    const { rows: after } = await sql<{ status: string; revoked: boolean }>`select g.status,
        (select bool_and(c.revoked_at is not null) from access_credentials c where c.holder_id = g.holder_id) as revoked
      from access_grants g where g.holder_kind = 'RESIDENT' and g.holder_id = ${future.id}`.execute(api.database.db);
    expect(after).toEqual([{ status: 'REVOKED', revoked: true }]);
    const opened = await manager.post(`/api/iot/access/doors/${lobby.id}/present`, { credentialId: key.id }, maple);
    expect(opened.json().opened).toBe(false);

    const { rows: queued } = await sql<{ status: string }>`select status from resident_events
      where resident_id = ${future.id}`.execute(api.database.db);
    expect(queued.map((q) => q.status)).toEqual(['SKIPPED', 'SKIPPED']);
    const moveIn = await manager.post(`/api/iot/leases/${leaseId}/residents/${future.id}/move-in`, undefined, maple);
    expect([moveIn.statusCode, moveIn.json().code]).toEqual([409, 'ACCESS_RESIDENT_DELETED']);
    const lease = (await manager.get(`/api/iot/leases/${leaseId}`, maple)).json();
    expect(lease.residents.map((r: { id: string }) => r.id)).toContain(future.id);
    expect((await trail(future.id)).map((t) => t.action)).toEqual(['delete']);

    const again = await create({ firstName: 'Same', lastName: 'Email', email: future.email });
    expect(again.statusCode).toBe(201);
    expect((await manager.request('DELETE', `/api/iot/residents/${future.id}`, { context: maple })).statusCode).toBe(
      404,
    );
  });

  it('portfolio admin of Birch Residential: may not delete a Maple Court resident', async () => {
    const someone = (await list('&status=PAST')).content[0] as Resident;
    const refused = await birchAdmin.request('DELETE', `/api/iot/residents/${someone.id}`, { context: birch });
    expect(refused.statusCode).toBe(404);
    expect((await details(someone.id)).id).toBe(someone.id);
  });
});
