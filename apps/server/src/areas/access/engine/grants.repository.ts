import { sql } from 'kysely';
import type { Scope } from '../../../platform/db/scope.ts';
import '../access.tables.ts';
import '../vendors.tables.ts';

/** What every query of the engine needs: a transaction in one community. */
export type At = Pick<Scope, 'db' | 'now'> & { readonly customerId: string; readonly communityId: string };

const NIL = '00000000-0000-0000-0000-000000000000';

/** A place a grant covers: a unit, or a location of the tree. */
export interface PlaceRef {
  unitId: string | null;
  locationId: string | null;
}

/**
 * The locks a place covers (D210): a unit's door locks (the locks of that unit); for a location,
 * the locks placed at it or anywhere under it in the tree, except units' own doors (a grant to a
 * building's entrance does not open its apartments).
 */
export function coveredLocks(at: At, place: PlaceRef) {
  const base = at.db
    .selectFrom('devices as d')
    .select(['d.id'])
    .where('d.customer_id', '=', at.customerId)
    .where('d.community_id', '=', at.communityId)
    .where('d.kind', '=', 'LOCK');
  if (place.unitId) return base.where('d.unit_id', '=', place.unitId).execute();
  return base
    .where('d.unit_id', 'is', null)
    .where(
      'd.location_id',
      'in',
      sql<string>`(with recursive under(id) as (
        select ${place.locationId ?? NIL}::uuid
        union all
        select p.id from location_properties p join under on p.parent_id = under.id
        where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId})
      select id from under)`,
    )
    .execute();
}

/**
 * Whether a place covers one lock: the same rule as `coveredLocks`, asked the other way round (the
 * lock's unit, or the lock's location and its ancestors).
 */
