import type { ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import type { CommunityScope, CustomerScope, SessionScope } from '../../platform/db/scope.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

/** The user's customer profiles with their customer's name; row-level security shows only the user's own. */
export function listOwnProfiles(scope: SessionScope, nonDeleted: boolean) {
  let query = scope.db
    .selectFrom('customer_users as cu')
    .innerJoin('customers as c', 'c.id', 'cu.customer_id')
    .select([
      'cu.id as profileId',
      'cu.customer_id as customerId',
      'c.name as customerName',
      'c.deleted_at as customerDeletedAt',
      'cu.type',
      'cu.role',
      'cu.mfa_setup_required as mfaSetupRequired',
    ])
    .where('cu.user_id', '=', scope.actor.userId)
    .where('cu.deleted_at', 'is', null)
    .orderBy('c.name')
    .orderBy('cu.id');
  if (nonDeleted) query = query.where('c.deleted_at', 'is', null);
  return query.execute();
}

const customerListSpec: ListSpec<{ customerId: string; name: string; deletedAt: Date | null }> = {
  sortable: { name: { column: 'c.name', type: 'text' }, customerId: { column: 'c.id', type: 'uuid' } },
  defaultSort: 'name,asc',
  id: { column: 'c.id', field: 'customerId' },
};

/** Provider staff see every customer (the provider setting lets row-level security show them); others their own. */
export function listCustomers(scope: SessionScope, query: ListQuery, nonDeleted: boolean) {
  let base = scope.db
    .selectFrom('customers as c')
    .select(['c.id as customerId', 'c.name', 'c.deleted_at as deletedAt']);
  if (scope.actor.providerType === null) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('customer_users as cu')
          .select(sql`1`.as('one'))
          .whereRef('cu.customer_id', '=', 'c.id')
          .where('cu.user_id', '=', scope.actor.userId)
          .where('cu.deleted_at', 'is', null),
      ),
    );
  }
  if (nonDeleted) base = base.where('c.deleted_at', 'is', null);
  if (query.q) base = base.where(sql`lower(c.name)`, 'like', `%${escapeLike(query.q.toLowerCase())}%`);
  return pagedList(scope.db, base, query, customerListSpec);
}

const communityListSpec: ListSpec<{ id: string; name: string; timezoneId: string }> = {
  sortable: { name: { column: 'k.name', type: 'text' }, id: { column: 'k.id', type: 'uuid' } },
  defaultSort: 'name,asc',
  id: { column: 'k.id', field: 'id' },
};

/** Communities of the customer in scope that the profile may use. */
export function listUserCommunities(scope: CustomerScope, query: ListQuery, nonDeleted: boolean) {
  let base = scope.db
    .selectFrom('communities as k')
    .select(['k.id', 'k.name', 'k.timezone_id as timezoneId'])
    .where('k.customer_id', '=', scope.customerId);
  if (!scope.allCommunities) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('customer_user_communities as cuc')
          .select(sql`1`.as('one'))
          .where('cuc.customer_id', '=', scope.customerId)
          .where('cuc.customer_user_id', '=', scope.profile.profileId)
          .whereRef('cuc.community_id', '=', 'k.id'),
      ),
    );
  }
  if (nonDeleted) base = base.where('k.deleted_at', 'is', null);
  if (query.q) base = base.where(sql`lower(k.name)`, 'like', `%${escapeLike(query.q.toLowerCase())}%`);
  return pagedList(scope.db, base, query, communityListSpec);
}

export function listCommunityApps(scope: CommunityScope) {
  return scope.db
    .selectFrom('community_app_licenses')
    .select('app_code as appCode')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .orderBy('app_code')
    .execute();
}

export function listCustomerApps(scope: CustomerScope) {
  return scope.db
    .selectFrom('customer_app_access')
    .select('app_code as appCode')
    .where('customer_id', '=', scope.customerId)
    .orderBy('app_code')
    .execute();
}

export async function readCommunitySummary(scope: CommunityScope) {
  const row = await scope.db
    .selectFrom('communities as k')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .select((eb) => [
      'k.id',
      'k.name',
      'k.timezone_id as timezoneId',
      'c.id as customerId',
      'c.name as customerName',
      eb
        .selectFrom('buildings')
        .select((b) => b.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .as('buildings'),
      eb
        .selectFrom('units')
        .select((u) => u.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .as('units'),
      eb
        .selectFrom('unit_types')
        .select((t) => t.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .as('unitTypes'),
    ])
    .where('k.customer_id', '=', scope.customerId)
    .where('k.id', '=', scope.communityId)
    .executeTakeFirstOrThrow();
  return row;
}

/** LIKE patterns treat % and _ as wildcards; a search for them must match them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
