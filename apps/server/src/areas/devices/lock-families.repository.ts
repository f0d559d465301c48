import type { devices, ListQuery } from '@lintel/contracts';
import type { Connection, EventKind, Family, LockFamily } from '@lintel/contracts/devices/common';
import type { ColumnType } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import { deviceEvents } from './device-rows.repository.ts';
import './devices.tables.ts';
import type { DeviceRef } from './engine/adapter.ts';

/** The family screens' table (migration 0024): a community's default lock configuration per family. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    device_family_defaults: {
      customer_id: string;
      community_id: string;
      family: string;
      configuration: ColumnType<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>>;
      updated_by: string | null;
      updated_at: ColumnType<Date, Date | undefined, Date>;
    };
  }
}

type FamilyLock = devices.lockFamilies.FamilyLock;
type DeviceEvent = devices.DeviceEvent;

const inCommunity = (scope: CommunityScope) => ({ c: scope.customerId, k: scope.communityId });

function selectLocks(scope: CommunityScope) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('devices as d')
    .leftJoin('device_gateways as g', (join) =>
      join
        .onRef('g.customer_id', '=', 'd.customer_id')
        .onRef('g.community_id', '=', 'd.community_id')
        .onRef('g.id', '=', 'd.gateway_id'),
    )
    .leftJoin('location_properties as l', (join) =>
      join
        .onRef('l.customer_id', '=', 'd.customer_id')
        .onRef('l.community_id', '=', 'd.community_id')
        .onRef('l.id', '=', 'd.location_id'),
    )
    .select([
      'd.id',
      'd.name',
      'd.family',
      'd.serial',
      'd.model',
      'd.firmware',
      'd.install_state as installState',
      'd.connection',
      'd.available_actions as availableActions',
      'd.additional_reader_type as additionalReaderType',
      'd.location_id as locationId',
      'l.name as locationName',
      'd.gateway_id as gatewayId',
      'g.name as gatewayName',
    ])
    .select((eb) =>
      eb
        .case()
        .when('d.last_seen_at', 'is', null)
        .then(null)
        .else(isoTimestamp('d.last_seen_at'))
        .end()
        .as('lastSeenAt'),
    )
    .where('d.customer_id', '=', c)
    .where('d.community_id', '=', k)
    .where('d.kind', '=', 'LOCK');
}

/** A lock of the community and of this family (a lock of another family is not found here). */
export async function findLock(scope: CommunityScope, lockId: string, family: LockFamily) {
  return (await selectLocks(scope).where('d.id', '=', lockId).where('d.family', '=', family).executeTakeFirst()) as
    | FamilyLock
    | undefined;
}

export async function findAnyLock(scope: CommunityScope, lockId: string) {
  return (await selectLocks(scope).where('d.id', '=', lockId).executeTakeFirst()) as FamilyLock | undefined;
}

/** What the vendor directory needs of a lock. */
export async function lockRef(scope: CommunityScope, lockId: string) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('devices as d')
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
      'd.serial',
      'g.external_id as gatewayExternalId',
      'd.config',
      'd.reading',
      'd.additional_reader_type as additionalReaderType',
    ])
    .where('d.customer_id', '=', c)
    .where('d.community_id', '=', k)
    .where('d.id', '=', lockId)
    .executeTakeFirstOrThrow() as Promise<DeviceRef & { additionalReaderType: string | null }>;
}

export async function lockConfig(scope: CommunityScope, lockId: string): Promise<Record<string, unknown>> {
  const { c, k } = inCommunity(scope);
  const row = await scope.db
    .selectFrom('devices')
    .select('config')
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('id', '=', lockId)
    .executeTakeFirstOrThrow();
  return row.config;
}

/** Merges keys into the lock's stored configuration (top level). */
export async function mergeLockConfig(scope: CommunityScope, lockId: string, patch: Record<string, unknown>) {
  const { c, k } = inCommunity(scope);
  const config = { ...(await lockConfig(scope, lockId)), ...patch };
  await scope.db
    .updateTable('devices')
    .set({ config, updated_at: scope.now })
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('id', '=', lockId)
    .execute();
}

