import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, keyStartsWith, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At, PendingEntry } from './engine/grants.repository.ts';
import './access.tables.ts';

type Transaction = access.pacsQueueLog.PacsTransaction;
type Attempt = access.pacsQueueLog.PacsAttempt;
type Outcome = Transaction['outcome'];
type Operation = Transaction['operation'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the door sync knows of one try when the lock has answered (or not). */
export interface SentChange {
  attempt: number;
  sentAt: Date;
  outcome: Outcome;
  error: string | null;
}

/**
 * Records one try of a door entry (D226), in the transaction that records the lock's answer: the
 * lock's name, the holder as the door entry names them and the credential's kind and label are
 * copied, so the log reads the same after they change.
 */
export async function recordTransaction(at: At, entry: PendingEntry, change: SentChange): Promise<void> {
  const answered = change.outcome === 'NO_ANSWER' ? null : at.now;
  await at.db
    .insertInto('pacs_transactions')
    .columns([
      'customer_id',
      'community_id',
      'device_id',
      'device_name',
      'grant_id',
      'credential_id',
      'holder_kind',
      'holder_id',
      'holder_name',
      'credential_kind',
      'credential_label',
      'operation',
      'attempt',
      'requested_at',
      'sent_at',
      'answered_at',
      'outcome',
      'error',
    ])
    .expression((eb) =>
      eb
        .selectFrom('access_grants as g')
        .innerJoin('access_credentials as c', (j) =>
          j.onRef('c.customer_id', '=', 'g.customer_id').onRef('c.community_id', '=', 'g.community_id'),
        )
        .leftJoin('door_entries as e', (j) =>
          j
            .onRef('e.customer_id', '=', 'g.customer_id')
            .onRef('e.community_id', '=', 'g.community_id')
            .onRef('e.grant_id', '=', 'g.id')
            .onRef('e.credential_id', '=', 'c.id')
            .on('e.device_id', '=', entry.deviceId),
        )
        .select([
          'g.customer_id',
          'g.community_id',
          sql<string>`${entry.deviceId}::uuid`.as('device_id'),
          sql<string>`${entry.deviceName.slice(0, 200)}::text`.as('device_name'),
          'g.id as grant_id',
          'c.id as credential_id',
          'g.holder_kind',
          'g.holder_id',
          sql<string>`coalesce(e.holder_name, '')`.as('holder_name'),
          'c.kind as credential_kind',
          'c.label as credential_label',
          sql<string>`${entry.desired === 'PRESENT' ? 'PUT' : 'REMOVE'}::text`.as('operation'),
          sql<number>`${change.attempt}::int`.as('attempt'),
          sql<Date>`${entry.requestedAt}::timestamptz`.as('requested_at'),
          sql<Date>`${change.sentAt}::timestamptz`.as('sent_at'),
          sql<Date | null>`${answered}::timestamptz`.as('answered_at'),
          sql<string>`${change.outcome}::text`.as('outcome'),
          sql<string | null>`${change.error === null ? null : change.error.slice(0, 500)}::text`.as('error'),
        ])
        .where('g.customer_id', '=', at.customerId)
        .where('g.community_id', '=', at.communityId)
        .where('g.id', '=', entry.grantId)
        .where('c.id', '=', entry.credentialId),
    )
    .execute();
}

const attemptColumns = [
  't.id',
  sql<Operation>`t.operation`.as('operation'),
  't.attempt',
  isoTimestamp('t.requested_at').as('requestedAt'),
  isoTimestamp('t.sent_at').as('sentAt'),
  isoTimestamp('t.answered_at').as('answeredAt'),
  sql<Outcome>`t.outcome`.as('outcome'),
  't.error',
] as const;

/** The log's rows as the list shows them: the table alone, so the list and its count read one index. */
function transactions(at: At) {
  return at.db
    .selectFrom('pacs_transactions as t')
    .select([
      ...attemptColumns,
      't.device_id as deviceId',
      't.device_name as deviceName',
      't.grant_id as grantId',
      't.credential_id as credentialId',
      sql<Transaction['credentialKind']>`t.credential_kind`.as('credentialKind'),
      't.credential_label as credentialLabel',
      sql<Transaction['holderKind']>`t.holder_kind`.as('holderKind'),
      't.holder_id as holderId',
      't.holder_name as holderName',
    ])
    .where('t.customer_id', '=', at.customerId)
    .where('t.community_id', '=', at.communityId);
}

const spec: ListSpec<Transaction> = {
  sortable: { sentAt: { column: 't.sent_at', type: 'timestamptz' } },
  defaultSort: 'sentAt,desc',
  id: { column: 't.id', field: 'id' },
};

export type ListFilters = ListQuery & { outcome?: Outcome; operation?: Operation; lockId?: string };

/** Newest first; q matches the start of the holder's name or the credential's label, or a whole credential id. */
export function list(at: At, query: ListFilters) {
  let base = transactions(at);
  if (query.outcome) base = base.where('t.outcome', '=', query.outcome);
  if (query.operation) base = base.where('t.operation', '=', query.operation);
  if (query.lockId) base = base.where('t.device_id', '=', query.lockId);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) =>
      eb.or([
        keyStartsWith('t.holder_key', q),
        keyStartsWith('t.credential_key', q),
        ...(UUID.test(q) ? [eb('t.credential_id', '=', q.toLowerCase())] : []),
      ]),
    );
  }
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

