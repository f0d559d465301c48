import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, keyStartsWith, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';
import { worksInCommunity } from '../../platform/db/community-staff.ts';

type AccessKey = access.keys.AccessKey;
type KeyState = AccessKey['state'];
type HolderKind = 'RESIDENT' | 'STAFF';

const locationsOf = (column: 'id' | 'name') =>
  sql<string[]>`coalesce((select array_agg(${sql.ref(`l.${column}`)} order by l.name) from access_key_locations kl
    join location_properties l on l.customer_id = kl.customer_id and l.community_id = kl.community_id and l.id = kl.location_id
    where kl.customer_id = k.customer_id and kl.community_id = k.community_id and kl.key_id = k.id), '{}')`;

/** A key's row as the screens show it. */
function keys(at: At) {
  return at.db
    .selectFrom('access_keys as k')
    .select([
      'k.id',
      'k.number',
      'k.description',
      sql<KeyState>`k.state`.as('state'),
      sql<HolderKind | null>`k.holder_kind`.as('holderKind'),
      'k.holder_id as holderId',
      'k.holder_name as holderName',
      locationsOf('id').as('locationIds'),
      locationsOf('name').as('locationNames'),
      isoTimestamp('k.issued_at').as('issuedAt'),
      isoTimestamp('k.created_at').as('createdAt'),
      isoTimestamp('k.updated_at').as('updatedAt'),
    ])
    .where('k.customer_id', '=', at.customerId)
    .where('k.community_id', '=', at.communityId);
}

const spec: ListSpec<AccessKey> = {
  sortable: {
    number: { column: 'k.number', type: 'text' },
    holderName: { column: 'k.holder_name', type: 'text' },
    updatedAt: { column: 'k.updated_at', type: 'timestamptz' },
  },
  defaultSort: 'number,asc',
  id: { column: 'k.id', field: 'id' },
};

/** The community's keys; q matches the start of the number or of the holder's name. */
export function list(at: At, query: ListQuery & { state?: KeyState }) {
  let base = keys(at);
  if (query.state) base = base.where('k.state', '=', query.state);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) => eb.or([keyStartsWith('k.number_key', q), keyStartsWith('k.holder_key', q)]));
  }
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return keys(at).where('k.id', '=', id).executeTakeFirst();
}

