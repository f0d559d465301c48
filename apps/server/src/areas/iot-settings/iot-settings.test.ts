import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { setInstallationFeatures } from '../../platform/features.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { runCommandJob, useAdapters } from '../devices/engine/commands.service.ts';
import { rolloutJob } from './iot-settings.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const commons = { customer: 'Birch Residential', community: 'Birch Commons' };
const base = '/api/iot/settings/access-and-devices';
const silent = { error() {} };

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
  useInstantDevices('iot-settings');
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  setInstallationFeatures({ nfcWallet: true });
  await api?.close();
});

/** Runs the rollout jobs, then the lock commands they asked for, until nothing is due. */
async function runJobs() {
  for (let round = 0; round < 5; round += 1) {
    const ran = await runDueJobs({
      db: api.database.db,
      clock: api.clock,
      jobs: [rolloutJob, runCommandJob],
      log: silent,
    });
    if (!ran) break;
  }
}

const put = (client: PersonaClient, path: string, body: unknown, context = maple) =>
  client.request('PUT', `${base}/${path}`, { body, context });

describe('smart-building settings: access and devices', () => {
  it('community manager: BLE settings reach every Yale and Allegion lock, each with its own result', async () => {
    const before = await manager.get(`${base}/ble`, maple);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ values: { enabled: false }, updatedAt: null, rollout: null });

    const saved = await put(manager, 'ble', { enabled: true, unlockMode: 'PROXIMITY', rangeMeters: 3 });
    expect(saved.statusCode).toBe(200);
    const view = saved.json();
    expect(view.values).toEqual({ enabled: true, unlockMode: 'PROXIMITY', rangeMeters: 3 });
    expect(view.updatedBy).toBeTruthy();
    expect(view.rollout.total).toBeGreaterThan(0);
    expect(view.rollout.counts.WAITING).toBe(view.rollout.total);
    expect(view.rollout.finished).toBe(false);

    await runJobs();
    const after = (await manager.get(`${base}/ble`, maple)).json();
    expect(after.rollout.id).toBe(view.rollout.id);
    expect(after.rollout.finished).toBe(true);
    expect(after.rollout.counts.APPLIED + after.rollout.counts.SKIPPED + after.rollout.counts.FAILED).toBe(
      after.rollout.total,
    );
    expect(after.rollout.counts.APPLIED).toBeGreaterThan(0);

    const devices = await manager.get(`/api/iot/settings/rollouts/${view.rollout.id}/devices?size=5`, maple);
    expect(devices.statusCode).toBe(200);
    expect(devices.headers['x-total-count']).toBe(String(view.rollout.total));
    const rows = devices.json().content as { family: string; result: string; name: string }[];
    expect(rows.length).toBe(Math.min(5, view.rollout.total));
    for (const row of rows) expect(['YALE', 'ALLEGION']).toContain(row.family);
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b)));

    // The change is in the community's audit trail, before and after.
    const { rows: trail } = await sql<{ changes: unknown }>`select changes from audit_log
      where entity_type = 'iotSettings.ble' order by seq desc limit 1`.execute(api.database.db);
    expect(JSON.stringify(trail[0]?.changes)).toContain('PROXIMITY');
  });

  it('community manager: a Yale lock installed after the BLE change gets the saved values too, shown with the others', async () => {
    const rollout = (await manager.get(`${base}/ble`, maple)).json().rollout;
    const choices = (await manager.get('/api/locks/choices', maple)).json();
    const gatewayId = choices.gateways.find((g: { family: string }) => g.family === 'YALE').id as string;
    const added = await manager.post(
      '/api/locks',
      { family: 'YALE', name: 'New side door', serial: 'YALE-BLE-LATE', gatewayId },
      maple,
    );
    expect(added.statusCode).toBe(202);
    await runJobs();
    await runJobs();
    const after = (await manager.get(`${base}/ble`, maple)).json().rollout;
    expect(after.id).toBe(rollout.id);
    expect(after.total).toBe(rollout.total + 1);
    expect(after.finished).toBe(true);
    const rows = (await manager.get(`/api/iot/settings/rollouts/${rollout.id}/devices?size=999`, maple)).json()
      .content as { name: string; result: string }[];
    expect(rows.find((row) => row.name === 'New side door')).toMatchObject({ result: 'APPLIED' });
    // The lock keeps the values it was sent.
    const { rows: kept } = await sql<{ ble: unknown }>`select config->'credentials'->'BLE' as ble from devices
      where id = ${added.json().lock.id as string}`.execute(api.database.db);
    expect(kept[0]?.ble).toEqual({ enabled: true, unlockMode: 'PROXIMITY', rangeMeters: 3 });
  });

  it('community manager: a second change replaces what the first has not sent yet', async () => {
    const first = (await put(manager, 'wallet-passes', { enabled: true, expressMode: false })).json();
    const second = (await put(manager, 'wallet-passes', { enabled: true, expressMode: true })).json();
    expect(second.rollout.id).not.toBe(first.rollout.id);
    const older = await manager.get(`/api/iot/settings/rollouts/${first.rollout.id}/devices?size=100`, maple);
    for (const row of older.json().content) {
      expect(row).toMatchObject({ result: 'SKIPPED', note: 'replaced by a newer change' });
    }
    await runJobs();
    const now = (await manager.get(`${base}/wallet-passes`, maple)).json();
    expect(now.values).toEqual({ enabled: true, expressMode: true });
    expect(now.rollout.finished).toBe(true);
    const rows = (await manager.get(`/api/iot/settings/rollouts/${second.rollout.id}/devices?size=100`, maple)).json()
      .content as { family: string; result: string }[];
    // Only Allegion readers take wallet passes.
    for (const row of rows) expect(row.family).toBe('ALLEGION');
  });

  it('community manager: bad values are refused and nothing changes', async () => {
    const before = (await manager.get(`${base}/remote-auth`, maple)).json();
    const refused = await put(manager, 'remote-auth', { enabled: true, doorHoldSeconds: 600, staffMayAuthorize: true });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Enter 60 or less');
    const unknown = await put(manager, 'remote-auth', { ...before.values, extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((await manager.get(`${base}/remote-auth`, maple)).json()).toEqual(before);

    const saved = await put(manager, 'remote-auth', { enabled: true, doorHoldSeconds: 8, staffMayAuthorize: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values).toEqual({ enabled: true, doorHoldSeconds: 8, staffMayAuthorize: false });
    const other = (await manager.get(`${base}/other`, maple)).json();
    expect(other).toMatchObject({ remoteAuth: true, nfcWallet: true, fireKey: true, energyManagement: true });
    expect(typeof other.timeZone).toBe('string');
  });

  it('community manager: pass rules govern the passes the access area issues', async () => {
    const locks = (await manager.get('/api/locks?size=100', maple)).json().content as { locationId: string | null }[];
    const locationId = locks.find((lock) => lock.locationId)?.locationId as string;
    const saved = await put(manager, 'passes', { vendor: true, resident: true, guest: false, maxDays: 7 });
    expect(saved.statusCode).toBe(200);
    const pass = (type: string, days: number) => ({
      type,
      holderName: 'Pat Visitor',
      company: type === 'VENDOR' ? 'Acme Plumbing' : null,
      locationIds: [locationId],
      validFrom: '2027-01-10T10:00:00.000Z',
      validUntil: new Date(Date.parse('2027-01-10T10:00:00.000Z') + days * 86_400_000).toISOString(),
    });
    const guest = await manager.post('/api/iot/passes', pass('GUEST', 1), maple);
    expect(guest.statusCode).toBe(422);
    expect(guest.json().code).toBe('ACCESS_PASS_TYPE_OFF');
    const long = await manager.post('/api/iot/passes', pass('VENDOR', 8), maple);
    expect(long.statusCode).toBe(422);
    expect(long.json().code).toBe('ACCESS_PASS_TOO_LONG');
    await put(manager, 'passes', { vendor: true, resident: true, guest: true, maxDays: 365 });
  });

  it('community manager: the fire key cannot be turned off while a fire key holds doors', async () => {
    // Maple Court's seeded fire key FD-1 holds doors: the switch stays on.
    const view = (await manager.get(`${base}/fire-key`, maple)).json();
    expect(view).toMatchObject({ values: { enabled: true }, activeFireKeys: 1 });
    const off = await put(manager, 'fire-key', { enabled: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('IOT_FIRE_KEYS_ACTIVE');
    expect((await manager.get(`${base}/fire-key`, maple)).json().values.enabled).toBe(true);
    // Birch Commons has the switch off: turning it on is always allowed, and the IoT read follows it.
    const on = await put(birch, 'fire-key', { enabled: true }, commons);
    expect(on.statusCode).toBe(200);
    expect((await birch.get('/api/iot/permissions', commons)).json().settings.firekey).toBe(true);
    const turnedOn = await sql<{ changes: unknown }>`select changes from audit_log
      where entity_type = 'iotSettings.fireKey' order by seq desc limit 1`.execute(api.database.db);
    expect(turnedOn.rows[0]?.changes).toMatchObject({ enabled: { before: false, after: true } });
  });

  it('community manager: with the NFC wallet feature off, wallet passes are refused and the IoT read says so', async () => {
    setInstallationFeatures({ nfcWallet: false });
    try {
      expect((await manager.get(`${base}/wallet-passes`, maple)).json().code).toBe('IOT_FEATURE_OFF');
      expect((await put(manager, 'wallet-passes', { enabled: false, expressMode: true })).statusCode).toBe(409);
      expect((await manager.get('/api/iot/permissions', maple)).json().settings.nfcWallet).toBe(false);
    } finally {
      setInstallationFeatures({ nfcWallet: true });
    }
  });

  it('community viewer: reads what the view keys allow and changes nothing', async () => {
    for (const path of ['ble', 'wallet-passes', 'fire-key', 'remote-auth', 'passes']) {
      const refused = await put(viewer, path, {});
      expect(refused.statusCode, path).toBe(403);
    }
  });

  it("another customer's user: cannot read or change Maple Court's settings or rollouts", async () => {
    const rollout = (await manager.get(`${base}/ble`, maple)).json().rollout;
    for (const path of ['ble', 'remote-auth', 'other']) {
      expect((await birch.get(`${base}/${path}`, maple)).statusCode).toBe(403);
    }
    // Forged: Birch's context with Maple's rollout id.
    expect((await birch.get(`/api/iot/settings/rollouts/${rollout.id}/devices`, commons)).statusCode).toBe(404);
  });
});

describe('smart-building settings: integrations (D253)', () => {
  const integrations = '/api/iot/settings/integrations';
  const putIntegration = (client: PersonaClient, path: string, body: unknown, context = maple) =>
    client.request('PUT', `${integrations}/${path}`, { body, context });

  it('community manager: connecting sensor industries opens its sensors dashboard, disconnecting closes it; a connection needs a property code', async () => {
    expect((await manager.get('/api/devices/si-dash', maple)).statusCode).not.toBe(200);
    const before = (await manager.get(`${integrations}/sensor-industries`, maple)).json();
    expect(before).toMatchObject({ values: { enabled: false, propertyCode: '' }, updatedAt: null });

    const noCode = await putIntegration(manager, 'sensor-industries', { enabled: true, propertyCode: '' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().issues).toEqual([
      expect.objectContaining({ path: 'body/propertyCode', message: 'the property code is needed to connect' }),
    ]);
    expect((await manager.get(`${integrations}/sensor-industries`, maple)).json()).toEqual(before);

    const on = await putIntegration(manager, 'sensor-industries', { enabled: true, propertyCode: 'MAPLE-01' });
    expect(on.statusCode).toBe(200);
    expect((await manager.get('/api/devices/si-dash', maple)).statusCode).toBe(200);
    expect((await manager.get(`${base}/other`, maple)).json().sensorIndustries).toBe(true);

    await putIntegration(manager, 'sensor-industries', { enabled: false, propertyCode: 'MAPLE-01' });
    expect((await manager.get('/api/devices/si-dash', maple)).statusCode).not.toBe(200);
  });

  it('community manager: the intercom and demand response are saved and audited; demand response is refused while energy management is off', async () => {
    const intercom = { enabled: true, directoryOrder: 'UNIT', showFullNames: false, ringSeconds: 20 };
    const saved = await putIntegration(manager, 'intercom', intercom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ values: intercom, updatedBy: expect.any(String) });
    expect((await putIntegration(manager, 'intercom', { ...intercom, ringSeconds: 5 })).statusCode).toBe(400);

    // Maple Court has energy management on (the demo), Birch Commons not.
    const program = { enrolled: true, maxSetbackF: 3, residentsMayOptOut: true, noticeHours: 12 };
    expect((await putIntegration(manager, 'energy-management', program)).json().values).toEqual(program);
    expect((await putIntegration(manager, 'energy-management', { ...program, maxSetbackF: 9 })).statusCode).toBe(400);
    // With the feature toggle off, the page is nobody's: the same manager is refused.
    await sql`update iot_community_settings set energy_management_enabled = false`.execute(api.database.db);
    expect((await manager.get(`${integrations}/energy-management`, maple)).statusCode).toBe(403);
    expect((await putIntegration(manager, 'energy-management', program)).statusCode).toBe(403);
    await sql`update iot_community_settings set energy_management_enabled = true
      where community_id = (select id from communities where name = 'Maple Court')`.execute(api.database.db);

    const { rows } = await sql<{ entity_type: string }>`select entity_type from audit_log
      where entity_type in ('iotSettings.intercom', 'iotSettings.demandResponse')`.execute(api.database.db);
    expect(new Set(rows.map((r) => r.entity_type))).toEqual(
      new Set(['iotSettings.intercom', 'iotSettings.demandResponse']),
    );
  });

  it('community viewer: may not open the integrations settings', async () => {
    expect((await viewer.get(`${integrations}/intercom`, maple)).statusCode).toBe(403);
    expect((await viewer.get(`${integrations}/sensor-industries`, maple)).statusCode).toBe(403);
  });
});
