import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId } from '../../seed/demo.ts';
import { demoId } from '../../seed/ids.ts';
import { simulatedAdapters } from './engine/adapters.ts';
import { runCommandJob, useAdapters } from './engine/commands.service.ts';
import { DeviceSimulator } from './engine/simulator.ts';
import { simulatedDirectory, useVendorDirectory } from './engine/vendor-directory.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const mapleId = communityId('Acme Living', 'Maple Court');
const lock = (serial: string, community = mapleId) => demoId(`device:${community}/device/${serial}`);
const gateway = (family: string) => demoId(`device:${mapleId}/gateway/${family}`);
const PDK = lock('PDK-1000');
const YALE = lock('YALE-1002');
const ALLEGION = lock('ALLEGION-1004');
const BRIVO = lock('BRIVO-1006');
const BMX = lock('BUTTERFLYMX-1007');
const BIRCH_PDK = lock('PDK-1000', communityId('Birch Residential', 'Birch Commons'));

const simulator = new DeviceSimulator({ seed: 'families', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0 });
const noWait = async () => {};
const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: { error() {} } });
const put = (who: PersonaClient, url: string, body: unknown, context = maple) =>
  who.request('PUT', url, { context, body });
const configuration = {
  autoLock: true,
  autoRelockSeconds: 45,
  soundVolume: 'HIGH',
  privacyButton: true,
  wrongCodeLimit: 3,
  wrongCodeLockoutSeconds: 120,
};

beforeAll(async () => {
  useAdapters(simulatedAdapters(simulator, noWait));
  useVendorDirectory(simulatedDirectory(simulator, noWait));
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  useVendorDirectory(simulatedDirectory());
  await api?.close();
});

