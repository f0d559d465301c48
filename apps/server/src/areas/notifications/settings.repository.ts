import {
  type Audience,
  type EventConfig,
  type NotificationsConfig,
  notificationCategories,
  notificationEvents,
} from '@lintel/contracts/notifications';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';

/** Every catalogue event with the community's switches (the catalogue's defaults where it has none). */
export async function eventConfigs(scope: CommunityScope): Promise<EventConfig[]> {
  const rows = await scope.db
    .selectFrom('notification_event_settings')
    .select(['event_code', 'email_enabled'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .execute();
  const email = new Map(rows.map((r) => [r.event_code, r.email_enabled]));
  return notificationEvents.map((event) => ({
    eventCode: event.code,
    categoryId: event.categoryId,
    label: event.label,
    emailEnabled: email.get(event.code) ?? event.emailDefault,
    mobileEnabled: event.mobileEnabled,
    inAppEnabled: event.inAppEnabled,
  }));
}

const DEFAULT_AUDIENCE_NAME = 'community staff';

export async function groupedConfig(scope: CommunityScope): Promise<NotificationsConfig> {
  const configs = await eventConfigs(scope);
  const audiences = await scope.db
    .selectFrom('notification_audiences')
    .select(['category_id', 'name'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .execute();
  const names = new Map(audiences.map((a) => [a.category_id, a.name]));
  return notificationCategories.map((category) => ({
    category: { id: category.id, name: category.name },
    audienceName: names.get(category.id) ?? DEFAULT_AUDIENCE_NAME,
    configs: configs.filter((c) => c.categoryId === category.id),
  }));
}

/** Saves the e-mail switches of the flat list (mobile and in-app are fixed by the catalogue). */
export async function saveEmailSwitches(
  scope: CommunityScope,
  updates: { eventCode: string; emailEnabled: boolean }[],
): Promise<void> {
  for (const update of updates) {
    const event = notificationEvents.find((e) => e.code === update.eventCode)!;
    await scope.db
      .insertInto('notification_event_settings')
      .values({
        customer_id: scope.customerId,
        community_id: scope.communityId,
        event_code: update.eventCode,
        email_enabled: update.emailEnabled,
        mobile_enabled: event.mobileEnabled,
        in_app_enabled: event.inAppEnabled,
        updated_by: scope.actor.userId,
        updated_at: scope.now,
      })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'community_id', 'event_code']).doUpdateSet({
          email_enabled: update.emailEnabled,
          updated_by: scope.actor.userId,
          updated_at: scope.now,
        }),
      )
      .execute();
  }
}

interface StaffRow {
  profileId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Staff of the community: profiles assigned to it or seeing every community of the customer. */
async function communityStaff(scope: CommunityScope): Promise<StaffRow[]> {
  const { rows } = await sql<StaffRow>`
    select cu.id as "profileId", u.first_name as "firstName", u.last_name as "lastName", u.email
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${scope.customerId}::uuid and cu.deleted_at is null
      and (cu.all_communities or cu.type = 'PORTFOLIO_ADMIN'
           or exists (select 1 from customer_user_communities cuc
                      where cuc.customer_id = cu.customer_id and cuc.customer_user_id = cu.id
                        and cuc.community_id = ${scope.communityId}::uuid))
    order by u.last_name, u.first_name, cu.id`.execute(scope.db);
  return rows;
}

export async function readAudience(scope: CommunityScope, categoryId: string): Promise<Audience> {
  const category = notificationCategories.find((c) => c.id === categoryId)!;
  const audience = await scope.db
    .selectFrom('notification_audiences')
    .select('name')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  const members = await scope.db
    .selectFrom('notification_audience_members')
    .select('customer_user_id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .execute();
  const selected = new Set(members.map((m) => m.customer_user_id));
  const staff = await communityStaff(scope);
  return {
    categoryId,
    categoryName: category.name,
    name: audience?.name ?? DEFAULT_AUDIENCE_NAME,
    customised: Boolean(audience),
    members: staff.map((s) => ({
      profileId: s.profileId,
      fullName: `${s.firstName} ${s.lastName}`,
      email: s.email,
      // Without an audience of its own, every staff member gets the category's e-mail.
      selected: audience ? selected.has(s.profileId) : true,
    })),
  };
}

/** Replaces the category's audience; every member must be staff of the community. */
export async function writeAudience(
  scope: CommunityScope,
  categoryId: string,
  body: { name: string; profileIds: string[] },
): Promise<Audience> {
  const staff = new Set((await communityStaff(scope)).map((s) => s.profileId));
  const ids = [...new Set(body.profileIds)];
  if (ids.some((id) => !staff.has(id))) throw new AppError('NOTIFICATIONS_AUDIENCE_MEMBER_INVALID');
  await scope.db
    .insertInto('notification_audiences')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      category_id: categoryId,
      name: body.name,
      updated_at: scope.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'community_id', 'category_id'])
        .doUpdateSet({ name: body.name, updated_at: scope.now }),
    )
    .execute();
  await scope.db
    .deleteFrom('notification_audience_members')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('category_id', '=', categoryId)
    .execute();
  if (ids.length > 0) {
    await scope.db
      .insertInto('notification_audience_members')
      .values(
        ids.map((id) => ({
          customer_id: scope.customerId,
          community_id: scope.communityId,
          category_id: categoryId,
          customer_user_id: id,
        })),
      )
      .execute();
  }
  return readAudience(scope, categoryId);
}
