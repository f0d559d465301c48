import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, keyStartsWith, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';
import { worksInCommunity } from '../../platform/db/community-staff.ts';

type TemporaryAccess = access.staffAccess.TemporaryAccess;

/** The access's row as the screens show it. */
export function accesses(at: At) {
  return at.db
    .selectFrom('temporary_accesses as t')
    .select([
      't.id',
      't.staff_profile_id as staffProfileId',
      't.staff_name as staffName',
      sql<'VIRTUAL' | 'MOBILE'>`t.kind`.as('kind'),
      't.reason',
      isoTimestamp('t.valid_from').as('validFrom'),
      isoTimestamp('t.valid_until').as('validUntil'),
      sql<TemporaryAccess['hours']>`t.hours`.as('hours'),
      sql<access.AccessStatus>`t.status`.as('status'),
      sql<boolean>`t.valid_until <= ${at.now}`.as('expired'),
      sql<string[]>`coalesce((select array_agg(p.location_id order by l.name) from temporary_access_places p
        join location_properties l on l.customer_id = p.customer_id and l.community_id = p.community_id and l.id = p.location_id
        where p.customer_id = t.customer_id and p.community_id = t.community_id and p.access_id = t.id), '{}')`.as(
        'locationIds',
      ),
      sql<string[]>`coalesce((select array_agg(l.name order by l.name) from temporary_access_places p
        join location_properties l on l.customer_id = p.customer_id and l.community_id = p.community_id and l.id = p.location_id
        where p.customer_id = t.customer_id and p.community_id = t.community_id and p.access_id = t.id), '{}')`.as(
        'locationNames',
      ),
      't.credential_id as credentialId',
      't.pin',
      't.granted_by_name as grantedByName',
      isoTimestamp('t.revoked_at').as('revokedAt'),
      isoTimestamp('t.created_at').as('createdAt'),
    ])
    .where('t.customer_id', '=', at.customerId)
    .where('t.community_id', '=', at.communityId);
}

const spec: ListSpec<TemporaryAccess> = {
  sortable: {
    validUntil: { column: 't.valid_until', type: 'timestamptz' },
    staffName: { column: 't.staff_name', type: 'text' },
    createdAt: { column: 't.created_at', type: 'timestamptz' },
  },
  defaultSort: 'validUntil,desc',
  id: { column: 't.id', field: 'id' },
};

