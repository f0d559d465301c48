import { DEVICE_KINDS } from '@lintel/contracts/devices/common';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs, type CommunityScope } from '../../platform/db/scope.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import * as dashboards from './dashboards.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const MAPLE = communityId('Acme Living', 'Maple Court');
// The demo template is seeded at this instant; the dashboards look back from it.
const SEEDED_AT = '2026-11-01T00:00:00Z';

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(SEEDED_AT);
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

/** Counts straight from the table (the test database's owner sees every row). */
async function scalar(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(api.database.db)).rows[0]?.n ?? 0);
}

describe('devices hub counts', () => {
  it('community manager: Maple Court is a smart building of 35 doors, a thermostat in each of 120 units, one leak', async () => {
    const response = await manager.get('/api/devices/dashboards/counts', maple);
    expect(response.statusCode).toBe(200);
    const kinds = response.json().kinds as { kind: string; total: number; offline: number; leaking: number }[];
    expect(kinds.map((k) => k.kind)).toEqual([...DEVICE_KINDS]);
    const of = (kind: string) => kinds.find((k) => k.kind === kind)!;
    expect(of('LOCK')).toMatchObject({ total: 35, offline: 2 });
    expect(of('THERMOSTAT')).toMatchObject({ total: 120, offline: 2 });
    expect(of('LEAK_SENSOR').leaking).toBe(1);
    for (const k of kinds) {
      const total = await scalar(
        sql<{ n: number }>`select count(*)::int as n from devices where community_id = ${MAPLE} and kind = ${k.kind}`,
      );
      expect(k.total).toBe(total);
    }
  });

  it('community viewer: reads the counts and every dashboard (read-only keys are enough)', async () => {
    for (const url of [
      '/api/devices/dashboards/counts',
      '/api/devices/dashboards/devices',
      '/api/devices/dashboards/battery/distribution',
      '/api/devices/dashboards/battery/lowest',
      '/api/devices/dashboards/access/doors?days=30',
      '/api/devices/dashboards/access/days',
      '/api/devices/dashboards/runtime/days',
      '/api/devices/dashboards/units?stage=MOVE_IN',
    ]) {
      expect((await viewer.get(url, maple)).statusCode, url).toBe(200);
    }
  });

  it("community manager of Maple Court: Birch Commons' dashboards are refused", async () => {
    expect((await manager.get('/api/devices/dashboards/counts', birch)).statusCode).toBe(403);
    expect((await manager.get('/api/devices/dashboards/access/doors', birch)).statusCode).toBe(403);
  });

  it("Birch's portfolio admin: Birch Commons has its own small building, and no Maple Court device", async () => {
    const admin = await api.as('multi@lintel.demo');
    const kinds = (await admin.get('/api/devices/dashboards/counts', birch)).json().kinds;
    expect(kinds.find((k: { kind: string }) => k.kind === 'LOCK').total).toBe(8);
    const page = (await admin.get('/api/devices/dashboards/devices?size=100', birch)).json();
    expect(page.totalElements).toBe(16);
    const mapleIds = new Set(
      (await manager.get('/api/devices/dashboards/devices?size=999', maple))
        .json()
        .content.map((d: { id: string }) => d.id),
    );
    expect(page.content.some((d: { id: string }) => mapleIds.has(d.id))).toBe(false);
  });
});

describe('devices dashboard', () => {
  it('community manager: pages of 100 by default, filtered by kind and connection', async () => {
    const page = (await manager.get('/api/devices/dashboards/devices?size=100', maple)).json();
    expect(page.content).toHaveLength(100);
    const all = await scalar(sql<{ n: number }>`select count(*)::int as n from devices where community_id = ${MAPLE}`);
    expect(page.totalElements).toBe(all);
    const offline = (await manager.get('/api/devices/dashboards/devices?kind=LOCK&connection=OFFLINE', maple)).json();
    expect(offline.content.map((d: { name: string }) => d.name).sort()).toEqual([
      'Building C stairwell',
      'Garage gate',
    ]);
  });
});

