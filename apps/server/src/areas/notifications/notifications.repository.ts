import type { ListQuery } from '@lintel/contracts';
import { type AlertTab, FINISHED_STATUSES, type ProcessingStatus } from '@lintel/contracts/notifications';
import { sql } from 'kysely';
import type { CustomerScope, Tx } from '../../platform/db/scope.ts';
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

const feedSpec: ListSpec<NotificationRow> = {
  sortable: { createdAt: { column: 'r.created_at', type: 'timestamptz' } },
  defaultSort: 'createdAt,desc',
  id: { column: 'r.notification_id', field: 'id' },
  exactCountLimit: 1_000,
};

/** The feed's filters, the category already resolved to its event codes. */
export interface FeedFilter extends ListQuery {
  createdFrom?: string;
  createdTo?: string;
  search?: string;
  eventCodes?: string[];
  kind?: 'ALERT' | 'ACTIVITY';
  unread?: 'true' | 'false';
}

/** A searched feed counts exactly up to this many rows of its window, and extrapolates beyond. */
const FEED_SEARCH_READ_LIMIT = 10_000;

/**
 * My notifications, newest first; createdFrom/createdTo bound the time, searchQuery matches the
 * title (case-insensitive substring). Every filter reads the recipient row alone (it carries the
 * message's event code and lower-cased title), so the count never joins, and only the page's rows
 * are joined to their messages.
 */
export function listFeed(scope: CustomerScope, query: FeedFilter) {
  let rows = recipientRows(scope);
  if (query.createdFrom) rows = rows.where('r.created_at', '>=', new Date(query.createdFrom));
  if (query.createdTo) rows = rows.where('r.created_at', '<=', new Date(query.createdTo));
  if (query.kind) rows = rows.where('r.kind', '=', query.kind);
  if (query.unread === 'true') rows = rows.where('r.read', '=', false);
  if (query.eventCodes) {
    const codes = query.eventCodes;
    rows = codes.length ? rows.where('r.event_code', 'in', codes) : rows.where(sql<boolean>`false`);
  }
  const matches = query.search ? sql<boolean>`strpos(r.search_title, lower(${query.search}::text)) > 0` : undefined;
  return pagedList(scope.db, withMessage(matches ? rows.where(matches) : rows), { ...query, q: undefined }, feedSpec, {
    from: rows,
    ...(matches ? { residual: { where: matches, readLimit: FEED_SEARCH_READ_LIMIT } } : {}),
  });
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
export function listAlerts(scope: CustomerScope, query: ListQuery & { tab: AlertTab; unread?: 'true' | 'false' }) {
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
  return pagedList(scope.db, base, { ...query, sort: undefined }, spec);
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
  return { rows: rows as NotificationRow[], unread: Number(unread?.n ?? 0) };
}

export async function findOne(scope: CustomerScope, id: string): Promise<NotificationRow | undefined> {
  const row = await baseQuery(scope).where('r.notification_id', '=', id).executeTakeFirst();
  return row as NotificationRow | undefined;
}

/** Marks one of my notifications read; acknowledgedAt is set the first time only. */
export async function markRead(scope: CustomerScope, id: string): Promise<void> {
  await sql`update notification_recipients
            set read = true, acknowledged_at = coalesce(acknowledged_at, ${scope.now}::timestamptz)
            where customer_id = ${scope.customerId}::uuid and user_id = ${scope.actor.userId}::uuid
              and notification_id = ${id}::uuid`.execute(scope.db);
}

/** Sets the read flag of those of these notifications that are mine; how many changed. */
export async function setReadFlag(scope: CustomerScope, ids: string[], read: boolean): Promise<number> {
  const result = await sql`update notification_recipients
    set read = ${read}, acknowledged_at = case when ${read} then coalesce(acknowledged_at, ${scope.now}::timestamptz) else acknowledged_at end
    where customer_id = ${scope.customerId}::uuid and user_id = ${scope.actor.userId}::uuid
      and notification_id = any(${ids}::uuid[])`.execute(scope.db);
  return Number(result.numAffectedRows ?? 0);
}

/** An alert's history, oldest first, with the names of who changed it. */
export function history(scope: CustomerScope, id: string) {
  return (
    scope.db
      .selectFrom('notification_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .select(['e.id', 'e.processing_status as processingStatus', 'e.note', 'e.at', 'u.first_name', 'u.last_name'])
      .where('e.customer_id', '=', scope.customerId)
      .where('e.notification_id', '=', id)
      .orderBy('e.at', 'asc')
      // Changes in the same instant (a fixed clock, one request) read in the lifecycle's order: an alert
      // visits each stage once (NEW, PROCESSING, then one finished stage), so the stage orders them.
      .orderBy(sql`case e.processing_status when 'NEW' then 0 when 'PROCESSING' then 1 else 2 end`)
      .orderBy('e.id', 'asc')
      .execute()
  );
}

/**
 * Moves an alert from `from` to `to` and adds the change to its history. Only a row still in `from`
 * moves, so of two people acting on the same alert at once the second finds it moved already:
 * false, and nothing is written.
 */
export async function updateStatus(
  scope: CustomerScope,
  id: string,
  from: ProcessingStatus,
  to: ProcessingStatus,
  note: string | null,
): Promise<boolean> {
  const moved = await scope.db
    .updateTable('notifications')
    .set({ processing_status: to })
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', id)
    .where('processing_status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await scope.db
    .insertInto('notification_events')
    .values({
      customer_id: scope.customerId,
      notification_id: id,
      processing_status: to,
      note,
      actor_user_id: scope.actor.userId,
      at: scope.now,
    })
    .execute();
  return true;
}

/**
 * What the realtime fan-out needs of a committed notification: which of these users receive it,
 * and the message. The transaction acts with the fan-out flag (the hub reads across recipients).
 */
export async function fanOutRows(trx: Tx, customerId: string, notificationId: string, userIds: string[]) {
  const recipients = await trx
    .selectFrom('notification_recipients')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .where('notification_id', '=', notificationId)
    .where('user_id', '=', sql<string>`any(${userIds}::uuid[])`)
    .execute();
  const message = await trx
    .selectFrom('notifications as n')
    .select([
      'n.id',
      'n.created_at as createdAt',
      'n.kind',
      'n.community_id as communityId',
      'n.event_code as eventCode',
      'n.type',
      'n.title',
      'n.body_html as html',
      'n.icon',
      'n.priority',
      'n.processing_status as processingStatus',
      'n.tags',
      'n.origin_service_code as originServiceCode',
    ])
    .where('n.customer_id', '=', customerId)
    .where('n.id', '=', notificationId)
    .executeTakeFirst();
  return { message, userIds: recipients.map((r) => r.user_id) };
}
