import { randomUUID } from 'node:crypto';
import {
  notificationCategories,
  notificationEvents,
  type Priority,
  type SendTarget,
} from '@lintel/contracts/notifications';
import { sanitizeAlertHtml } from '@lintel/sanitize/server';
import type { NotificationKind } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';
import type { RecipientRow } from './publish.repository.ts';
import * as repository from './publish.repository.ts';

/** The channel every server process LISTENs on; the payload names the message, never its content. */
export const NOTIFICATIONS_CHANNEL = 'lintel_notifications';
/** The channel an alert's change of processing status is signalled on (payload: ids and the new status). */
export const ALERT_STATUS_CHANNEL = 'lintel_alert_status';

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

/** Recipients who get e-mail: the community's switch for the event, then the category's audience when it has one. */
async function emailRecipients(
  ctx: PublishContext,
  communityId: string | null,
  eventCode: string,
  recipients: RecipientRow[],
): Promise<RecipientRow[]> {
  const event = notificationEvents.find((e) => e.code === eventCode)!;
  if (!communityId) return event.emailDefault ? recipients : [];
  if (!((await repository.emailSwitch(ctx, communityId, eventCode)) ?? event.emailDefault)) return [];
  const members = await repository.audienceOf(ctx, communityId, event.categoryId);
  if (!members) return recipients;
  const inAudience = new Set(members);
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
  if (communityId && !(await repository.communityExists(ctx, communityId))) throw new AppError('RECORD_NOT_FOUND');
  const recipients = await repository.resolveRecipients(ctx, input.target);
  if (recipients.length === 0) throw new AppError('NOTIFICATIONS_NO_RECIPIENTS');

  const message = {
    id: randomUUID(),
    communityId,
    kind: input.kind,
    eventCode: input.eventCode,
    type: input.type ?? 'default',
    title: input.title,
    html: sanitizeAlertHtml(input.html),
    icon: input.icon ?? null,
    priority: input.priority,
    processingStatus: input.kind === 'ALERT' ? ('NEW' as const) : null,
    tags: input.tags ?? [],
    originServiceCode: input.originServiceCode,
    createdBy: ctx.actorUserId,
    createdAt: ctx.now,
  };
  const { id, html } = message;
  await repository.insertMessage(ctx, message);
  await repository.insertRecipients(
    ctx,
    message,
    recipients.map((r) => r.userId),
    ctx.now,
    alertSortKey(input.priority, ctx.now),
  );
  if (input.kind === 'ALERT') await repository.insertFirstEvent(ctx, id, ctx.actorUserId, ctx.now);

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
  await repository.signal(ctx, NOTIFICATIONS_CHANNEL, signal);
  return { notificationId: id, recipients: recipients.length, emails: mailTo.length };
}