describe('battery dashboard', () => {
  it('community manager: the bands add up to every battery device; the lowest come first', async () => {
    const { buckets } = (await manager.get('/api/devices/dashboards/battery/distribution', maple)).json();
    const sum = buckets.reduce(
      (acc: number, b: { counts: Record<string, number> }) => acc + Object.values(b.counts).reduce((x, y) => x + y, 0),
      0,
    );
    const withBattery = await scalar(
      sql<{ n: number }>`select count(*)::int as n from devices where community_id = ${MAPLE} and battery is not null`,
    );
    expect(sum).toBe(withBattery);
    const low = await scalar(
      sql<{ n: number }>`select count(*)::int as n from devices where community_id = ${MAPLE} and battery <= 20`,
    );
    expect(Object.values(buckets[0].counts).reduce((x, y) => (x as number) + (y as number), 0)).toBe(low);
    const lowest = (await manager.get('/api/devices/dashboards/battery/lowest?limit=5', maple)).json().content;
    expect(lowest.map((d: { battery: number }) => d.battery)).toEqual([6, 8, 12, 14, 17]);
  });
});

describe('popular access dashboard', () => {
  it('community manager: the main entrance is the most used door; openings match the access history', async () => {
    const doors = (await manager.get('/api/devices/dashboards/access/doors?days=30&limit=100', maple)).json().content;
    expect(doors[0].name).toBe('Main entrance');
    expect(doors).toHaveLength(35);
    const openings = doors.reduce((acc: number, d: { openings: number }) => acc + d.openings, 0);
    const history = await scalar(sql<{ n: number }>`select count(*)::int as n from device_events
      where community_id = ${MAPLE} and kind = 'ACCESS' and detail->>'result' = 'GRANTED'
      and occurred_at > ${new Date(SEEDED_AT)}::timestamptz - interval '30 days'`);
    expect(openings).toBe(history);
    expect(openings).toBeGreaterThan(2000);
  });

  it('community manager: a day per row for the 7-day window; 14 days is not a window', async () => {
    const { days } = (await manager.get('/api/devices/dashboards/access/days?days=7', maple)).json();
    expect(days).toHaveLength(7);
    // Midnight UTC on 1 November is the evening of 31 October in New York.
    expect(days.at(-1).date).toBe('2026-10-31');
    expect(days.every((d: { openings: number }) => d.openings > 0)).toBe(true);
    expect((await manager.get('/api/devices/dashboards/access/days?days=14', maple)).statusCode).toBe(400);
  });
});

describe('set-point runtime dashboard', () => {
  it('community manager: the heating hours of each day are the runtime the thermostats reported', async () => {
    const { days } = (await manager.get('/api/devices/dashboards/runtime/days?days=7', maple)).json();
    expect(days).toHaveLength(7);
    const reported = days.slice(0, 6);
    expect(reported.every((d: { thermostats: number }) => d.thermostats >= 118)).toBe(true);
    const hours = days.reduce((acc: number, d: { heatingHours: number }) => acc + d.heatingHours, 0);
    const minutes = await scalar(sql<{ n: number }>`select sum((detail->>'heatingMinutes')::int)::int as n
      from device_events where community_id = ${MAPLE} and kind = 'TEMPERATURE'
      and occurred_at >= '2026-10-25T04:00:00Z' and occurred_at <= ${new Date(SEEDED_AT)}`);
    expect(Math.abs(hours - minutes / 60)).toBeLessThan(1);
  });
});

describe('move-in and move-out dashboards', () => {
  it('community manager: move-ins list the vacant units, each with its thermostat', async () => {
    const { content } = (await manager.get('/api/devices/dashboards/units?stage=MOVE_IN', maple)).json();
    const vacant = await scalar(sql<{ n: number }>`select count(*)::int as n from units
      where community_id = ${MAPLE} and physical_status in ('READY', 'NOT_READY', 'DOWN')`);
    expect(content).toHaveLength(vacant);
    expect(content.every((u: { thermostat: boolean }) => u.thermostat)).toBe(true);
  });

  it('community manager: move-outs list the units on notice, nearest date first', async () => {
    const { content } = (await manager.get('/api/devices/dashboards/units?stage=MOVE_OUT', maple)).json();
    expect(content.length).toBeGreaterThan(0);
    const dates = content.map((u: { noticeToVacateDate: string }) => u.noticeToVacateDate);
    expect(dates).toEqual([...dates].sort());
    expect(content.every((u: { physicalStatus: string }) => u.physicalStatus === 'PRE_MOVE_OUT')).toBe(true);
  });
});

