// The area's table types, for programs that reach the seed without the server's whole source.
import '../areas/devices/devices.tables.ts';
import type { DeviceKind, Family } from '@lintel/contracts/devices/common';
import { sql } from 'kysely';
import { actionsIn } from '../areas/devices/engine/adapters.ts';
import { FAMILY_DEFINITIONS } from '../areas/devices/engine/families.ts';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

/** Gateways of a demo community: one per family that has them. */
const GATEWAYS = [
  { family: 'PDK', kind: 'CLOUD_NODE', name: 'Cloud node 1' },
  { family: 'YALE', kind: 'ROUTER', name: 'Yale router 1' },
  { family: 'ALLEGION', kind: 'ROUTER', name: 'Allegion gateway 1' },
  { family: 'BRIVO', kind: 'SITE', name: 'Brivo site' },
  { family: 'BUTTERFLYMX', kind: 'BUILDING', name: 'ButterflyMX building' },
  { family: 'LEAK_SENSOR', kind: 'ROUTER', name: 'Sensor hub 1' },
  { family: 'LIGHT_SWITCH', kind: 'ROUTER', name: 'Switch hub 1' },
] as const;

const LOCKS: { family: Family; name: string }[] = [
  { family: 'PDK', name: 'Main entrance' },
  { family: 'PDK', name: 'Garage gate' },
  { family: 'YALE', name: 'Package room' },
  { family: 'YALE', name: 'Fitness center' },
  { family: 'ALLEGION', name: 'Pool gate' },
  { family: 'ALLEGION', name: 'Clubhouse' },
  { family: 'BRIVO', name: 'Leasing office' },
  { family: 'BUTTERFLYMX', name: 'Front intercom' },
];

/** Maple Court, the demo's smart building (D204): the doors beyond every community's eight. */
const MAPLE_COURT = demoId('community:Acme Living/Maple Court');
const MAPLE_DOORS: { family: Family; name: string; perDay: number; weekdaysOnly?: boolean }[] = [
  { family: 'PDK', name: 'Building A lobby', perDay: 18 },
  { family: 'PDK', name: 'Building B lobby', perDay: 16 },
  { family: 'PDK', name: 'Building C lobby', perDay: 14 },
  { family: 'PDK', name: 'Garage pedestrian door', perDay: 12 },
  { family: 'PDK', name: 'Building A stairwell', perDay: 3 },
  { family: 'PDK', name: 'Building C stairwell', perDay: 3 },
  { family: 'PDK', name: 'Trash room', perDay: 6 },
  { family: 'ALLEGION', name: 'Rooftop deck', perDay: 2 },
  { family: 'ALLEGION', name: 'Business center', perDay: 4, weekdaysOnly: true },
  { family: 'ALLEGION', name: 'Dog spa', perDay: 2 },
  { family: 'ALLEGION', name: 'Bike room', perDay: 3 },
  { family: 'BRIVO', name: 'Maintenance shop', perDay: 5, weekdaysOnly: true },
  { family: 'BRIVO', name: 'Management office', perDay: 5, weekdaysOnly: true },
  { family: 'BUTTERFLYMX', name: 'Building B intercom', perDay: 4 },
  { family: 'BUTTERFLYMX', name: 'Garage intercom', perDay: 3 },
];
/** Openings a day of the eight doors every community has, at Maple Court. */
const BASE_DOORS_PER_DAY: Record<string, { perDay: number; weekdaysOnly?: boolean }> = {
  'Main entrance': { perDay: 45 },
  'Garage gate': { perDay: 30 },
  'Package room': { perDay: 20 },
  'Fitness center': { perDay: 11 },
  'Pool gate': { perDay: 3 },
  Clubhouse: { perDay: 5 },
  'Leasing office': { perDay: 8, weekdaysOnly: true },
  'Front intercom': { perDay: 10 },
};
/** Units of Maple Court whose doors are Yale smart locks (the first of building A). */
const MAPLE_UNIT_DOORS = 12;
const UNIT_DOOR_PER_DAY = 3;
const DAY = 86_400_000;
/** Maple Court is on Eastern time; November is standard time. */
const MAPLE_UTC_OFFSET_MS = -5 * 3_600_000;
const INSERT_BATCH = 1000;
/** Openings are thinned to this share of the doors' rates, so the demo seed stays quick. */
const ACCESS_SCALE = 0.5;