describe('wired controller (PDK)', () => {
  it('community viewer: reads the hardware controller and both readers of a door with an additional reader', async () => {
    const hardware = await viewer.get(`/api/locks/pdk/${PDK}/hardware-controller`, maple);
    expect(hardware.statusCode).toBe(200);
    expect(hardware.json()).toMatchObject({
      lock: { id: PDK, family: 'PDK', name: 'Main entrance' },
      node: { id: gateway('PDK'), name: 'Cloud node 1' },
      controller: { serial: 'PDK-1000-HC', requestToExit: true },
    });
    const primary = (await viewer.get(`/api/locks/pdk/${PDK}/reader-configuration?slot=primary`, maple)).json();
    expect(primary).toMatchObject({ slot: 'primary', readerType: 'OSDP' });
    const secondary = (await viewer.get(`/api/locks/pdk/${PDK}/reader-configuration?slot=secondary`, maple)).json();
    expect(secondary).toMatchObject({ slot: 'secondary', readerType: 'WIEGAND' });
  });

  it('community manager: a lock of another family is not found on the wired-controller screens', async () => {
    expect((await manager.get(`/api/locks/pdk/${YALE}/hardware-controller`, maple)).statusCode).toBe(404);
  });

  it('community viewer: lists the cloud nodes but may not change one', async () => {
    const nodes = (await viewer.get('/api/locks/pdk/nodes', maple)).json();
    expect(nodes).toContainEqual(
      expect.objectContaining({
        id: gateway('PDK'),
        // The seeded wired doors of Maple Court hang on this node.
        doorCount: expect.any(Number),
        settings: expect.objectContaining({ heartbeatSeconds: 60 }),
      }),
    );
    const refused = await put(viewer, `/api/locks/pdk/nodes/${gateway('PDK')}`, {
      name: 'Renamed',
      settings: nodes[0].settings,
    });
    expect(refused.statusCode).toBe(403);
    expect((await viewer.post('/api/locks/pdk/node-import', undefined, maple)).statusCode).toBe(403);
  });

  it('community manager: edits a node, keeping what the vendor stored besides', async () => {
    const body = {
      name: 'Cloud node 1 (lobby)',
      settings: {
        timeZone: 'America/Chicago',
        heartbeatSeconds: 120,
        offlineAfterMinutes: 10,
        autoFirmwareUpdate: false,
      },
    };
    const saved = await put(manager, `/api/locks/pdk/nodes/${gateway('PDK')}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(body);
    expect((await manager.get(`/api/locks/pdk/nodes/${gateway('PDK')}`, maple)).json()).toMatchObject(body);
    const invalid = await put(manager, `/api/locks/pdk/nodes/${gateway('PDK')}`, {
      ...body,
      settings: { ...body.settings, heartbeatSeconds: 1 },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('community manager: imports the nodes the account reports, once', async () => {
    const preview = (await manager.get('/api/locks/pdk/node-import', maple)).json();
    expect(preview.length).toBeGreaterThanOrEqual(2);
    expect(preview[0]).toMatchObject({ externalId: 'pdk-gw-1', imported: true });
    const first = (await manager.post('/api/locks/pdk/node-import', undefined, maple)).json();
    expect(first.created).toBe(preview.length - 1);
    const again = (await manager.post('/api/locks/pdk/node-import', undefined, maple)).json();
    expect(again).toMatchObject({ created: 0, updated: 0 });
    const after = (await manager.get('/api/locks/pdk/node-import', maple)).json();
    expect(after.every((node: { imported: boolean }) => node.imported)).toBe(true);
  });

  it('community manager: moves a door to a location by a command that ends with the door there', async () => {
    const options = (await manager.get(`/api/locks/${PDK}/placement-options`, maple)).json();
    const location = options.locations[0];
    expect(location).toBeDefined();
    const asked = await manager.post(`/api/locks/pdk/${PDK}/location`, { locationId: location.id }, maple);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ deviceId: PDK, command: 'CHANGE_LOCATION' });
    await run();
    const after = (await manager.get(`/api/locks/${PDK}/placement-options`, maple)).json();
    expect(after.lock).toMatchObject({ locationId: location.id, locationName: location.name });
    const unknown = await manager.post(
      `/api/locks/pdk/${PDK}/location`,
      { locationId: '00000000-0000-4000-8000-000000000001' },
      maple,
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('community viewer: may not move a door', async () => {
    expect((await viewer.post(`/api/locks/pdk/${PDK}/location`, { locationId: null }, maple)).statusCode).toBe(403);
  });
});

describe('Yale', () => {
  it('community manager: requests audits; the entries join the notification log once, newest first', async () => {
    const range = { from: '2026-11-01', to: '2026-11-20' };
    const asked = await manager.post(`/api/locks/yale/${YALE}/audit-requests`, range, maple);
    expect(asked.statusCode).toBe(200);
    const { received, added } = asked.json();
    expect(received).toBeGreaterThan(0);
    expect(added).toBe(received);
    expect((await manager.post(`/api/locks/yale/${YALE}/audit-requests`, range, maple)).json()).toEqual({
      received,
      added: 0,
    });
    const page = await viewer.get(`/api/locks/yale/${YALE}/notification-log?size=5`, maple);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(received));
    const content = page.json().content as { kind: string; occurredAt: string }[];
    expect(content).toHaveLength(Math.min(5, received));
    expect(content.every((e) => e.kind === 'AUDIT')).toBe(true);
    expect([...content].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))).toEqual(content);
    const backwards = await manager.post(
      `/api/locks/yale/${YALE}/audit-requests`,
      { from: '2026-11-20', to: '2026-11-01' },
      maple,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('community viewer: may not request audits', async () => {
    const refused = await viewer.post(
      `/api/locks/yale/${YALE}/audit-requests`,
      { from: '2026-11-01', to: '2026-11-02' },
      maple,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('community manager: sends a configuration, which the lock holds once the command ends', async () => {
    const sent = await put(manager, `/api/locks/yale/${YALE}/configuration`, configuration);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ command: 'CONFIGURE' });
    expect((await manager.get(`/api/locks/yale/${YALE}/configuration`, maple)).json()).toMatchObject({
      configuration,
      appliedAt: null,
    });
    await run();
    const read = (await viewer.get(`/api/locks/yale/${YALE}/configuration`, maple)).json();
    expect(read).toMatchObject({ configuration, lock: { installState: 'INSTALLED' } });
    expect(read.appliedAt).not.toBeNull();
    expect((await put(viewer, `/api/locks/yale/${YALE}/configuration`, configuration)).statusCode).toBe(403);
  });

  it('community manager: keeps the default configuration; the viewer may not see it (install permission)', async () => {
    const before = (await manager.get('/api/locks/yale/default-configuration', maple)).json();
    expect(before).toMatchObject({ updatedAt: null, configuration: { autoRelockSeconds: 30 } });
    const saved = await put(manager, '/api/locks/yale/default-configuration', configuration);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().configuration).toEqual(configuration);
    expect((await manager.get('/api/locks/yale/default-configuration', maple)).json().updatedAt).not.toBeNull();
    expect((await viewer.get('/api/locks/yale/default-configuration', maple)).statusCode).toBe(403);
    expect((await put(viewer, '/api/locks/yale/default-configuration', configuration)).statusCode).toBe(403);
  });

  it('community manager: selects a router of the family; a gateway of another family is refused', async () => {
    const moved = await manager.post(`/api/locks/yale/${YALE}/router`, { gatewayId: gateway('YALE') }, maple);
    expect(moved.statusCode).toBe(202);
    const wrong = await manager.post(`/api/locks/yale/${YALE}/router`, { gatewayId: gateway('ALLEGION') }, maple);
    expect(wrong.statusCode).toBe(422);
  });

  it('community viewer: reads the connection log, a page at a time', async () => {
    const log = await viewer.get(`/api/locks/yale/${YALE}/connection-log`, maple);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ page: 0, size: 25 });
  });
});

describe('Allegion', () => {
  it('community viewer: reads the connection and audit logs and the default configuration, changes nothing', async () => {
    expect((await viewer.get(`/api/locks/allegion/${ALLEGION}/logs?kind=AUDIT`, maple)).statusCode).toBe(200);
    expect((await viewer.get(`/api/locks/allegion/${ALLEGION}/logs?kind=ACCESS`, maple)).statusCode).toBe(400);
    expect((await viewer.get('/api/locks/allegion/default-configuration', maple)).statusCode).toBe(200);
    expect((await put(viewer, '/api/locks/allegion/default-configuration', configuration)).statusCode).toBe(403);
    expect((await put(viewer, `/api/locks/allegion/${ALLEGION}/configuration`, configuration)).statusCode).toBe(403);
    expect(
      (await viewer.post(`/api/locks/allegion/${ALLEGION}/router`, { gatewayId: gateway('ALLEGION') }, maple))
        .statusCode,
    ).toBe(403);
  });

  it('community manager: assigns a location and changes the router, each by a command', async () => {
    const options = (await manager.get(`/api/locks/${ALLEGION}/placement-options`, maple)).json();
    expect(options.routers).toEqual([expect.objectContaining({ id: gateway('ALLEGION') })]);
    const location = options.locations[1] ?? options.locations[0];
    expect(
      (await manager.post(`/api/locks/allegion/${ALLEGION}/location`, { locationId: location.id }, maple)).statusCode,
    ).toBe(202);
    expect(
      (await manager.post(`/api/locks/allegion/${ALLEGION}/router`, { gatewayId: gateway('ALLEGION') }, maple))
        .statusCode,
    ).toBe(202);
    await run();
    const after = (await manager.get(`/api/locks/allegion/${ALLEGION}/configuration`, maple)).json();
    expect(after.lock).toMatchObject({ locationId: location.id, gatewayId: gateway('ALLEGION') });
  });
});

describe('Brivo', () => {
  /** Doors the vendor's sites brought in (the seeded Brivo locks hang on a site the vendor does not list). */
  let importedDoors = 0;
  it('community manager: imports sites and doors, installed by commands; importing again adds nothing', async () => {
    const before = (await viewer.get('/api/locks/brivo/account', maple)).json();
    const preview = (await manager.get('/api/locks/brivo/site-import', maple)).json();
    expect(preview.length).toBeGreaterThan(0);
    const doors = preview.flatMap((site: { doors: unknown[] }) => site.doors).length;
    const imported = (await manager.post('/api/locks/brivo/site-import', undefined, maple)).json();
    expect(imported).toMatchObject({ created: preview.length, locksCreated: doors });
    expect(imported.installs).toHaveLength(doors);
    await run();
    const again = (await manager.post('/api/locks/brivo/site-import', undefined, maple)).json();
    expect(again).toMatchObject({ created: 0, locksCreated: 0, installs: [] });
    const account = (await viewer.get('/api/locks/brivo/account', maple)).json();
    expect(account).toMatchObject({
      connected: true,
      locks: before.locks + doors,
      installedLocks: before.installedLocks + doors,
    });
    importedDoors = doors;
  });

  it('community viewer: may not import or disconnect', async () => {
    expect((await viewer.post('/api/locks/brivo/site-import', undefined, maple)).statusCode).toBe(403);
    expect((await viewer.post('/api/locks/brivo/disconnect', undefined, maple)).statusCode).toBe(403);
  });

  it('community manager: disconnecting uninstalls every Brivo lock and keeps them; a new import reinstalls them', async () => {
    const done = (await manager.post('/api/locks/brivo/disconnect', undefined, maple)).json();
    const account = (await manager.get('/api/locks/brivo/account', maple)).json();
    expect(done.uninstalls).toHaveLength(account.locks);
    await run();
    expect((await manager.get('/api/locks/brivo/account', maple)).json()).toMatchObject({
      connected: false,
      installedLocks: 0,
      locks: account.locks,
    });
    const reimported = (await manager.post('/api/locks/brivo/site-import', undefined, maple)).json();
    expect(reimported.locksCreated).toBe(0);
    expect(reimported.installs).toHaveLength(importedDoors);
    expect((await manager.post(`/api/locks/brivo/${BRIVO}/location`, { locationId: null }, maple)).statusCode).toBe(
      409,
    );
  });
});

describe('ButterflyMX', () => {
  it('community manager: imports buildings, installs a panel and chooses the door it releases', async () => {
    const imported = (await manager.post('/api/locks/butterflymx/building-import', undefined, maple)).json();
    expect(imported.created).toBeGreaterThan(0);
    const buildings = (await manager.get('/api/locks/butterflymx/building-import', maple)).json();
    const options = (await manager.get(`/api/locks/${BMX}/placement-options`, maple)).json();
    expect(options.doors.map((d: { family: string }) => d.family)).not.toContain('BUTTERFLYMX');
    expect(buildings.every((b: { imported: boolean }) => b.imported)).toBe(true);
    const nodes = await api.database.db
      .selectFrom('device_gateways')
      .select('id')
      .where('community_id', '=', mapleId)
      .where('external_id', '=', 'bmx-building-1')
      .executeTakeFirstOrThrow();
    const installable = (
      await manager.get(`/api/locks/butterflymx/buildings/${nodes.id}/devices?lockType=PANEL`, maple)
    ).json();
    expect(installable.devices[0]).toMatchObject({ name: 'Video panel 1', imported: false });
    const installed = await manager.post(
      `/api/locks/butterflymx/buildings/${nodes.id}/installs`,
      { lockType: 'PANEL', externalIds: [installable.devices[0].externalId] },
      maple,
    );
    expect(installed.statusCode).toBe(202);
    await run();
    const after = (
      await manager.get(`/api/locks/butterflymx/buildings/${nodes.id}/devices?lockType=PANEL`, maple)
    ).json();
    expect(after.devices[0].imported).toBe(true);
    const door = options.doors[0].id;
    const linked = await put(manager, `/api/locks/butterflymx/${BMX}/released-lock`, { releasedLockId: door });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ releasedLockId: door, lock: { id: BMX } });
    expect(
      (await put(manager, `/api/locks/butterflymx/${BMX}/released-lock`, { releasedLockId: BMX })).statusCode,
    ).toBe(422);
  });

  it('community viewer: may not import or install', async () => {
    expect((await viewer.post('/api/locks/butterflymx/building-import', undefined, maple)).statusCode).toBe(403);
    expect(
      (await put(viewer, `/api/locks/butterflymx/${BMX}/released-lock`, { releasedLockId: null })).statusCode,
    ).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('community manager: a Birch lock is not found in Maple Court, and Birch Commons is not theirs', async () => {
    expect((await manager.get(`/api/locks/pdk/${BIRCH_PDK}/hardware-controller`, maple)).statusCode).toBe(404);
    expect((await manager.post(`/api/locks/pdk/${BIRCH_PDK}/location`, { locationId: null }, maple)).statusCode).toBe(
      404,
    );
    expect((await manager.get('/api/locks/pdk/nodes', birch)).statusCode).toBe(403);
    expect((await manager.post('/api/locks/brivo/site-import', undefined, birch)).statusCode).toBe(403);
  });
});