/** Counts the statements a widget runs (D200): one result per statement executed. */
class StatementCounter implements KyselyPlugin {
  statements = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    this.statements++;
    return args.result;
  }
}

it('operator: every dashboard widget answers with one statement (the device list: a page and its count)', async () => {
  await api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: customerId('Acme Living'), communityId: MAPLE });
    const counter = new StatementCounter();
    const scope = {
      db: trx.withPlugin(counter),
      now: new Date(SEEDED_AT),
      actor: null,
      profile: null,
      customerId: customerId('Acme Living'),
      communityId: MAPLE,
      allCommunities: false,
    } as unknown as CommunityScope;
    const kinds = [...DEVICE_KINDS];
    const widgets: [string, () => Promise<unknown>, number][] = [
      ['counts', () => dashboards.counts(scope, kinds), 1],
      ['battery bands', () => dashboards.batteryDistribution(scope, kinds), 1],
      ['lowest batteries', () => dashboards.lowestBatteries(scope, kinds, 10), 1],
      ['popular doors', () => dashboards.popularDoors(scope, 30, 10), 1],
      ['access by day', () => dashboards.accessByDay(scope, 30), 1],
      ['runtime by day', () => dashboards.runtimeByDay(scope, 30), 1],
      ['move-ins', () => dashboards.units(scope, kinds, 'MOVE_IN', 200), 1],
      ['move-outs', () => dashboards.units(scope, kinds, 'MOVE_OUT', 200), 1],
      ['device list', () => dashboards.devices(scope, kinds, { size: 100 }), 2],
    ];
    for (const [name, widget, statements] of widgets) {
      counter.statements = 0;
      await widget();
      expect(counter.statements, name).toBe(statements);
    }
  });
});

// The sensor-industries dashboard (/iot/si-dash): last, as it turns one of Birch Commons' sensors wet.
const SI_DASH = '/api/devices/si-dash';
const BIRCH = customerId('Birch Residential');
const COMMONS = communityId('Birch Residential', 'Birch Commons');

/** Runs statements as Birch Commons (the fence holds for the test database's owner too). */
const inCommons = (...statements: RawBuilder<unknown>[]) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: BIRCH, communityId: COMMONS });
    for (const statement of statements) await statement.execute(trx);
  });

describe('sensor-industries dashboard (D235)', () => {
  let admin: PersonaClient;
  beforeAll(async () => {
    admin = await api.as('multi@lintel.demo');
  });

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
    const response = await admin.get(`${SI_DASH}?days=7`, birch);
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
    const bad = await admin.get(`${SI_DASH}?days=3`, birch);
    expect(bad.statusCode).toBe(400);
  });

  it('portfolio admin: removed while the community’s integration is off, whatever the keys', async () => {
    await inCommons(
      sql`update iot_community_settings set si_integration_enabled = false where community_id = ${COMMONS}`,
    );
    try {
      expect((await admin.get(SI_DASH, birch)).statusCode).toBe(403);
    } finally {
      await inCommons(
        sql`update iot_community_settings set si_integration_enabled = true where community_id = ${COMMONS}`,
      );
    }
    expect((await admin.get(SI_DASH, birch)).statusCode).toBe(200);
  });

  it('community manager of Maple Court: the integration is off there, and Birch Commons is not theirs', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get(SI_DASH, maple)).statusCode).toBe(403);
    expect((await manager.get(SI_DASH, birch)).statusCode).toBe(403);
  });

  it('anyone signed out: refused', async () => {
    expect((await api.anonymous.get(SI_DASH, birch)).statusCode).toBe(401);
  });
});
