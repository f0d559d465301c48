import type { ListQuery } from '@lintel/contracts';
import { type DeviceEvent, type DeviceKind, LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import { deviceEvents, devicesOfKind, eventLogSpec } from './device-rows.repository.ts';
import './devices.tables.ts';

/**
 * Leak sensors and light switches: SQL only. Both are rows of `devices` of their kind; their live
 * state is the row (install, connection, battery) and its `reading` (leak; on and level).
 */

type SensorKind = Extract<DeviceKind, 'LEAK_SENSOR' | 'LIGHT_SWITCH'>;

export interface SensorFilters {
  q?: string | undefined;
  leak?: boolean | undefined;
  on?: boolean | undefined;
  offline?: boolean | undefined;
  lowBattery?: boolean | undefined;
}

/** A device row with the names of its location, unit and router, as both contracts show it. */
export type SensorRow = {
  id: string;
  kind: string;
  family: string;
  name: string;
  serial: string;
  model: string | null;
  firmware: string | null;
  locationId: string | null;
  locationName: string | null;
  unitId: string | null;
  unitName: string | null;
  gatewayId: string | null;
  gatewayName: string | null;
  installState: string;
  connection: string;
  syncState: string | null;
  battery: number | null;
  availableActions: string[];
  additionalReaderType: string | null;
  reading: Record<string, unknown>;
  config: Record<string, unknown>;
  leakSince: string | null;
  lastSeenAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const spec: ListSpec<SensorRow> = {
  sortable: {
    name: { column: 'd.name', type: 'text' },
    serial: { column: 'd.serial', type: 'text' },
    createdAt: { column: 'd.created_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'd.id', field: 'id' },
};

const isLeaking = sql<SqlBool>`coalesce((d.reading ->> 'leak')::boolean, false)`;

function sensorsQuery(scope: CommunityScope, kind: SensorKind) {
  return devicesOfKind(scope, kind).select([
    'd.config',
    // The current leak began at the newest LEAK event that reported water.
    sql<string | null>`case when ${isLeaking} then (select to_char(max(e.occurred_at) at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from device_events e where e.customer_id = d.customer_id
      and e.community_id = d.community_id and e.device_id = d.id and e.kind = 'LEAK') end`.as('leakSince'),
  ]);
}

/** One page of the community's sensors or switches, filtered and sorted as asked. */
export function listSensors(scope: CommunityScope, kind: SensorKind, query: ListQuery & SensorFilters) {
  let base = sensorsQuery(scope, kind);
  if (query.leak !== undefined) base = base.where(query.leak ? isLeaking : sql<SqlBool>`not ${isLeaking}`);
  if (query.on !== undefined) {
    const on = sql<SqlBool>`coalesce((d.reading ->> 'on')::boolean, false)`;
    base = base.where(query.on ? on : sql<SqlBool>`not ${on}`);
  }
  if (query.offline !== undefined) base = base.where('d.connection', '=', query.offline ? 'OFFLINE' : 'ONLINE');
  if (query.lowBattery) base = base.where('d.battery', '<=', LOW_BATTERY_PERCENT);
  if (query.q) {
    const range = prefixRange(query.q);
    base = base.where(
      (eb) =>
        eb.or([
          eb(sql`lower(d.name)`, 'like', range.like),
          eb(sql`lower(d.serial)`, 'like', range.like),
        ]) as Expression<SqlBool>,
    );
  }
  return pagedList(scope.db, base, query, spec);
}

export async function findSensor(scope: CommunityScope, kind: SensorKind, id: string): Promise<SensorRow | undefined> {
  return (await sensorsQuery(scope, kind).where('d.id', '=', id).executeTakeFirst()) as SensorRow | undefined;
}

/** The routers of a family in the community, with how many devices hang off each. */
export function listRouters(scope: CommunityScope, family: SensorKind) {
  return scope.db
    .selectFrom('device_gateways as g')
    .select([
      'g.id',
      'g.name',
      'g.external_id as externalId',
      'g.connection',
      sql<number>`(select count(*)::int from devices d where d.customer_id = g.customer_id
        and d.community_id = g.community_id and d.gateway_id = g.id)`.as('deviceCount'),
    ])
    .where('g.customer_id', '=', scope.customerId)
    .where('g.community_id', '=', scope.communityId)
    .where('g.family', '=', family)
    .where('g.kind', '=', 'ROUTER')
    .orderBy('g.name')
    .orderBy('g.id')
    .execute() as Promise<
    { id: string; name: string; externalId: string; connection: 'ONLINE' | 'OFFLINE'; deviceCount: number }[]
  >;
}

export async function routerExists(scope: CommunityScope, family: SensorKind, id: string): Promise<boolean> {
  const row = await scope.db
    .selectFrom('device_gateways')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('family', '=', family)
    .where('kind', '=', 'ROUTER')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function unitExists(scope: CommunityScope, id: string): Promise<boolean> {
  const row = await scope.db
    .selectFrom('units')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new sensor or switch, not yet installed; the install command follows in the same transaction. */
export async function insertSensor(
  scope: CommunityScope,
  kind: SensorKind,
  values: { name: string; serial: string; unitId: string | null; routerId: string; reading: Record<string, unknown> },
): Promise<string> {
  const row = await scope.db
    .insertInto('devices')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      kind,
      family: kind,
      name: values.name,
      serial: values.serial,
      model: null,
      firmware: null,
      location_id: null,
      unit_id: values.unitId,
      gateway_id: values.routerId,
      install_state: 'INSTALLING',
      connection: 'OFFLINE',
      sync_state: null,
      battery: null,
      additional_reader_type: null,
      reading: values.reading,
      config: {},
      breaker_open_until: null,
      last_seen_at: null,
      created_at: scope.now,
      updated_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The configuration the portal sent a switch: what its screens show from now on. */
export async function saveConfig(scope: CommunityScope, id: string, config: Record<string, unknown>): Promise<void> {
  await scope.db
    .updateTable('devices')
    .set({ config: JSON.stringify(config) as unknown as Record<string, unknown>, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .execute();
}

/** The device's id when it is of this kind in the community. */
export async function kindOf(scope: CommunityScope, id: string): Promise<string | undefined> {
  const row = await scope.db
    .selectFrom('devices')
    .select('kind')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.kind;
}

type LogQuery = Pick<ListQuery, 'token' | 'dir' | 'limit'>;

/** One device's events of the given kinds, newest first, by keyset. */
export function deviceLog(scope: CommunityScope, deviceId: string, kinds: readonly string[], query: LogQuery) {
  const base = deviceEvents(scope)
    .where('e.device_id', '=', deviceId)
    .where('e.kind', 'in', [...kinds]) as unknown as Parameters<typeof pagedList<DeviceEvent>>[1];
  return pagedList(scope.db, base, { ...query, limit: query.limit ?? 20 }, eventLogSpec);
}

/** Every event of a kind from devices of a kind in the community, newest first, by keyset. */
export function communityLog(scope: CommunityScope, deviceKind: SensorKind, eventKind: string, query: LogQuery) {
  const base = deviceEvents(scope)
    .where('e.kind', '=', eventKind)
    .where('d.kind', '=', deviceKind) as unknown as Parameters<typeof pagedList<DeviceEvent>>[1];
  return pagedList(scope.db, base, { ...query, limit: query.limit ?? 20 }, eventLogSpec);
}