type EventRow = Omit<DeviceEvent, 'kind'> & { kind: string; occurredAtRaw: Date };
const eventSpec: ListSpec<EventRow> = {
  sortable: { occurredAtRaw: { column: 'e.occurred_at', type: 'timestamptz' } },
  defaultSort: 'occurredAtRaw,desc',
  id: { column: 'e.id', field: 'id' },
};

/** A lock's history of these kinds, newest first, a page at a time. */
export async function eventsPage(
  scope: CommunityScope,
  lockId: string,
  kinds: readonly EventKind[],
  query: Pick<ListQuery, 'page' | 'size'>,
) {
  const base = deviceEvents(scope)
    .select('e.occurred_at as occurredAtRaw')
    .where('e.device_id', '=', lockId)
    .where('e.kind', 'in', [...kinds]);
  const page = await pagedList(scope.db, base, { page: query.page, size: query.size ?? 25 }, eventSpec);
  return {
    ...page,
    content: page.content.map(({ occurredAtRaw: _, ...event }) => event as DeviceEvent),
    firstToken: null,
    nextToken: null,
  };
}

export function locations(scope: CommunityScope) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('location_properties as l')
    .leftJoin('location_properties as p', (join) =>
      join
        .onRef('p.customer_id', '=', 'l.customer_id')
        .onRef('p.community_id', '=', 'l.community_id')
        .onRef('p.id', '=', 'l.parent_id'),
    )
    .select(['l.id', 'l.name', 'p.name as parentName'])
    .where('l.customer_id', '=', c)
    .where('l.community_id', '=', k)
    .orderBy('l.name')
    .orderBy('l.id')
    .limit(1000)
    .execute();
}

