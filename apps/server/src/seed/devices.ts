// The area's table types, for programs that reach the seed without the server's whole source.
import '../areas/devices/devices.tables.ts';
import type { Family } from '@lintel/contracts/devices/common';
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

/**
 * A small smart building in every demo community: gateways, two doors of most lock families, a
 * thermostat in the first units, leak sensors and light switches, each installed by a finished
 * command, and a day of door openings. One lock is offline and one battery is low, so the lists
 * show both.
 */
export async function seedDevices(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`device:${community.community_id}/${what}`);
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
  const units = await trx
    .selectFrom('units')
    .select(['id', 'name'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .orderBy('name')
    .limit(4)
    .execute();
  const devices = [
    ...LOCKS.map((lock, i) => ({
      kind: 'LOCK',
      family: lock.family,
      name: lock.name,
      serial: `${lock.family}-${1000 + i}`,
      unitId: null as string | null,
    })),
    ...units.map((unit, i) => ({
      kind: 'THERMOSTAT',
      family: 'THERMOSTAT' as Family,
      name: `Thermostat ${unit.name}`,
      serial: `TH-${2000 + i}`,
      unitId: unit.id as string | null,
    })),
    ...[0, 1].map((i) => ({
      kind: 'LEAK_SENSOR',
      family: 'LEAK_SENSOR' as Family,
      name: `Leak sensor ${units[i]?.name ?? i + 1}`,
      serial: `LS-${3000 + i}`,
      unitId: units[i]?.id ?? null,
    })),
    ...[0, 1].map((i) => ({
      kind: 'LIGHT_SWITCH',
      family: 'LIGHT_SWITCH' as Family,
      name: `Hallway lights ${i + 1}`,
      serial: `SW-${4000 + i}`,
      unitId: null as string | null,
    })),
  ];
  const rows = devices.map((d, i) => {
    const connection = i === 1 ? ('OFFLINE' as const) : ('ONLINE' as const);
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
      location_id: null,
      unit_id: d.unitId,
      gateway_id: gateway ? key(`gateway/${gateway.family}`) : null,
      install_state: 'INSTALLED',
      connection,
      sync_state: null,
      battery: d.kind === 'LIGHT_SWITCH' ? null : i === 3 ? 12 : 60 + ((i * 13) % 40),
      available_actions: actionsIn(definition, { installState: 'INSTALLED', connection, syncState: null }),
      additional_reader_type: definition.additionalReaderType ?? null,
      reading:
        d.kind === 'THERMOSTAT'
          ? { temperature: 71, heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' }
          : d.kind === 'LEAK_SENSOR'
            ? { leak: false }
            : d.kind === 'LIGHT_SWITCH'
              ? { on: i % 2 === 0, level: 80 }
              : {},
      config: {},
      breaker_open_until: null,
      last_seen_at: now,
      created_at: new Date(now.getTime() - 30 * 86_400_000),
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
  const events = Array.from({ length: 24 }, (_, hour) => {
    const lock = locks[hour % locks.length]!;
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
  await trx.insertInto('device_events').values(events).execute();
}
