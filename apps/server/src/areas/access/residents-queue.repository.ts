import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type Settings = access.residentsQueue.QueueSettings;
type Event = access.residentsQueue.ResidentEvent;

export const DEFAULT_SETTINGS: Settings = { showMoveIns: true, showMoveOuts: true, daysAhead: 30, showSettled: false };

export async function readSettings(at: At): Promise<Settings> {
  const row = await at.db
    .selectFrom('resident_queue_settings')
    .select(['show_move_ins', 'show_move_outs', 'days_ahead', 'show_settled'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    showMoveIns: row.show_move_ins,
    showMoveOuts: row.show_move_outs,
    daysAhead: row.days_ahead,
    showSettled: row.show_settled,
  };
}

export async function saveSettings(at: At, settings: Settings): Promise<void> {
  const values = {
    show_move_ins: settings.showMoveIns,
    show_move_outs: settings.showMoveOuts,
    days_ahead: settings.daysAhead,
    show_settled: settings.showSettled,
    updated_at: at.now,
  };
  await at.db
    .insertInto('resident_queue_settings')
    .values({ customer_id: at.customerId, community_id: at.communityId, ...values })
    .onConflict((c) => c.columns(['customer_id', 'community_id']).doUpdateSet(values))
    .execute();
}

function events(at: At) {
  return at.db
    .selectFrom('resident_events as q')
    .select([
      'q.id',
      'q.lease_id as leaseId',
      'q.resident_id as residentId',
      sql<string>`(select r.first_name || ' ' || r.last_name from residents r where r.customer_id = q.customer_id
        and r.community_id = q.community_id and r.id = q.resident_id)`.as('residentName'),
      sql<string>`(select u.name from leases l join units u on u.customer_id = l.customer_id
        and u.community_id = l.community_id and u.id = l.unit_id
        where l.customer_id = q.customer_id and l.community_id = q.community_id and l.id = q.lease_id)`.as('unitName'),
      sql<'MOVE_IN' | 'MOVE_OUT'>`q.kind`.as('kind'),
      sql<string>`to_char(q.due_on, 'YYYY-MM-DD')`.as('dueOn'),
      sql<'LINTEL' | 'PMS'>`q.source`.as('source'),
      sql<'PENDING' | 'APPLIED' | 'SKIPPED'>`q.status`.as('status'),
      isoTimestamp('q.settled_at').as('settledAt'),
      'q.settled_by_name as settledByName',
    ])
    .where('q.customer_id', '=', at.customerId)
    .where('q.community_id', '=', at.communityId);
}

const spec: ListSpec<Event> = {
  sortable: { dueOn: { column: 'q.due_on', type: 'date' } },
  defaultSort: 'dueOn,asc',
  id: { column: 'q.id', field: 'id' },
};

/** The queue as the displaying options show it: the kinds shown, due up to N days ahead, pending only unless asked. */
export function list(at: At, query: ListQuery, settings: Settings, today: string) {
  const kinds = [...(settings.showMoveIns ? ['MOVE_IN'] : []), ...(settings.showMoveOuts ? ['MOVE_OUT'] : [])];
  let base = events(at)
    .where('q.kind', 'in', kinds.length > 0 ? kinds : ['NONE'])
    .where(sql<boolean>`q.due_on <= ${today}::date + ${settings.daysAhead}::int`);
  if (!settings.showSettled) base = base.where('q.status', '=', 'PENDING');
  return pagedList(at.db, base, query, spec);
}

export function find(at: At, id: string) {
  return events(at).where('q.id', '=', id).executeTakeFirst();
}

/** Puts a due move in the queue, or moves the due date of the one still pending. */
export async function enqueueMove(
  at: At,
  move: {
    leaseId: string;
    residentId: string;
    kind: 'MOVE_IN' | 'MOVE_OUT';
    dueOn: string;
    source: 'LINTEL' | 'PMS';
    externalRef: string | null;
    payload?: Record<string, unknown>;
  },
): Promise<void> {
  const received = move.source === 'PMS' ? { payload: JSON.stringify(move.payload ?? {}), received_at: at.now } : {};
  await at.db
    .insertInto('resident_events')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      lease_id: move.leaseId,
      resident_id: move.residentId,
      kind: move.kind,
      due_on: move.dueOn,
      source: move.source,
      external_ref: move.externalRef,
      settled_at: null,
      settled_by_name: null,
      created_at: at.now,
      updated_at: at.now,
      ...received,
    })
    .onConflict((c) =>
      c
        .columns(['customer_id', 'community_id', 'lease_id', 'resident_id', 'kind'])
        .doUpdateSet({
          due_on: move.dueOn,
          external_ref: move.externalRef,
          source: move.source,
          updated_at: at.now,
          apply_error: null,
          ...received,
        })
        .where('resident_events.status', '=', 'PENDING'),
    )
    .execute();
}

/** Marks the resident's pending move of that kind on that lease applied or skipped (if there is one). */
export async function settle(
  at: At,
  where: { leaseId: string; residentId: string; kind: 'MOVE_IN' | 'MOVE_OUT' } | { id: string },
  status: 'APPLIED' | 'SKIPPED',
  byName: string | null,
): Promise<number> {
  let query = at.db
    .updateTable('resident_events')
    .set({ status, settled_at: at.now, settled_by_name: byName, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('status', '=', 'PENDING');
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query
          .where('lease_id', '=', where.leaseId)
          .where('resident_id', '=', where.residentId)
          .where('kind', '=', where.kind);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
