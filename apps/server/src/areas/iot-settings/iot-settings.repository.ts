import type { ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import type { Scope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';
import type { LockTarget } from '../../platform/doors/lock-settings.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import './iot-settings.tables.ts';

/** A section stored in iot_access_settings. */
export type Section =
  | 'REMOTE_AUTH'
  | 'PASSES'
  | 'WALLET_PASSES'
  | 'BLE'
  | 'INTERCOM'
  | 'SENSOR_INDUSTRIES'
  | 'DEMAND_RESPONSE';
/** A section the locks carry, sent by rollouts. */
export type DeviceSection = 'WALLET_PASSES' | 'BLE';

/** Where the repository reads and writes: a community (a request's scope, or a job's tenant). */
export type At = Pick<Scope, 'db' | 'now'> & { customerId: string; communityId: string };

export function at(scope: Scope): At {
  if (!scope.customerId || !scope.communityId) throw new Error('smart-building settings need a community');
  return { db: scope.db, now: scope.now, customerId: scope.customerId, communityId: scope.communityId };
}

export async function findSection(at: At, section: Section) {
  return at.db
    .selectFrom('iot_access_settings')
    .select(['values', 'updated_by_name as updatedBy', isoTimestamp('updated_at').as('updatedAt')])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('section', '=', section)
    .executeTakeFirst();
}

export async function saveSection(
  at: At,
  section: Section,
  values: Record<string, unknown>,
  by: { id: string | null; name: string | null },
) {
  const row = {
    values: JSON.stringify(values),
    updated_by: by.id,
    updated_by_name: by.name,
    updated_at: at.now,
  };
  await at.db
    .insertInto('iot_access_settings')
    .values({ customer_id: at.customerId, community_id: at.communityId, section, ...row })
    .onConflict((c) => c.columns(['customer_id', 'community_id', 'section']).doUpdateSet(row))
    .execute();
}

/** The community's switches as the IoT permission read gives them (no row: all off). */
export async function switches(at: At) {
  const { rows } = await sql<{
    firekey: boolean;
    sensor_industries: boolean;
    energy_management: boolean;
    updated_at: Date;
  }>`select firekey_enabled as firekey, si_integration_enabled as sensor_industries,
      energy_management_enabled as energy_management, updated_at
    from iot_community_settings where customer_id = ${at.customerId} and community_id = ${at.communityId}`.execute(
    at.db,
  );
  return rows[0] ?? null;
}

/** The sensor-industries switch the IoT permission read and its dashboard depend on (D253). */
export async function setSensorIndustries(at: At, enabled: boolean) {
  await sql`insert into iot_community_settings (customer_id, community_id, si_integration_enabled, updated_at)
    values (${at.customerId}, ${at.communityId}, ${enabled}, ${at.now})
    on conflict (customer_id, community_id) do update set si_integration_enabled = excluded.si_integration_enabled,
      updated_at = excluded.updated_at`.execute(at.db);
}

export async function setFireKey(at: At, enabled: boolean) {
  await sql`insert into iot_community_settings (customer_id, community_id, firekey_enabled, updated_at)
    values (${at.customerId}, ${at.communityId}, ${enabled}, ${at.now})
    on conflict (customer_id, community_id) do update set firekey_enabled = excluded.firekey_enabled,
      updated_at = excluded.updated_at`.execute(at.db);
}

/** Fire keys not revoked yet: each still holds doors (the access area's table, read here for its switch). */
export async function activeFireKeys(at: At): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from access_fire_keys
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and revoked_at is null`.execute(at.db);
  return rows[0]?.n ?? 0;
}

// ── Rollouts ──────────────────────────────────────────────────────────────────────────────────

/** A newer change replaces what an older one has not sent yet: its waiting locks are skipped. */
export async function supersede(at: At, section: DeviceSection) {
  await at.db
    .updateTable('iot_settings_rollout_devices as d')
    .set({ state: 'SKIPPED', note: 'replaced by a newer change', updated_at: at.now })
    .where('d.customer_id', '=', at.customerId)
    .where('d.community_id', '=', at.communityId)
    .where('d.state', '=', 'PENDING')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('iot_settings_rollouts as r')
          .select(sql`1`.as('one'))
          .whereRef('r.customer_id', '=', 'd.customer_id')
          .whereRef('r.community_id', '=', 'd.community_id')
          .whereRef('r.id', '=', 'd.rollout_id')
          .where('r.section', '=', section),
      ),
    )
    .execute();
}

export async function insertRollout(
  at: At,
  section: DeviceSection,
  values: Record<string, unknown>,
  requestedBy: string | null,
  targets: readonly LockTarget[],
): Promise<string> {
  const { id } = await at.db
    .insertInto('iot_settings_rollouts')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      section,
      values: JSON.stringify(values),
      requested_by_name: requestedBy,
      created_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < targets.length; start += 500) {
    await at.db
      .insertInto('iot_settings_rollout_devices')
      .values(
        targets.slice(start, start + 500).map((t) => ({
          customer_id: at.customerId,
          community_id: at.communityId,
          rollout_id: id,
          device_id: t.deviceId,
          name: t.name,
          family: t.family,
          updated_at: at.now,
        })),
      )
      .execute();
  }
  return id;
}

/** Adds a lock to a rollout, waiting to be sent (a lock already in it stays as it is). */
export async function addRolloutDevice(at: At, rolloutId: string, lock: LockTarget) {
  await at.db
    .insertInto('iot_settings_rollout_devices')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      rollout_id: rolloutId,
      device_id: lock.deviceId,
      name: lock.name,
      family: lock.family,
      updated_at: at.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function latestRollout(at: At, section: DeviceSection) {
  return at.db
    .selectFrom('iot_settings_rollouts')
    .select(['id', 'values', 'requested_by_name as requestedBy', isoTimestamp('created_at').as('createdAt')])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('section', '=', section)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findRollout(at: At, rolloutId: string) {
  return at.db
    .selectFrom('iot_settings_rollouts')
    .select(['id', 'section', 'values'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', rolloutId)
    .executeTakeFirst();
}

/** Every lock of a rollout, its state and command (for the counts). */
export function rolloutStates(at: At, rolloutId: string) {
  return at.db
    .selectFrom('iot_settings_rollout_devices')
    .select(['state', 'command_id as commandId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('rollout_id', '=', rolloutId)
    .execute();
}

/** The next locks of a rollout still to send, in name order, leaving out those tried in this run. */
export function pendingDevices(at: At, rolloutId: string, exclude: readonly string[], limit: number) {
  let query = at.db
    .selectFrom('iot_settings_rollout_devices')
    .select(['device_id as deviceId', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('rollout_id', '=', rolloutId)
    .where('state', '=', 'PENDING');
  if (exclude.length > 0) query = query.where('device_id', 'not in', [...exclude]);
  return query.orderBy('name').orderBy('device_id').limit(limit).execute();
}

export async function markDevice(
  at: At,
  rolloutId: string,
  deviceId: string,
  next: { state: 'SENT'; commandId: string } | { state: 'SKIPPED'; note: string },
) {
  await at.db
    .updateTable('iot_settings_rollout_devices')
    .set({
      state: next.state,
      command_id: next.state === 'SENT' ? next.commandId : null,
      note: next.state === 'SKIPPED' ? next.note : null,
      updated_at: at.now,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('rollout_id', '=', rolloutId)
    .where('device_id', '=', deviceId)
    .where('state', '=', 'PENDING')
    .execute();
}

export type RolloutDeviceRow = {
  deviceId: string;
  name: string;
  family: string;
  state: 'PENDING' | 'SENT' | 'SKIPPED';
  commandId: string | null;
  note: string | null;
  updatedAt: string;
};

const deviceSpec: ListSpec<RolloutDeviceRow> = {
  sortable: { name: { column: 'd.name', type: 'text' } },
  defaultSort: 'name,asc',
  id: { column: 'd.device_id', field: 'deviceId' },
};

export function rolloutDevicesPage(at: At, rolloutId: string, query: ListQuery) {
  const base = at.db
    .selectFrom('iot_settings_rollout_devices as d')
    .select([
      'd.device_id as deviceId',
      'd.name',
      'd.family',
      'd.state',
      'd.command_id as commandId',
      'd.note',
      isoTimestamp('d.updated_at').as('updatedAt'),
    ])
    .where('d.customer_id', '=', at.customerId)
    .where('d.community_id', '=', at.communityId)
    .where('d.rollout_id', '=', rolloutId)
    .$castTo<RolloutDeviceRow>();
  return pagedList(at.db, base, query, deviceSpec);
}
