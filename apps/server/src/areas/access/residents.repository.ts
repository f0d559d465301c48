import type { access, ListQuery } from '@lintel/contracts';
import { type SqlBool, sql } from 'kysely';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type ResidentStatus = access.residents.ResidentStatus;

/** The resident's lease rows (`lr`) joined to their lease (`l`), for the row `r`. */
const onLeases = (condition: ReturnType<typeof sql>) => sql<boolean>`exists (select 1 from lease_residents lr
  join leases l on l.customer_id = lr.customer_id and l.community_id = lr.community_id and l.id = lr.lease_id
  where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.resident_id = r.id and ${condition})`;

/**
 * CURRENT: moved in, not out, on an active lease; FUTURE: on an active lease, not moved in; PAST: only
 * moved out or on archived leases; NONE: on no lease (D229). Written twice, with the same meaning, for
 * the two ways it is read (D237):
 * - `status`, a row's own, is one aggregate over the resident's lease rows through
 *   lease_residents_resident_idx: a page reads 20 residents' rows and nothing else;
 * - `statusTest`, the filter's, is a chain of EXISTS, which the planner may answer with one hash of the
 *   community's lease rows: cheaper when the count tests up to STATUS_READ_LIMIT residents, but as a
 *   page's column it built that hash for 20 rows (336 ms against 38 ms at 50,000 residents).
 */
const status = sql<ResidentStatus>`(select case when count(*) = 0 then 'NONE'
    when bool_or(l.state = 'ACTIVE' and lr.moved_in_at is not null and lr.moved_out_at is null) then 'CURRENT'
    when bool_or(l.state = 'ACTIVE' and lr.moved_in_at is null) then 'FUTURE'
    else 'PAST' end
  from lease_residents lr
  join leases l on l.customer_id = lr.customer_id and l.community_id = lr.community_id and l.id = lr.lease_id
  where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.resident_id = r.id)`;

const statusTest = sql<ResidentStatus>`case
  when ${onLeases(sql`l.state = 'ACTIVE' and lr.moved_in_at is not null and lr.moved_out_at is null`)} then 'CURRENT'
  when ${onLeases(sql`l.state = 'ACTIVE' and lr.moved_in_at is null`)} then 'FUTURE'
  when ${onLeases(sql`true`)} then 'PAST'
  else 'NONE' end`;

/** The units of the active leases the resident has not moved out of. */
const units = sql<string[]>`coalesce((select array_agg(u.name order by u.name) from lease_residents lr
  join leases l on l.customer_id = lr.customer_id and l.community_id = lr.community_id and l.id = lr.lease_id
  join units u on u.customer_id = l.customer_id and u.community_id = l.community_id and u.id = l.unit_id
  where lr.customer_id = r.customer_id and lr.community_id = r.community_id and lr.resident_id = r.id
    and l.state = 'ACTIVE' and lr.moved_out_at is null), '{}')`;

const liveCredentials = sql<number>`(select count(*)::int from access_credentials c where c.customer_id = r.customer_id
  and c.community_id = r.community_id and c.holder_kind = 'RESIDENT' and c.holder_id = r.id and c.revoked_at is null)`;

/**
 * The community's residents not deleted, as the list and the details show them. `name` and `email`
 * are the list's sort keys (what its page tokens carry); the email itself rides as `shownEmail` and
 * is put back by `shown`.
 */
