import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type LeaseSummary = access.leases.LeaseSummary;
type LeaseResident = access.leases.LeaseResident;
type Authorization = access.leases.Authorization;

export const inCommunity = (scope: Pick<CommunityScope, 'db' | 'now' | 'customerId' | 'communityId'>): At => ({
  db: scope.db,
  now: scope.now,
  customerId: scope.customerId,
  communityId: scope.communityId,
});

/**
 * The leases list pages the community's leases alone, through an index for the default sort
 * (leases_starts_idx); the unit, building and resident names are read for the rows of the page only
 * (scalar subqueries), and the total counts leases alone (D218).
 */
const spec: ListSpec<LeaseSummary> = {
  sortable: {
    startsOn: { column: 'r.starts_on', type: 'date' },
    endsOn: { column: 'r.ends_on', type: 'date' },
    createdAt: { column: 'r.created_at', type: 'timestamptz' },
  },
  defaultSort: 'startsOn,desc',
  id: { column: 'r.id', field: 'id' },
};

/** A lease as the list and the details show it. */
function summaries(scope: At) {
  return scope.db
    .selectFrom('leases as r')
    .select([
      'r.id',
      'r.unit_id as unitId',
      sql<string>`(select u.name from units u where u.customer_id = r.customer_id and u.community_id = r.community_id
        and u.id = r.unit_id)`.as('unitName'),
      sql<string>`(select b.name from units u join buildings b on b.customer_id = u.customer_id
        and b.community_id = u.community_id and b.id = u.building_id
        where u.customer_id = r.customer_id and u.community_id = r.community_id and u.id = r.unit_id)`.as(
        'buildingName',
      ),
      sql<string>`to_char(r.starts_on, 'YYYY-MM-DD')`.as('startsOn'),
      sql<string>`to_char(r.ends_on, 'YYYY-MM-DD')`.as('endsOn'),
      sql<'ACTIVE' | 'ARCHIVED'>`r.state`.as('state'),
      sql<string[]>`coalesce((select array_agg(p.first_name || ' ' || p.last_name order by p.last_name, p.first_name)
        from lease_residents lr join residents p on p.customer_id = lr.customer_id and p.community_id = lr.community_id
          and p.id = lr.resident_id
        where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.lease_id = r.id), '{}')`.as(
        'residentNames',
      ),
      isoTimestamp('r.created_at').as('createdAt'),
      isoTimestamp('r.archived_at').as('archivedAt'),
    ])
    .where('r.customer_id', '=', scope.customerId)
    .where('r.community_id', '=', scope.communityId);
}

export function listLeases(scope: CommunityScope, query: ListQuery & { state?: 'ACTIVE' | 'ARCHIVED' }) {
  const at = inCommunity(scope);
  let base = summaries(at);
  if (query.state) base = base.where('r.state', '=', query.state);
  if (query.q) {
    // The units whose name starts with q, through units_search_idx (a byte-order prefix range).
    const { low, high } = prefixRange(query.q);
    base = base.where(
      'r.unit_id',
      'in',
      at.db
        .selectFrom('units as u')
        .select('u.id')
        .where('u.customer_id', '=', at.customerId)
        .where('u.community_id', '=', at.communityId)
        .where(sql<boolean>`u.search_name >= ${low} and u.search_name < ${high}`),
    );
  }
  return pagedList(scope.db, base, query, spec);
}

export async function findLease(at: At, id: string) {
  return summaries(at).where('r.id', '=', id).executeTakeFirst();
}

export function leaseResidents(at: At, leaseId: string): Promise<LeaseResident[]> {
  return at.db
    .selectFrom('lease_residents as lr')
    .innerJoin('residents as p', (j) =>
      j
        .onRef('p.customer_id', '=', 'lr.customer_id')
        .onRef('p.community_id', '=', 'lr.community_id')
        .onRef('p.id', '=', 'lr.resident_id'),
    )
    .select([
      'p.id',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'p.email',
      'p.phone',
      isoTimestamp('lr.moved_in_at').as('movedInAt'),
      isoTimestamp('lr.moved_out_at').as('movedOutAt'),
      sql<string | null>`(select m.id from move_out_reports m where m.customer_id = lr.customer_id
        and m.community_id = lr.community_id and m.lease_id = lr.lease_id and m.resident_id = lr.resident_id)`.as(
        'moveOutReportId',
      ),
    ])
    .where('lr.customer_id', '=', at.customerId)
    .where('lr.community_id', '=', at.communityId)
    .where('lr.lease_id', '=', leaseId)
    .orderBy('lr.created_at')
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id')
    .execute() as Promise<LeaseResident[]>;
}

