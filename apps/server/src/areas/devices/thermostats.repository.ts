import type { devices } from '@lintel/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import { deviceEvents, eventLogSpec } from './device-rows.repository.ts';
import './devices.tables.ts';

type Thermostat = devices.thermostats.Thermostat;
type ListQuery = ReturnType<typeof devices.thermostats.listThermostats.query.parse>;
type LogQuery = ReturnType<typeof devices.thermostats.readLog.query.parse>;

/** A number out of the reading (jsonb), null when the thermostat has not reported it. */
const readingNumber = (key: string) =>
  sql<number | null>`case when jsonb_typeof(d.reading -> ${key}) = 'number' then (d.reading ->> ${key})::float8 end`;

/** Thermostats of the community with their unit, location and gateway names, and the reading typed. */
function thermostatRows(scope: CommunityScope) {
  return scope.db
    .selectFrom('devices as d')
    .leftJoin('units as u', (join) =>
      join
        .onRef('u.customer_id', '=', 'd.customer_id')
        .onRef('u.community_id', '=', 'd.community_id')
        .onRef('u.id', '=', 'd.unit_id'),
    )
    .leftJoin('location_properties as l', (join) =>
      join
        .onRef('l.customer_id', '=', 'd.customer_id')
        .onRef('l.community_id', '=', 'd.community_id')
        .onRef('l.id', '=', 'd.location_id'),
    )
    .leftJoin('device_gateways as g', (join) =>
      join
        .onRef('g.customer_id', '=', 'd.customer_id')
        .onRef('g.community_id', '=', 'd.community_id')
        .onRef('g.id', '=', 'd.gateway_id'),
    )
    .select([
      'd.id',
      'd.kind',
      'd.family',
      'd.name',
      'd.serial',
      'd.model',
      'd.firmware',
      'd.location_id as locationId',
      'l.name as locationName',
      'd.unit_id as unitId',
      'u.name as unitName',
      'd.gateway_id as gatewayId',
      'g.name as gatewayName',
      'd.install_state as installState',
      'd.connection',
      'd.sync_state as syncState',
      'd.battery',
      'd.available_actions as availableActions',
      'd.additional_reader_type as additionalReaderType',
      'd.reading',
      isoTimestamp('d.last_seen_at').as('lastSeenAt'),
      isoTimestamp('d.created_at').as('createdAt'),
      isoTimestamp('d.updated_at').as('updatedAt'),
      readingNumber('temperature').as('temperature'),
      readingNumber('heatSetPoint').as('heatSetPoint'),
      readingNumber('coolSetPoint').as('coolSetPoint'),
      sql<string | null>`d.reading ->> 'mode'`.as('mode'),
      sql<number | null>`round(${readingNumber('firmwareProgress')})::int`.as('firmwareProgress'),
      sql<string>`lower(d.name)`.as('searchName'),
      sql<string>`lower(d.serial)`.as('searchSerial'),
      sql<string>`lower(coalesce(u.name, ''))`.as('searchUnit'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.kind', '=', 'THERMOSTAT');
}

/** The rows as a table of their own, so sorting and filters name the contract's fields. */
function thermostats(scope: CommunityScope) {
  return scope.db.selectFrom(thermostatRows(scope).as('t'));
}

const spec: ListSpec<Thermostat> = {
  sortable: {
    name: { column: 't.name', type: 'text' },
    serial: { column: 't.serial', type: 'text' },
    unitName: { column: 't.unitName', type: 'text' },
    battery: { column: 't.battery', type: 'int' },
    connection: { column: 't.connection', type: 'text' },
    installState: { column: 't.installState', type: 'text' },
    lastSeenAt: { column: 't.lastSeenAt', type: 'text' },
  },
  defaultSort: 'name,asc',
  id: { column: 't.id', field: 'id' },
};

export function listThermostats(scope: CommunityScope, query: ListQuery, lowBattery: number) {
  let base = thermostats(scope).selectAll('t');
  if (query.q) {
    const { like } = prefixRange(query.q);
    base = base.where((eb) =>
      eb.or([eb('t.searchName', 'like', like), eb('t.searchSerial', 'like', like), eb('t.searchUnit', 'like', like)]),
    );
  }
  if (query.connection) base = base.where('t.connection', '=', query.connection);
  if (query.installState) base = base.where('t.installState', '=', query.installState);
  if (query.mode) base = base.where('t.mode', '=', query.mode);
  if (query.lowBattery) base = base.where('t.battery', '<=', lowBattery);
  // The search columns ride along in the rows; the contract's schema leaves them out of the answer.
  return pagedList(scope.db, base as never, query, spec);
}

export async function findThermostat(scope: CommunityScope, id: string): Promise<Thermostat | undefined> {
  return (await thermostats(scope).selectAll('t').where('t.id', '=', id).executeTakeFirst()) as Thermostat | undefined;
}

/** The thermostat's config as the portal holds it, locked for the change that follows. */
export async function lockConfig(scope: CommunityScope, id: string) {
  return scope.db
    .selectFrom('devices')
    .select(['id', 'config', 'unit_id as unitId', 'name', 'install_state as installState'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('kind', '=', 'THERMOSTAT')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function writeConfig(scope: CommunityScope, id: string, config: Record<string, unknown>) {
  await scope.db
    .updateTable('devices')
    .set({ config, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .execute();
}

export async function setUnit(scope: CommunityScope, id: string, unitId: string | null) {
  await scope.db
    .updateTable('devices')
    .set({ unit_id: unitId, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .execute();
}

export async function unitName(scope: CommunityScope, unitId: string): Promise<string | undefined> {
  const row = await scope.db
    .selectFrom('units')
    .select('name')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  return row?.name;
}

/** Up to 50 units of the community by name, each with how many thermostats it has. */
export function unitChoices(scope: CommunityScope, q: string | undefined) {
  let query = scope.db
    .selectFrom('units as u')
    .select([
      'u.id',
      'u.name',
      sql<number>`(select count(*)::int from devices d where d.customer_id = u.customer_id
        and d.community_id = u.community_id and d.unit_id = u.id and d.kind = 'THERMOSTAT')`.as('thermostats'),
    ])
    .where('u.customer_id', '=', scope.customerId)
    .where('u.community_id', '=', scope.communityId);
  if (q) {
    const { low, high } = prefixRange(q);
    query = query.where('u.search_name', '>=', low).where('u.search_name', '<', high);
  }
  return query.orderBy('u.name').orderBy('u.id').limit(50).execute();
}

export async function serialTaken(scope: CommunityScope, serial: string): Promise<boolean> {
  const row = await scope.db
    .selectFrom('devices')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('family', '=', 'THERMOSTAT')
    .where('serial', '=', serial)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertThermostat(
  scope: CommunityScope,
  values: {
    name: string;
    serial: string;
    unitId: string;
    config: Record<string, unknown>;
    reading: Record<string, unknown>;
  },
): Promise<string> {
  const row = await scope.db
    .insertInto('devices')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      kind: 'THERMOSTAT',
      family: 'THERMOSTAT',
      name: values.name,
      serial: values.serial,
      model: null,
      firmware: null,
      location_id: null,
      unit_id: values.unitId,
      gateway_id: null,
      sync_state: null,
      battery: null,
      additional_reader_type: null,
      reading: values.reading,
      config: values.config,
      breaker_open_until: null,
      last_seen_at: null,
      created_at: scope.now,
      updated_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of the listed thermostats that exist in the community. */
export async function existingIds(scope: CommunityScope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await scope.db
    .selectFrom('devices')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('kind', '=', 'THERMOSTAT')
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

export function readLog(scope: CommunityScope, deviceId: string, query: LogQuery) {
  let base = deviceEvents(scope).where('e.device_id', '=', deviceId);
  if (query.kind) base = base.where('e.kind', '=', query.kind);
  return pagedList(scope.db, base as never, query, eventLogSpec);
}

/**
 * The diagnostic in one query: the row, and from its history the install, the connection changes
 * and the commands of the last 30 days. "Online since" is the last change to ONLINE while online,
 * or the install when it never went offline.
 */
export async function readDiagnostic(scope: CommunityScope, id: string) {
  const since = new Date(scope.now.getTime() - 30 * 86_400_000);
  const events = (where: RawBuilder<unknown>) =>
    sql`(select count(*)::int from device_events e where e.customer_id = d.customer_id
      and e.community_id = d.community_id and e.device_id = d.id and e.occurred_at >= ${since} and ${where})`;
  const commands = (where: RawBuilder<unknown>) =>
    sql`(select count(*)::int from device_commands c where c.customer_id = d.customer_id
      and c.community_id = d.community_id and c.device_id = d.id and c.created_at >= ${since} and ${where})`;
  const lastEvent = (where: RawBuilder<unknown>) =>
    sql`(select max(e.occurred_at) from device_events e where e.customer_id = d.customer_id
      and e.community_id = d.community_id and e.device_id = d.id and ${where})`;
  const installed = sql`(select min(c.finished_at) from device_commands c where c.customer_id = d.customer_id
      and c.community_id = d.community_id and c.device_id = d.id and c.command = 'INSTALL' and c.status = 'SUCCEEDED')`;
  const online = sql`e.kind = 'CONNECTION' and e.detail ->> 'connection' = 'ONLINE'`;
  const offline = sql`e.kind = 'CONNECTION' and e.detail ->> 'connection' = 'OFFLINE'`;
  const iso = (expression: RawBuilder<unknown>) =>
    sql<string | null>`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return scope.db
    .selectFrom('devices as d')
    .select([
      'd.id',
      'd.name',
      'd.serial',
      'd.firmware',
      'd.battery',
      'd.connection',
      'd.install_state as installState',
      isoTimestamp('d.last_seen_at').as('lastSeenAt'),
      iso(installed).as('installedAt'),
      sql<string | null>`case when d.connection = 'ONLINE' then to_char(coalesce(${lastEvent(online)}, ${installed},
        d.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as('onlineSince'),
      events(offline).as('disconnects30d'),
      events(online).as('reconnects30d'),
      iso(lastEvent(offline)).as('lastDisconnectAt'),
      commands(sql`true`).as('commands30d'),
      commands(sql`c.status = 'FAILED'`).as('failedCommands30d'),
      events(sql`e.kind = 'TEMPERATURE'`).as('readings30d'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.kind', '=', 'THERMOSTAT')
    .where('d.id', '=', id)
    .executeTakeFirst() as Promise<devices.thermostats.Diagnostic | undefined>;
}
