import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { WsClient } from '../../../test/fixtures/ws-client.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { simulatedAdapters } from './engine/adapters.ts';
import { runCommandJob, useAdapters } from './engine/commands.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const silent = { error() {} };

type Lock = {
  id: string;
  family: string;
  name: string;
  serial: string;
  installState: string;
  connection: string;
  battery: number | null;
  availableActions: string[];
  gatewayId: string | null;
  gatewayName: string | null;
  locationId: string | null;
  locationName: string | null;
};

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
  useInstantDevices('locks');
  await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: silent });
const locksOf = async (client: PersonaClient, query = '', context = maple) =>
  (await client.get(`/api/locks?size=100${query}`, context)).json().content as Lock[];
const gatewayOf = async (family: string) => {
  const choices = (await manager.get('/api/locks/choices', maple)).json();
  return choices.gateways.find((g: { family: string }) => g.family === family).id as string;
};

/** Installs a lock as the manager and runs the engine until it is INSTALLED. */
async function installed(family: string): Promise<Lock> {
  const response = await manager.post(
    '/api/locks',
    {
      family,
      name: `Door ${family}`,
      serial: `${family}-${randomUUID().slice(0, 8)}`,
      gatewayId: await gatewayOf(family),
    },
    maple,
  );
  expect(response.statusCode).toBe(202);
  await run();
  return (await manager.get(`/api/locks/${response.json().lock.id}`, maple)).json();
}