/** A small seeded generator (mulberry32): the demo building is the same on every start. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface DeviceSeed {
  kind: DeviceKind;
  family: Family;
  name: string;
  serial: string;
  unitId: string | null;
  locationId?: string | null;
  connection?: 'ONLINE' | 'OFFLINE';
  battery?: number | null;
  reading?: Record<string, unknown>;
  /** Door openings a day at Maple Court (locks only). */
  perDay?: number;
  weekdaysOnly?: boolean;
}

type Unit = { id: string; name: string };

/** Every community's small building: eight doors, four thermostats, two leak sensors, two switches. */
function baseDevices(units: Unit[]): DeviceSeed[] {
  return [
    ...LOCKS.map((lock, i) => ({
      kind: 'LOCK' as const,
      family: lock.family,
      name: lock.name,
      serial: `${lock.family}-${1000 + i}`,
      unitId: null,
    })),
    ...units.slice(0, 4).map((unit, i) => ({
      kind: 'THERMOSTAT' as const,
      family: 'THERMOSTAT' as Family,
      name: `Thermostat ${unit.name}`,
      serial: `TH-${2000 + i}`,
      unitId: unit.id,
    })),
    ...[0, 1].map((i) => ({
      kind: 'LEAK_SENSOR' as const,
      family: 'LEAK_SENSOR' as Family,
      name: `Leak sensor ${units[i]?.name ?? i + 1}`,
      serial: `LS-${3000 + i}`,
      unitId: units[i]?.id ?? null,
    })),
    ...[0, 1].map((i) => ({
      kind: 'LIGHT_SWITCH' as const,
      family: 'LIGHT_SWITCH' as Family,
      name: `Hallway lights ${i + 1}`,
      serial: `SW-${4000 + i}`,
      unitId: null,
    })),
  ].map((device, i) => ({
    ...device,
    // One lock offline and one battery low in every community, so the lists show both.
    connection: i === 1 ? ('OFFLINE' as const) : ('ONLINE' as const),
    battery: device.kind === 'LIGHT_SWITCH' ? null : i === 3 ? 12 : 60 + ((i * 13) % 40),
    ...(device.kind === 'LOCK' ? BASE_DOORS_PER_DAY[device.name] : {}),
  }));
}

/**
 * Maple Court's smart building beyond the base: lobby, stairwell and amenity doors of every family,
 * Yale locks on the first units' doors, a thermostat in every unit, leak sensors under kitchen
 * sinks and by water heaters, corridor lights on every floor; a few offline or low on battery and
 * one sensor reporting water.
 */