/** One transaction with the lock's place and the grant's chain as they are now. */
export function find(at: At, id: string) {
  return transactions(at)
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 't.customer_id')
        .onRef('g.community_id', '=', 't.community_id')
        .onRef('g.id', '=', 't.grant_id'),
    )
    .leftJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 't.customer_id')
        .onRef('d.community_id', '=', 't.community_id')
        .onRef('d.id', '=', 't.device_id'),
    )
    .leftJoin('door_entries as e', (j) =>
      j
        .onRef('e.customer_id', '=', 't.customer_id')
        .onRef('e.community_id', '=', 't.community_id')
        .onRef('e.device_id', '=', 't.device_id')
        .onRef('e.grant_id', '=', 't.grant_id')
        .onRef('e.credential_id', '=', 't.credential_id'),
    )
    .select([
      sql<boolean>`d.id is not null`.as('lockExists'),
      sql<string | null>`(select u.name from units u where u.customer_id = d.customer_id
        and u.community_id = d.community_id and u.id = d.unit_id)`.as('unitName'),
      sql<string | null>`(select p.name from location_properties p where p.customer_id = d.customer_id
        and p.community_id = d.community_id and p.id = d.location_id)`.as('locationName'),
      sql<access.SourceKind>`g.source_kind`.as('sourceKind'),
      'g.source_id as sourceId',
      sql<string>`coalesce(
        (select 'Unit ' || u.name from units u where u.customer_id = g.customer_id and u.community_id = g.community_id and u.id = g.unit_id),
        (select p.name from location_properties p where p.customer_id = g.customer_id and p.community_id = g.community_id and p.id = g.location_id),
        '')`.as('placeName'),
      sql<access.AccessStatus>`g.status`.as('grantStatus'),
      isoTimestamp('g.valid_from').as('validFrom'),
      isoTimestamp('g.valid_until').as('validUntil'),
      sql<'PRESENT' | 'ABSENT' | null>`e.desired`.as('desired'),
      sql<'PRESENT' | 'ABSENT' | null>`e.confirmed`.as('confirmed'),
      isoTimestamp('e.confirmed_at').as('confirmedAt'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Every try of one door entry (lock, grant and credential), in the order they were sent. */
export function attemptsOf(at: At, entry: { deviceId: string; grantId: string; credentialId: string }) {
  return at.db
    .selectFrom('pacs_transactions as t')
    .select(attemptColumns)
    .where('t.customer_id', '=', at.customerId)
    .where('t.community_id', '=', at.communityId)
    .where('t.credential_id', '=', entry.credentialId)
    .where('t.grant_id', '=', entry.grantId)
    .where('t.device_id', '=', entry.deviceId)
    .orderBy('t.requested_at')
    .orderBy('t.attempt')
    .orderBy('t.sent_at')
    .orderBy('t.id')
    .limit(500)
    .execute() as Promise<Attempt[]>;
}

/** The community's locks whose name starts with q, for the log's lock filter. */
export function lockChoices(at: At, q: string | undefined) {
  let query = at.db
    .selectFrom('devices as d')
    .select([
      'd.id',
      'd.name',
      sql<string | null>`(select u.name from units u where u.customer_id = d.customer_id
        and u.community_id = d.community_id and u.id = d.unit_id)`.as('unitName'),
      sql<string | null>`(select p.name from location_properties p where p.customer_id = d.customer_id
        and p.community_id = d.community_id and p.id = d.location_id)`.as('locationName'),
    ])
    .where('d.customer_id', '=', at.customerId)
    .where('d.community_id', '=', at.communityId)
    .where('d.kind', '=', 'LOCK');
  if (q) query = query.where(sql<boolean>`lower(d.name) like ${prefixRange(q).like}`);
  return query.orderBy('d.name').orderBy('d.id').limit(20).execute();
}
