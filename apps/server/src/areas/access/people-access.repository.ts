import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import { staffPerson } from './staff.repository.ts';
import { vendorPerson } from './vendors.repository.ts';
import './access.tables.ts';

type PersonKind = access.peopleAccess.PersonKind;
type PersonGrant = access.peopleAccess.PersonGrant;
type Status = access.AccessStatus;

/** A person of one of the kinds whose access is managed. */
export interface Person {
  kind: PersonKind;
  id: string;
}

/**
 * How each kind of person is found in the community (undefined: not one of its people), with the name
 * they are listed under; `lock` locks their row for a change. Residents are those not deleted from
 * the community; staff, the customer's live profiles working in it; vendors, those working in it and
 * not deleted from the customer.
 */
export const PERSON_LOOKUPS: Record<
  PersonKind,
  (at: At, id: string, lock: boolean) => Promise<{ name: string } | undefined>
> = {
  RESIDENT: async (at, id, lock) => {
    let query = at.db
      .selectFrom('residents')
      .select(sql<string>`first_name || ' ' || last_name`.as('name'))
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },
  STAFF: staffPerson,
  VENDOR: vendorPerson,
};

const holderIs = (alias: string, person: Person) =>
  sql<boolean>`${sql.ref(`${alias}.holder_kind`)} = ${person.kind} and ${sql.ref(`${alias}.holder_id`)} = ${person.id}::uuid`;

/**
 * The source of the row under `alias` (a grant or a credential), named: "Lease of unit A-101",
 * "Group Pool club", "Key F-1001", "Direct authorization".
 */
export function sourceNameOf(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const same = (other: string) =>
    sql`${sql.ref(`${other}.customer_id`)} = ${col('customer_id')} and ${sql.ref(`${other}.community_id`)} = ${col('community_id')}`;
  return sql<string>`coalesce(case ${col('source_kind')}
    when 'LEASE' then (select 'Lease of unit ' || u.name from leases l join units u on u.customer_id = l.customer_id
      and u.community_id = l.community_id and u.id = l.unit_id where ${same('l')} and l.id = ${col('source_id')})
    when 'GROUP' then (select 'Group ' || x.name from access_groups x where ${same('x')} and x.id = ${col('source_id')})
    when 'KEY' then (select 'Key ' || k.number from access_keys k where ${same('k')} and k.id = ${col('source_id')})
    when 'PASS' then (select 'Pass of ' || p.holder_name from access_passes p where ${same('p')} and p.id = ${col('source_id')})
    when 'TEMPORARY' then 'Temporary access'
    when 'PERSON' then 'Direct authorization'
    when 'VACANT_UNIT' then 'Vacant unit access'
    end, initcap(replace(coalesce(${col('source_kind')}, 'none'), '_', ' ')))`;
}

/** The name of a grant's place: "Unit A-101", or the location's. */
const placeName = sql<string>`coalesce(
  (select 'Unit ' || u.name from units u where u.customer_id = g.customer_id and u.community_id = g.community_id and u.id = g.unit_id),
  (select p.name from location_properties p where p.customer_id = g.customer_id and p.community_id = g.community_id and p.id = g.location_id),
  '')`;

/** The person's grants as the screens show them (the caller narrows and orders). */
function grants(at: At, person: Person) {
  return at.db
    .selectFrom('access_grants as g')
    .select([
      'g.id',
      sql<access.SourceKind>`g.source_kind`.as('sourceKind'),
      'g.source_id as sourceId',
      sourceNameOf('g').as('sourceName'),
      'g.unit_id as unitId',
      'g.location_id as locationId',
      placeName.as('placeName'),
      sql<PersonGrant['schedule']>`g.schedule`.as('schedule'),
      isoTimestamp('g.valid_from').as('validFrom'),
      isoTimestamp('g.valid_until').as('validUntil'),
      sql<Status>`g.status`.as('status'),
      isoTimestamp('g.revoked_at').as('revokedAt'),
      sql<boolean>`exists (select 1 from access_person_suspended_grants s where s.customer_id = g.customer_id
        and s.community_id = g.community_id and s.grant_id = g.id)`.as('heldBySuspension'),
      sql<number>`(select count(*)::int from door_entries e where e.customer_id = g.customer_id
        and e.community_id = g.community_id and e.grant_id = g.id)`.as('locks'),
      sql<number>`(select count(*)::int from door_entries e where e.customer_id = g.customer_id
        and e.community_id = g.community_id and e.grant_id = g.id and e.confirmed = e.desired)`.as('confirmedLocks'),
      'g.created_at as createdAt',
    ])
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where(holderIs('g', person));
}

