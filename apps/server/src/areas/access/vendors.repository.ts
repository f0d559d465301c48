import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';
import './vendors.tables.ts';

type Vendor = access.vendors.Vendor;

/** The customer of a query on customer-level rows (vendors): no community. */
type InCustomer = Pick<At, 'db' | 'now' | 'customerId'>;

/**
 * The community's vendors (D232): its vendor_communities rows (their key leads with the customer and
 * the community) joined to the customer's vendors that are not deleted.
 */
function vendors(at: At) {
  return at.db
    .selectFrom('vendor_communities as vc')
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.customer_id', '=', 'vc.customer_id').onRef('v.id', '=', 'vc.vendor_id'),
    )
    .select([
      'v.id',
      'v.company_name as companyName',
      'v.first_name as firstName',
      'v.last_name as lastName',
      'v.email',
      'v.phone',
      sql<number>`(select count(*)::int from access_credentials c where c.customer_id = vc.customer_id
        and c.community_id = vc.community_id and c.holder_kind = 'VENDOR' and c.holder_id = v.id
        and c.revoked_at is null)`.as('credentials'),
      'v.created_by_name as createdByName',
      isoTimestamp('v.created_at').as('createdAt'),
      isoTimestamp('v.updated_at').as('updatedAt'),
    ])
    .where('vc.customer_id', '=', at.customerId)
    .where('vc.community_id', '=', at.communityId)
    .where('v.deleted_at', 'is', null);
}

const spec: ListSpec<Vendor> = {
  sortable: {
    companyName: { column: 'v.company_name', type: 'text' },
    lastName: { column: 'v.last_name', type: 'text' },
    email: { column: 'v.email', type: 'text' },
    createdAt: { column: 'v.created_at', type: 'timestamptz' },
  },
  defaultSort: 'companyName,asc',
  id: { column: 'v.id', field: 'id' },
};

/** The community's vendors; q matches the start of the company, the contact's first or last name, or the e-mail. */
export function list(at: At, query: ListQuery) {
  let base = vendors(at);
  if (query.q) {
    const like = prefixRange(query.q).like;
    base = base.where(
      sql<boolean>`(lower(v.company_name) like ${like} or lower(v.first_name) like ${like}
        or lower(v.last_name) like ${like} or v.email like ${like})`,
    );
  }
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

/** A vendor working in the community of `at` (undefined when it does not, or is deleted). */
export function find(at: At, id: string) {
  return vendors(at).where('v.id', '=', id).executeTakeFirst();
}

/**
 * A vendor of the community as a person whose access is managed (D230): one working here and not
 * deleted, named as the engine names it ("First Last (Company)"); `lock` locks the vendor's row.
 */
export function vendorPerson(at: At, id: string, lock: boolean): Promise<{ name: string } | undefined> {
  let query = at.db
    .selectFrom('vendor_communities as vc')
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.customer_id', '=', 'vc.customer_id').onRef('v.id', '=', 'vc.vendor_id'),
    )
    .select(sql<string>`v.first_name || ' ' || v.last_name || ' (' || v.company_name || ')'`.as('name'))
    .where('vc.customer_id', '=', at.customerId)
    .where('vc.community_id', '=', at.communityId)
    .where('vc.vendor_id', '=', id)
    .where('v.deleted_at', 'is', null);
  if (lock) query = query.forUpdate('v');
  return query.executeTakeFirst();
}

/** The vendor's row, locked for a change (also a deleted one: the caller checks). */
export function lockVendor(at: InCustomer, id: string) {
  return at.db
    .selectFrom('vendors')
    .select(['id', 'email', 'community_count', 'deleted_at'])
    .where('customer_id', '=', at.customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another live vendor of the customer has this (lower-cased) e-mail. */
export async function emailTaken(at: InCustomer, email: string, exceptId: string | null): Promise<boolean> {
  let query = at.db
    .selectFrom('vendors')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('email', '=', email)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertVendor(
  at: InCustomer,
  row: {
    id: string;
    companyName: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    createdByName: string | null;
  },
): Promise<void> {
  await at.db
    .insertInto('vendors')
    .values({
      customer_id: at.customerId,
      id: row.id,
      company_name: row.companyName,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      created_by_name: row.createdByName,
      deleted_at: null,
      created_at: at.now,
      updated_at: at.now,
    })
    .execute();
}

export async function updateEmail(at: InCustomer, id: string, email: string): Promise<void> {
  await at.db
    .updateTable('vendors')
    .set({ email, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('id', '=', id)
    .execute();
}

/** Whether the vendor works in the community of `at` (its row there, deleted or not). */
export async function worksIn(at: At, vendorId: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('vendor_communities')
    .select('vendor_id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the vendor to the community of `at` and counts it; false when it already worked there. */
export async function join(at: At, vendorId: string, addedByName: string | null): Promise<boolean> {
  const inserted = await at.db
    .insertInto('vendor_communities')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      vendor_id: vendorId,
      added_by_name: addedByName,
      added_at: at.now,
    })
    .onConflict((c) => c.columns(['customer_id', 'community_id', 'vendor_id']).doNothing())
    .returning('vendor_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await count(at, vendorId, 1);
  return true;
}

/** Takes the vendor out of the community of `at` and counts it; answers how many communities it is left in. */
export async function leave(at: At, vendorId: string): Promise<number> {
  const removed = await at.db
    .deleteFrom('vendor_communities')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('vendor_id', '=', vendorId)
    .returning('vendor_id')
    .executeTakeFirst();
  return count(at, vendorId, removed ? -1 : 0);
}

async function count(at: InCustomer, vendorId: string, by: number): Promise<number> {
  const row = await at.db
    .updateTable('vendors')
    .set((eb) => ({ community_count: eb('community_count', '+', by), updated_at: at.now }))
    .where('customer_id', '=', at.customerId)
    .where('id', '=', vendorId)
    .returning('community_count')
    .executeTakeFirstOrThrow();
  return row.community_count;
}

/** Marks the vendor deleted from the customer (its e-mail is free again). */
export async function markDeleted(at: InCustomer, id: string): Promise<void> {
  await at.db
    .updateTable('vendors')
    .set({ deleted_at: at.now, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * The customer's other communities (not deleted) the caller works in: every one for whoever sees them
 * all (a portfolio admin, provider staff), else those their profile is assigned to; by name.
 */
export function otherCommunities(at: At, caller: { profileId: string; everyCommunity: boolean }) {
  let query = at.db
    .selectFrom('communities as c')
    .select(['c.id', 'c.name'])
    .where('c.customer_id', '=', at.customerId)
    .where('c.id', '<>', at.communityId)
    .where('c.deleted_at', 'is', null);
  if (!caller.everyCommunity) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('customer_user_communities as cuc')
          .select(sql`1`.as('one'))
          .whereRef('cuc.customer_id', '=', 'c.customer_id')
          .whereRef('cuc.community_id', '=', 'c.id')
          .where('cuc.customer_user_id', '=', caller.profileId),
      ),
    );
  }
  return query.orderBy('c.name').orderBy('c.id').execute();
}

/** The community's name. */
export async function communityName(at: At): Promise<string> {
  const row = await at.db
    .selectFrom('communities')
    .select('name')
    .where('customer_id', '=', at.customerId)
    .where('id', '=', at.communityId)
    .executeTakeFirst();
  return row?.name ?? '';
}