export async function placesCovering(
  at: At,
  deviceId: string,
): Promise<{ unitId: string | null; locationIds: string[] }> {
  const device = await at.db
    .selectFrom('devices')
    .select(['unit_id', 'location_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', deviceId)
    .where('kind', '=', 'LOCK')
    .executeTakeFirst();
  if (!device) return { unitId: null, locationIds: [] };
  if (device.unit_id) return { unitId: device.unit_id, locationIds: [] };
  if (!device.location_id) return { unitId: null, locationIds: [] };
  const rows = await sql<{ id: string }>`with recursive up(id, parent_id) as (
      select p.id, p.parent_id from location_properties p
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId} and p.id = ${device.location_id}
      union all
      select p.id, p.parent_id from location_properties p join up on p.id = up.parent_id
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId})
    select id from up`.execute(at.db);
  return { unitId: null, locationIds: rows.rows.map((r) => r.id) };
}

export interface NewGrant {
  holderKind: string;
  holderId: string;
  sourceKind: string;
  sourceId: string;
  place: PlaceRef;
  schedule: unknown[] | null;
  validFrom: Date;
  validUntil: Date | null;
}

export async function insertGrant(at: At, grant: NewGrant): Promise<string> {
  const row = await at.db
    .insertInto('access_grants')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: grant.holderKind,
      holder_id: grant.holderId,
      source_kind: grant.sourceKind,
      source_id: grant.sourceId,
      unit_id: grant.place.unitId,
      location_id: grant.place.locationId,
      schedule: grant.schedule ? JSON.stringify(grant.schedule) : null,
      valid_from: grant.validFrom,
      valid_until: grant.validUntil,
      created_at: at.now,
      updated_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The holder's name of the row under `alias` (a grant or a credential), in SQL: residents, staff by
 * their user's name, a vendor by its contact's with the company (D232), a pass by its holder's, a
 * fire key by its fob's label ("Fire key FD-1", which outlives a deleted fire key, D225).
 */
export function holderNameOf(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`coalesce(case ${col('holder_kind')}
    when 'RESIDENT' then (select r.first_name || ' ' || r.last_name from residents r
      where r.customer_id = ${col('customer_id')} and r.community_id = ${col('community_id')} and r.id = ${col('holder_id')})
    when 'STAFF' then (select u.first_name || ' ' || u.last_name from customer_users cu join users u on u.id = cu.user_id
      where cu.customer_id = ${col('customer_id')} and cu.id = ${col('holder_id')})
    when 'VENDOR' then (select v.first_name || ' ' || v.last_name || ' (' || v.company_name || ')' from vendors v
      where v.customer_id = ${col('customer_id')} and v.id = ${col('holder_id')})
    when 'PASS' then (select p.holder_name from access_passes p
      where p.customer_id = ${col('customer_id')} and p.community_id = ${col('community_id')} and p.id = ${col('holder_id')})
    when 'FIREKEY' then (select fc.label from access_credentials fc
      where fc.customer_id = ${col('customer_id')} and fc.community_id = ${col('community_id')}
        and fc.holder_kind = 'FIREKEY' and fc.holder_id = ${col('holder_id')} order by fc.issued_at desc limit 1)
    end, '')`;
}

/** The name a holder is listed under. */
export async function holderName(at: At, holderKind: string, holderId: string): Promise<string> {
  if (holderKind === 'RESIDENT') {
    const row = await at.db
      .selectFrom('residents')
      .select(sql<string>`first_name || ' ' || last_name`.as('name'))
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('id', '=', holderId)
      .executeTakeFirst();
    return row?.name ?? '';
  }
  if (holderKind === 'FIREKEY') {
    const row = await at.db
      .selectFrom('access_credentials')
      .select('label as name')
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('holder_kind', '=', 'FIREKEY')
      .where('holder_id', '=', holderId)
      .orderBy('issued_at', 'desc')
      .executeTakeFirst();
    return row?.name ?? '';
  }
  if (holderKind === 'VENDOR') {
    const row = await at.db
      .selectFrom('vendors')
      .select(sql<string>`first_name || ' ' || last_name || ' (' || company_name || ')'`.as('name'))
      .where('customer_id', '=', at.customerId)
      .where('id', '=', holderId)
      .executeTakeFirst();
    return row?.name ?? '';
  }
  if (holderKind === 'PASS') {
    const row = await at.db
      .selectFrom('access_passes')
      .select('holder_name as name')
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('id', '=', holderId)
      .executeTakeFirst();
    return row?.name ?? '';
  }
  const row = await at.db
    .selectFrom('customer_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('name'))
    .where('cu.customer_id', '=', at.customerId)
    .where('cu.id', '=', holderId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** Asks every lock of a grant to hold each credential (door entries, desired PRESENT). */
export async function requestEntries(
  at: At,
  grant: { id: string; holderName: string },
  deviceIds: readonly string[],
  credentialIds: readonly string[],
): Promise<void> {
  const grantId = grant.id;
  const values = deviceIds.flatMap((deviceId) =>
    credentialIds.map((credentialId) => ({
      customer_id: at.customerId,
      community_id: at.communityId,
      device_id: deviceId,
      grant_id: grantId,
      credential_id: credentialId,
      holder_name: grant.holderName,
      desired: 'PRESENT',
      confirmed: null,
      requested_at: at.now,
    })),
  );
  for (let i = 0; i < values.length; i += 1000) {
    await at.db
      .insertInto('door_entries')
      .values(values.slice(i, i + 1000))
      .onConflict((c) =>
        c.columns(['customer_id', 'community_id', 'device_id', 'grant_id', 'credential_id']).doUpdateSet({
          desired: 'PRESENT',
          requested_at: at.now,
          attempts: 0,
          last_error: null,
          alerted_at: null,
        }),
      )
      .execute();
  }
}

/**
 * Revokes grants: ACTIVE or SUSPENDED ones become REVOKING and every lock is asked to remove them;
 * the devices touched are returned (their sync is queued by the caller).
 */
export async function markRevoking(at: At, grantIds: readonly string[]): Promise<string[]> {
  if (grantIds.length === 0) return [];
  await at.db
    .updateTable('access_grants')
    .set({ status: 'REVOKING', revoked_at: at.now, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', grantIds)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .execute();
  const touched = await at.db
    .updateTable('door_entries')
    .set({ desired: 'ABSENT', requested_at: at.now, attempts: 0, last_error: null, alerted_at: null })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('grant_id', 'in', grantIds)
    .where('desired', '=', 'PRESENT')
    .returning('device_id')
    .execute();
  return [...new Set(touched.map((row) => row.device_id))];
}

/**
 * Suspends grants (entries asked ABSENT, status SUSPENDED) or resumes them (entries asked PRESENT
 * again, status ACTIVE); returns the devices touched.
 */
export async function setSuspended(at: At, grantIds: readonly string[], suspended: boolean): Promise<string[]> {
  if (grantIds.length === 0) return [];
  await at.db
    .updateTable('access_grants')
    .set({ status: suspended ? 'SUSPENDED' : 'ACTIVE', updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', grantIds)
    .where('status', '=', suspended ? 'ACTIVE' : 'SUSPENDED')
    .execute();
  const touched = await at.db
    .updateTable('door_entries')
    .set({
      desired: suspended ? 'ABSENT' : 'PRESENT',
      requested_at: at.now,
      attempts: 0,
      last_error: null,
      alerted_at: null,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('grant_id', 'in', grantIds)
    .returning('device_id')
    .execute();
  return [...new Set(touched.map((row) => row.device_id))];
}

/** The live (not REVOKING or REVOKED) grants of a source. */
export async function liveGrantsOf(at: At, sourceKind: string, sourceId: string): Promise<string[]> {
  const rows = await at.db
    .selectFrom('access_grants')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('source_kind', '=', sourceKind)
    .where('source_id', '=', sourceId)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .execute();
  return rows.map((r) => r.id);
}

/**
 * REVOKING grants whose every lock confirmed the removal (or that reached no lock) become REVOKED.
 * Returns how many did.
 */
export async function settleRevocations(at: At, grantIds?: readonly string[]): Promise<number> {
  let query = at.db
    .updateTable('access_grants as g')
    .set({ status: 'REVOKED', updated_at: at.now })
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where('g.status', '=', 'REVOKING')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('door_entries as e')
            .select(sql`1`.as('one'))
            .whereRef('e.customer_id', '=', 'g.customer_id')
            .whereRef('e.community_id', '=', 'g.community_id')
            .whereRef('e.grant_id', '=', 'g.id')
            .where((eb) => eb.or([eb('e.confirmed', 'is', null), eb('e.confirmed', '<>', 'ABSENT')])),
        ),
      ),
    );
  if (grantIds) {
    if (grantIds.length === 0) return 0;
    query = query.where('g.id', 'in', grantIds);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A pending change for one lock, with what the lock needs to hear. */
export interface PendingEntry {
  deviceId: string;
  family: string;
  serial: string;
  deviceName: string;
  grantId: string;
  credentialId: string;
  desired: 'PRESENT' | 'ABSENT';
  requestedAt: Date;
  attempts: number;
  alertedAt: Date | null;
  validFrom: Date;
  validUntil: Date | null;
  schedule: unknown;
}

export async function pendingEntries(at: At, deviceId: string, limit: number): Promise<PendingEntry[]> {
  const rows = await at.db
    .selectFrom('door_entries as e')
    .innerJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 'e.customer_id')
        .onRef('g.community_id', '=', 'e.community_id')
        .onRef('g.id', '=', 'e.grant_id'),
    )
    .select([
      'e.device_id as deviceId',
      'd.family',
      'd.serial',
      'd.name as deviceName',
      'e.grant_id as grantId',
      'e.credential_id as credentialId',
      'e.desired',
      'e.requested_at as requestedAt',
      'e.attempts',
      'e.alerted_at as alertedAt',
      'g.valid_from as validFrom',
      'g.valid_until as validUntil',
      'g.schedule',
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where('e.device_id', '=', deviceId)
    .where(sql<boolean>`e.confirmed is distinct from e.desired`)
    .orderBy('e.requested_at')
    .limit(limit)
    .execute();
  return rows as PendingEntry[];
}

/**
 * Records a lock's confirmation, only if nobody changed what is desired since it was read (a
 * compare-and-set on desired and requested_at): a stale confirmation changes nothing.
 */
export async function confirmEntry(at: At, entry: PendingEntry): Promise<boolean> {
  const result = await at.db
    .updateTable('door_entries')
    .set({ confirmed: entry.desired, confirmed_at: at.now, last_error: null })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('device_id', '=', entry.deviceId)
    .where('grant_id', '=', entry.grantId)
    .where('credential_id', '=', entry.credentialId)
    .where('desired', '=', entry.desired)
    .where('requested_at', '=', entry.requestedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function failEntry(at: At, entry: PendingEntry, error: string, alerted: boolean): Promise<void> {
  await at.db
    .updateTable('door_entries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(alerted ? { alerted_at: at.now } : {}),
    }))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('device_id', '=', entry.deviceId)
    .where('grant_id', '=', entry.grantId)
    .where('credential_id', '=', entry.credentialId)
    .where('desired', '=', entry.desired)
    .where('requested_at', '=', entry.requestedAt)
    .execute();
}

/** Locks with entries still to confirm (the sweep queues their sync). */
export async function devicesWithPending(at: At): Promise<string[]> {
  const rows = await at.db
    .selectFrom('door_entries')
    .select('device_id')
    .distinct()
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where(sql<boolean>`confirmed is distinct from desired`)
    .execute();
  return rows.map((row) => row.device_id);
}