/** The active list (not revoked, not expired) or the expired-or-revoked list. */
export function list(at: At, query: ListQuery & { list: 'active' | 'ended' }) {
  let base = accesses(at);
  base =
    query.list === 'active'
      ? base.where('t.status', 'in', ['ACTIVE', 'SUSPENDED', 'REVOKING']).where('t.valid_until', '>', at.now)
      : base.where((eb) => eb.or([eb('t.status', '=', 'REVOKED'), eb('t.valid_until', '<=', at.now)]));
  if (query.q) base = base.where(keyStartsWith('t.staff_key', query.q));
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export async function find(at: At, id: string) {
  return accesses(at).where('t.id', '=', id).executeTakeFirst();
}

export function lock(at: At, id: string) {
  return at.db
    .selectFrom('temporary_accesses')
    .select(['id', 'status', 'kind', 'credential_id as credentialId', 'staff_name as staffName'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A staff member of the community (an active profile assigned to it, or seeing every community). */
export async function staffMember(at: At, profileId: string) {
  const { rows } = await sql<{ id: string; name: string; email: string }>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null and cu.id = ${profileId}::uuid
      and ${worksInCommunity(at.communityId)}`.execute(at.db);
  return rows[0];
}

export async function staffChoices(at: At, q: string | undefined) {
  const like = q ? prefixRange(q).like : '%';
  const { rows } = await sql<{ id: string; name: string; email: string }>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null
      and ${worksInCommunity(at.communityId)}
      and (lower(u.first_name) like ${like} or lower(u.last_name) like ${like})
    order by u.last_name, u.first_name, cu.id
    limit 20`.execute(at.db);
  return rows;
}

export async function insertCredential(
  at: At,
  credential: { holderId: string; kind: 'PIN' | 'MOBILE'; label: string; sourceId: string },
): Promise<string> {
  const row = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: 'STAFF',
      holder_id: credential.holderId,
      kind: credential.kind,
      label: credential.label,
      source_kind: 'TEMPORARY',
      source_id: credential.sourceId,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccess(
  at: At,
  row: {
    id: string;
    staffProfileId: string;
    staffName: string;
    kind: 'VIRTUAL' | 'MOBILE';
    reason: string | null;
    validFrom: Date;
    validUntil: Date;
    hours: unknown[] | null;
    credentialId: string;
    pin: string | null;
    grantedByName: string | null;
  },
): Promise<void> {
  await at.db
    .insertInto('temporary_accesses')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      id: row.id,
      staff_profile_id: row.staffProfileId,
      staff_name: row.staffName,
      kind: row.kind,
      reason: row.reason,
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      hours: row.hours ? JSON.stringify(row.hours) : null,
      credential_id: row.credentialId,
      pin: row.pin,
      granted_by_name: row.grantedByName,
      revoked_at: null,
      created_at: at.now,
      updated_at: at.now,
    })
    .execute();
}

export async function updateAccess(
  at: At,
  id: string,
  row: { reason: string | null; validFrom: Date; validUntil: Date; hours: unknown[] | null },
): Promise<void> {
  await at.db
    .updateTable('temporary_accesses')
    .set({
      reason: row.reason,
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      hours: row.hours ? JSON.stringify(row.hours) : null,
      updated_at: at.now,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export async function setStatus(at: At, id: string, status: access.AccessStatus): Promise<void> {
  await at.db
    .updateTable('temporary_accesses')
    .set({
      status,
      updated_at: at.now,
      ...(status === 'REVOKING' ? { revoked_at: at.now } : {}),
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export async function recordEvent(
  at: At,
  accessId: string,
  event: access.staffAccess.TemporaryAccessEvent,
  actorName: string | null,
  detail: string | null = null,
): Promise<void> {
  await at.db
    .insertInto('access_events')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      access_id: accessId,
      event,
      actor_name: actorName,
      detail,
      occurred_at: at.now,
    })
    .execute();
}

/**
 * REVOKING temporary accesses whose every grant is REVOKED become REVOKED, with a
 * REVOCATION_CONFIRMED event (the door sync calls this after each confirmation).
 */
export async function settleTemporaryAccesses(at: At): Promise<void> {
  const settled = await at.db
    .updateTable('temporary_accesses as t')
    .set({ status: 'REVOKED', updated_at: at.now })
    .where('t.customer_id', '=', at.customerId)
    .where('t.community_id', '=', at.communityId)
    .where('t.status', '=', 'REVOKING')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('access_grants as g')
            .select(sql`1`.as('one'))
            .whereRef('g.customer_id', '=', 't.customer_id')
            .whereRef('g.community_id', '=', 't.community_id')
            .where('g.source_kind', '=', 'TEMPORARY')
            .whereRef('g.source_id', '=', 't.id')
            .where('g.status', '<>', 'REVOKED'),
        ),
      ),
    )
    .returning('t.id')
    .execute();
  for (const row of settled) await recordEvent(at, row.id, 'REVOCATION_CONFIRMED', null, 'Every lock confirmed.');
}

const eventSpec: ListSpec<Record<string, unknown>> = {
  sortable: { occurredAt: { column: 'e.occurred_at', type: 'timestamptz' } },
  defaultSort: 'occurredAt,desc',
  id: { column: 'e.id', field: 'id' },
};

export function events(at: At, query: ListQuery & { accessId?: string }) {
  let base = at.db
    .selectFrom('access_events as e')
    .innerJoin('temporary_accesses as t', (j) =>
      j
        .onRef('t.customer_id', '=', 'e.customer_id')
        .onRef('t.community_id', '=', 'e.community_id')
        .onRef('t.id', '=', 'e.access_id'),
    )
    .select([
      'e.id',
      'e.access_id as accessId',
      't.staff_name as staffName',
      sql<access.staffAccess.TemporaryAccessEvent>`e.event`.as('event'),
      'e.actor_name as actorName',
      'e.detail',
      isoTimestamp('e.occurred_at').as('occurredAt'),
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId);
  if (query.accessId) base = base.where('e.access_id', '=', query.accessId);
  return pagedList(at.db, base, query, eventSpec);
}
