import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import type { Lock, LockEvent, LockInstallInput, LockPlace } from '@lintel/contracts/devices/locks';
import type { ListQuery } from '@lintel/contracts/list';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import { deviceEvents, devicesOfKind } from './device-rows.repository.ts';
import './devices.tables.ts';

/** The locks list: sortable columns by API name (the id breaks ties; D180). */
export const lockListSpec: ListSpec<Lock> = {
  sortable: {
    name: { column: 'd.name', type: 'text' },
    family: { column: 'd.family', type: 'text' },
    serial: { column: 'd.serial', type: 'text' },
    installState: { column: 'd.install_state', type: 'text' },
    connection: { column: 'd.connection', type: 'text' },
    battery: { column: 'd.battery', type: 'int' },
    lastSeenAt: { column: 'd.last_seen_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'd.id', field: 'id' },
};

/** Events of locks, newest first; the id breaks ties. */
const eventListSpec: ListSpec<LockEvent> = {
  sortable: { occurredAt: { column: 'e.occurred_at', type: 'timestamptz' } },
  defaultSort: 'occurredAt,desc',
  id: { column: 'e.id', field: 'id' },
};

function lockSelect(scope: CommunityScope) {
  return devicesOfKind(scope, 'LOCK');
}

export interface LockFilters extends ListQuery {
  family?: string | undefined;
  installState?: string | undefined;
  connection?: string | undefined;
  lowBattery?: 'true' | 'false' | undefined;
}

/** A page of the community's locks; `q` finds a name or a serial by its start. */
export function listLocks(scope: CommunityScope, query: LockFilters) {
  let base = lockSelect(scope);
  if (query.family) base = base.where('d.family', '=', query.family);
  if (query.installState) base = base.where('d.install_state', '=', query.installState);
  if (query.connection) base = base.where('d.connection', '=', query.connection);
  if (query.lowBattery === 'true') base = base.where('d.battery', '<=', LOW_BATTERY_PERCENT);
  if (query.q) {
    const range = prefixRange(query.q);
    base = base.where((eb) =>
      eb.or([eb(sql`lower(d.name)`, 'like', range.like), eb(sql`lower(d.serial)`, 'like', range.like)]),
    );
  }
  return pagedList(scope.db, base as never, query, lockListSpec) as Promise<
    Awaited<ReturnType<typeof pagedList<Lock>>>
  >;
}

export function findLock(scope: CommunityScope, lockId: string): Promise<Lock | undefined> {
  return lockSelect(scope).where('d.id', '=', lockId).executeTakeFirst() as Promise<Lock | undefined>;
}

/** Events of the community's locks (all, or one lock's), of one kind or every kind. */
export function listEvents(
  scope: CommunityScope,
  query: ListQuery & { lockId?: string | undefined; family?: string | undefined; kind?: string | undefined },
) {
  let base = deviceEvents(scope).select('d.family').where('d.kind', '=', 'LOCK');
  if (query.lockId) base = base.where('e.device_id', '=', query.lockId);
  if (query.family) base = base.where('d.family', '=', query.family);
  if (query.kind) base = base.where('e.kind', '=', query.kind);
  return pagedList(scope.db, base as never, query, eventListSpec) as Promise<
    Awaited<ReturnType<typeof pagedList<LockEvent>>>
  >;
}

/** Writes a lock row for an install; the engine then moves it along. */
export async function insertLock(
  scope: CommunityScope,
  input: LockInstallInput,
  additionalReaderType: string | null,
): Promise<string> {
  const row = await scope.db
    .insertInto('devices')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      kind: 'LOCK',
      family: input.family,
      name: input.name,
      serial: input.serial,
      model: null,
      firmware: null,
      location_id: input.locationId ?? null,
      unit_id: input.unitId ?? null,
      gateway_id: input.gatewayId ?? null,
      install_state: 'INSTALLING',
      connection: 'OFFLINE',
      sync_state: null,
      battery: null,
      available_actions: [],
      additional_reader_type: additionalReaderType,
      reading: {},
      config: {},
      breaker_open_until: null,
      last_seen_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findGateway(scope: CommunityScope, gatewayId: string) {
  return scope.db
    .selectFrom('device_gateways')
    .select(['id', 'family'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', gatewayId)
    .executeTakeFirst();
}

/** The community's location tree, flattened, by name. */
export function listPlaces(scope: CommunityScope): Promise<LockPlace[]> {
  return scope.db
    .selectFrom('location_properties')
    .select(['id', 'parent_id as parentId', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function placeExists(scope: CommunityScope, id: string) {
  return scope.db
    .selectFrom('location_properties')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function unitExists(scope: CommunityScope, id: string) {
  return scope.db
    .selectFrom('units')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The community's units, by name. */
export function listUnits(scope: CommunityScope) {
  return scope.db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The gateways locks can hang off (every lock family's). */
export function listGateways(scope: CommunityScope) {
  return scope.db
    .selectFrom('device_gateways')
    .select(['id', 'family', 'kind', 'name', 'connection'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('family', 'in', ['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX'])
    .orderBy('family')
    .orderBy('name')
    .execute();
}

/** Per family: total, installed, offline, low battery; one grouped query. */
export function countByFamily(scope: CommunityScope) {
  return scope.db
    .selectFrom('devices')
    .select([
      'family',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where install_state = 'INSTALLED'))::int`.as('installed'),
      sql<number>`(count(*) filter (where connection = 'OFFLINE'))::int`.as('offline'),
      sql<number>`(count(*) filter (where battery <= ${LOW_BATTERY_PERCENT}))::int`.as('lowBattery'),
    ])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('kind', '=', 'LOCK')
    .groupBy('family')
    .execute();
}
