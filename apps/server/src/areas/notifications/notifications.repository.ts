import type { ListQuery } from '@lintel/contracts';
import {
  type AlertTab,
  FEED_PAGE_SIZE,
  type FeedNotification,
  FINISHED_STATUSES,
  notificationEvents,
  type PanelNotification,
  type ProcessingStatus,
} from '@lintel/contracts/notifications';
import { sql } from 'kysely';
import type { CustomerScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

/** The recipient rows a user sees in the acting context: their own, in this community or customer-wide. */
function recipientRows(scope: CustomerScope) {
  let query = scope.db
    .selectFrom('notification_recipients as r')
    .where('r.customer_id', '=', scope.customerId)
    .where('r.user_id', '=', scope.actor.userId);
  // In a community, the feed shows that community's notifications and the customer-wide ones.
  if (scope.communityId) {
    const communityId = scope.communityId;
    query = query.where((eb) => eb.or([eb('r.community_id', 'is', null), eb('r.community_id', '=', communityId)]));
  }
  return query;
}

/** Columns every read selects: the recipient row (r) joined to its message (n). */
function withMessage(rows: ReturnType<typeof recipientRows>) {
  return rows
    .innerJoin('notifications as n', (join) =>
      join.onRef('n.customer_id', '=', 'r.customer_id').onRef('n.id', '=', 'r.notification_id'),
    )
    .select([
      'r.notification_id as id',
      'r.created_at as createdAt',
      'r.acknowledged_at as acknowledgedAt',
      'r.read',
      'r.alert_sort as alertSort',
      'r.kind',
      'r.community_id as communityId',
      'n.event_code as eventCode',
      'n.type',
      'n.title',
      'n.body_html as html',
      'n.icon',
      'n.priority',
      'n.processing_status as processingStatus',
      'n.tags',
      'n.origin_service_code as originServiceCode',
    ]);
}

function baseQuery(scope: CustomerScope) {
  return withMessage(recipientRows(scope));
}

export type NotificationRow = {
  id: string;
  createdAt: Date;
  acknowledgedAt: Date | null;
  read: boolean;
  alertSort: number;
  kind: 'ALERT' | 'ACTIVITY';
  communityId: string | null;
  eventCode: string;
  type: 'error' | 'success' | 'warning' | 'brand' | 'default';
  title: string;
  html: string;
  icon: string | null;
  priority: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
  processingStatus: ProcessingStatus | null;
  tags: string[];
  originServiceCode: string;
};

/**
 * Feed shape. The HTML is served as stored: publishNotification (the one way in) sanitised it, and
 * the portal sanitises it again when it displays it. Sanitising again here cost 1.5–5 ms a row
 * (DOMPurify over jsdom), most of a feed page's time, for no protection the two others lack.
 */
export function toFeed(row: NotificationRow): FeedNotification {
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

const feedSpec: ListSpec<NotificationRow> = {
  sortable: { createdAt: { column: 'r.created_at', type: 'timestamptz' } },
  defaultSort: 'createdAt,desc',
  id: { column: 'r.notification_id', field: 'id' },
  exactCountLimit: 1_000,
};

export interface FeedQuery extends ListQuery {
  pageSize?: number;
  createdFrom?: string;
  createdTo?: string;
  searchQuery?: string;
  category?: string;
  kind?: 'ALERT' | 'ACTIVITY';
  unread?: 'true' | 'false';
}

/** A searched feed counts exactly up to this many rows of its window, and extrapolates beyond. */
export const FEED_SEARCH_READ_LIMIT = 10_000;

/**
 * My notifications, newest first; createdFrom/createdTo bound the time, searchQuery matches the
 * title (case-insensitive substring). Every filter reads the recipient row alone (it carries the
 * message's event code and lower-cased title), so the count never joins, and only the page's rows
 * are joined to their messages.
 */
export async function listFeed(scope: CustomerScope, query: FeedQuery) {
  let rows = recipientRows(scope);
  if (query.createdFrom) rows = rows.where('r.created_at', '>=', new Date(query.createdFrom));
  if (query.createdTo) rows = rows.where('r.created_at', '<=', new Date(query.createdTo));
  if (query.kind) rows = rows.where('r.kind', '=', query.kind);
  if (query.unread === 'true') rows = rows.where('r.read', '=', false);
  if (query.category) {
    const codes = notificationEvents.filter((e) => e.categoryId === query.category).map((e) => e.code);
    rows = codes.length ? rows.where('r.event_code', 'in', codes) : rows.where(sql<boolean>`false`);
  }
  const search = query.searchQuery ?? query.q;
  const matches = search ? sql<boolean>`strpos(r.search_title, lower(${search}::text)) > 0` : undefined;
  const size = query.pageSize ?? query.size ?? FEED_PAGE_SIZE;
  const page = await pagedList(
    scope.db,
    withMessage(matches ? rows.where(matches) : rows),
    { ...query, q: undefined, size },
    feedSpec,
    { from: rows, ...(matches ? { residual: { where: matches, readLimit: FEED_SEARCH_READ_LIMIT } } : {}) },
  );
  return { ...page, content: page.content.map(toFeed) };
}

const alertSpec: ListSpec<NotificationRow> = {
  sortable: { alertSort: { column: 'r.alert_sort', type: 'bigint' } },
  defaultSort: 'alertSort,desc',
  id: { column: 'r.notification_id', field: 'id' },
  exactCountLimit: 1_000,
};

/**
 * The bell's tabs: Alerts (unfinished alerts), Resolved (finished ones) and Activity (everything
 * else). Alerts sort by priority descending, then newest.
 */
export async function listAlerts(
  scope: CustomerScope,
  query: ListQuery & { tab: AlertTab; unread?: 'true' | 'false' },
) {
  let base = baseQuery(scope);
  const finished = [...FINISHED_STATUSES];
  if (query.tab === 'activity') base = base.where('r.kind', '=', 'ACTIVITY');
  else {
    base = base.where('r.kind', '=', 'ALERT');
    base =
      query.tab === 'resolved'
        ? base.where('n.processing_status', 'in', finished)
        : base.where('n.processing_status', 'not in', finished);
  }
  if (query.unread === 'true') base = base.where('r.read', '=', false);
  const spec = query.tab === 'activity' ? { ...feedSpec, defaultSort: 'createdAt,desc' as const } : alertSpec;
  const page = await pagedList(scope.db, base, { ...query, sort: undefined }, spec);
  return { ...page, content: page.content.map(toPanel) };
}

/** The panel list: the newest 999 (spec), with the unread count. */
export async function listPanel(scope: CustomerScope, size: number) {
  const rows = await baseQuery(scope)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.notification_id', 'desc')
    .limit(size)
    .execute();
  const unread = await scope.db
    .selectFrom('notification_recipients as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.customer_id', '=', scope.customerId)
    .where('r.user_id', '=', scope.actor.userId)
    .where('r.read', '=', false)
    .executeTakeFirst();
  return { notifications: (rows as NotificationRow[]).map(toPanel), unread: Number(unread?.n ?? 0) };
}

export async function findOne(scope: CustomerScope, id: string): Promise<NotificationRow> {
  const row = await baseQuery(scope).where('r.notification_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row as NotificationRow;
}

/** Reads one: read becomes true, acknowledgedAt is set the first time only. */
export async function readOne(scope: CustomerScope, id: string): Promise<NotificationRow> {
  await findOne(scope, id);
  await sql`update notification_recipients
            set read = true, acknowledged_at = coalesce(acknowledged_at, ${scope.now}::timestamptz)
            where customer_id = ${scope.customerId}::uuid and user_id = ${scope.actor.userId}::uuid
              and notification_id = ${id}::uuid`.execute(scope.db);
  return findOne(scope, id);
}

/** Sets read flags of my notifications; ids that are not mine change nothing. */
export async function updateReadFlags(scope: CustomerScope, items: { id: string; read: boolean }[]): Promise<number> {
  let updated = 0;
  for (const read of [true, false]) {
    const ids = items.filter((i) => i.read === read).map((i) => i.id);
    if (ids.length === 0) continue;
    const result = await sql`update notification_recipients
      set read = ${read}, acknowledged_at = case when ${read} then coalesce(acknowledged_at, ${scope.now}::timestamptz) else acknowledged_at end
      where customer_id = ${scope.customerId}::uuid and user_id = ${scope.actor.userId}::uuid
        and notification_id = any(${ids}::uuid[])`.execute(scope.db);
    updated += Number(result.numAffectedRows ?? 0);
  }
  return updated;
}

export async function history(scope: CustomerScope, id: string) {
  const rows = await scope.db
    .selectFrom('notification_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.id', 'e.processing_status as processingStatus', 'e.note', 'e.at', 'u.first_name', 'u.last_name'])
    .where('e.customer_id', '=', scope.customerId)
    .where('e.notification_id', '=', id)
    .orderBy('e.at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    processingStatus: r.processingStatus,
    note: r.note,
    actorName: r.first_name ? `${r.first_name} ${r.last_name}` : null,
    at: r.at.toISOString(),
  }));
}

/** Moves an alert to another processing status and records it in the history. */
export async function updateStatus(scope: CustomerScope, id: string, status: ProcessingStatus, note?: string) {
  const row = await findOne(scope, id);
  if (row.kind !== 'ALERT') throw new AppError('NOTIFICATION_NOT_AN_ALERT');
  await scope.db
    .updateTable('notifications')
    .set({ processing_status: status })
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', id)
    .execute();
  await scope.db
    .insertInto('notification_events')
    .values({
      customer_id: scope.customerId,
      notification_id: id,
      processing_status: status,
      note: note ?? null,
      actor_user_id: scope.actor.userId,
      at: scope.now,
    })
    .execute();
  return findOne(scope, id);
}