export async function locationExists(scope: CommunityScope, locationId: string): Promise<boolean> {
  const { c, k } = inCommunity(scope);
  const row = await scope.db
    .selectFrom('location_properties')
    .select('id')
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('id', '=', locationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gateways of a family and kind, by name, with the number of devices on each. */
export function gateways(scope: CommunityScope, family: LockFamily, kind: string) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('device_gateways as g')
    .select([
      'g.id',
      'g.name',
      'g.external_id as externalId',
      'g.connection',
      'g.settings',
      isoTimestamp('g.updated_at').as('updatedAt'),
    ])
    .select((eb) =>
      eb
        .selectFrom('devices as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.customer_id', '=', 'g.customer_id')
        .whereRef('d.community_id', '=', 'g.community_id')
        .whereRef('d.gateway_id', '=', 'g.id')
        .as('doorCount'),
    )
    .where('g.customer_id', '=', c)
    .where('g.community_id', '=', k)
    .where('g.family', '=', family)
    .where('g.kind', '=', kind)
    .orderBy('g.name')
    .orderBy('g.id');
}

export interface GatewayRow {
  id: string;
  name: string;
  externalId: string;
  connection: Connection;
  settings: Record<string, unknown>;
  updatedAt: string;
  doorCount: number | string | null;
}

export function listGateways(scope: CommunityScope, family: LockFamily, kind: string) {
  return gateways(scope, family, kind).limit(500).execute() as Promise<GatewayRow[]>;
}

export function findGateway(scope: CommunityScope, family: LockFamily, kind: string, gatewayId: string) {
  return gateways(scope, family, kind).where('g.id', '=', gatewayId).executeTakeFirst() as Promise<
    GatewayRow | undefined
  >;
}

export async function updateGateway(
  scope: CommunityScope,
  gatewayId: string,
  values: { name: string; settings: Record<string, unknown> },
) {
  const { c, k } = inCommunity(scope);
  await scope.db
    .updateTable('device_gateways')
    .set({ name: values.name, settings: values.settings, updated_at: scope.now })
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('id', '=', gatewayId)
    .execute();
}

/** Known gateways of a family by the vendor's id. */
export async function gatewaysByExternalId(scope: CommunityScope, family: LockFamily) {
  const { c, k } = inCommunity(scope);
  const rows = await scope.db
    .selectFrom('device_gateways')
    .select(['id', 'external_id as externalId', 'name', 'connection'])
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('family', '=', family)
    .execute();
  return new Map(rows.map((row) => [row.externalId, row]));
}

export async function insertGateway(
  scope: CommunityScope,
  values: { family: LockFamily; kind: string; externalId: string; name: string },
): Promise<string> {
  const { c, k } = inCommunity(scope);
  const row = await scope.db
    .insertInto('device_gateways')
    .values({
      customer_id: c,
      community_id: k,
      family: values.family,
      kind: values.kind,
      external_id: values.externalId,
      name: values.name,
      settings: {},
      created_at: scope.now,
      updated_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function touchGateway(scope: CommunityScope, gatewayId: string, name: string, connection: string) {
  const { c, k } = inCommunity(scope);
  await scope.db
    .updateTable('device_gateways')
    .set({ name, connection, updated_at: scope.now })
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('id', '=', gatewayId)
    .execute();
}

export async function setFamilyGatewaysConnection(scope: CommunityScope, family: LockFamily, connection: string) {
  const { c, k } = inCommunity(scope);
  const result = await scope.db
    .updateTable('device_gateways')
    .set({ connection, updated_at: scope.now })
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('family', '=', family)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The family's locks, by the vendor's id (serial). */
export async function locksBySerial(scope: CommunityScope, family: LockFamily) {
  const { c, k } = inCommunity(scope);
  const rows = await scope.db
    .selectFrom('devices')
    .select(['id', 'serial', 'install_state as installState', 'gateway_id as gatewayId'])
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('kind', '=', 'LOCK')
    .where('family', '=', family)
    .execute();
  return new Map(rows.map((row) => [row.serial, row]));
}

/** A lock row waiting for its INSTALL command. */
export async function insertLock(
  scope: CommunityScope,
  values: { family: LockFamily; name: string; serial: string; gatewayId: string; config: Record<string, unknown> },
): Promise<string> {
  const { c, k } = inCommunity(scope);
  const row = await scope.db
    .insertInto('devices')
    .values({
      customer_id: c,
      community_id: k,
      kind: 'LOCK',
      family: values.family,
      name: values.name,
      serial: values.serial,
      model: null,
      firmware: null,
      location_id: null,
      unit_id: null,
      gateway_id: values.gatewayId,
      sync_state: null,
      battery: null,
      additional_reader_type: null,
      reading: {},
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

/** The community's other locks (what a ButterflyMX panel may release). */
export function otherLocks(scope: CommunityScope, lockId: string) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('devices')
    .select(['id', 'name', 'family'])
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('kind', '=', 'LOCK')
    .where('id', '!=', lockId)
    .where('family', '!=', 'BUTTERFLYMX')
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute() as Promise<{ id: string; name: string; family: Family }[]>;
}

export async function countFamilyLocks(scope: CommunityScope, family: LockFamily) {
  const { c, k } = inCommunity(scope);
  const rows = await scope.db
    .selectFrom('devices')
    .select(['install_state as installState'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('kind', '=', 'LOCK')
    .where('family', '=', family)
    .groupBy('install_state')
    .execute();
  return rows.map((row) => ({ installState: row.installState, n: Number(row.n) }));
}

export async function findDefault(scope: CommunityScope, family: LockFamily) {
  const { c, k } = inCommunity(scope);
  return scope.db
    .selectFrom('device_family_defaults')
    .select(['configuration', isoTimestamp('updated_at').as('updatedAt')])
    .where('customer_id', '=', c)
    .where('community_id', '=', k)
    .where('family', '=', family)
    .executeTakeFirst();
}

export async function saveDefault(scope: CommunityScope, family: LockFamily, configuration: Record<string, unknown>) {
  const { c, k } = inCommunity(scope);
  const values = { configuration, updated_by: scope.actor?.userId ?? null, updated_at: scope.now };
  await scope.db
    .insertInto('device_family_defaults')
    .values({ customer_id: c, community_id: k, family, ...values })
    .onConflict((oc) => oc.columns(['customer_id', 'community_id', 'family']).doUpdateSet(values))
    .execute();
}
