import type {
  Connection,
  DeviceChange,
  DeviceKind,
  Family,
  InstallState,
  SyncState,
} from '@lintel/contracts/devices/common';
import { sql } from 'kysely';
import type { Tx } from '../../../platform/db/scope.ts';
import { isoTimestamp } from '../../../platform/db/sql.ts';
import type { JobTarget } from '../../../platform/jobs/jobs.ts';
import '../devices.tables.ts';
import type { DeviceRef, VendorEvent } from './adapter.ts';

/** The rows event ingestion works on (D175): SQL only, one statement per step of a batch. */

function tenant(at: JobTarget): { customerId: string; communityId: string } {
  if (!at.customerId || !at.communityId) throw new Error('device events belong to a community');
  return { customerId: at.customerId, communityId: at.communityId };
}

export interface IngestDevice {
  id: string;
  name: string;
  kind: DeviceKind;
  family: Family;
  unitId: string | null;
  installState: InstallState;
  connection: Connection;
  syncState: SyncState | null;
  battery: number | null;
  reading: Record<string, unknown>;
  lastSeenAt: Date | null;
}

/** The devices a batch reports on (one query). */
export async function devicesOf(at: JobTarget, ids: readonly string[]): Promise<IngestDevice[]> {
  if (ids.length === 0) return [];
  const { customerId, communityId } = tenant(at);
  return (await at.db
    .selectFrom('devices')
    .select([
      'id',
      'name',
      'kind',
      'family',
      'unit_id as unitId',
      'install_state as installState',
      'connection',
      'sync_state as syncState',
      'battery',
      'reading',
      'last_seen_at as lastSeenAt',
    ])
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', 'in', ids)
    .execute()) as IngestDevice[];
}

export interface StoredEvent {
  id: string;
  deviceId: string;
  kind: VendorEvent['kind'];
  detail: Record<string, unknown>;
  occurredAt: Date;
}

/** Rows per INSERT: 7 parameters a row stays far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1_000;

/** Stores the batch once per vendor id; returns only the events that were new. */
export async function insertEvents(
  at: JobTarget,
  events: readonly (VendorEvent & { deviceId: string })[],
): Promise<StoredEvent[]> {
  const { customerId, communityId } = tenant(at);
  const stored: StoredEvent[] = [];
  for (let from = 0; from < events.length; from += INSERT_CHUNK) {
    const rows = await at.db
      .insertInto('device_events')
      .values(
        events.slice(from, from + INSERT_CHUNK).map((event) => ({
          customer_id: customerId,
          community_id: communityId,
          device_id: event.deviceId,
          kind: event.kind,
          detail: event.detail,
          source_id: event.sourceId,
          occurred_at: event.occurredAt,
        })),
      )
      .onConflict((conflict) => conflict.columns(['customer_id', 'community_id', 'device_id', 'source_id']).doNothing())
      .returning(['id', 'device_id as deviceId', 'kind', 'detail', 'occurred_at as occurredAt'])
      .execute();
    stored.push(...(rows as StoredEvent[]));
  }
  return stored;
}

export interface StatePatch {
  id: string;
  connection: Connection | null;
  battery: number | null;
  reading: Record<string, unknown> | null;
  actions: string[] | null;
  lastSeenAt: string;
}

/** Applies every device's patch in one statement; returns the rows as the socket shows them. */
export async function patchDevices(at: JobTarget, patches: readonly StatePatch[]): Promise<DeviceChange[]> {
  if (patches.length === 0) return [];
  const { customerId, communityId } = tenant(at);
  const { rows } = await sql<DeviceChange>`
    update devices d set
      connection = coalesce(p.connection, d.connection),
      battery = coalesce(p.battery, d.battery),
      reading = d.reading || coalesce(p.reading, '{}'::jsonb),
      available_actions = case when p.actions is null then d.available_actions
                               else array(select jsonb_array_elements_text(p.actions)) end,
      last_seen_at = greatest(d.last_seen_at, p."lastSeenAt"),
      updated_at = ${at.now}
    from jsonb_to_recordset(${JSON.stringify(patches)}::jsonb)
      as p(id uuid, connection text, battery smallint, reading jsonb, actions jsonb, "lastSeenAt" timestamptz)
    where d.customer_id = ${customerId}::uuid and d.community_id = ${communityId}::uuid and d.id = p.id
    returning d.id, d.kind, d.family, d.install_state as "installState", d.connection, d.sync_state as "syncState",
              d.battery, d.available_actions as "availableActions", d.reading,
              ${isoTimestamp('d.updated_at')} as "updatedAt"`.execute(at.db);
  return rows;
}

/** The installed devices of the community, as their adapters need them to read their stream. */
export async function installedDevices(at: JobTarget): Promise<(DeviceRef & { name: string })[]> {
  const { customerId, communityId } = tenant(at);
  return (await at.db
    .selectFrom('devices as d')
    .leftJoin('device_gateways as g', (join) =>
      join
        .onRef('g.customer_id', '=', 'd.customer_id')
        .onRef('g.community_id', '=', 'd.community_id')
        .onRef('g.id', '=', 'd.gateway_id'),
    )
    .select([
      'd.id',
      'd.name',
      'd.kind',
      'd.family',
      'd.serial',
      'g.external_id as gatewayExternalId',
      'd.config',
      'd.reading',
      'd.battery',
      'd.connection',
    ])
    .where('d.customer_id', '=', customerId)
    .where('d.community_id', '=', communityId)
    .where('d.install_state', '=', 'INSTALLED')
    .orderBy('d.id')
    .execute()) as (DeviceRef & { name: string })[];
}

/** Every customer (the transaction acts as provider staff). */
export async function customers(trx: Tx): Promise<string[]> {
  const rows = await trx.selectFrom('customers').select('id').where('deleted_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

/** The communities of a customer that have devices (the transaction acts in the customer). */
export async function communitiesWithDevices(trx: Tx, customerId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('devices')
    .select('community_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.community_id);
}
