import type { ListQuery } from '@lintel/contracts';
import {
  ALERT_TRANSITIONS,
  type AlertTab,
  FEED_PAGE_SIZE,
  type FeedNotification,
  notificationEvents,
  type PanelNotification,
  type ProcessingStatus,
} from '@lintel/contracts/notifications';
import { found } from '../../platform/db/errors.ts';
import type { CustomerScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { NotificationRow } from './notifications.repository.ts';
import * as repository from './notifications.repository.ts';
import { signal } from './publish.repository.ts';
import { ALERT_STATUS_CHANNEL } from './publish.ts';
import { listRecipients } from './recipients.repository.ts';

/**
 * Feed shape. The HTML is served as stored: publishNotification (the one way in) sanitised it, and
 * the portal sanitises it again when it displays it. Sanitising again here cost 1.5–5 ms a row
 * (DOMPurify over jsdom), most of a feed page's time, for no protection the two others lack.
 */
function toFeed(row: NotificationRow): FeedNotification {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    kind: row.kind,
    title: row.title,
    communityId: row.communityId,
    data: { type: row.type, content: row.html, icon: row.icon },
  };
}

export function toPanel(row: NotificationRow): PanelNotification {
  return {
    id: row.id,
    read: row.read,
    timestamp: row.createdAt.toISOString(),
    uiTemplate: { title: row.title, description: row.html },
    notificationTypeCode: row.eventCode,
    inAppTitle: row.title,
    inAppBody: row.html,
    originServiceCode: row.originServiceCode,
    priority: row.priority,
    tags: row.tags,
    processingStatus: row.processingStatus,
    kind: row.kind,
    type: row.type,
    communityId: row.communityId,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

interface FeedQuery extends ListQuery {
  pageSize?: number;
  createdFrom?: string;
  createdTo?: string;
  searchQuery?: string;
  category?: string;
  kind?: 'ALERT' | 'ACTIVITY';
  unread?: 'true' | 'false';
}

/**
 * My notifications, newest first; createdFrom/createdTo bound the time, searchQuery (or q) matches
 * the title, a category stands for its events of the catalogue.
 */
export async function listFeed(scope: CustomerScope, query: FeedQuery) {
  const eventCodes = query.category
    ? notificationEvents.filter((e) => e.categoryId === query.category).map((e) => e.code)
    : undefined;
  const page = await repository.listFeed(scope, {
    ...query,
    size: query.pageSize ?? query.size ?? FEED_PAGE_SIZE,
    search: query.searchQuery ?? query.q,
    eventCodes,
  });
  return { ...page, content: page.content.map(toFeed) };
}

/** Reads one of mine: read becomes true, acknowledgedAt is set the first time only. */
export async function readOne(scope: CustomerScope, id: string): Promise<FeedNotification> {
  found(await repository.findOne(scope, id));
  await repository.markRead(scope, id);
  return toFeed(found(await repository.findOne(scope, id)));
}

/** The panel list: the newest `size` (999 at most, spec), with the unread count. */
export async function listPanel(scope: CustomerScope, size: number) {
  const { rows, unread } = await repository.listPanel(scope, size);
  return { notifications: rows.map(toPanel), unread };
}

/** Sets read flags of my notifications; ids that are not mine change nothing. */
export async function updateReadFlags(scope: CustomerScope, items: { id: string; read: boolean }[]) {
  let updated = 0;
  for (const read of [true, false]) {
    const ids = items.filter((i) => i.read === read).map((i) => i.id);
    if (ids.length === 0) continue;
    updated += await repository.setReadFlag(scope, ids, read);
  }
  return { updated };
}

/** The bell's tabs: Alerts (unfinished alerts), Resolved (finished ones) and Activity (everything else). */
export async function listAlerts(
  scope: CustomerScope,
  query: ListQuery & { tab: AlertTab; unread?: 'true' | 'false' },
) {
  const page = await repository.listAlerts(scope, query);
  return { ...page, content: page.content.map(toPanel) };
}

async function history(scope: CustomerScope, id: string) {
  const rows = await repository.history(scope, id);
  return rows.map((r) => ({
    id: r.id,
    processingStatus: r.processingStatus,
    note: r.note,
    actorName: r.first_name ? `${r.first_name} ${r.last_name}` : null,
    at: r.at.toISOString(),
  }));
}

/** One notification of mine with its history. */
export async function getAlert(scope: CustomerScope, id: string) {
  const notification = toPanel(found(await repository.findOne(scope, id)));
  return { notification, history: await history(scope, id) };
}

/**
 * Moves an alert to its next processing status (ALERT_TRANSITIONS: NEW → PROCESSING → PROCESSED,
 * RESOLVED or DONE) and records it in the history. Whoever works on an alert has read it, so it
 * becomes read for them. Its other recipients' open portals are told at commit.
 */
export async function updateAlertStatus(scope: CustomerScope, id: string, status: ProcessingStatus, note?: string) {
  const row = found(await repository.findOne(scope, id));
  if (row.kind !== 'ALERT' || row.processingStatus === null) throw new AppError('NOTIFICATION_NOT_AN_ALERT');
  const from = row.processingStatus;
  if (!ALERT_TRANSITIONS[from].includes(status)) {
    throw new AppError('NOTIFICATION_TRANSITION_NOT_ALLOWED', {
      issues: [{ path: 'processingStatus', message: `${from} cannot move to ${status}` }],
    });
  }
  if (!(await repository.updateStatus(scope, id, from, status, note ?? null))) {
    throw new AppError('NOTIFICATION_TRANSITION_NOT_ALLOWED', {
      issues: [{ path: 'processingStatus', message: 'the alert was moved by someone else meanwhile' }],
    });
  }
  await repository.setReadFlag(scope, [id], true);
  await signal(
    scope,
    ALERT_STATUS_CHANNEL,
    JSON.stringify({ c: scope.customerId, n: id, k: row.communityId, s: status }),
  );
  const notification = toPanel(found(await repository.findOne(scope, id)));
  return { notification, history: await history(scope, id) };
}

/** Active users of the customer for the sender tool's user picker (first 50 matches). */
export function recipients(scope: CustomerScope, q: string | undefined) {
  return listRecipients(scope, q);
}
