import type { SendTarget } from '@lintel/contracts/notifications';
import { sql } from 'kysely';
import { worksInCommunity } from '../../platform/db/community-staff.ts';
import type { NotificationKind, NotificationPriority } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';

// SQL only, in the producer's transaction (already scoped to the customer). publish.ts holds the rules.

/** Where a publication writes: the producer's transaction and the customer it is scoped to. */
interface At {
  db: Tx;
  customerId: string;
}

export interface RecipientRow {
  userId: string;
  profileId: string;
  email: string;
}

/** Whether the customer has the community (and it is not deleted). */
export async function communityExists(at: At, communityId: string): Promise<boolean> {
  const community = await at.db
    .selectFrom('communities')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('id', '=', communityId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return community !== undefined;
}

/** Active users of the customer that the target names, read under the caller's row-level security. */
export async function resolveRecipients(at: At, target: SendTarget): Promise<RecipientRow[]> {
  const filter =
    target.kind === 'user'
      ? sql`cu.user_id = ${target.userId}::uuid`
      : target.kind === 'community'
        ? worksInCommunity(target.communityId)
        : sql`true`;
  const { rows } = await sql<RecipientRow>`
    select u.id as "userId", cu.id as "profileId", u.email
    from customer_users cu
    join customers c on c.id = cu.customer_id and c.deleted_at is null
    join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null and ${filter}`.execute(at.db);
  return rows;
}

/** The community's e-mail switch for the event; undefined when it has not set one. */
export async function emailSwitch(at: At, communityId: string, eventCode: string): Promise<boolean | undefined> {
  const setting = await at.db
    .selectFrom('notification_event_settings')
    .select('email_enabled')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', communityId)
    .where('event_code', '=', eventCode)
    .executeTakeFirst();
  return setting?.email_enabled;
}

/** The members of the category's audience in the community; undefined when it has no audience of its own. */
export async function audienceOf(at: At, communityId: string, categoryId: string): Promise<string[] | undefined> {
  const audience = await at.db
    .selectFrom('notification_audiences')
    .select('category_id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', communityId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!audience) return undefined;
  const members = await at.db
    .selectFrom('notification_audience_members')
    .select('customer_user_id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', communityId)
    .where('category_id', '=', categoryId)
    .execute();
  return members.map((m) => m.customer_user_id);
}

export interface MessageRow {
  id: string;
  communityId: string | null;
  kind: NotificationKind;
  eventCode: string;
  type: 'error' | 'success' | 'warning' | 'brand' | 'default';
  title: string;
  html: string;
  icon: string | null;
  priority: NotificationPriority;
  processingStatus: 'NEW' | null;
  tags: string[];
  originServiceCode: string;
  createdBy: string | null;
  createdAt: Date;
}

export async function insertMessage(at: At, message: MessageRow): Promise<void> {
  await at.db
    .insertInto('notifications')
    .values({
      customer_id: at.customerId,
      id: message.id,
      community_id: message.communityId,
      kind: message.kind,
      event_code: message.eventCode,
      type: message.type,
      title: message.title,
      body_html: message.html,
      icon: message.icon,
      priority: message.priority,
      processing_status: message.processingStatus,
      tags: message.tags,
      origin_service_code: message.originServiceCode,
      created_by: message.createdBy,
      created_at: message.createdAt,
    })
    .execute();
}

/** One recipient row per user, in one statement for any number of them (a customer-wide broadcast included). */
export async function insertRecipients(
  at: At,
  message: { id: string; communityId: string | null; kind: NotificationKind; eventCode: string; title: string },
  userIds: string[],
  createdAt: Date,
  alertSort: number,
): Promise<void> {
  await sql`
    insert into notification_recipients
      (customer_id, user_id, notification_id, community_id, kind, created_at, alert_sort, event_code, search_title)
    select ${at.customerId}::uuid, u, ${message.id}::uuid, ${message.communityId}::uuid, ${message.kind}, ${createdAt}::timestamptz,
           ${alertSort}::bigint, ${message.eventCode}, lower(${message.title})
    from unnest(${userIds}::uuid[]) as u`.execute(at.db);
}

/** An alert's first history entry. */
export async function insertFirstEvent(
  at: At,
  notificationId: string,
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  await at.db
    .insertInto('notification_events')
    .values({
      customer_id: at.customerId,
      notification_id: notificationId,
      processing_status: 'NEW',
      note: null,
      actor_user_id: actorUserId,
      at: now,
    })
    .execute();
}

/** Signals every server process on the channel; PostgreSQL sends it at commit. */
export async function signal(at: At, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(at.db);
}
