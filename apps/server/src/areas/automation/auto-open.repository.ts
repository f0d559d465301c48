import type { ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import type { Scope } from '../../platform/db/scope.ts';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import './automation.tables.ts';

/** Where the auto-open rules are read and written: a community (a request's scope, or a job's tenant). */
export type At = Pick<Scope, 'db' | 'now'> & { customerId: string; communityId: string };

export function at(scope: Scope): At {
  if (!scope.customerId || !scope.communityId) throw new Error('auto-open rules need a community');
  return { db: scope.db, now: scope.now, customerId: scope.customerId, communityId: scope.communityId };
}

/** A rule as stored, with its schedule's week and closed days (to tell whether it is on now). */
export type RuleRow = {
  id: string;
  name: string;
  scheduleId: string;
  scheduleName: string;
  hours: unknown;
  closedDays: unknown;
  active: boolean;
  lockCount: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

const spec: ListSpec<RuleRow> = {
  sortable: {
    name: { column: 'r.name', type: 'text' },
    updatedAt: { column: 'r.updated_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'r.id', field: 'id' },
};

function select(at: At) {
  return at.db
    .selectFrom('automation_auto_open_rules as r')
    .innerJoin('automation_schedules as s', (join) =>
      join
        .onRef('s.customer_id', '=', 'r.customer_id')
        .onRef('s.community_id', '=', 'r.community_id')
        .onRef('s.id', '=', 'r.schedule_id'),
    )
    .select([
      'r.id',
      'r.name',
      'r.schedule_id as scheduleId',
      's.name as scheduleName',
      's.hours',
      's.closed_days as closedDays',
      'r.active',
      'r.created_by_name as createdBy',
      sql<number>`(select count(*)::int from automation_auto_open_locks l
        where l.customer_id = r.customer_id and l.community_id = r.community_id and l.rule_id = r.id)`.as('lockCount'),
      isoTimestamp('r.created_at').as('createdAt'),
      isoTimestamp('r.updated_at').as('updatedAt'),
    ])
    .where('r.customer_id', '=', at.customerId)
    .where('r.community_id', '=', at.communityId)
    .$castTo<RuleRow>();
}

export function listRules(at: At, query: ListQuery) {
  let base = select(at);
  if (query.q) base = base.where(keyStartsWith('r.name_key', query.q));
  return pagedList(at.db, base, query, spec);
}

export function findRule(at: At, id: string): Promise<RuleRow | undefined> {
  return select(at).where('r.id', '=', id).executeTakeFirst();
}

/** Every rule of the community, for the minute's check. */
export function allRules(at: At): Promise<RuleRow[]> {
  return select(at).orderBy('r.name').execute();
}

export async function insertRule(
  at: At,
  rule: { name: string; scheduleId: string; createdBy: string | null },
  locks: readonly { id: string; name: string; family: string }[],
): Promise<string> {
  const { id } = await at.db
    .insertInto('automation_auto_open_rules')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      name: rule.name,
      schedule_id: rule.scheduleId,
      created_by_name: rule.createdBy,
      updated_at: at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await at.db
    .insertInto('automation_auto_open_locks')
    .values(
      locks.map((lock) => ({
        customer_id: at.customerId,
        community_id: at.communityId,
        rule_id: id,
        device_id: lock.id,
        name: lock.name,
        family: lock.family,
        held: null,
        command_id: null,
        changed_at: null,
      })),
    )
    .execute();
  return id;
}

export async function setActive(at: At, id: string, active: boolean) {
  await at.db
    .updateTable('automation_auto_open_rules')
    .set({ active, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export async function deleteRule(at: At, id: string) {
  await at.db
    .deleteFrom('automation_auto_open_rules')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export type LockRow = {
  ruleId: string;
  deviceId: string;
  name: string;
  family: string;
  held: boolean | null;
  commandId: string | null;
  changedAt: string | null;
};

export function locksOf(at: At, ruleIds: readonly string[]): Promise<LockRow[]> {
  if (ruleIds.length === 0) return Promise.resolve([]);
  return at.db
    .selectFrom('automation_auto_open_locks as l')
    .select([
      'l.rule_id as ruleId',
      'l.device_id as deviceId',
      'l.name',
      'l.family',
      'l.held',
      'l.command_id as commandId',
      sql<string | null>`case when l.changed_at is null then null
        else to_char(l.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as('changedAt'),
    ])
    .where('l.customer_id', '=', at.customerId)
    .where('l.community_id', '=', at.communityId)
    .where('l.rule_id', 'in', [...ruleIds])
    .orderBy('l.name')
    .orderBy('l.device_id')
    .execute();
}

/** The rule each lock of the community follows, by lock. */
export async function rulesOfLocks(at: At): Promise<Map<string, string>> {
  const rows = await at.db
    .selectFrom('automation_auto_open_locks as l')
    .innerJoin('automation_auto_open_rules as r', (join) =>
      join
        .onRef('r.customer_id', '=', 'l.customer_id')
        .onRef('r.community_id', '=', 'l.community_id')
        .onRef('r.id', '=', 'l.rule_id'),
    )
    .select(['l.device_id as deviceId', 'r.name'])
    .where('l.customer_id', '=', at.customerId)
    .where('l.community_id', '=', at.communityId)
    .execute();
  return new Map(rows.map((row) => [row.deviceId, row.name]));
}

export async function markSent(at: At, ruleId: string, deviceId: string, held: boolean, commandId: string) {
  await at.db
    .updateTable('automation_auto_open_locks')
    .set({ held, command_id: commandId, changed_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('rule_id', '=', ruleId)
    .where('device_id', '=', deviceId)
    .execute();
}

export function scheduleChoices(at: At) {
  return at.db
    .selectFrom('automation_schedules')
    .select(['id', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .orderBy('name')
    .execute();
}

export async function scheduleExists(at: At, id: string): Promise<boolean> {
  const row = await at.db
    .selectFrom('automation_schedules')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