function mapleDevices(units: Unit[], kid: string): DeviceSeed[] {
  const rand = random(20261101);
  const battery = () => 35 + Math.floor(rand() * 66);
  const location = (name: string) => demoId(`location:${kid}/${name}`);
  const building = (name: string) => location(`building-${'ABC'.indexOf(name.charAt(9))}`);
  const doors: DeviceSeed[] = MAPLE_DOORS.map((door, i) => ({
    kind: 'LOCK',
    family: door.family,
    name: door.name,
    serial: `${door.family}-${1100 + i}`,
    unitId: null,
    locationId: door.name.startsWith('Building ') ? building(door.name) : null,
    connection: door.name === 'Building C stairwell' ? 'OFFLINE' : 'ONLINE',
    battery: door.family === 'PDK' || door.family === 'BUTTERFLYMX' ? null : battery(),
    perDay: door.perDay,
    ...(door.weekdaysOnly ? { weekdaysOnly: true } : {}),
  }));
  const unitDoors: DeviceSeed[] = units.slice(0, MAPLE_UNIT_DOORS).map((unit, i) => ({
    kind: 'LOCK',
    family: 'YALE',
    name: `Door ${unit.name}`,
    serial: `YALE-${1200 + i}`,
    unitId: unit.id,
    connection: 'ONLINE',
    battery: i === 4 ? 8 : i === 8 ? 17 : battery(),
    perDay: UNIT_DOOR_PER_DAY,
  }));
  const thermostats: DeviceSeed[] = units.slice(4).map((unit, n) => {
    const i = n + 4;
    return {
      kind: 'THERMOSTAT',
      family: 'THERMOSTAT',
      name: `Thermostat ${unit.name}`,
      serial: `TH-${2000 + i}`,
      unitId: unit.id,
      connection: i === 37 || i === 91 ? 'OFFLINE' : 'ONLINE',
      battery: i === 23 ? 14 : i === 58 ? 19 : battery(),
      reading: { temperature: 69 + (i % 5), heatSetPoint: 68 + (i % 3), coolSetPoint: 75, mode: 'HEAT' },
    };
  });
  const sensors: DeviceSeed[] = units
    .flatMap((unit, i) => [
      ...(i >= 2 && i % 3 === 0 ? [{ where: 'Kitchen', unit, i }] : []),
      ...(i % 4 === 2 ? [{ where: 'Water heater', unit, i }] : []),
    ])
    .map(({ where, unit }, n) => ({
      kind: 'LEAK_SENSOR',
      family: 'LEAK_SENSOR',
      name: `${where} ${unit.name}`,
      serial: `LS-${3100 + n}`,
      unitId: unit.id,
      connection: n === 11 ? 'OFFLINE' : 'ONLINE',
      battery: n === 5 ? 6 : battery(),
      // One water heater is leaking right now (D204).
      reading: { leak: n === 7 },
    }));
  const corridors: DeviceSeed[] = ['A', 'B', 'C'].flatMap((code, b) =>
    [1, 2, 3, 4].map((floor) => ({
      kind: 'LIGHT_SWITCH' as const,
      family: 'LIGHT_SWITCH' as Family,
      name: `Building ${code} corridor, floor ${floor}`,
      serial: `SW-${4100 + b * 10 + floor}`,
      unitId: null,
      locationId: building(`Building ${code}`),
      connection: code === 'C' && floor === 4 ? ('OFFLINE' as const) : ('ONLINE' as const),
      battery: null,
      reading: { on: true, level: floor === 1 ? 100 : 70 },
    })),
  );
  return [...doors, ...unitDoors, ...thermostats, ...sensors, ...corridors];
}

