import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type Event = access.integrationQueue.IntegrationEvent;
type Settings = access.integrationQueue.AutoApplySettings;

/** The PMS's events as the queue shows them. */
function events(at: At) {
  return at.db
    .selectFrom('resident_events as q')
    .innerJoin('residents as r', (j) =>
      j
        .onRef('r.customer_id', '=', 'q.customer_id')
        .onRef('r.community_id', '=', 'q.community_id')
        .onRef('r.id', '=', 'q.resident_id'),
    )
    .innerJoin('leases as l', (j) =>
      j
        .onRef('l.customer_id', '=', 'q.customer_id')
        .onRef('l.community_id', '=', 'q.community_id')
        .onRef('l.id', '=', 'q.lease_id'),
    )
    .innerJoin('units as u', (j) =>
      j
        .onRef('u.customer_id', '=', 'l.customer_id')
        .onRef('u.community_id', '=', 'l.community_id')
        .onRef('u.id', '=', 'l.unit_id'),
    )
    .select([
      'q.id',
      'q.lease_id as leaseId',
      'q.resident_id as residentId',
      sql<string>`r.first_name || ' ' || r.last_name`.as('residentName'),
      'u.name as unitName',
      sql<Event['kind']>`q.kind`.as('kind'),
      sql<string>`to_char(q.due_on, 'YYYY-MM-DD')`.as('dueOn'),
      'q.external_ref as externalRef',
      sql<Event['status']>`q.status`.as('status'),
      isoTimestamp('q.received_at').as('receivedAt'),
      isoTimestamp('q.settled_at').as('settledAt'),
      'q.settled_by_name as settledByName',
      sql<string | null>`q.apply_error`.as('applyError'),
    ])
    .where('q.customer_id', '=', at.customerId)
    .where('q.community_id', '=', at.communityId)
    .where('q.source', '=', 'PMS');
}

const spec: ListSpec<Event> = {
  sortable: {
    dueOn: { column: 'q.due_on', type: 'date' },
    receivedAt: { column: 'q.received_at', type: 'timestamptz' },
  },
  defaultSort: 'dueOn,asc',
  id: { column: 'q.id', field: 'id' },
};

export function list(at: At, query: ListQuery & { status?: Event['status']; kind?: Event['kind'] }) {
  let base = events(at);
  if (query.status) base = base.where('q.status', '=', query.status);
  if (query.kind) base = base.where('q.kind', '=', query.kind);
  if (query.q) {
    const like = prefixRange(query.q).like;
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(r.first_name) like ${like}`,
        sql<boolean>`lower(r.last_name) like ${like}`,
        sql<boolean>`lower(u.name) like ${like}`,
      ]),
    );
  }
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return events(at)
    .innerJoin('lease_residents as lr', (j) =>
      j
        .onRef('lr.customer_id', '=', 'q.customer_id')
        .onRef('lr.community_id', '=', 'q.community_id')
        .onRef('lr.lease_id', '=', 'q.lease_id')
        .onRef('lr.resident_id', '=', 'q.resident_id'),
    )
    .select([
      sql<Record<string, unknown> | null>`q.payload`.as('payload'),
      sql<string>`to_char(l.starts_on, 'YYYY-MM-DD')`.as('leaseStartsOn'),
      sql<string>`to_char(l.ends_on, 'YYYY-MM-DD')`.as('leaseEndsOn'),
      sql<boolean>`l.archived_at is not null`.as('leaseArchived'),
      isoTimestamp('lr.moved_in_at').as('movedInAt'),
      isoTimestamp('lr.moved_out_at').as('movedOutAt'),
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
}

export async function readSettings(at: At) {
  const row = await at.db
    .selectFrom('integration_queue_settings')
    .select(['auto_apply_move_ins', 'auto_apply_move_outs', 'updated_by_name'])
    .select(isoTimestamp('updated_at').as('updatedAt'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirst();
  return {
    autoApplyMoveIns: row?.auto_apply_move_ins ?? false,
    autoApplyMoveOuts: row?.auto_apply_move_outs ?? false,
    updatedByName: row?.updated_by_name ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function saveSettings(at: At, settings: Settings, byName: string | null): Promise<void> {
  const values = {
    auto_apply_move_ins: settings.autoApplyMoveIns,
    auto_apply_move_outs: settings.autoApplyMoveOuts,
    updated_by_name: byName,
    updated_at: at.now,
  };
  await at.db
    .insertInto('integration_queue_settings')
    .values({ customer_id: at.customerId, community_id: at.communityId, ...values })
    .onConflict((c) => c.columns(['customer_id', 'community_id']).doUpdateSet(values))
    .execute();
}

/** Pending PMS events of the kinds given, due on or before a day. */
export async function dueEvents(at: At, kinds: readonly string[], through: string) {
  if (kinds.length === 0) return [];
  return at.db
    .selectFrom('resident_events')
    .select(['id', 'lease_id', 'resident_id', sql<'MOVE_IN' | 'MOVE_OUT'>`kind`.as('kind')])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('source', '=', 'PMS')
    .where('status', '=', 'PENDING')
    .where('kind', 'in', kinds)
    .where(sql<boolean>`due_on <= ${through}::date`)
    .orderBy('due_on')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** Records who applied an event (auto-apply), or why it could not be applied. */
export async function noteApplication(at: At, id: string, note: { byName: string } | { error: string }): Promise<void> {
  await at.db
    .updateTable('resident_events')
    .set(
      'byName' in note
        ? { settled_by_name: note.byName, apply_error: null }
        : { apply_error: note.error.slice(0, 500) },
    )
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}