export async function leaseAuthorizations(at: At, leaseId: string): Promise<Authorization[]> {
  const rows = await at.db
    .selectFrom('lease_authorizations as a')
    .select([
      'a.id',
      'a.unit_id as unitId',
      'a.location_id as locationId',
      sql<string>`coalesce(
        (select 'Unit ' || u.name from units u where u.customer_id = a.customer_id and u.community_id = a.community_id and u.id = a.unit_id),
        (select p.name from location_properties p where p.customer_id = a.customer_id and p.community_id = a.community_id and p.id = a.location_id),
        '')`.as('name'),
    ])
    .where('a.customer_id', '=', at.customerId)
    .where('a.community_id', '=', at.communityId)
    .where('a.lease_id', '=', leaseId)
    .orderBy(sql`a.unit_id is null`)
    .orderBy('a.created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, place: { unitId: r.unitId, locationId: r.locationId, name: r.name } }));
}

export async function unitExists(at: At, unitId: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('units')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLocations(at: At, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await at.db
    .selectFrom('location_properties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLease(
  at: At,
  lease: { id?: string; unitId: string; startsOn: string; endsOn: string },
): Promise<string> {
  const row = await at.db
    .insertInto('leases')
    .values({
      ...(lease.id ? { id: lease.id } : {}),
      customer_id: at.customerId,
      community_id: at.communityId,
      unit_id: lease.unitId,
      starts_on: lease.startsOn,
      ends_on: lease.endsOn,
      archived_at: null,
      created_at: at.now,
      updated_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertResident(
  at: At,
  person: { firstName: string; lastName: string; email: string | null; phone: string | null },
): Promise<string> {
  const row = await at.db
    .insertInto('residents')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      created_at: at.now,
      updated_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A resident already known by email in the community (one person, one row; a deleted one is not, D229). */
export async function residentByEmail(at: At, email: string): Promise<string | undefined> {
  const row = await at.db
    .selectFrom('residents')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
  return row?.id;
}

export async function addLeaseResident(at: At, leaseId: string, residentId: string): Promise<void> {
  await at.db
    .insertInto('lease_residents')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      lease_id: leaseId,
      resident_id: residentId,
      moved_in_at: null,
      moved_out_at: null,
      created_at: at.now,
    })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function insertAuthorization(
  at: At,
  leaseId: string,
  place: { unitId: string | null; locationId: string | null },
): Promise<string | undefined> {
  const row = await at.db
    .insertInto('lease_authorizations')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      lease_id: leaseId,
      unit_id: place.unitId,
      location_id: place.locationId,
      created_at: at.now,
    })
    .onConflict((c) => c.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findAuthorization(at: At, leaseId: string, id: string) {
  return at.db
    .selectFrom('lease_authorizations')
    .select(['id', 'unit_id as unitId', 'location_id as locationId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('lease_id', '=', leaseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteAuthorization(at: At, id: string): Promise<void> {
  await at.db
    .deleteFrom('lease_authorizations')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

/** The lease row locked for a change (two move-ins of one resident cannot both run). */
export function lockLease(at: At, leaseId: string) {
  return at.db
    .selectFrom('leases')
    .select(['id', 'state', 'unit_id as unitId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', leaseId)
    .forUpdate()
    .executeTakeFirst();
}

export function leaseResident(at: At, leaseId: string, residentId: string) {
  return at.db
    .selectFrom('lease_residents as lr')
    .innerJoin('residents as p', (j) =>
      j
        .onRef('p.customer_id', '=', 'lr.customer_id')
        .onRef('p.community_id', '=', 'lr.community_id')
        .onRef('p.id', '=', 'lr.resident_id'),
    )
    .select([
      'lr.moved_in_at as movedInAt',
      'lr.moved_out_at as movedOutAt',
      'p.first_name as firstName',
      'p.last_name as lastName',
    ])
    .where('lr.customer_id', '=', at.customerId)
    .where('lr.community_id', '=', at.communityId)
    .where('lr.lease_id', '=', leaseId)
    .where('lr.resident_id', '=', residentId)
    .executeTakeFirst();
}

export async function setMoved(at: At, leaseId: string, residentId: string, column: 'moved_in_at' | 'moved_out_at') {
  await at.db
    .updateTable('lease_residents')
    .set({ [column]: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('lease_id', '=', leaseId)
    .where('resident_id', '=', residentId)
    .execute();
}

/** Residents of the lease not moved out: all of them, or only those moved in. */
export async function residentsStaying(at: At, leaseId: string, only: 'moved-in' | 'all'): Promise<string[]> {
  let query = at.db
    .selectFrom('lease_residents')
    .select('resident_id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('lease_id', '=', leaseId)
    .where('moved_out_at', 'is', null);
  if (only === 'moved-in') query = query.where('moved_in_at', 'is not', null);
  return (await query.execute()).map((r) => r.resident_id);
}

export async function archive(at: At, leaseId: string): Promise<void> {
  await at.db
    .updateTable('leases')
    .set({ state: 'ARCHIVED', archived_at: at.now, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', leaseId)
    .execute();
}

export async function insertCredential(
  at: At,
  credential: { holderId: string; label: string; sourceId: string },
): Promise<string> {
  const row = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: 'RESIDENT',
      holder_id: credential.holderId,
      kind: 'MOBILE',
      label: credential.label,
      source_kind: 'LEASE',
      source_id: credential.sourceId,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The resident's live credentials issued for this lease. */
export async function leaseCredentials(at: At, leaseId: string, residentId: string): Promise<string[]> {
  const rows = await at.db
    .selectFrom('access_credentials')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', 'RESIDENT')
    .where('holder_id', '=', residentId)
    .where('source_kind', '=', 'LEASE')
    .where('source_id', '=', leaseId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function revokeCredentials(at: At, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await at.db
    .updateTable('access_credentials')
    .set({ revoked_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', ids)
    .execute();
}

/** The live grants a lease gave: all of them, or one resident's, or one authorization's place. */
export async function leaseGrants(
  at: At,
  leaseId: string,
  filter: { residentId?: string; place?: { unitId: string | null; locationId: string | null } } = {},
): Promise<string[]> {
  let query = at.db
    .selectFrom('access_grants')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('source_kind', '=', 'LEASE')
    .where('source_id', '=', leaseId)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED']);
  if (filter.residentId) query = query.where('holder_kind', '=', 'RESIDENT').where('holder_id', '=', filter.residentId);
  if (filter.place) {
    const { unitId, locationId } = filter.place;
    query = unitId ? query.where('unit_id', '=', unitId) : query.where('location_id', '=', locationId ?? '');
  }
  return (await query.execute()).map((r) => r.id);
}

export async function insertReport(
  at: At,
  leaseId: string,
  residentId: string,
  executedBy: { id: string; name: string } | null,
) {
  await at.db
    .insertInto('move_out_reports')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      lease_id: leaseId,
      resident_id: residentId,
      executed_at: at.now,
      executed_by: executedBy?.id ?? null,
      executed_by_name: executedBy?.name ?? null,
      completed_at: null,
      content: null,
    })
    .execute();
}

/** The credentials of a move-out proof, each with every lock entry it had on the lease's grants. */
export async function proofCredentials(at: At, leaseId: string, residentId: string) {
  const credentials = await at.db
    .selectFrom('access_credentials as c')
    .select([
      'c.id',
      sql<'MOBILE' | 'FOB' | 'PIN'>`c.kind`.as('kind'),
      'c.label',
      sql<'ISSUED' | 'UNASSIGNED' | 'NOT_RETURNED'>`c.state`.as('state'),
      isoTimestamp('c.issued_at').as('issuedAt'),
      isoTimestamp('c.revoked_at').as('revokedAt'),
    ])
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .where('c.holder_kind', '=', 'RESIDENT')
    .where('c.holder_id', '=', residentId)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.source_kind', '=', 'LEASE'), eb('c.source_id', '=', leaseId)]),
        // Keys (fobs, D221) and group keys (D223) the resident held when the move-out was executed.
        eb.and([
          eb('c.source_kind', 'in', ['KEY', 'GROUP']),
          sql<boolean>`exists (select 1 from lease_residents lr where lr.customer_id = c.customer_id
            and lr.community_id = c.community_id and lr.lease_id = ${leaseId} and lr.resident_id = c.holder_id
            and lr.moved_out_at is not null and c.issued_at <= lr.moved_out_at
            and (c.revoked_at is null or c.revoked_at >= lr.moved_out_at))`,
        ]),
      ]),
    )
    .orderBy('c.issued_at')
    .execute();
  if (credentials.length === 0) return [];
  const entries = await at.db
    .selectFrom('door_entries as e')
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 'e.customer_id')
        .onRef('g.community_id', '=', 'e.community_id')
        .onRef('g.id', '=', 'e.grant_id'),
    )
    .innerJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .select([
      'e.credential_id as credentialId',
      'e.device_id as deviceId',
      'd.name as deviceName',
      'e.grant_id as grantId',
      sql<'PRESENT' | 'ABSENT'>`e.desired`.as('desired'),
      sql<'PRESENT' | 'ABSENT' | null>`e.confirmed`.as('confirmed'),
      isoTimestamp('e.requested_at').as('requestedAt'),
      isoTimestamp('e.confirmed_at').as('confirmedAt'),
      'e.attempts',
      'e.last_error as lastError',
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where(
      'e.credential_id',
      'in',
      credentials.map((c) => c.id),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('g.source_kind', '=', 'LEASE'), eb('g.source_id', '=', leaseId)]),
        eb('g.source_kind', 'in', ['KEY', 'GROUP']),
      ]),
    )
    .where('g.holder_id', '=', residentId)
    .orderBy('d.name')
    .execute();
  return credentials.map((credential) => ({
    ...credential,
    locks: entries
      .filter((entry) => entry.credentialId === credential.id)
      .map(({ credentialId: _c, ...entry }) => entry as access.DoorEntry),
  }));
}

export function findReport(at: At, leaseId: string, residentId: string) {
  return at.db
    .selectFrom('move_out_reports as m')
    .innerJoin('communities as k', (j) =>
      j.onRef('k.customer_id', '=', 'm.customer_id').onRef('k.id', '=', 'm.community_id'),
    )
    .select([
      'm.id',
      'm.lease_id as leaseId',
      'm.resident_id as residentId',
      'k.name as communityName',
      isoTimestamp('m.executed_at').as('executedAt'),
      'm.executed_by_name as executedBy',
      isoTimestamp('m.completed_at').as('completedAt'),
      'm.content',
    ])
    .where('m.customer_id', '=', at.customerId)
    .where('m.community_id', '=', at.communityId)
    .where('m.lease_id', '=', leaseId)
    .where('m.resident_id', '=', residentId)
    .executeTakeFirst();
}

/**
 * Freezes every move-out proof of the community whose locks have all confirmed: its content is
 * written once and never changes again.
 */
export async function completeMoveOutReports(at: At): Promise<void> {
  const open = await at.db
    .selectFrom('move_out_reports')
    .select(['id', 'lease_id', 'resident_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('completed_at', 'is', null)
    .execute();
  for (const report of open) {
    const credentials = await proofCredentials(at, report.lease_id, report.resident_id);
    const pending = credentials.some((c) => c.locks.some((lock) => lock.confirmed !== lock.desired));
    if (pending) continue;
    await at.db
      .updateTable('move_out_reports')
      .set({ completed_at: at.now, content: JSON.stringify({ credentials }) })
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('id', '=', report.id)
      .where('completed_at', 'is', null)
      .execute();
  }
}

export function unitChoices(at: At, q: string | undefined) {
  let query = at.db
    .selectFrom('units as u')
    .innerJoin('buildings as b', (j) =>
      j
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .select(['u.id', 'u.name', 'b.name as buildingName'])
    .where('u.customer_id', '=', at.customerId)
    .where('u.community_id', '=', at.communityId);
  if (q) query = query.where(sql<boolean>`lower(u.name) like ${prefixRange(q).like}`);
  return query.orderBy('u.name').orderBy('u.id').limit(20).execute();
}

export async function locationChoices(at: At) {
  const rows = await sql<{ id: string; name: string; path: string }>`with recursive tree(id, name, path) as (
      select p.id, p.name, p.name::text from location_properties p
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId} and p.parent_id is null
      union all
      select p.id, p.name, tree.path || ' / ' || p.name from location_properties p join tree on p.parent_id = tree.id
      where p.customer_id = ${at.customerId} and p.community_id = ${at.communityId})
    select id, name, path from tree order by path`.execute(at.db);
  return rows.rows;
}

/** Renewals and transfers of a lease, oldest first. */
export function leaseChanges(at: At, leaseId: string) {
  return at.db
    .selectFrom('lease_changes')
    .select([
      'id',
      sql<'RENEWED' | 'TRANSFERRED'>`kind`.as('kind'),
      'resident_id as residentId',
      'detail',
      'by_name as byName',
      isoTimestamp('occurred_at').as('occurredAt'),
    ])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('lease_id', '=', leaseId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export async function insertChange(
  at: At,
  change: {
    leaseId: string;
    kind: 'RENEWED' | 'TRANSFERRED';
    residentId: string | null;
    detail: string;
    byName: string | null;
  },
): Promise<void> {
  await at.db
    .insertInto('lease_changes')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      lease_id: change.leaseId,
      kind: change.kind,
      resident_id: change.residentId,
      detail: change.detail,
      by_name: change.byName,
      occurred_at: at.now,
    })
    .execute();
}

export async function updateLease(at: At, leaseId: string, set: { endsOn?: string; unitId?: string }): Promise<void> {
  await at.db
    .updateTable('leases')
    .set({
      ...(set.endsOn ? { ends_on: set.endsOn } : {}),
      ...(set.unitId ? { unit_id: set.unitId } : {}),
      updated_at: at.now,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', leaseId)
    .execute();
}

/** Points the lease's unit authorization at another unit. */
export async function moveUnitAuthorization(at: At, leaseId: string, from: string, to: string): Promise<void> {
  await at.db
    .updateTable('lease_authorizations')
    .set({ unit_id: to })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('lease_id', '=', leaseId)
    .where('unit_id', '=', from)
    .execute();
}

/**
 * The move-ins due from `from` to `to` (the lease's first day, both included): active leases with
 * residents not moved in yet, soonest first, with those residents' names. What the move-in seam
 * (`platform/leasing/move-ins.ts`) answers for the smart-building leases (D250).
 */
export async function movesInDue(at: At, from: string, to: string) {
  const { rows } = await sql<{ leaseId: string; unitId: string; dueOn: string; residents: string[] }>`
    select l.id as "leaseId", l.unit_id as "unitId", to_char(l.starts_on, 'YYYY-MM-DD') as "dueOn",
      array_agg(p.first_name || ' ' || p.last_name order by p.last_name, p.first_name, p.id) as residents
    from leases l
    join lease_residents lr on lr.customer_id = l.customer_id and lr.community_id = l.community_id
      and lr.lease_id = l.id and lr.moved_in_at is null
    join residents p on p.customer_id = lr.customer_id and p.community_id = lr.community_id and p.id = lr.resident_id
    where l.customer_id = ${at.customerId}::uuid and l.community_id = ${at.communityId}::uuid
      and l.state = 'ACTIVE' and l.starts_on between ${from}::date and ${to}::date
    group by l.id, l.unit_id, l.starts_on
    order by l.starts_on, l.id`.execute(at.db);
  return rows;
}