function residents(at: At) {
  return at.db
    .selectFrom('residents as r')
    .select([
      'r.id',
      'r.first_name as firstName',
      'r.last_name as lastName',
      'r.name_key as name',
      'r.email_key as email',
      'r.email as shownEmail',
      'r.phone',
      status.as('status'),
      units.as('units'),
      liveCredentials.as('liveCredentials'),
      isoTimestamp('r.created_at').as('createdAt'),
      isoTimestamp('r.updated_at').as('updatedAt'),
    ])
    .where('r.customer_id', '=', at.customerId)
    .where('r.community_id', '=', at.communityId)
    .where('r.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof residents>['execute']>>[number];

/** A row with its own email (not the sort key) and without the name's sort key. */
function shown({ shownEmail, name: _name, email: _email, ...row }: Row) {
  return { ...row, email: shownEmail };
}

const spec: ListSpec<Row> = {
  sortable: {
    name: { column: 'r.name_key', type: 'text' },
    email: { column: 'r.email_key', type: 'text' },
  },
  defaultSort: 'name,asc',
  id: { column: 'r.id', field: 'id' },
};

/** A status filter is tested on the rows read; the count reads at most this many and extrapolates beyond. */
const STATUS_READ_LIMIT = 10_000;

/**
 * The list (D229): walked in order through the name or the email index (partial: residents not
 * deleted); q is the start of the last name (the name key), of the first name or the whole name
 * (first name first), or of the email, three byte-order ranges an index each answers; the status is
 * tested on the rows read, and its count is bounded.
 */
export async function list(at: At, query: ListQuery & { status?: ResidentStatus | undefined }) {
  let from = residents(at);
  if (query.q) {
    const q = query.q;
    from = from.where((eb) =>
      eb.or([keyStartsWith('r.name_key', q), keyStartsWith('r.full_name_key', q), keyStartsWith('r.email_key', q)]),
    );
  }
  const filter = query.status ? sql<SqlBool>`${statusTest} = ${query.status}` : undefined;
  const page = await pagedList(
    at.db,
    filter ? from.where(filter) : from,
    query,
    spec as unknown as ListSpec<Record<string, unknown>>,
    filter ? { from, residual: { where: filter, readLimit: STATUS_READ_LIMIT } } : undefined,
  );
  return { ...page, content: (page.content as Row[]).map(shown) };
}

export async function find(at: At, id: string) {
  const row = await residents(at).where('r.id', '=', id).executeTakeFirst();
  return row && shown(row);
}

/** The resident's row, locked for a change (undefined when deleted or not of this community). */
export function lockResident(at: At, id: string) {
  return at.db
    .selectFrom('residents')
    .select(['id', 'first_name', 'last_name', 'email', 'phone'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another resident of the community (not deleted) has this email, in any case. */
export async function emailTaken(at: At, email: string, exceptId: string | null): Promise<boolean> {
  let query = at.db
    .selectFrom('residents')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`lower(email) = lower(${email})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function setEmail(at: At, id: string, email: string): Promise<void> {
  await at.db
    .updateTable('residents')
    .set({ email, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export async function markDeleted(at: At, id: string, byName: string | null): Promise<void> {
  await at.db
    .updateTable('residents')
    .set({ deleted_at: at.now, deleted_by_name: byName, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

/** Whether the resident was deleted from the community (a move-in is refused then). */
export async function isDeleted(at: At, id: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('residents')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the resident is moved in, and not out, on an active lease. */
export async function movedIn(at: At, id: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('lease_residents as lr')
    .innerJoin('leases as l', (j) =>
      j
        .onRef('l.customer_id', '=', 'lr.customer_id')
        .onRef('l.community_id', '=', 'lr.community_id')
        .onRef('l.id', '=', 'lr.lease_id'),
    )
    .select('lr.lease_id')
    .where('lr.customer_id', '=', at.customerId)
    .where('lr.community_id', '=', at.communityId)
    .where('lr.resident_id', '=', id)
    .where('l.state', '=', 'ACTIVE')
    .where('lr.moved_in_at', 'is not', null)
    .where('lr.moved_out_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The resident's leases, newest first, with their own moves and move-out proof. */
export function leasesOf(at: At, id: string) {
  return at.db
    .selectFrom('lease_residents as lr')
    .innerJoin('leases as l', (j) =>
      j
        .onRef('l.customer_id', '=', 'lr.customer_id')
        .onRef('l.community_id', '=', 'lr.community_id')
        .onRef('l.id', '=', 'lr.lease_id'),
    )
    .innerJoin('units as u', (j) =>
      j
        .onRef('u.customer_id', '=', 'l.customer_id')
        .onRef('u.community_id', '=', 'l.community_id')
        .onRef('u.id', '=', 'l.unit_id'),
    )
    .innerJoin('buildings as b', (j) =>
      j
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .select([
      'l.id as leaseId',
      'u.id as unitId',
      'u.name as unitName',
      'b.name as buildingName',
      sql<string>`to_char(l.starts_on, 'YYYY-MM-DD')`.as('startsOn'),
      sql<string>`to_char(l.ends_on, 'YYYY-MM-DD')`.as('endsOn'),
      sql<'ACTIVE' | 'ARCHIVED'>`l.state`.as('state'),
      isoTimestamp('lr.moved_in_at').as('movedInAt'),
      isoTimestamp('lr.moved_out_at').as('movedOutAt'),
      sql<string | null>`(select m.id from move_out_reports m where m.customer_id = lr.customer_id
        and m.community_id = lr.community_id and m.lease_id = lr.lease_id and m.resident_id = lr.resident_id)`.as(
        'moveOutReportId',
      ),
    ])
    .where('lr.customer_id', '=', at.customerId)
    .where('lr.community_id', '=', at.communityId)
    .where('lr.resident_id', '=', id)
    .orderBy('l.starts_on', 'desc')
    .orderBy('l.id')
    .execute();
}

/** The resident's moves still waiting in the resident queue are skipped (they were deleted). */
export async function skipQueuedMoves(at: At, id: string, byName: string | null): Promise<void> {
  await at.db
    .updateTable('resident_events')
    .set({ status: 'SKIPPED', settled_at: at.now, settled_by_name: byName, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('resident_id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}
