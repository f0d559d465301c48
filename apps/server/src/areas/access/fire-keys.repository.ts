import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type FireKey = access.fireKeys.FireKey;
type FireKeyState = access.fireKeys.FireKeyState;

/** Whether the community's firekey setting is on (no settings row: off). */
export async function fireKeysEnabled(at: At): Promise<boolean> {
  const { rows } = await sql<{ enabled: boolean }>`select firekey_enabled as enabled from iot_community_settings
    where customer_id = ${at.customerId} and community_id = ${at.communityId}`.execute(at.db);
  return rows[0]?.enabled === true;
}

const locationsOf = (column: 'id' | 'name') =>
  sql<string[]>`coalesce((select array_agg(${sql.ref(`l.${column}`)} order by l.name) from access_fire_key_locations fl
    join location_properties l on l.customer_id = fl.customer_id and l.community_id = fl.community_id and l.id = fl.location_id
    where fl.customer_id = f.customer_id and fl.community_id = f.community_id and fl.fire_key_id = f.id), '{}')`;

/** The fire key's door entries (every lock of every grant it was given). */
const entries = sql`door_entries e join access_grants g
  on g.customer_id = e.customer_id and g.community_id = e.community_id and g.id = e.grant_id
  where g.customer_id = f.customer_id and g.community_id = f.community_id
    and g.source_kind = 'FIRE_KEY' and g.source_id = f.id`;

/**
 * ACTIVE until revoked; then REVOKING while one of its grants is not REVOKED (a lock has yet to
 * confirm), else REVOKED: read from the grants the door sync settles, never stored (D225).
 */
const state = sql<FireKeyState>`case when f.revoked_at is null then 'ACTIVE'
  when exists (select 1 from access_grants g where g.customer_id = f.customer_id and g.community_id = f.community_id
    and g.source_kind = 'FIRE_KEY' and g.source_id = f.id and g.status <> 'REVOKED') then 'REVOKING'
  else 'REVOKED' end`;

/** A fire key's row as the screens show it, with its locks and how many confirmed what they were asked. */
function fireKeys(at: At) {
  return at.db
    .selectFrom('access_fire_keys as f')
    .select([
      'f.id',
      'f.number',
      'f.description',
      state.as('state'),
      locationsOf('id').as('locationIds'),
      locationsOf('name').as('locationNames'),
      sql<number>`(select count(distinct e.device_id)::int from ${entries})`.as('locks'),
      sql<number>`(select count(*)::int from (select e.device_id from ${entries}
        group by e.device_id having bool_and(e.confirmed is not distinct from e.desired)) c)`.as('confirmedLocks'),
      'f.credential_id as credentialId',
      'f.created_by_name as createdByName',
      isoTimestamp('f.revoked_at').as('revokedAt'),
      isoTimestamp('f.created_at').as('createdAt'),
      isoTimestamp('f.updated_at').as('updatedAt'),
    ])
    .where('f.customer_id', '=', at.customerId)
    .where('f.community_id', '=', at.communityId);
}

const spec: ListSpec<FireKey> = {
  sortable: {
    number: { column: 'f.number', type: 'text' },
    updatedAt: { column: 'f.updated_at', type: 'timestamptz' },
  },
  defaultSort: 'number,asc',
  id: { column: 'f.id', field: 'id' },
};

/** The community's fire keys; q matches the start of the number. */
export function list(at: At, query: ListQuery & { state?: FireKeyState }) {
  let base = fireKeys(at);
  if (query.state) base = base.where(state, '=', query.state);
  if (query.q) base = base.where(sql<boolean>`lower(f.number) like ${prefixRange(query.q).like}`);
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return fireKeys(at).where('f.id', '=', id).executeTakeFirst();
}

/** The fire key's row, locked for a change. */
export function lockFireKey(at: At, id: string) {
  return at.db
    .selectFrom('access_fire_keys')
    .select(['id', 'number', 'credential_id', 'revoked_at'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether a fire key of the community has this number (any case). */
export async function numberTaken(at: At, number: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('access_fire_keys')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where(sql<string>`lower(number)`, '=', number.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a fire key with its credential (FOB, source FIRE_KEY, held by the fire key itself: holder kind
 * FIREKEY) and its locations; the grants are the caller's. Returns the credential's id.
 */
export async function insertFireKey(
  at: At,
  row: { id: string; number: string; description: string | null; createdByName: string | null },
): Promise<string> {
  const credential = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: 'FIREKEY',
      holder_id: row.id,
      kind: 'FOB',
      label: `Fire key ${row.number}`,
      source_kind: 'FIRE_KEY',
      source_id: row.id,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await at.db
    .insertInto('access_fire_keys')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      id: row.id,
      number: row.number,
      description: row.description,
      credential_id: credential.id,
      created_by_name: row.createdByName,
      created_at: at.now,
      updated_at: at.now,
    })
    .execute();
  return credential.id;
}

/** Marks the fire key and its credential revoked (its grants are revoked by the caller). */
export async function markRevoked(at: At, id: string, credentialId: string): Promise<void> {
  await at.db
    .updateTable('access_fire_keys')
    .set({ revoked_at: at.now, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
  await at.db
    .updateTable('access_credentials')
    .set({ revoked_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', credentialId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteFireKey(at: At, id: string): Promise<void> {
  await at.db
    .deleteFrom('access_fire_keys')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}
