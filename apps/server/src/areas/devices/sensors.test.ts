import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs, type Tx } from '../../platform/db/scope.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { simulatedAdapters } from './engine/adapters.ts';
import { runCommandJob, useAdapters } from './engine/commands.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birchCommons = { customer: 'Birch Residential', community: 'Birch Commons' };
const silent = { error() {} };
const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: silent });

/** Writes in Maple Court as the request role, as the engine does (a leak reported, a switch gone offline). */
function inMaple<T>(work: (db: Tx) => Promise<T>): Promise<T> {
  return api.database.db.transaction().execute(async (db) => {
    await actAs(db, {
      appRole: true,
      userId: null,
      customerId: customerId('Acme Living'),
      communityId: communityId('Acme Living', 'Maple Court'),
      allCommunities: false,
    });
    return work(db);
  });
}

type Row = {
  id: string;
  name: string;
  serial: string;
  installState: string;
  connection: string;
  leak?: boolean;
  battery?: number | null;
  unitName?: string | null;
};

beforeAll(async () => {
  api = await createTestApi();
  // A simulator that always answers at once: the tests follow the states, not the vendor's moods.
  useInstantDevices('sensors');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

async function routerOf(path: string, context = maple): Promise<string> {
  const response = await manager.get(path, context);
  expect(response.statusCode).toBe(200);
  return response.json()[0].id;
}

const deviceCount = async () => (await manager.get('/api/leak-sensors?size=1', maple)).json().totalElements as number;

describe('leak sensors', () => {
  it('community manager: lists the seeded sensors with their state, unit and router', async () => {
    const response = await manager.get('/api/leak-sensors', maple);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const all = (await manager.get('/api/leak-sensors?size=200', maple)).json().content as Row[];
    const first = all.find((sensor) => sensor.serial === 'LS-3000');
    expect(first).toMatchObject({
      kind: 'LEAK_SENSOR',
      installState: 'INSTALLED',
      leak: false,
      leakSince: null,
      gatewayName: 'Sensor hub 1',
    });
    expect(first?.unitName).toEqual(expect.any(String));
  });

  it('community manager: creates a sensor on a router; it is INSTALLING, then INSTALLED and online after the job', async () => {
    const routerId = await routerOf('/api/leak-sensor-routers');
    const created = await manager.post(
      '/api/leak-sensors',
      { name: 'Laundry room', serial: 'LS-9001', routerId },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const { id, commandId } = created.json();
    expect((await manager.get(`/api/leak-sensors/${id}`, maple)).json()).toMatchObject({
      name: 'Laundry room',
      installState: 'INSTALLING',
      connection: 'OFFLINE',
      gatewayId: routerId,
    });
    await run();
    expect((await manager.get(`/api/leak-sensors/${id}`, maple)).json()).toMatchObject({
      installState: 'INSTALLED',
      connection: 'ONLINE',
    });
    expect((await manager.get(`/api/devices/${id}/commands/${commandId}`, maple)).json()).toMatchObject({
      command: 'INSTALL',
      status: 'SUCCEEDED',
    });
    // The install steps are the start of its connection log, newest first.
    const log = (await manager.get(`/api/leak-sensors/${id}/connection-log`, maple)).json();
    expect(log.content.length).toBeGreaterThanOrEqual(2);
    expect(log.content.every((e: { kind: string }) => ['COMMAND', 'CONNECTION', 'INSTALL'].includes(e.kind))).toBe(
      true,
    );
    const times = log.content.map((e: { occurredAt: string }) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('community manager: a serial already used, or a router of another family, is refused and adds nothing', async () => {
    const before = await deviceCount();
    const routerId = await routerOf('/api/leak-sensor-routers');
    const twice = await manager.post('/api/leak-sensors', { name: 'Again', serial: 'LS-3000', routerId }, maple);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DEVICE_SERIAL_TAKEN');
    const switchRouter = await routerOf('/api/light-switch-routers');
    const wrong = await manager.post(
      '/api/leak-sensors',
      { name: 'Wrong hub', serial: 'LS-9002', routerId: switchRouter },
      maple,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('DEVICE_REFERENCE_INVALID');
    const noRouter = await manager.post('/api/leak-sensors', { name: 'No hub', serial: 'LS-9003' }, maple);
    expect(noRouter.statusCode).toBe(400);
    expect(await deviceCount()).toBe(before);
  });

  it('community manager: filters by leak now, offline and low battery; a leaking sensor says since when', async () => {
    const all = (await manager.get('/api/leak-sensors?size=50', maple)).json().content as Row[];
    const target = all.find((s) => s.serial === 'LS-3001')!;
    // A leak reported by the sensor: its reading and a LEAK event, as the engine writes them.
    await inMaple(async (db) => {
      await db
        .updateTable('devices')
        .set({ reading: JSON.stringify({ leak: true }) as never, battery: 10, connection: 'OFFLINE' })
        .where('id', '=', target.id)
        .execute();
      const device = await db
        .selectFrom('devices')
        .select(['customer_id', 'community_id'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('device_events')
        .values({
          ...device,
          device_id: target.id,
          kind: 'LEAK',
          detail: { leak: true },
          source_id: 'test-leak-1',
          occurred_at: new Date('2026-11-22T11:00:00Z'),
        })
        .execute();
    });
    // Each filter finds the sensor, and only sensors that match it (the demo building has others).
    const matches: Record<string, (sensor: Row) => boolean> = {
      'leak=true': (sensor) => sensor.leak === true,
      'offline=true': (sensor) => sensor.connection === 'OFFLINE',
      'lowBattery=true': (sensor) => typeof sensor.battery === 'number' && sensor.battery <= 20,
    };
    for (const [filter, match] of Object.entries(matches)) {
      const found = (await manager.get(`/api/leak-sensors?${filter}&size=200`, maple)).json().content as Row[];
      expect(
        found.map((sensor) => sensor.serial),
        filter,
      ).toContain('LS-3001');
      expect(found.every(match), filter).toBe(true);
    }
    const leaking = (await manager.get(`/api/leak-sensors/${target.id}`, maple)).json();
    expect(leaking).toMatchObject({ leak: true, leakSince: '2026-11-22T11:00:00.000Z' });
    const dry = (await manager.get('/api/leak-sensors?leak=false&size=50', maple)).json();
    expect(dry.content.map((s: Row) => s.serial)).not.toContain('LS-3001');

    // The community's notification log lists the leak, newest first, paged by token.
    const log = (await manager.get('/api/leak-sensor-notifications?limit=100', maple)).json();
    expect(log.content).toContainEqual(
      expect.objectContaining({ deviceId: target.id, kind: 'LEAK', detail: { leak: true } }),
    );
    const times = log.content.map((entry: { occurredAt: string }) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const first = (await manager.get('/api/leak-sensor-notifications?limit=1', maple)).json();
    const next = await manager.get(`/api/leak-sensor-notifications?limit=1&token=${first.nextToken}`, maple);
    expect(next.statusCode).toBe(200);
    expect(next.json().content[0]?.id).not.toBe(first.content[0]?.id);
  });

  it('community viewer: reads sensors and both logs, cannot create', async () => {
    expect((await viewer.get('/api/leak-sensors', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/leak-sensor-notifications', maple)).statusCode).toBe(200);
    const [sensor] = (await viewer.get('/api/leak-sensors', maple)).json().content as Row[];
    expect((await viewer.get(`/api/leak-sensors/${sensor!.id}/connection-log`, maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/leak-sensor-routers', maple)).statusCode).toBe(403);
    const before = await deviceCount();
    const refused = await viewer.post(
      '/api/leak-sensors',
      { name: 'Viewer', serial: 'LS-9100', routerId: sensor!.id },
      maple,
    );
    expect(refused.statusCode).toBe(403);
    expect(await deviceCount()).toBe(before);
  });
});

describe('light switches', () => {
  async function firstOnlineSwitch(): Promise<Row & { on: boolean; level: number }> {
    const list = (await manager.get('/api/light-switches?offline=false', maple)).json();
    return list.content[0];
  }

  it('community manager: switches a light on at a level; the switch reads it after the job', async () => {
    const light = await firstOnlineSwitch();
    const response = await manager.request('POST', `/api/light-switches/${light.id}/switch`, {
      context: maple,
      body: { on: true, level: 35 },
    });
    expect(response.statusCode).toBe(202);
    await run();
    expect((await manager.get(`/api/light-switches/${light.id}`, maple)).json()).toMatchObject({
      on: true,
      level: 35,
      installState: 'INSTALLED',
    });
    const log = (await manager.get(`/api/light-switches/${light.id}/connection-log`, maple)).json();
    expect(log.content.some((e: { kind: string; detail: { level?: number } }) => e.kind === 'SWITCH')).toBe(true);
  });

  it('community manager: a level out of range or a missing field is refused and nothing changes', async () => {
    const light = await firstOnlineSwitch();
    const before = (await manager.get(`/api/light-switches/${light.id}`, maple)).json();
    for (const body of [{ on: true, level: 101 }, { on: true, level: -1 }, { on: true }, { on: 'yes', level: 5 }]) {
      const response = await manager.request('POST', `/api/light-switches/${light.id}/switch`, {
        context: maple,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    await run();
    const after = (await manager.get(`/api/light-switches/${light.id}`, maple)).json();
    expect(after).toMatchObject({ on: before.on, level: before.level, updatedAt: before.updatedAt });
    const commands = await inMaple((db) =>
      db
        .selectFrom('device_commands')
        .select('id')
        .where('device_id', '=', light.id)
        .where('command', '=', 'SWITCH')
        .where('created_at', '>', new Date(before.updatedAt))
        .execute(),
    );
    expect(commands).toEqual([]);
  });

  it('community manager: an offline switch cannot be switched', async () => {
    const offline = (await manager.get('/api/light-switches?offline=true', maple)).json().content as Row[];
    const light = offline[0] ?? (await firstOnlineSwitch());
    if (!offline[0]) {
      await inMaple((db) =>
        db.updateTable('devices').set({ connection: 'OFFLINE' }).where('id', '=', light.id).execute(),
      );
    }
    const response = await manager.request('POST', `/api/light-switches/${light.id}/switch`, {
      context: maple,
      body: { on: true, level: 50 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DEVICE_ACTION_NOT_AVAILABLE');
    await inMaple((db) => db.updateTable('devices').set({ connection: 'ONLINE' }).where('id', '=', light.id).execute());
  });

  it('community manager: sends a configuration; it is kept, CONFIGURING until the switch took it', async () => {
    const light = await firstOnlineSwitch();
    const config = { defaultLevel: 60, fadeSeconds: 3, ledIndicator: 'NEVER' };
    const response = await manager.request('PUT', `/api/light-switches/${light.id}/configuration`, {
      context: maple,
      body: config,
    });
    expect(response.statusCode).toBe(202);
    expect((await manager.get(`/api/light-switches/${light.id}`, maple)).json()).toMatchObject({
      installState: 'CONFIGURING',
      config,
    });
    await run();
    expect((await manager.get(`/api/light-switches/${light.id}`, maple)).json()).toMatchObject({
      installState: 'INSTALLED',
      config,
    });
    const bad = await manager.request('PUT', `/api/light-switches/${light.id}/configuration`, {
      context: maple,
      body: { ...config, fadeSeconds: 61 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('community manager: creates a switch on a switch router and it installs', async () => {
    const routerId = await routerOf('/api/light-switch-routers');
    const created = await manager.post(
      '/api/light-switches',
      { name: 'Lobby lights', serial: 'SW-9001', routerId },
      maple,
    );
    expect(created.statusCode).toBe(201);
    await run();
    expect((await manager.get(`/api/light-switches/${created.json().id}`, maple)).json()).toMatchObject({
      installState: 'INSTALLED',
      on: false,
      level: 0,
      config: { defaultLevel: 100, fadeSeconds: 1, ledIndicator: 'WHEN_OFF' },
    });
  });

  it('community viewer: reads switches and their log, cannot switch, configure or create', async () => {
    const light = await firstOnlineSwitch();
    expect((await viewer.get(`/api/light-switches/${light.id}`, maple)).statusCode).toBe(200);
    expect((await viewer.get(`/api/light-switches/${light.id}/connection-log`, maple)).statusCode).toBe(200);
    const before = (await manager.get(`/api/light-switches/${light.id}`, maple)).json();
    const writes = [
      viewer.request('POST', `/api/light-switches/${light.id}/switch`, {
        context: maple,
        body: { on: !before.on, level: 10 },
      }),
      viewer.request('PUT', `/api/light-switches/${light.id}/configuration`, {
        context: maple,
        body: { defaultLevel: 5, fadeSeconds: 0, ledIndicator: 'WHEN_ON' },
      }),
      viewer.post('/api/light-switches', { name: 'x', serial: 'SW-9100', routerId: light.id }, maple),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    await run();
    expect((await manager.get(`/api/light-switches/${light.id}`, maple)).json()).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("Birch admin: sees Birch Commons' own sensors, never Maple Court's", async () => {
    const mapleSensor = ((await manager.get('/api/leak-sensors', maple)).json().content as Row[])[0]!;
    const mapleSwitch = ((await manager.get('/api/light-switches', maple)).json().content as Row[])[0]!;
    const own = (await birch.get('/api/leak-sensors?size=50', birchCommons)).json().content as Row[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((s) => s.id)).not.toContain(mapleSensor.id);
    expect((await birch.get(`/api/leak-sensors/${mapleSensor.id}`, birchCommons)).statusCode).toBe(404);
    expect((await birch.get(`/api/leak-sensors/${mapleSensor.id}/connection-log`, birchCommons)).statusCode).toBe(404);
    const notifications = (await birch.get('/api/leak-sensor-notifications', birchCommons)).json().content;
    expect(notifications.map((e: { deviceId: string }) => e.deviceId)).not.toContain(mapleSensor.id);
    const switched = await birch.request('POST', `/api/light-switches/${mapleSwitch.id}/switch`, {
      context: birchCommons,
      body: { on: true, level: 1 },
    });
    expect(switched.statusCode).toBe(404);
    // A Maple router named from Birch: not there.
    const mapleRouter = await routerOf('/api/leak-sensor-routers');
    const created = await birch.post(
      '/api/leak-sensors',
      { name: 'Borrowed hub', serial: 'LS-9200', routerId: mapleRouter },
      birchCommons,
    );
    expect(created.statusCode).toBe(422);
    // And Maple's manager cannot read Birch at all.
    expect((await manager.get('/api/leak-sensors', birchCommons)).statusCode).toBe(403);
  });
});
