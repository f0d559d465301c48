import { sql } from 'kysely';
import { worksInCommunity } from '../../platform/db/community-staff.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';

/** The community's e-mail switches, by event code (events without a row keep the catalogue's default). */
export function listEmailSwitches(scope: CommunityScope) {
  return scope.db
    .selectFrom('notification_event_settings')
    .select(['event_code', 'email_enabled'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .execute();
}

/** The names of the community's own audiences, by category. */
export function listAudienceNames(scope: CommunityScope) {
  return scope.db
    .selectFrom('notification_audiences')
    .select(['category_id', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .execute();
}

/** Saves one event's e-mail switch; a new row takes the mobile and in-app switches given. */
export async function saveEmailSwitch(
  scope: CommunityScope,
  eventCode: string,
  switches: { emailEnabled: boolean; mobileEnabled: boolean; inAppEnabled: boolean },
): Promise<void> {
  await scope.db
    .insertInto('notification_event_settings')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      event_code: eventCode,
      email_enabled: switches.emailEnabled,
      mobile_enabled: switches.mobileEnabled,
      in_app_enabled: switches.inAppEnabled,
      updated_by: scope.actor.userId,
      updated_at: scope.now,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'community_id', 'event_code']).doUpdateSet({
        email_enabled: switches.emailEnabled,
        updated_by: scope.actor.userId,
        updated_at: scope.now,
      }),
    )
    .execute();
}

export interface StaffRow {
  profileId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Staff of the community: active profiles assigned to it or seeing every community of the customer. */
export async function communityStaff(scope: CommunityScope): Promise<StaffRow[]> {
  const { rows } = await sql<StaffRow>`
    select cu.id as "profileId", u.first_name as "firstName", u.last_name as "lastName", u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${scope.customerId}::uuid and cu.deleted_at is null
      and ${worksInCommunity(scope.communityId)}
    order by u.last_name, u.first_name, cu.id`.execute(scope.db);
  return rows;
}

/** The category's own audience of the community, if it has one. */
export function findAudience(scope: CommunityScope, categoryId: string) {
  return scope.db
    .selectFrom('notification_audiences')
    .select('name')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

/** The profiles in the category's audience. */
export async function audienceMembers(scope: CommunityScope, categoryId: string): Promise<string[]> {
  const rows = await scope.db
    .selectFrom('notification_audience_members')
    .select('customer_user_id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .execute();
  return rows.map((m) => m.customer_user_id);
}

/** Makes the category's audience this name and exactly these members. */
export async function replaceAudience(
  scope: CommunityScope,
  categoryId: string,
  name: string,
  profileIds: string[],
): Promise<void> {
  await scope.db
    .insertInto('notification_audiences')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      category_id: categoryId,
      name,
      updated_at: scope.now,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'community_id', 'category_id']).doUpdateSet({ name, updated_at: scope.now }),
    )
    .execute();
  await scope.db
    .deleteFrom('notification_audience_members')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .execute();
  if (profileIds.length > 0) {
    await scope.db
      .insertInto('notification_audience_members')
      .values(
        profileIds.map((id) => ({
          customer_id: scope.customerId,
          community_id: scope.communityId,
          category_id: categoryId,
          customer_user_id: id,
        })),
      )
      .execute();
  }
}
