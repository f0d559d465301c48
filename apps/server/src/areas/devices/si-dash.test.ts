import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { communityId, customerId } from '../../seed/demo.ts';

const URL = '/api/devices/si-dash';
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const BIRCH = customerId('Birch Residential');
const COMMONS = communityId('Birch Residential', 'Birch Commons');
const SEEDED_AT = '2026-11-01T00:00:00Z';

let api: TestApi;
let admin: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(SEEDED_AT);
  admin = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

/** Runs statements as Birch Commons (the fence holds for the test database's owner too). */
const inCommons = (...statements: RawBuilder<unknown>[]) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: BIRCH, communityId: COMMONS });
    for (const statement of statements) await statement.execute(trx);
  });

describe('sensor-industries dashboard', () => {
  it("Birch's portfolio admin: Birch Commons' water sensors by state and building, leaks per day, those to see first", async () => {
    const sensors = await sql<{ id: string; name: string }>`select id, name from devices
      where community_id = ${COMMONS} and kind = 'LEAK_SENSOR' and install_state <> 'UNINSTALLED' order by name`.execute(
      api.database.db,
    );
    expect(sensors.rows.length).toBeGreaterThan(0);
    const wet = sensors.rows[0]!;
    // One sensor turns wet yesterday; the dashboard shows it first, counts it and the day's leak.
    await inCommons(
      sql`update devices set reading = reading || '{"leak": true}'::jsonb, connection = 'ONLINE', battery = 90
        where community_id = ${COMMONS} and id = ${wet.id}`,
      sql`insert into device_events (customer_id, community_id, device_id, kind, detail, source_id, occurred_at)
        values (${BIRCH}, ${COMMONS}, ${wet.id}, 'LEAK', '{"leak": true}', 'si-dash-test-leak', '2026-10-31T15:00:00Z')`,
    );
    const response = await admin.get(`${URL}?days=7`, birch);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals.sensors).toBe(sensors.rows.length);
    expect(body.totals.leaking).toBeGreaterThanOrEqual(1);
    // The buildings add up to the community.
    const sum = (field: string) => body.buildings.reduce((n: number, b: Record<string, number>) => n + b[field]!, 0);
    for (const field of ['sensors', 'leaking', 'offline', 'lowBattery']) expect(sum(field)).toBe(body.totals[field]);
    expect(body.leaksByDay).toHaveLength(7);
    expect(body.leaksByDay.at(-1).date).toBe('2026-10-31');
    expect(body.leaksByDay.reduce((n: number, d: { leaks: number }) => n + d.leaks, 0)).toBeGreaterThanOrEqual(1);
    expect(body.attention[0]).toMatchObject({ id: wet.id, reason: 'LEAK', leakSince: '2026-10-31T15:00:00.000Z' });
    // A window the dashboard does not offer is refused with the field named.
    const bad = await admin.get(`${URL}?days=3`, birch);
    expect(bad.statusCode).toBe(400);
  });

  it('portfolio admin: removed while the community’s integration is off, whatever the keys', async () => {
    await inCommons(
      sql`update iot_community_settings set si_integration_enabled = false where community_id = ${COMMONS}`,
    );
    try {
      expect((await admin.get(URL, birch)).statusCode).toBe(403);
    } finally {
      await inCommons(
        sql`update iot_community_settings set si_integration_enabled = true where community_id = ${COMMONS}`,
      );
    }
    expect((await admin.get(URL, birch)).statusCode).toBe(200);
  });

  it('community manager of Maple Court: the integration is off there, and Birch Commons is not theirs', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get(URL, maple)).statusCode).toBe(403);
    expect((await manager.get(URL, birch)).statusCode).toBe(403);
  });

  it('anyone signed out: refused', async () => {
    expect((await api.anonymous.get(URL, birch)).statusCode).toBe(401);
  });
});
