import { randomUUID } from 'node:crypto';
import {
  notificationCategories,
  notificationEvents,
  type Priority,
  type SendTarget,
} from '@lintel/contracts/notifications';
import { sanitizeAlertHtml } from '@lintel/sanitize/server';
import { sql } from 'kysely';
import type { NotificationKind } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';

/** The channel every server process LISTENs on; the payload names the message, never its content. */
export const NOTIFICATIONS_CHANNEL = 'lintel_notifications';

const PRIORITY_RANK: Record<Priority, number> = { LOW: 1, MEDIUM: 2, HIGH: 3, CRITICAL: 4 };

/** Alerts sort by priority descending, then newest: one integer key (rank * 10^13 + epoch ms). */
export function alertSortKey(priority: Priority, createdAt: Date): number {
  return PRIORITY_RANK[priority] * 10 ** 13 + createdAt.getTime();
}

export interface PublishContext {
  /**
   * The caller's transaction, already scoped to `customerId` (a request's scope.db is). The
   * notification, its recipients and its e-mails commit or roll back with the caller's own writes,
   * and the realtime signal leaves only at commit.
   */
  db: Tx;
  now: Date;
  customerId: string;
  /** Who caused it (null for devices and jobs). */
  actorUserId: string | null;
}

export interface PublishInput {
  /** Who receives it: one user, the staff of one community, or every user of the customer. */
  target: SendTarget;
  kind: NotificationKind;
  /** An event of the catalogue (`notificationEvents`); it picks the category and the e-mail switch. */
  eventCode: string;
  priority: Priority;
  type?: 'error' | 'success' | 'warning' | 'brand' | 'default';
  title: string;
  /** HTML; sanitised here with the alert allow-list before it is stored. */
  html: string;
  icon?: string | null;
  tags?: string[];
  /** The producing service, e.g. 'BASE', 'IOT', 'SREQ', 'LEASING'. */
  originServiceCode: string;
  /** The community the event belongs to, when the target is a user or the customer (optional). */
  communityId?: string | null;
}

export interface Published {
  notificationId: string;
  recipients: number;
  emails: number;
}

interface RecipientRow {
  userId: string;
  profileId: string;
  email: string;
}

/** Active users of the customer that the target names, read under the caller's row-level security. */
async function resolveRecipients(ctx: PublishContext, target: SendTarget): Promise<RecipientRow[]> {
  const staffOf = (communityId: string) => sql`(
      cu.all_communities or cu.type = 'PORTFOLIO_ADMIN'
      or exists (select 1 from customer_user_communities cuc
                 where cuc.customer_id = cu.customer_id and cuc.customer_user_id = cu.id
                   and cuc.community_id = ${communityId}::uuid))`;
  const filter =
    target.kind === 'user'
      ? sql`cu.user_id = ${target.userId}::uuid`
      : target.kind === 'community'
        ? staffOf(target.communityId)
        : sql`true`;
  const { rows } = await sql<RecipientRow>`
    select u.id as "userId", cu.id as "profileId", u.email
    from customer_users cu
    join customers c on c.id = cu.customer_id and c.deleted_at is null
    join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${ctx.customerId}::uuid and cu.deleted_at is null and ${filter}`.execute(ctx.db);
  return rows;
}

