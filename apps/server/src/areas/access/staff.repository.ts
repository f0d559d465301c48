import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';
import { worksInCommunity } from '../../platform/db/community-staff.ts';

type StaffMember = access.staff.StaffMember;
type StaffRoleType = access.staff.StaffRoleType;

/*
 * Staff of a community (D232): the customer's live profiles whose user is not deleted and who work in
 * the community, assigned to it (customer_user_communities) or to every community (a portfolio admin),
 * as the temporary access and key pickers find them. The customer's profiles are few (its staff), read
 * by the primary keys of customer_users and customer_user_communities that lead with the customer, and
 * joined to their users by id; sorting and the name search run over that set.
 */

/** The profile `cu` works in the community of `at`. */
const worksHere = (at: At) => worksInCommunity(at.communityId);

/** Roles held by `cu` here: for this community, or for the whole customer. */
const rolesHere = (
  at: At,
) => sql`role_assignments ra join roles r on r.customer_id = ra.customer_id and r.id = ra.role_id
  where ra.customer_id = cu.customer_id and ra.customer_user_id = cu.id
    and (ra.community_id is null or ra.community_id = ${at.communityId}::uuid)`;

/**
 * The role type of `cu` in the community (part 3 section 3 "Staff: roleType", D233), derived and never
 * stored: a portfolio admin or a customer admin is CUSTOMER_ADMIN; one holding here a role made from
 * the portfolio admin's or the community manager's preset is PROPERTY_MANAGER; anyone else is
 * PROPERTY_STAFF.
 */
const roleType = (at: At) => sql<StaffRoleType>`case
  when cu.type = 'PORTFOLIO_ADMIN' or cu.role = 'CUSTOMER_ADMIN' then 'CUSTOMER_ADMIN'
  when exists (select 1 from ${rolesHere(at)}
    and r.preset_id in (select p.id from role_presets p where p.code in ('pa_preset', 'community_manager')))
    then 'PROPERTY_MANAGER'
  else 'PROPERTY_STAFF' end`;

/** The staff member's row as the screens show it. */
function staff(at: At) {
  return at.db
    .selectFrom('customer_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select([
      'cu.id',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.phone',
      sql<StaffMember['status']>`u.status`.as('status'),
      roleType(at).as('roleType'),
      sql<string[]>`coalesce((select array_agg(distinct r.name order by r.name) from ${rolesHere(at)}), '{}')`.as(
        'roleNames',
      ),
      sql<boolean>`(cu.all_communities or cu.type = 'PORTFOLIO_ADMIN')`.as('allCommunities'),
      sql<number>`(select count(*)::int from access_credentials c where c.customer_id = cu.customer_id
        and c.community_id = ${at.communityId}::uuid and c.holder_kind = 'STAFF' and c.holder_id = cu.id
        and c.revoked_at is null)`.as('credentials'),
    ])
    .where('cu.customer_id', '=', at.customerId)
    .where('cu.deleted_at', 'is', null)
    .where('u.status', '<>', 'deleted')
    .where(worksHere(at));
}

const spec: ListSpec<StaffMember> = {
  sortable: {
    lastName: { column: 'u.last_name', type: 'text' },
    email: { column: 'u.email', type: 'text' },
  },
  defaultSort: 'lastName,asc',
  id: { column: 'cu.id', field: 'id' },
};

/** The community's staff; q matches the start of the first or last name or of the e-mail. */
export function list(at: At, query: ListQuery) {
  let base = staff(at);
  if (query.q) {
    const like = prefixRange(query.q).like;
    base = base.where(
      sql<boolean>`(lower(u.first_name) like ${like} or lower(u.last_name) like ${like} or u.email like ${like})`,
    );
  }
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return staff(at).where('cu.id', '=', id).executeTakeFirst();
}

/**
 * A staff member of the community as a person whose access is managed (D230): a live profile working
 * here, whatever their user's status, named as the engine names them; `lock` locks the profile.
 */
