import type { Command, CommandStatus, Connection, InstallState, SyncState } from '@lintel/contracts/devices/common';
import { sql } from 'kysely';
import type { Scope } from '../../../platform/db/scope.ts';
import { isoTimestamp } from '../../../platform/db/sql.ts';
import '../devices.tables.ts';
import type { DevicePatch, DeviceRef, VendorEvent } from './adapter.ts';

/** The rows the engine works on: SQL only (D171). Every function takes the tenant's scope first. */
type At = Pick<Scope, 'db' | 'now' | 'customerId' | 'communityId'>;

function tenant(at: At): { customerId: string; communityId: string } {
  if (!at.customerId || !at.communityId) throw new Error('device work runs in a community');
  return { customerId: at.customerId, communityId: at.communityId };
}

export interface DeviceRow extends DeviceRef {
  readonly name: string;
  readonly installState: InstallState;
  readonly connection: Connection;
  readonly syncState: SyncState | null;
  readonly breakerFailures: number;
  readonly breakerOpenUntil: Date | null;
}

export async function findDevice(at: At, deviceId: string, lock = false): Promise<DeviceRow | undefined> {
  const { customerId, communityId } = tenant(at);
  let query = at.db
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
      'd.install_state as installState',
      'd.connection',
      'd.battery',
      'd.sync_state as syncState',
      'd.breaker_failures as breakerFailures',
      'd.breaker_open_until as breakerOpenUntil',
    ])
    .where('d.customer_id', '=', customerId)
    .where('d.community_id', '=', communityId)
    .where('d.id', '=', deviceId);
  if (lock) query = query.forUpdate('d');
  return (await query.executeTakeFirst()) as DeviceRow | undefined;
}

export interface CommandRow {
  readonly id: string;
  readonly deviceId: string;
  readonly command: Command;
  readonly params: Record<string, unknown>;
  readonly status: CommandStatus;
  readonly step: number;
}

export async function findCommand(at: At, commandId: string): Promise<CommandRow | undefined> {
  const { customerId, communityId } = tenant(at);
  return (await at.db
    .selectFrom('device_commands')
    .select(['id', 'device_id as deviceId', 'command', 'params', 'status', 'step'])
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', '=', commandId)
    .executeTakeFirst()) as CommandRow | undefined;
}

/** The unfinished command of this kind on the device, if one is under way, with what it was asked. */
export async function openCommand(
  at: At,
  deviceId: string,
  command: Command,
): Promise<{ id: string; params: Record<string, unknown> } | undefined> {
  const { customerId, communityId } = tenant(at);
  const row = await at.db
    .selectFrom('device_commands')
    .select(['id', 'params'])
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('device_id', '=', deviceId)
    .where('command', '=', command)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirst();
  return row ? { id: row.id, params: row.params } : undefined;
}

export async function insertCommand(
  at: At,
  values: { deviceId: string; command: Command; params: Record<string, unknown>; requestedBy: string | null },
): Promise<string> {
  const { customerId, communityId } = tenant(at);
  const row = await at.db
    .insertInto('device_commands')
    .values({
      customer_id: customerId,
      community_id: communityId,
      device_id: values.deviceId,
      command: values.command,
      params: values.params,
      requested_by: values.requestedBy,
      error: null,
      finished_at: null,
      created_at: at.now,
      updated_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a command past `step` (compare-and-set): true when this call did it, false when the step
 * was already applied (the same step run again after a crash) or the command has ended.
 */
export async function advanceCommand(
  at: At,
  commandId: string,
  step: number,
  status: CommandStatus,
  error: string | null,
): Promise<boolean> {
  const { customerId, communityId } = tenant(at);
  const finished = status === 'SUCCEEDED' || status === 'FAILED';
  const result = await at.db
    .updateTable('device_commands')
    .set({
      step: step + 1,
      status,
      error,
      updated_at: at.now,
      finished_at: finished ? at.now : null,
      attempts: sql`attempts + 1`,
    })
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', '=', commandId)
    .where('step', '=', step)
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a command that can go no further (the device never answered), from any step. */
export async function failCommand(at: At, commandId: string, step: number, error: string): Promise<boolean> {
  return advanceCommand(at, commandId, step, 'FAILED', error);
}

/** Writes a patch to the device (and what the engine derives from it). */
export async function patchDevice(
  at: At,
  deviceId: string,
  patch: DevicePatch & { breakerFailures?: number; breakerOpenUntil?: Date | null; lastSeenAt?: Date },
): Promise<void> {
  const { customerId, communityId } = tenant(at);
  const set: Record<string, unknown> = { updated_at: at.now };
  if (patch.installState !== undefined) set.install_state = patch.installState;
  if (patch.connection !== undefined) set.connection = patch.connection;
  if (patch.syncState !== undefined) set.sync_state = patch.syncState;
  if (patch.battery !== undefined) set.battery = patch.battery;
  if (patch.availableActions !== undefined) set.available_actions = patch.availableActions;
  if (patch.additionalReaderType !== undefined) set.additional_reader_type = patch.additionalReaderType;
  if (patch.firmware !== undefined) set.firmware = patch.firmware;
  if (patch.reading !== undefined) set.reading = JSON.stringify(patch.reading);
  if (patch.config !== undefined) set.config = JSON.stringify(patch.config);
  if (patch.locationId !== undefined) set.location_id = patch.locationId;
  if (patch.gatewayId !== undefined) set.gateway_id = patch.gatewayId;
  if (patch.breakerFailures !== undefined) set.breaker_failures = patch.breakerFailures;
  if (patch.breakerOpenUntil !== undefined) set.breaker_open_until = patch.breakerOpenUntil;
  if (patch.lastSeenAt !== undefined) set.last_seen_at = patch.lastSeenAt;
  await at.db
    .updateTable('devices')
    .set(set)
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', '=', deviceId)
    .execute();
}

export async function deleteDevice(at: At, deviceId: string): Promise<void> {
  const { customerId, communityId } = tenant(at);
  await at.db
    .deleteFrom('devices')
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', '=', deviceId)
    .execute();
}

/** Stores events once per source id; returns the ones that were new. */
export async function insertEvents(at: At, deviceId: string, events: readonly VendorEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const { customerId, communityId } = tenant(at);
  const rows = await at.db
    .insertInto('device_events')
    .values(
      events.map((event) => ({
        customer_id: customerId,
        community_id: communityId,
        device_id: deviceId,
        kind: event.kind,
        detail: event.detail,
        source_id: event.sourceId,
        occurred_at: event.occurredAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['customer_id', 'community_id', 'device_id', 'source_id']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The row as the socket shows it (realtime event DEVICE_CHANGED). */
export async function changeOf(at: At, deviceId: string) {
  const { customerId, communityId } = tenant(at);
  return at.db
    .selectFrom('devices')
    .select([
      'id',
      'kind',
      'family',
      'install_state as installState',
      'connection',
      'sync_state as syncState',
      'battery',
      'available_actions as availableActions',
      'reading',
      isoTimestamp('updated_at').as('updatedAt'),
    ])
    .where('customer_id', '=', customerId)
    .where('community_id', '=', communityId)
    .where('id', '=', deviceId)
    .executeTakeFirst();
}

/** Signals every server process; PostgreSQL sends it at commit, so a rolled-back change says nothing. */
export async function signal(at: Pick<Scope, 'db'>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(at.db);
}