/** Recipients who get e-mail: the community's switch for the event, then the category's audience when it has one. */
async function emailRecipients(
  ctx: PublishContext,
  communityId: string | null,
  eventCode: string,
  recipients: RecipientRow[],
): Promise<RecipientRow[]> {
  const event = notificationEvents.find((e) => e.code === eventCode)!;
  if (!communityId) return event.emailDefault ? recipients : [];
  const setting = await ctx.db
    .selectFrom('notification_event_settings')
    .select('email_enabled')
    .where('customer_id', '=', ctx.customerId)
    .where('community_id', '=', communityId)
    .where('event_code', '=', eventCode)
    .executeTakeFirst();
  if (!(setting?.email_enabled ?? event.emailDefault)) return [];
  const audience = await ctx.db
    .selectFrom('notification_audiences')
    .select('category_id')
    .where('customer_id', '=', ctx.customerId)
    .where('community_id', '=', communityId)
    .where('category_id', '=', event.categoryId)
    .executeTakeFirst();
  if (!audience) return recipients;
  const members = await ctx.db
    .selectFrom('notification_audience_members')
    .select('customer_user_id')
    .where('customer_id', '=', ctx.customerId)
    .where('community_id', '=', communityId)
    .where('category_id', '=', event.categoryId)
    .execute();
  const inAudience = new Set(members.map((m) => m.customer_user_id));
  return recipients.filter((r) => inAudience.has(r.profileId));
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * THE way to notify people. Every producer (IoT low-battery alerts, service requests, leasing, the
 * sender tool) calls this inside its own transaction. It stores the message once with its HTML
 * sanitised, one recipient row per user (in-app delivery is always on), queues e-mail through the
 * outbox where the community's settings and the category's audience ask for it, records an alert's
 * first history entry, and signals every server process (PostgreSQL NOTIFY, sent at commit) so that
 * connected users get it over their websocket.
 *
 * @example
 * await publishNotification(
 *   { db: scope.db, now: scope.now, customerId: scope.customerId, actorUserId: null },
 *   { target: { kind: 'community', communityId }, kind: 'ALERT', eventCode: 'IOT_LOW_BATTERY',
 *     priority: 'HIGH', title: 'Lock battery low', html: '<p>Lock <b>4B</b> is at 5%.</p>',
 *     originServiceCode: 'IOT' },
 * );
 */
export async function publishNotification(ctx: PublishContext, input: PublishInput): Promise<Published> {
  const event = notificationEvents.find((e) => e.code === input.eventCode);
  if (!event) throw new AppError('VALIDATION_FAILED', { internal: `unknown event ${input.eventCode}` });
  if (!notificationCategories.some((c) => c.id === event.categoryId)) throw new AppError('INTERNAL');
  const communityId = input.target.kind === 'community' ? input.target.communityId : (input.communityId ?? null);
  if (communityId) {
    const community = await ctx.db
      .selectFrom('communities')
      .select('id')
      .where('customer_id', '=', ctx.customerId)
      .where('id', '=', communityId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!community) throw new AppError('RECORD_NOT_FOUND');
  }
  const recipients = await resolveRecipients(ctx, input.target);
  if (recipients.length === 0) throw new AppError('NOTIFICATIONS_NO_RECIPIENTS');

  const id = randomUUID();
  const html = sanitizeAlertHtml(input.html);
  await ctx.db
    .insertInto('notifications')
    .values({
      customer_id: ctx.customerId,
      id,
      community_id: communityId,
      kind: input.kind,
      event_code: input.eventCode,
      type: input.type ?? 'default',
      title: input.title,
      body_html: html,
      icon: input.icon ?? null,
      priority: input.priority,
      processing_status: input.kind === 'ALERT' ? 'NEW' : null,
      tags: input.tags ?? [],
      origin_service_code: input.originServiceCode,
      created_by: ctx.actorUserId,
      created_at: ctx.now,
    })
    .execute();
  // One statement for any number of recipients (a customer-wide broadcast included).
  await sql`
    insert into notification_recipients
      (customer_id, user_id, notification_id, community_id, kind, created_at, alert_sort, event_code, search_title)
    select ${ctx.customerId}::uuid, u, ${id}::uuid, ${communityId}::uuid, ${input.kind}, ${ctx.now}::timestamptz,
           ${alertSortKey(input.priority, ctx.now)}::bigint, ${input.eventCode}, lower(${input.title})
    from unnest(${recipients.map((r) => r.userId)}::uuid[]) as u`.execute(ctx.db);
  if (input.kind === 'ALERT') {
    await ctx.db
      .insertInto('notification_events')
      .values({
        customer_id: ctx.customerId,
        notification_id: id,
        processing_status: 'NEW',
        note: null,
        actor_user_id: ctx.actorUserId,
        at: ctx.now,
      })
      .execute();
  }

  const mailTo = await emailRecipients(ctx, communityId, input.eventCode, recipients);
  const text = plainText(html);
  for (const recipient of mailTo) {
    await enqueueOutbox(
      ctx.db,
      {
        channel: 'email',
        to: recipient.email,
        subject: input.title,
        text,
        html,
        kind: 'notification',
        userId: recipient.userId,
      },
      ctx.now,
    );
  }

  const signal = JSON.stringify({ c: ctx.customerId, n: id, k: communityId });
  await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${signal})`.execute(ctx.db);
  return { notificationId: id, recipients: recipients.length, emails: mailTo.length };
}