type GrantRow = Awaited<ReturnType<ReturnType<typeof grants>['execute']>>[number];

/** A grant row in the contract's shape. */
export function toPersonGrant({ unitId, locationId, placeName, createdAt: _created, ...row }: GrantRow): PersonGrant {
  return { ...row, place: { unitId, locationId, name: placeName } };
}

const grantSpec: ListSpec<GrantRow> = {
  sortable: {
    placeName: { column: 'a.placeName', type: 'text' },
    sourceKind: { column: 'a.sourceKind', type: 'text' },
  },
  defaultSort: 'placeName,asc',
  id: { column: 'a.id', field: 'id' },
};

/**
 * The person's grants that are not REVOKED, found through the holder index (a person holds tens of
 * grants, not thousands), paged and sorted over them; q matches the start of the place's name.
 */
export async function listGrants(
  at: At,
  person: Person,
  query: ListQuery & { status?: Status | undefined; sourceKind?: access.SourceKind | undefined },
) {
  let inner = grants(at, person).where('g.status', '<>', 'REVOKED');
  if (query.status) inner = inner.where('g.status', '=', query.status);
  if (query.sourceKind) inner = inner.where('g.source_kind', '=', query.sourceKind);
  let base = at.db.selectFrom(inner.as('a')).selectAll('a');
  if (query.q) {
    const like = `${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`lower(a."placeName") like ${like}`);
  }
  const page = await pagedList(at.db, base, query, grantSpec as unknown as ListSpec<Record<string, unknown>>);
  return { ...page, content: (page.content as GrantRow[]).map(toPersonGrant) };
}

/** The person's grants to one place (a unit or a location), newest first, revoked ones too. */
export async function placeGrants(at: At, person: Person, place: { unitId: string | null; locationId: string | null }) {
  const rows = await grants(at, person)
    .where(
      place.unitId
        ? sql<boolean>`g.unit_id = ${place.unitId}::uuid`
        : sql<boolean>`g.location_id = ${place.locationId}::uuid`,
    )
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .execute();
  return rows.map(toPersonGrant);
}

/** Each lock of the person's grants to one place: the entry of each credential, asked and confirmed when. */
export function placeLocks(at: At, grantIds: readonly string[]) {
  if (grantIds.length === 0) return Promise.resolve([]);
  return at.db
    .selectFrom('door_entries as e')
    .innerJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .innerJoin('access_credentials as c', (j) =>
      j
        .onRef('c.customer_id', '=', 'e.customer_id')
        .onRef('c.community_id', '=', 'e.community_id')
        .onRef('c.id', '=', 'e.credential_id'),
    )
    .select([
      'e.device_id as deviceId',
      'd.name as deviceName',
      'e.grant_id as grantId',
      'e.credential_id as credentialId',
      sql<'MOBILE' | 'FOB' | 'PIN'>`c.kind`.as('credentialKind'),
      'c.label as credentialLabel',
      sql<'PRESENT' | 'ABSENT'>`e.desired`.as('desired'),
      sql<'PRESENT' | 'ABSENT' | null>`e.confirmed`.as('confirmed'),
      isoTimestamp('e.requested_at').as('requestedAt'),
      isoTimestamp('e.confirmed_at').as('confirmedAt'),
      'e.attempts',
      'e.last_error as lastError',
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where('e.grant_id', 'in', grantIds)
    .orderBy('d.name')
    .orderBy('e.requested_at', 'desc')
    .orderBy('e.credential_id')
    .execute();
}

/**
 * A place of the community by id: a location of the tree (with its path from the root) or a unit
 * (with its building); undefined when neither.
 */
export async function findPlace(at: At, id: string) {
  const { rows } = await sql<{ unitId: string | null; locationId: string | null; name: string; path: string }>`
    with recursive up(id, parent_id, name, depth) as (
      select p.id, p.parent_id, p.name, 0 from location_properties p
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId} and p.id = ${id}
      union all
      select p.id, p.parent_id, p.name, up.depth + 1 from location_properties p join up on p.id = up.parent_id
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId} and up.depth < 50)
    select null::uuid as "unitId", ${id}::uuid as "locationId",
      (select name from up where depth = 0) as name,
      (select string_agg(name, ' / ' order by depth desc) from up) as path
    where exists (select 1 from up)
    union all
    select u.id, null, 'Unit ' || u.name, b.name || ' / Unit ' || u.name
    from units u join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
    where u.customer_id = ${at.customerId} and u.community_id = ${at.communityId} and u.id = ${id}`.execute(at.db);
  return rows[0];
}

/** Where the person's access stands: their suspension and how many grants, direct authorizations and credentials. */
export async function accessState(at: At, person: Person) {
  const { rows } = await sql<{
    suspendedAt: string | null;
    suspendedByName: string | null;
    liveGrants: number;
    directAuthorizations: number;
    liveCredentials: number;
  }>`select
      (select to_char(s.suspended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from access_person_suspensions s
        where s.customer_id = ${at.customerId} and s.community_id = ${at.communityId} and ${holderIs('s', person)}) as "suspendedAt",
      (select s.suspended_by_name from access_person_suspensions s
        where s.customer_id = ${at.customerId} and s.community_id = ${at.communityId} and ${holderIs('s', person)}) as "suspendedByName",
      (select count(*)::int from access_grants g where g.customer_id = ${at.customerId}
        and g.community_id = ${at.communityId} and ${holderIs('g', person)} and g.status <> 'REVOKED') as "liveGrants",
      (select count(*)::int from access_grants g where g.customer_id = ${at.customerId}
        and g.community_id = ${at.communityId} and ${holderIs('g', person)} and g.source_kind = 'PERSON'
        and g.status in ('ACTIVE', 'SUSPENDED')) as "directAuthorizations",
      (select count(*)::int from access_credentials c where c.customer_id = ${at.customerId}
        and c.community_id = ${at.communityId} and ${holderIs('c', person)} and c.revoked_at is null) as "liveCredentials"`.execute(
    at.db,
  );
  return rows[0]!;
}

/** The person's grants in these statuses (ACTIVE ones to suspend; ACTIVE and SUSPENDED ones to revoke). */
export async function grantIdsOf(
  at: At,
  person: Person,
  statuses: readonly Status[],
  source?: { kind: string; locationId?: string },
): Promise<string[]> {
  let query = at.db
    .selectFrom('access_grants as g')
    .select('g.id')
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where(holderIs('g', person))
    .where('g.status', 'in', statuses);
  if (source) query = query.where('g.source_kind', '=', source.kind);
  if (source?.locationId) query = query.where('g.location_id', '=', source.locationId);
  return (await query.execute()).map((r) => r.id);
}

/** The person's own mobile key (a live PERSON credential), if they have one. */
export async function personCredential(at: At, person: Person): Promise<string | undefined> {
  const row = await at.db
    .selectFrom('access_credentials as c')
    .select('c.id')
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .where(holderIs('c', person))
    .where('c.source_kind', '=', 'PERSON')
    .where('c.revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** Writes the person's own mobile key (MOBILE, source PERSON, the person's id); answers its id. */
export async function insertPersonCredential(at: At, person: Person): Promise<string> {
  const row = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: person.kind,
      holder_id: person.id,
      kind: 'MOBILE',
      label: 'Personal mobile key',
      source_kind: 'PERSON',
      source_id: person.id,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the person's live credentials revoked: all of them, or those of one source kind. */
export async function revokeCredentialsOf(at: At, person: Person, sourceKind?: string): Promise<void> {
  let query = at.db
    .updateTable('access_credentials as c')
    .set({ revoked_at: at.now })
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .where(holderIs('c', person))
    .where('c.revoked_at', 'is', null);
  if (sourceKind) query = query.where('c.source_kind', '=', sourceKind);
  await query.execute();
}

/** The person's credentials, live first, newest first, with the locks holding each and removals to confirm. */
export function keyringCredentials(at: At, person: Person) {
  const entries = (condition: string) =>
    sql<number>`(select count(distinct e.device_id)::int from door_entries e where e.customer_id = c.customer_id
      and e.community_id = c.community_id and e.credential_id = c.id and ${sql.raw(condition)})`;
  return at.db
    .selectFrom('access_credentials as c')
    .select([
      'c.id',
      sql<'MOBILE' | 'FOB' | 'PIN'>`c.kind`.as('kind'),
      'c.label',
      sql<'ISSUED' | 'UNASSIGNED' | 'NOT_RETURNED'>`c.state`.as('state'),
      sql<access.SourceKind | null>`c.source_kind`.as('sourceKind'),
      'c.source_id as sourceId',
      sourceNameOf('c').as('sourceName'),
      isoTimestamp('c.issued_at').as('issuedAt'),
      isoTimestamp('c.revoked_at').as('revokedAt'),
      entries("e.desired = 'PRESENT'").as('locks'),
      entries("e.desired = 'PRESENT' and e.confirmed = 'PRESENT'").as('holding'),
      entries("e.desired = 'ABSENT' and e.confirmed is distinct from 'ABSENT'").as('removing'),
    ])
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .where(holderIs('c', person))
    .orderBy(sql`c.revoked_at is null`, 'desc')
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.id')
    .execute();
}

// The person's suspension (D231): one row while suspended, and the grants it holds.

export function suspensionOf(at: At, holderKind: string, holderId: string) {
  return at.db
    .selectFrom('access_person_suspensions')
    .select(['suspended_at', 'suspended_by_name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', holderKind)
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
}

export async function insertSuspension(at: At, person: Person, byName: string | null): Promise<void> {
  await at.db
    .insertInto('access_person_suspensions')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: person.kind,
      holder_id: person.id,
      suspended_at: at.now,
      suspended_by_name: byName,
    })
    .execute();
}

/** Ends the person's suspension; answers the grants it held that are still SUSPENDED (the caller resumes them). */
export async function deleteSuspension(at: At, person: Person): Promise<{ ended: boolean; held: string[] }> {
  const held = await at.db
    .selectFrom('access_person_suspended_grants as s')
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 's.customer_id')
        .onRef('g.community_id', '=', 's.community_id')
        .onRef('g.id', '=', 's.grant_id'),
    )
    .select('g.id')
    .where('s.customer_id', '=', at.customerId)
    .where('s.community_id', '=', at.communityId)
    .where(holderIs('s', person))
    .where('g.status', '=', 'SUSPENDED')
    .execute();
  const result = await at.db
    .deleteFrom('access_person_suspensions')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', person.kind)
    .where('holder_id', '=', person.id)
    .executeTakeFirst();
  return { ended: Number(result.numDeletedRows) > 0, held: held.map((r) => r.id) };
}

/** Lists grants as held by their holder's suspension (resumed with the person). */
export async function holdGrants(at: At, rows: readonly { grantId: string; holderKind: string; holderId: string }[]) {
  if (rows.length === 0) return;
  await at.db
    .insertInto('access_person_suspended_grants')
    .values(
      rows.map((row) => ({
        customer_id: at.customerId,
        community_id: at.communityId,
        grant_id: row.grantId,
        holder_kind: row.holderKind,
        holder_id: row.holderId,
      })),
    )
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Grants no longer held by a person's suspension (their own source suspended them). */
export async function releaseGrants(at: At, grantIds: readonly string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await at.db
    .deleteFrom('access_person_suspended_grants')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('grant_id', 'in', grantIds)
    .execute();
}

/** Which of these grants belong to a person whose access is suspended (with that person). */
export async function grantsOfSuspendedHolders(at: At, grantIds: readonly string[]) {
  if (grantIds.length === 0) return [];
  return at.db
    .selectFrom('access_grants as g')
    .innerJoin('access_person_suspensions as s', (j) =>
      j
        .onRef('s.customer_id', '=', 'g.customer_id')
        .onRef('s.community_id', '=', 'g.community_id')
        .onRef('s.holder_kind', '=', 'g.holder_kind')
        .onRef('s.holder_id', '=', 'g.holder_id'),
    )
    .select(['g.id as grantId', 'g.holder_kind as holderKind', 'g.holder_id as holderId'])
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where('g.id', 'in', grantIds)
    .execute();
}