describe('the locks list', () => {
  it('community manager: lists the seeded locks of every family, by name, with the x-total-count header', async () => {
    const response = await manager.get('/api/locks?size=100', maple);
    expect(response.statusCode).toBe(200);
    const locks: Lock[] = response.json().content;
    expect(new Set(locks.map((l) => l.family))).toEqual(new Set(['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX']));
    expect(Number(response.headers['x-total-count'])).toBe(response.json().totalElements);
    const names = locks.map((l) => l.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(locks.find((l) => l.name === 'Pool gate')).toMatchObject({ gatewayName: 'Allegion gateway 1' });
  });

  it('community manager: filters by family, connection, low battery and a name or serial prefix; sorts by battery', async () => {
    expect((await locksOf(manager, '&family=YALE')).every((l) => l.family === 'YALE')).toBe(true);
    const offline = await locksOf(manager, '&connection=OFFLINE');
    expect(offline.map((l) => l.name)).toContain('Garage gate');
    const low = await locksOf(manager, '&lowBattery=true');
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((l) => l.battery !== null && l.battery <= 20)).toBe(true);
    expect((await locksOf(manager, '&q=pool')).map((l) => l.name)).toEqual(['Pool gate']);
    const brivo = (await locksOf(manager, '&q=brivo-')).map((l) => l.family);
    expect(brivo.length).toBeGreaterThan(0);
    expect(new Set(brivo)).toEqual(new Set(['BRIVO']));
    const byBattery = (await locksOf(manager, '&sort=battery,desc&installState=INSTALLED')).map((l) => l.battery);
    const known = byBattery.filter((b): b is number => b !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('community manager: a sort outside the allow-list is refused', async () => {
    const response = await manager.get('/api/locks?sort=config,asc', maple);
    expect([response.statusCode, response.json().code]).toEqual([400, 'LIST_SORT_NOT_ALLOWED']);
  });

  it('community viewer: reads the list, a lock, the counts and the access history', async () => {
    const locks = await locksOf(viewer);
    expect(locks.length).toBeGreaterThanOrEqual(8);
    const lock = (await viewer.get(`/api/locks/${locks[0]?.id}`, maple)).json();
    expect(lock).toMatchObject({ id: locks[0]?.id, availableActions: expect.any(Array) });
    const counts = (await viewer.get('/api/locks/counts', maple)).json();
    expect(counts.map((c: { family: string }) => c.family)).toEqual([
      'PDK',
      'YALE',
      'ALLEGION',
      'BRIVO',
      'BUTTERFLYMX',
    ]);
    const history = await viewer.get('/api/locks/access-history?limit=10', maple);
    expect(history.statusCode).toBe(200);
    expect(history.json().content).toHaveLength(10);
    expect(history.json().content.every((e: { kind: string }) => e.kind === 'ACCESS')).toBe(true);
  });
});

describe('installing a lock', () => {
  it('community manager: the lock is written INSTALLING with its command, then becomes INSTALLED and online when the job runs', async () => {
    const serial = `AL-${randomUUID().slice(0, 8)}`;
    const unit = (await manager.get('/api/locks/choices', maple)).json().units[0];
    const response = await manager.post(
      '/api/locks',
      { family: 'ALLEGION', name: 'Side door', serial, gatewayId: await gatewayOf('ALLEGION'), unitId: unit.id },
      maple,
    );
    expect(response.statusCode).toBe(202);
    const { lock, commandId } = response.json();
    expect(lock).toMatchObject({
      installState: 'INSTALLING',
      serial,
      gatewayName: 'Allegion gateway 1',
      unitId: unit.id,
      unitName: unit.name,
    });
    const queued = (await manager.get(`/api/devices/${lock.id}/commands/${commandId}`, maple)).json();
    expect(queued).toMatchObject({ command: 'INSTALL', status: 'QUEUED' });
    await run();
    const after = (await manager.get(`/api/locks/${lock.id}`, maple)).json();
    expect(after).toMatchObject({ installState: 'INSTALLED', connection: 'ONLINE' });
    expect(after.availableActions).toContain('SYNC_TIME');
    const done = (await manager.get(`/api/devices/${lock.id}/commands/${commandId}`, maple)).json();
    expect(done).toMatchObject({ status: 'SUCCEEDED' });
    const history = (await manager.get(`/api/locks/${lock.id}/history`, maple)).json();
    expect(history.content.map((e: { kind: string }) => e.kind)).toContain('COMMAND');
  });

  it('community manager: a serial already installed in the family is refused, and a gateway of another family too', async () => {
    const again = await manager.post('/api/locks', { family: 'PDK', name: 'Twin', serial: 'PDK-1000' }, maple);
    expect([again.statusCode, again.json().code]).toEqual([409, 'DEVICE_SERIAL_TAKEN']);
    const wrong = await manager.post(
      '/api/locks',
      { family: 'YALE', name: 'Mismatch', serial: `Y-${randomUUID().slice(0, 8)}`, gatewayId: await gatewayOf('PDK') },
      maple,
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'DEVICE_REFERENCE_INVALID']);
  });

  it('community viewer: may not install a lock of any family, and nothing is written', async () => {
    const before = (await locksOf(manager)).length;
    const response = await viewer.post('/api/locks', { family: 'YALE', name: 'Sneaky', serial: 'Y-VIEWER' }, maple);
    expect([response.statusCode, response.json().code]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await locksOf(manager)).length).toBe(before);
  });
});

describe('lock actions', () => {
  it('community manager: syncs the time of an Allegion lock; the command ends SUCCEEDED', async () => {
    const lock = await installed('ALLEGION');
    const response = await manager.post(`/api/locks/${lock.id}/actions/SYNC_TIME`, {}, maple);
    expect(response.statusCode).toBe(202);
    await run();
    const command = (await manager.get(`/api/devices/${lock.id}/commands/${response.json().commandId}`, maple)).json();
    expect(command).toMatchObject({ command: 'SYNC_TIME', status: 'SUCCEEDED' });
  });

  it('community manager: moves a lock to a location of the community; a location of nowhere is refused', async () => {
    const lock = await installed('BRIVO');
    const place = (await manager.get('/api/locks/choices', maple)).json().locations[0];
    const moved = await manager.post(`/api/locks/${lock.id}/actions/CHANGE_LOCATION`, { locationId: place.id }, maple);
    expect(moved.statusCode).toBe(202);
    await run();
    expect((await manager.get(`/api/locks/${lock.id}`, maple)).json()).toMatchObject({
      locationId: place.id,
      locationName: place.name,
    });
    const nowhere = await manager.post(
      `/api/locks/${lock.id}/actions/CHANGE_LOCATION`,
      { locationId: randomUUID() },
      maple,
    );
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([422, 'DEVICE_REFERENCE_INVALID']);
  });

  it('community manager: an action the lock does not offer now is refused 409, and one its family never offers too', async () => {
    const installing = (
      await manager.post(
        '/api/locks',
        { family: 'ALLEGION', name: 'Fresh', serial: `AL-${randomUUID().slice(0, 8)}` },
        maple,
      )
    ).json().lock;
    const busy = await manager.post(`/api/locks/${installing.id}/actions/SYNC_TIME`, {}, maple);
    expect([busy.statusCode, busy.json().code]).toEqual([409, 'DEVICE_ACTION_NOT_AVAILABLE']);
    await run();
    const brivo = (await locksOf(manager, '&family=BRIVO'))[0];
    const never = await manager.post(`/api/locks/${brivo?.id}/actions/SYNC_TIME`, {}, maple);
    expect([never.statusCode, never.json().code]).toEqual([409, 'DEVICE_ACTION_NOT_AVAILABLE']);
  });

  it('community manager: deletes a wired door; the row is gone once the command ends', async () => {
    const lock = await installed('PDK');
    expect(lock.availableActions).toContain('DELETE_LOCK');
    const response = await manager.post(`/api/locks/${lock.id}/actions/DELETE_LOCK`, {}, maple);
    expect(response.statusCode).toBe(202);
    await run();
    expect((await manager.get(`/api/locks/${lock.id}`, maple)).statusCode).toBe(404);
  });

  it('community viewer: may not run an action, even one the lock offers', async () => {
    const lock = (await locksOf(manager, '&family=ALLEGION&connection=ONLINE&installState=INSTALLED'))[0];
    expect(lock?.availableActions).toContain('SYNC_TIME');
    const response = await viewer.post(`/api/locks/${lock?.id}/actions/SYNC_TIME`, {}, maple);
    expect([response.statusCode, response.json().code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});

describe("a lock's history", () => {
  it("community viewer: reads a wired door's audit log and a smart lock's access log, newest first", async () => {
    for (const family of ['PDK', 'YALE', 'ALLEGION']) {
      const lock = (await locksOf(viewer, `&family=${family}`))[0];
      const response = await viewer.get(`/api/locks/${lock?.id}/history?kind=ACCESS`, maple);
      expect(response.statusCode).toBe(200);
      const times = response.json().content.map((e: { occurredAt: string }) => e.occurredAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(response.json().content.every((e: { deviceId: string }) => e.deviceId === lock?.id)).toBe(true);
    }
  });
});

describe('tenancy', () => {
  it("Birch Residential's admin: never sees Maple Court's locks, by list or by id", async () => {
    const mapleLock = (await locksOf(manager))[0];
    const list = await birch.get('/api/locks?size=100', commons);
    if (list.statusCode === 200) {
      const ids = (list.json().content as Lock[]).map((l) => l.id);
      expect(ids).not.toContain(mapleLock?.id);
    } else {
      expect(list.statusCode).toBe(403);
    }
    const one = await birch.get(`/api/locks/${mapleLock?.id}`, commons);
    expect([403, 404]).toContain(one.statusCode);
    const act = await birch.post(`/api/locks/${mapleLock?.id}/actions/CHANGE_LOCATION`, {}, commons);
    expect([403, 404]).toContain(act.statusCode);
    const inMaple = await birch.get('/api/locks', maple);
    expect(inMaple.statusCode).toBe(403);
  });
});

describe('live state', () => {
  async function socketOf(email: string, context: { customerId: string; communityId: string }) {
    const address = api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = await WsClient.open(`ws://127.0.0.1:${port}/ws`, { origin: `http://127.0.0.1:${port}` });
    const reply = await client.request({
      type: 'AUTHENTICATION',
      body: { token: await api.signIn(email), ...context },
    });
    expect(reply.type, JSON.stringify(reply)).toBe('AUTHENTICATION');
    return client;
  }

  it("community manager: a socket in Maple Court sees the lock it installs become INSTALLED; Birch Commons' socket sees nothing of it", async () => {
    const mapleSocket = await socketOf('manager@maple.demo', {
      customerId: customerId('Acme Living'),
      communityId: communityId('Acme Living', 'Maple Court'),
    });
    const birchSocket = await socketOf('multi@lintel.demo', {
      customerId: customerId('Birch Residential'),
      communityId: communityId('Birch Residential', 'Birch Commons'),
    });
    const lock = await installed('YALE');
    const change = await mapleSocket.next(
      (m) => m.type === 'DEVICE_CHANGED' && m.body.id === lock.id && m.body.installState === 'INSTALLED',
      20_000,
    );
    expect(change.body).toMatchObject({ kind: 'LOCK', family: 'YALE', connection: 'ONLINE' });
    expect(mapleSocket.received.some((m) => m.type === 'DEVICE_CHANGED' && m.body.installState === 'INSTALLING')).toBe(
      true,
    );
    expect(birchSocket.received.filter((m) => m.type === 'DEVICE_CHANGED')).toEqual([]);
    mapleSocket.close();
    birchSocket.close();
  });
});