/** The key's row, locked for a change. */
export function lockKey(at: At, id: string) {
  return at.db
    .selectFrom('access_keys')
    .select(['id', 'number', 'state', 'holder_kind', 'holder_id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Which of these numbers are taken in the community (any case). */
export async function numbersTaken(at: At, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await at.db
    .selectFrom('access_keys')
    .select(sql<string>`lower(number)`.as('number'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where(
      sql<string>`lower(number)`,
      'in',
      numbers.map((n) => n.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((r) => r.number));
}

export interface NewKey {
  id: string;
  number: string;
  description: string | null;
  locationIds: readonly string[];
}

/** Adds keys to stock (UNASSIGNED) with their locations. */
export async function insertKeys(at: At, rows: readonly NewKey[]): Promise<void> {
  if (rows.length === 0) return;
  await at.db
    .insertInto('access_keys')
    .values(
      rows.map((row) => ({
        customer_id: at.customerId,
        community_id: at.communityId,
        id: row.id,
        number: row.number,
        description: row.description,
        created_at: at.now,
        updated_at: at.now,
      })),
    )
    .execute();
  const places = rows.flatMap((row) =>
    [...new Set(row.locationIds)].map((locationId) => ({
      customer_id: at.customerId,
      community_id: at.communityId,
      key_id: row.id,
      location_id: locationId,
    })),
  );
  if (places.length > 0) await at.db.insertInto('access_key_locations').values(places).execute();
}

/** Issues the key to a holder: its credential (FOB, source KEY) and the key's ISSUED state. */
export async function issue(
  at: At,
  key: { id: string; number: string },
  holder: { kind: HolderKind; id: string; name: string },
): Promise<string> {
  const credential = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: holder.kind,
      holder_id: holder.id,
      kind: 'FOB',
      label: `Key ${key.number}`,
      source_kind: 'KEY',
      source_id: key.id,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await at.db
    .updateTable('access_keys')
    .set({
      state: 'ISSUED',
      holder_kind: holder.kind,
      holder_id: holder.id,
      holder_name: holder.name,
      credential_id: credential.id,
      issued_at: at.now,
      updated_at: at.now,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', key.id)
    .execute();
  return credential.id;
}

/**
 * Ends an issued key's credential and sets its state: UNASSIGNED (handed in, the holder is
 * cleared) or NOT_RETURNED (the holder is kept: who still has it).
 */
export async function takeBack(
  at: At,
  keyId: string,
  credentialId: string | null,
  state: 'UNASSIGNED' | 'NOT_RETURNED',
): Promise<void> {
  if (credentialId) {
    await at.db
      .updateTable('access_credentials')
      .set({ revoked_at: at.now, ...(state === 'NOT_RETURNED' ? { state: 'NOT_RETURNED' } : {}) })
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('id', '=', credentialId)
      .where('revoked_at', 'is', null)
      .execute();
  }
  await at.db
    .updateTable('access_keys')
    .set({
      state,
      credential_id: null,
      updated_at: at.now,
      ...(state === 'UNASSIGNED' ? { holder_kind: null, holder_id: null, holder_name: null, issued_at: null } : {}),
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', keyId)
    .execute();
}

export async function deleteKey(at: At, keyId: string): Promise<void> {
  await at.db
    .deleteFrom('access_keys')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', keyId)
    .execute();
}

/** Who held the key, newest first (its credentials). */
export function holdings(at: At, keyId: string) {
  return at.db
    .selectFrom('access_credentials as c')
    .select([
      'c.id as credentialId',
      sql<HolderKind>`c.holder_kind`.as('holderKind'),
      sql<string>`coalesce(case c.holder_kind
        when 'RESIDENT' then (select r.first_name || ' ' || r.last_name from residents r
          where r.customer_id = c.customer_id and r.community_id = c.community_id and r.id = c.holder_id)
        when 'STAFF' then (select u.first_name || ' ' || u.last_name from customer_users cu join users u on u.id = cu.user_id
          where cu.customer_id = c.customer_id and cu.id = c.holder_id)
        end, '')`.as('holderName'),
      isoTimestamp('c.issued_at').as('issuedAt'),
      isoTimestamp('c.revoked_at').as('revokedAt'),
    ])
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .where('c.source_kind', '=', 'KEY')
    .where('c.source_id', '=', keyId)
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.id')
    .execute();
}

/** Keys whose number starts with q: those not issued, or all of them. */
export function keyChoices(at: At, q: string | undefined, all: boolean) {
  let query = at.db
    .selectFrom('access_keys')
    .select(['id', 'number', sql<KeyState>`state`.as('state'), 'description'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId);
  if (!all) query = query.where('state', '<>', 'ISSUED');
  if (q) query = query.where(sql<boolean>`lower(number) like ${prefixRange(q).like}`);
  return query.orderBy('number').orderBy('id').limit(20).execute();
}

/** The staff condition of the community: an active profile assigned to it, or seeing every community. */
const staffOfCommunity = (at: At) => sql`cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null
  and ${worksInCommunity(at.communityId)}`;

/** A resident living in the community now: moved in on a lease, not moved out of it. */
const livingResident = (at: At, alias: string) => sql`exists (select 1 from lease_residents lr
  where lr.customer_id = ${sql.ref(`${alias}.customer_id`)} and lr.community_id = ${sql.ref(`${alias}.community_id`)}
    and lr.resident_id = ${sql.ref(`${alias}.id`)} and lr.moved_in_at is not null and lr.moved_out_at is null
    and lr.customer_id = ${at.customerId}::uuid and lr.community_id = ${at.communityId}::uuid)`;

/** A person a key may be issued to, with the name it is listed under; undefined when not one. */
export async function holder(at: At, kind: HolderKind, id: string): Promise<{ name: string } | undefined> {
  if (kind === 'RESIDENT') {
    const { rows } = await sql<{ name: string }>`select r.first_name || ' ' || r.last_name as name from residents r
      where r.customer_id = ${at.customerId}::uuid and r.community_id = ${at.communityId}::uuid and r.id = ${id}::uuid
        and ${livingResident(at, 'r')}`.execute(at.db);
    return rows[0];
  }
  const { rows } = await sql<{ name: string }>`select u.first_name || ' ' || u.last_name as name
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.id = ${id}::uuid and ${staffOfCommunity(at)}`.execute(at.db);
  return rows[0];
}

/** Residents living in the community and its staff whose first or last name starts with q. */
export async function holderChoices(at: At, q: string | undefined) {
  const like = q ? prefixRange(q).like : '%';
  const residents = await sql<{ id: string; name: string; detail: string }>`
    select r.id, r.first_name || ' ' || r.last_name as name, coalesce(
      (select 'Unit ' || u.name from lease_residents lr
        join leases l on l.customer_id = lr.customer_id and l.community_id = lr.community_id and l.id = lr.lease_id
        join units u on u.customer_id = l.customer_id and u.community_id = l.community_id and u.id = l.unit_id
        where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.resident_id = r.id
          and lr.moved_in_at is not null and lr.moved_out_at is null
        order by lr.moved_in_at desc limit 1), '') as detail
    from residents r
    where r.customer_id = ${at.customerId}::uuid and r.community_id = ${at.communityId}::uuid
      and ${livingResident(at, 'r')}
      and (lower(r.first_name) like ${like} or lower(r.last_name) like ${like})
    order by r.last_name, r.first_name, r.id limit 20`.execute(at.db);
  const staff = await sql<{ id: string; name: string; detail: string }>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email as detail
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where ${staffOfCommunity(at)} and (lower(u.first_name) like ${like} or lower(u.last_name) like ${like})
    order by u.last_name, u.first_name, cu.id limit 20`.execute(at.db);
  return [
    ...residents.rows.map((r) => ({ holderKind: 'RESIDENT' as const, holderId: r.id, name: r.name, detail: r.detail })),
    ...staff.rows.map((s) => ({ holderKind: 'STAFF' as const, holderId: s.id, name: s.name, detail: s.detail })),
  ];
}

/** Keys issued to a resident (a move-out takes them back). */
export async function issuedTo(at: At, kind: HolderKind, holderId: string) {
  return at.db
    .selectFrom('access_keys')
    .select(['id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', kind)
    .where('holder_id', '=', holderId)
    .where('state', '=', 'ISSUED')
    .forUpdate()
    .execute();
}

/** Location ids by lower-cased name, for the import (a name used twice in the tree is ambiguous). */
export async function locationsByName(at: At): Promise<Map<string, string[]>> {
  const rows = await at.db
    .selectFrom('location_properties')
    .select(['id', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .execute();
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name.toLowerCase(), [...(byName.get(row.name.toLowerCase()) ?? []), row.id]);
  return byName;
}