function defaultReading(kind: DeviceKind, i: number): Record<string, unknown> {
  if (kind === 'THERMOSTAT') return { temperature: 71, heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' };
  if (kind === 'LEAK_SENSOR') return { leak: false };
  if (kind === 'LIGHT_SWITCH') return { on: i % 2 === 0, level: 80 };
  return {};
}

type EventRow = {
  customer_id: string;
  community_id: string;
  device_id: string;
  kind: string;
  detail: Record<string, unknown>;
  source_id: string;
  occurred_at: Date;
};

/**
 * Inserts events a thousand at a time, each batch sent as one JSON parameter: thousands of bound
 * parameters per statement cost the seed more than the rows themselves.
 */
async function insertEvents(trx: Tx, events: EventRow[]): Promise<void> {
  for (let at = 0; at < events.length; at += INSERT_BATCH) {
    const batch = JSON.stringify(events.slice(at, at + INSERT_BATCH));
    await sql`insert into device_events (customer_id, community_id, device_id, kind, detail, source_id, occurred_at)
      select * from jsonb_to_recordset(${batch}::jsonb) as t(customer_id uuid, community_id uuid, device_id uuid,
        kind text, detail jsonb, source_id text, occurred_at timestamptz)`.execute(trx);
  }
}

/** When in a local day a door is opened: mornings and evenings busiest. */
const HOUR_WEIGHTS = [1, 0, 0, 0, 1, 2, 5, 9, 9, 6, 5, 5, 6, 5, 5, 6, 7, 10, 10, 8, 6, 4, 3, 2];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
function hourOf(r: number): number {
  let left = r * HOUR_TOTAL;
  for (const [hour, weight] of HOUR_WEIGHTS.entries()) {
    if (left < weight) return hour;
    left -= weight;
  }
  return 23;
}

/** The start of the local day `daysAgo` before `now` at Maple Court. */
function localDayStart(now: Date, daysAgo: number): number {
  const local = now.getTime() + MAPLE_UTC_OFFSET_MS;
  return Math.floor(local / DAY) * DAY - daysAgo * DAY - MAPLE_UTC_OFFSET_MS;
}

/**
 * A month of door openings at Maple Court (D204): each door's daily rate, fewer at weekends (and
 * none at offices then), busiest at the morning and evening peaks; about one try in thirty refused.
 * The garage gate went offline two days ago and has been silent since.
 */
function mapleAccess(community: CommunityKeys, locks: { id: string; seed: DeviceSeed }[], now: Date): EventRow[] {
  const rand = random(7);
  const methods = ['FOB', 'MOBILE', 'MOBILE', 'PIN'];
  const events: EventRow[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const dayStart = localDayStart(now, daysAgo);
    const weekday = new Date(dayStart - MAPLE_UTC_OFFSET_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const { id, seed } of locks) {
      if (!seed.perDay || (weekend && seed.weekdaysOnly)) continue;
      if (seed.connection === 'OFFLINE' && daysAgo < 2) continue;
      const count = Math.round(seed.perDay * ACCESS_SCALE * (weekend ? 0.7 : 1) * (0.75 + rand() * 0.5));
      for (let n = 0; n < count; n++) {
        const at = dayStart + hourOf(rand()) * 3_600_000 + Math.floor(rand() * 3_600_000);
        if (at > now.getTime()) continue;
        events.push({
          ...community,
          device_id: id,
          kind: 'ACCESS',
          detail: {
            result: rand() < 0.033 ? 'DENIED' : 'GRANTED',
            method: methods[Math.floor(rand() * methods.length)]!,
          },
          source_id: `demo-month-${seed.serial}-${daysAgo}-${n}`,
          occurred_at: new Date(at),
        });
      }
    }
  }
  return events;
}

/**
 * A month of heating at Maple Court (D202, D204): each thermostat reports once a day, late in the
 * evening, the minutes it heated and cooled since its previous report: more heating as November
 * gets colder and on the upper floors' corners less, a little cooling in a few sunny units.
 */
function mapleRuntime(community: CommunityKeys, thermostats: { id: string; seed: DeviceSeed }[], now: Date) {
  const rand = random(11);
  const events: EventRow[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const reportAt = localDayStart(now, daysAgo) + 23 * 3_600_000 + 50 * 60_000;
    if (reportAt > now.getTime()) continue;
    const weekend = [0, 6].includes(new Date(reportAt + MAPLE_UTC_OFFSET_MS).getUTCDay());
    // Colder towards the end of the month: longer heating.
    const cold = 1 + (29 - daysAgo) / 30;
    for (const [t, { id, seed }] of thermostats.entries()) {
      if (seed.connection === 'OFFLINE' && daysAgo < 3) continue;
      const setPoint = Number(seed.reading?.heatSetPoint ?? 68);
      const heatingMinutes = Math.round((90 + rand() * 120) * cold * (weekend ? 1.15 : 1));
      const coolingMinutes = t % 17 === 3 && rand() < 0.4 ? Math.round(15 + rand() * 40) : 0;
      events.push({
        ...community,
        device_id: id,
        kind: 'TEMPERATURE',
        detail: {
          temperature: setPoint + Math.round(rand() * 20) / 10,
          heatSetPoint: setPoint,
          coolSetPoint: 75,
          mode: 'HEAT',
          heatingMinutes,
          coolingMinutes,
        },
        source_id: `demo-runtime-${seed.serial}-${daysAgo}`,
        occurred_at: new Date(reportAt),
      });
    }
  }
  return events;
}

/**
 * The smart building of a demo community: gateways, the doors of every lock family, thermostats,
 * leak sensors and light switches, each installed by a finished command, and door openings. Every
 * community gets a small building and a day of openings; Maple Court gets the believable one, with
 * a month of openings and heating reports (D204).
 */
export async function seedDevices(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`device:${community.community_id}/${what}`);
  const maple = community.community_id === MAPLE_COURT;
  await trx
    .insertInto('device_gateways')
    .values(
      GATEWAYS.map((g, i) => ({
        ...community,
        id: key(`gateway/${g.family}`),
        family: g.family,
        kind: g.kind,
        name: g.name,
        external_id: `${g.family.toLowerCase()}-gw-${i + 1}`,
        settings: {},
      })),
    )
    .execute();
  let unitsQuery = trx
    .selectFrom('units')
    .select(['id', 'name'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .orderBy('name');
  if (!maple) unitsQuery = unitsQuery.limit(4);
  const units = await unitsQuery.execute();
  const devices = [...baseDevices(units), ...(maple ? mapleDevices(units, community.community_id) : [])];
  const rows = devices.map((d, i) => {
    const connection = d.connection ?? 'ONLINE';
    const definition = FAMILY_DEFINITIONS[d.family];
    const gateway = GATEWAYS.find((g) => g.family === d.family);
    return {
      ...community,
      id: key(`device/${d.serial}`),
      kind: d.kind,
      family: d.family,
      name: d.name,
      serial: d.serial,
      model: null,
      firmware: '1.4.2',
      location_id: d.locationId ?? null,
      unit_id: d.unitId,
      gateway_id: gateway ? key(`gateway/${gateway.family}`) : null,
      install_state: 'INSTALLED',
      connection,
      sync_state: null,
      battery: d.battery ?? null,
      available_actions: actionsIn(definition, { installState: 'INSTALLED', connection, syncState: null }),
      additional_reader_type: definition.additionalReaderType ?? null,
      reading: d.reading ?? defaultReading(d.kind, i),
      config: {},
      breaker_open_until: null,
      last_seen_at: connection === 'OFFLINE' ? new Date(now.getTime() - 2 * DAY) : now,
      created_at: new Date(now.getTime() - 30 * DAY),
    };
  });
  await trx.insertInto('devices').values(rows).execute();
  await trx
    .insertInto('device_commands')
    .values(
      rows.map((row) => ({
        customer_id: community.customer_id,
        community_id: community.community_id,
        id: key(`command/install/${row.serial}`),
        device_id: row.id,
        command: 'INSTALL',
        params: {},
        status: 'SUCCEEDED',
        step: 2,
        attempts: 2,
        error: null,
        requested_by: null,
        created_at: row.created_at,
        updated_at: row.created_at,
        finished_at: row.created_at,
      })),
    )
    .execute();
  const locks = rows.filter((row) => row.kind === 'LOCK');
  const events: EventRow[] = Array.from({ length: 24 }, (_, hour) => {
    const lock = locks[hour % LOCKS.length]!;
    return {
      customer_id: community.customer_id,
      community_id: community.community_id,
      device_id: lock.id,
      kind: 'ACCESS',
      detail: { result: 'GRANTED', method: hour % 3 === 0 ? 'FOB' : 'MOBILE' },
      source_id: `demo-access-${hour}`,
      occurred_at: new Date(now.getTime() - hour * 3_600_000),
    };
  });
  if (maple) {
    const seeded = rows.map((row, i) => ({ id: row.id, seed: devices[i]! }));
    events.push(
      ...mapleAccess(
        community,
        seeded.filter((d) => d.seed.kind === 'LOCK'),
        now,
      ),
      ...mapleRuntime(
        community,
        seeded.filter((d) => d.seed.kind === 'THERMOSTAT'),
        now,
      ),
    );
    const leaking = seeded.find((d) => d.seed.reading?.leak === true);
    if (leaking) {
      events.push({
        ...community,
        device_id: leaking.id,
        kind: 'LEAK',
        detail: { leak: true },
        source_id: 'demo-leak-1',
        occurred_at: new Date(now.getTime() - 40 * 60_000),
      });
    }
  }
  await insertEvents(trx, events);
}
