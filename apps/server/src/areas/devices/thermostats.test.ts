import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from './engine/adapters.ts';
import { runCommandJob, useAdapters } from './engine/commands.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birchCommons = { customer: 'Birch Residential', community: 'Birch Commons' };
const silent = { error() {} };

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
let units: { id: string; name: string }[];

beforeAll(async () => {
  api = await createTestApi();
  useInstantDevices('thermostats');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
  units = (await manager.get('/api/units?size=20&sort=name,desc', maple)).json().content;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: silent });
const thermostat = async (id: string) => (await manager.get(`/api/thermostats/${id}`, maple)).json();

async function firstThermostat() {
  const list = (await manager.get('/api/thermostats?sort=name,asc', maple)).json();
  return list.content[0] as { id: string; name: string; unitId: string };
}

describe('thermostats', () => {
  it('community viewer: reads the list of Maple Court with the reading typed, sorted and searched', async () => {
    const response = await viewer.get('/api/thermostats?sort=unitName,asc', maple);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content.length).toBeGreaterThanOrEqual(4);
    expect(response.headers['x-total-count']).toBe(String(body.totalElements));
    expect(body.content[0]).toMatchObject({ kind: 'THERMOSTAT', heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' });
    expect(body.content[0]).not.toHaveProperty('searchName');
    const names = body.content.map((row: { unitName: string }) => row.unitName);
    expect(names).toEqual([...names].sort());
    const serial = body.content[0].serial as string;
    const found = (await viewer.get(`/api/thermostats?q=${serial.toLowerCase()}`, maple)).json();
    expect(found.content.map((row: { serial: string }) => row.serial)).toEqual([serial]);
    expect((await viewer.get('/api/thermostats?sort=secret,asc', maple)).statusCode).toBe(400);
  });

  it('community manager: adds a thermostat to a unit and it becomes INSTALLED once the jobs run', async () => {
    const unit = units[0]!;
    const added = await manager.post(
      '/api/thermostats',
      { name: 'Hall thermostat', serial: 'TH-T-1', unitId: unit.id },
      maple,
    );
    expect(added.statusCode).toBe(201);
    const { deviceId } = added.json();
    expect(await thermostat(deviceId)).toMatchObject({
      installState: 'INSTALLING',
      unitId: unit.id,
      unitName: unit.name,
    });
    await run();
    expect(await thermostat(deviceId)).toMatchObject({ installState: 'INSTALLED', connection: 'ONLINE' });
    const again = await manager.post('/api/thermostats', { name: 'Twin', serial: 'TH-T-1', unitId: unit.id }, maple);
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toBe('body/serial');
  });

  it('community manager: a set point is applied by the device; an invalid one is refused and nothing changes', async () => {
    const { id } = await firstThermostat();
    await run();
    const before = await thermostat(id);
    const commandsBefore = (await manager.get(`/api/thermostats/${id}/log?kind=COMMAND&size=100`, maple)).json();
    for (const body of [
      { heatSetPoint: 72, coolSetPoint: 73, mode: 'AUTO' },
      { heatSetPoint: 40, coolSetPoint: 74, mode: 'HEAT' },
      { heatSetPoint: 68, coolSetPoint: 95, mode: 'COOL' },
      { heatSetPoint: 68.5, coolSetPoint: 74, mode: 'AUTO' },
      { heatSetPoint: 68, coolSetPoint: 74, mode: 'WARM' },
    ]) {
      const refused = await manager.request('PUT', `/api/thermostats/${id}/set-point`, { context: maple, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    await run();
    expect(await thermostat(id)).toMatchObject({
      heatSetPoint: before.heatSetPoint,
      coolSetPoint: before.coolSetPoint,
    });
    const commandsAfter = (await manager.get(`/api/thermostats/${id}/log?kind=COMMAND&size=100`, maple)).json();
    expect(commandsAfter.totalElements).toBe(commandsBefore.totalElements);

    const sent = await manager.request('PUT', `/api/thermostats/${id}/set-point`, {
      context: maple,
      body: { heatSetPoint: 66, coolSetPoint: 78, mode: 'COOL' },
    });
    expect(sent.statusCode).toBe(200);
    await run();
    expect(await thermostat(id)).toMatchObject({ heatSetPoint: 66, coolSetPoint: 78, mode: 'COOL' });
    const command = await manager.get(`/api/devices/${id}/commands/${sent.json().commandId}`, maple);
    expect(command.json()).toMatchObject({ command: 'SET_POINT', status: 'SUCCEEDED' });
  });

  it('community manager: settings and the weekly schedule are kept in the config and sent with CONFIGURE', async () => {
    const { id } = await firstThermostat();
    await run();
    const settings = { fanMode: 'CIRCULATE', temperatureOffset: -2, keypadLocked: true, reportingMinutes: 10 };
    expect(
      (await manager.request('PUT', `/api/thermostats/${id}/settings`, { context: maple, body: settings })).statusCode,
    ).toBe(200);
    expect((await thermostat(id)).installState).toBe('CONFIGURING');
    await run();
    expect((await thermostat(id)).installState).toBe('INSTALLED');
    expect((await viewer.get(`/api/thermostats/${id}/settings`, maple)).json()).toEqual(settings);

    const entries = [
      { days: [6, 0], time: '09:00', heatSetPoint: 70, coolSetPoint: 76 },
      { days: [1, 2, 3, 4, 5], time: '07:00', heatSetPoint: 68, coolSetPoint: 75 },
    ];
    const saved = await manager.request('PUT', `/api/thermostats/${id}/schedule`, {
      context: maple,
      body: { entries },
    });
    expect(saved.statusCode).toBe(200);
    await run();
    expect((await viewer.get(`/api/thermostats/${id}/schedule`, maple)).json().entries).toEqual([
      { days: [1, 2, 3, 4, 5], time: '07:00', heatSetPoint: 68, coolSetPoint: 75 },
      { days: [0, 6], time: '09:00', heatSetPoint: 70, coolSetPoint: 76 },
    ]);
    const clash = [...entries, { days: [0], time: '09:00', heatSetPoint: 60, coolSetPoint: 80 }];
    const refused = await manager.request('PUT', `/api/thermostats/${id}/schedule`, {
      context: maple,
      body: { entries: clash },
    });
    expect(refused.statusCode).toBe(400);
    expect((await viewer.get(`/api/thermostats/${id}/schedule`, maple)).json().entries).toHaveLength(2);
  });

  it('community manager: finds units to place a thermostat in, with how many each has', async () => {
    const choices = (await manager.get(`/api/thermostats/units?q=${encodeURIComponent(units[0]!.name)}`, maple)).json();
    expect(choices[0]).toMatchObject({ id: units[0]!.id, name: units[0]!.name });
    expect(choices[0].thermostats).toBeGreaterThanOrEqual(1);
    expect((await viewer.get('/api/thermostats/units', maple)).statusCode).toBe(403);
  });

  it('community manager: moves a thermostat to another unit, and the move is in its log', async () => {
    const { id } = await firstThermostat();
    const unit = units[1]!;
    const moved = await manager.request('PUT', `/api/thermostats/${id}/location`, {
      context: maple,
      body: { unitId: unit.id },
    });
    expect(moved.json()).toMatchObject({ unitId: unit.id, unitName: unit.name });
    const log = (await viewer.get(`/api/thermostats/${id}/log?kind=AUDIT`, maple)).json();
    expect(log.content[0].detail).toMatchObject({ action: 'LOCATION_CHANGED', unitId: unit.id });
  });

  it('community manager: replaces a thermostat; the old one is uninstalled, the new one installed in its unit', async () => {
    const unit = units[2]!;
    const added = (
      await manager.post('/api/thermostats', { name: 'Old one', serial: 'TH-T-OLD', unitId: unit.id }, maple)
    ).json();
    await run();
    const replaced = await manager.post(
      `/api/thermostats/${added.deviceId}/replacement`,
      { serial: 'TH-T-NEW' },
      maple,
    );
    expect(replaced.statusCode).toBe(201);
    await run();
    expect(await thermostat(added.deviceId)).toMatchObject({ installState: 'UNINSTALLED', unitId: null });
    expect(await thermostat(replaced.json().deviceId)).toMatchObject({
      installState: 'INSTALLED',
      name: 'Old one',
      serial: 'TH-T-NEW',
      unitId: unit.id,
    });
  });

  it('community manager: starts firmware updates on several thermostats; each ends at the new version', async () => {
    const list = (await manager.get('/api/thermostats?installState=INSTALLED&size=2', maple)).json();
    const ids = list.content.map((row: { id: string }) => row.id);
    const started = await manager.post(
      '/api/thermostats/firmware-updates',
      { thermostatIds: ids, version: '3.1.0' },
      maple,
    );
    expect(started.statusCode).toBe(200);
    expect(started.json().commands).toHaveLength(2);
    await run();
    for (const id of ids) expect(await thermostat(id)).toMatchObject({ firmware: '3.1.0', firmwareProgress: null });
    const log = (await manager.get(`/api/thermostats/${ids[0]}/log?kind=FIRMWARE`, maple)).json();
    expect(log.content.map((e: { detail: { progress: number } }) => e.detail.progress)).toEqual([100, 67, 33]);
  });

  it('community manager: resets a thermostat and reads its diagnostic', async () => {
    const { id } = await firstThermostat();
    expect((await manager.post(`/api/thermostats/${id}/reset`, undefined, maple)).statusCode).toBe(200);
    await run();
    const diagnostic = (await viewer.get(`/api/thermostats/${id}/diagnostic`, maple)).json();
    expect(diagnostic).toMatchObject({ id, connection: 'ONLINE', installState: 'INSTALLED', failedCommands30d: 0 });
    expect(diagnostic.commands30d).toBeGreaterThanOrEqual(3);
    expect(diagnostic.onlineSince).not.toBeNull();
  });

  it('community viewer: reads everything but every write is refused and changes nothing', async () => {
    const { id } = await firstThermostat();
    const before = await thermostat(id);
    const writes = [
      viewer.post('/api/thermostats', { name: 'X', serial: 'TH-V-1', unitId: units[0]!.id }, maple),
      viewer.request('PUT', `/api/thermostats/${id}/set-point`, {
        context: maple,
        body: { heatSetPoint: 60, coolSetPoint: 80, mode: 'HEAT' },
      }),
      viewer.post(`/api/thermostats/${id}/reset`, undefined, maple),
      viewer.post('/api/thermostats/firmware-updates', { thermostatIds: [id], version: '9.9.9' }, maple),
      viewer.request('PUT', `/api/thermostats/${id}/location`, { context: maple, body: { unitId: units[3]!.id } }),
      viewer.post(`/api/thermostats/${id}/replacement`, { serial: 'TH-V-2' }, maple),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    expect(await thermostat(id)).toEqual(before);
  });

  it('Birch Residential: sees none of Maple Court thermostats, and a Maple id in Birch Commons is not found', async () => {
    const { id } = await firstThermostat();
    const list = (await birch.get('/api/thermostats?size=100', birchCommons)).json();
    expect(list.content.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await birch.get(`/api/thermostats/${id}`, birchCommons)).statusCode).toBe(404);
    expect((await birch.get(`/api/thermostats/${id}/diagnostic`, birchCommons)).statusCode).toBe(404);
    const set = await birch.request('PUT', `/api/thermostats/${id}/set-point`, {
      context: birchCommons,
      body: { heatSetPoint: 60, coolSetPoint: 80, mode: 'HEAT' },
    });
    expect(set.statusCode).toBe(404);
    expect((await manager.get('/api/thermostats', birchCommons)).statusCode).toBe(403);
  });
});