export function staffPerson(at: At, id: string, lock: boolean): Promise<{ name: string } | undefined> {
  let query = at.db
    .selectFrom('customer_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('name'))
    .where('cu.customer_id', '=', at.customerId)
    .where('cu.id', '=', id)
    .where('cu.deleted_at', 'is', null)
    .where('u.status', '<>', 'deleted')
    .where(worksHere(at));
  if (lock) query = query.forUpdate('cu');
  return query.executeTakeFirst();
}

/** The role type of a profile in the community (the caller's, for add to community); undefined if none. */
export async function roleTypeOf(at: At, profileId: string): Promise<StaffRoleType | undefined> {
  const row = await at.db
    .selectFrom('customer_users as cu')
    .select(roleType(at).as('roleType'))
    .where('cu.customer_id', '=', at.customerId)
    .where('cu.id', '=', profileId)
    .where('cu.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.roleType;
}

/** Their temporary accesses here, newest window first. */
export function temporaryAccessesOf(at: At, profileId: string) {
  return at.db
    .selectFrom('temporary_accesses as t')
    .select([
      't.id',
      sql<'VIRTUAL' | 'MOBILE'>`t.kind`.as('kind'),
      sql<access.AccessStatus>`t.status`.as('status'),
      sql<boolean>`t.valid_until <= ${at.now}`.as('expired'),
      isoTimestamp('t.valid_from').as('validFrom'),
      isoTimestamp('t.valid_until').as('validUntil'),
      sql<string[]>`coalesce((select array_agg(l.name order by l.name) from temporary_access_places p
        join location_properties l on l.customer_id = p.customer_id and l.community_id = p.community_id and l.id = p.location_id
        where p.customer_id = t.customer_id and p.community_id = t.community_id and p.access_id = t.id), '{}')`.as(
        'locationNames',
      ),
    ])
    .where('t.customer_id', '=', at.customerId)
    .where('t.community_id', '=', at.communityId)
    .where('t.staff_profile_id', '=', profileId)
    .orderBy('t.valid_until', 'desc')
    .orderBy('t.id')
    .execute();
}

/** Keys issued to them, or not returned by them, by number. */
export function keysOf(at: At, profileId: string) {
  return at.db
    .selectFrom('access_keys as k')
    .select([
      'k.id',
      'k.number',
      sql<'ISSUED' | 'UNASSIGNED' | 'NOT_RETURNED'>`k.state`.as('state'),
      sql<string[]>`coalesce((select array_agg(l.name order by l.name) from access_key_locations kl
        join location_properties l on l.customer_id = kl.customer_id and l.community_id = kl.community_id and l.id = kl.location_id
        where kl.customer_id = k.customer_id and kl.community_id = k.community_id and kl.key_id = k.id), '{}')`.as(
        'locationNames',
      ),
    ])
    .where('k.customer_id', '=', at.customerId)
    .where('k.community_id', '=', at.communityId)
    .where('k.holder_kind', '=', 'STAFF')
    .where('k.holder_id', '=', profileId)
    .where('k.state', 'in', ['ISSUED', 'NOT_RETURNED'])
    .orderBy('k.number')
    .orderBy('k.id')
    .execute();
}

/** The groups a person is a member of here, by name. */
export function groupsOf(at: At, holderKind: string, holderId: string) {
  return at.db
    .selectFrom('access_group_members as m')
    .innerJoin('access_groups as g', (j) =>
      j
        .onRef('g.customer_id', '=', 'm.customer_id')
        .onRef('g.community_id', '=', 'm.community_id')
        .onRef('g.id', '=', 'm.group_id'),
    )
    .select(['g.id', 'g.name'])
    .where('m.customer_id', '=', at.customerId)
    .where('m.community_id', '=', at.communityId)
    .where('m.holder_kind', '=', holderKind)
    .where('m.holder_id', '=', holderId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
}

/** How many grants a person holds here that are ACTIVE or SUSPENDED. */
export async function liveGrantCount(at: At, holderKind: string, holderId: string): Promise<number> {
  const row = await at.db
    .selectFrom('access_grants')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', holderKind)
    .where('holder_id', '=', holderId)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The profile, locked for its removal from the community. */
export function lockProfile(at: At, id: string) {
  return at.db
    .selectFrom('customer_users')
    .select(['id', 'type', 'all_communities'])
    .where('customer_id', '=', at.customerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Ends the profile's assignment to the community and the roles it held for it alone. */
export async function unassign(at: At, profileId: string): Promise<void> {
  await at.db
    .deleteFrom('role_assignments')
    .where('customer_id', '=', at.customerId)
    .where('customer_user_id', '=', profileId)
    .where('community_id', '=', at.communityId)
    .execute();
  await at.db
    .deleteFrom('customer_user_communities')
    .where('customer_id', '=', at.customerId)
    .where('customer_user_id', '=', profileId)
    .where('community_id', '=', at.communityId)
    .execute();
}

/** The communities (not deleted) a profile works in: every one of the customer's for a profile of all. */
export async function communitiesOf(at: At, profile: { id: string; all_communities: boolean }): Promise<string[]> {
  let query = at.db
    .selectFrom('communities as c')
    .select('c.id')
    .where('c.customer_id', '=', at.customerId)
    .where('c.deleted_at', 'is', null);
  if (!profile.all_communities) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('customer_user_communities as cuc')
          .select(sql`1`.as('one'))
          .whereRef('cuc.customer_id', '=', 'c.customer_id')
          .whereRef('cuc.community_id', '=', 'c.id')
          .where('cuc.customer_user_id', '=', profile.id),
      ),
    );
  }
  return (await query.orderBy('c.id').execute()).map((row) => row.id);
}

/** How many other live portfolio admin profiles the customer has. */
export async function otherPortfolioAdmins(at: At, profileId: string): Promise<number> {
  const row = await at.db
    .selectFrom('customer_users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('customer_id', '=', at.customerId)
    .where('type', '=', 'PORTFOLIO_ADMIN')
    .where('deleted_at', 'is', null)
    .where('id', '<>', profileId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Deletes the profile from the customer: kept for the records that name it, no longer acting. */
export async function markProfileDeleted(at: At, profileId: string): Promise<void> {
  await at.db
    .updateTable('customer_users')
    .set({ deleted_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('id', '=', profileId)
    .execute();
}
