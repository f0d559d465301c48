import { sql } from 'kysely';

/**
 * Whether the customer user aliased `cu` works in the community: it sees every community of its
 * customer, is a portfolio admin, or is named for this one. The one definition of "the community's
 * staff", shared by the areas that pick or tell staff (access, notifications, automation); the
 * query joins `customer_users cu` and checks the customer and `deleted_at` itself.
 */
export function worksInCommunity(communityId: string) {
  return sql<boolean>`(cu.all_communities or cu.type = 'PORTFOLIO_ADMIN'
    or exists (select 1 from customer_user_communities cuc
               where cuc.customer_id = cu.customer_id and cuc.customer_user_id = cu.id
                 and cuc.community_id = ${communityId}::uuid))`;
}
