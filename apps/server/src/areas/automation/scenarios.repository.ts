import type { ListQuery, scenarios } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './auto-open.repository.ts';
import './automation.tables.ts';

export { at } from './auto-open.repository.ts';

type Kind = scenarios.ScenarioKind;

/** A scenario as stored, with its schedule's week and closed days (to tell whether it is on now). */
export type ScenarioRow = {
  kind: Kind;
  active: boolean;
  rules: unknown;
  scheduleId: string | null;
  scheduleName: string | null;
  hours: unknown;
  closedDays: unknown;
  scheduleWasOn: boolean;
  updatedBy: string | null;
  updatedAt: string;
};

function selectScenarios(at: At) {
  return at.db
    .selectFrom('automation_scenarios as c')
    .leftJoin('automation_schedules as s', (join) =>
      join
        .onRef('s.customer_id', '=', 'c.customer_id')
        .onRef('s.community_id', '=', 'c.community_id')
        .onRef('s.id', '=', 'c.schedule_id'),
    )
    .select([
      'c.kind',
      'c.active',
      'c.rules',
      'c.schedule_id as scheduleId',
      's.name as scheduleName',
      's.hours',
      's.closed_days as closedDays',
      'c.schedule_was_on as scheduleWasOn',
      'c.updated_by_name as updatedBy',
      isoTimestamp('c.updated_at').as('updatedAt'),
    ])
    .where('c.customer_id', '=', at.customerId)
    .where('c.community_id', '=', at.communityId)
    .$castTo<ScenarioRow>();
}

export function findScenario(at: At, kind: Kind): Promise<ScenarioRow | undefined> {
  return selectScenarios(at).where('c.kind', '=', kind).executeTakeFirst();
}

export function allScenarios(at: At): Promise<ScenarioRow[]> {
  return selectScenarios(at).orderBy('c.kind').execute();
}

/** Writes the scenario's switch and rules (the row is made on the first save), keeping its schedule. */
export async function saveRules(at: At, kind: Kind, active: boolean, rules: unknown, updatedBy: string | null) {
  await at.db
    .insertInto('automation_scenarios')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      kind,
      active,
      rules: JSON.stringify(rules),
      schedule_id: null,
      updated_by_name: updatedBy,
      updated_at: at.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'community_id', 'kind']).doUpdateSet({
        active,
        rules: JSON.stringify(rules),
        updated_by_name: updatedBy,
        updated_at: at.now,
      }),
    )
    .execute();
}

/** Chooses the schedule (the row is made with the default rules if the scenario was never saved). */
export async function saveSchedule(
  at: At,
  kind: Kind,
  scheduleId: string | null,
  defaults: unknown,
  updatedBy: string | null,
) {
  await at.db
    .insertInto('automation_scenarios')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      kind,
      rules: JSON.stringify(defaults),
      schedule_id: scheduleId,
      updated_by_name: updatedBy,
      updated_at: at.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'community_id', 'kind']).doUpdateSet({
        schedule_id: scheduleId,
        // A new schedule is judged afresh: if it is on at the next check, that is its start.
        schedule_was_on: false,
        updated_by_name: updatedBy,
        updated_at: at.now,
      }),
    )
    .execute();
}

export async function setScheduleWasOn(at: At, kind: Kind, on: boolean) {
  await at.db
    .updateTable('automation_scenarios')
    .set({ schedule_was_on: on })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('kind', '=', kind)
    .execute();
}

export type UnitRow = {
  id: string;
  name: string;
  buildingName: string;
  vacant: boolean;
  statusName: string | null;
};

/** The community's units with whether each is vacant (its physical status is in the catalogue's VACANT category). */
export async function units(at: At, ids?: readonly string[]): Promise<UnitRow[]> {
  if (ids && ids.length === 0) return [];
  const only = ids ? sql`and u.id = any(${[...ids]}::uuid[])` : sql``;
  const { rows } = await sql<UnitRow>`
    select u.id, u.name, b.name as "buildingName",
      coalesce(s.part = 'PHYSICAL_STATUS' and s.category_code = 'VACANT', false) as vacant,
      s.name as "statusName"
    from units u
    join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
    left join unit_statuses s on s.customer_id = u.customer_id and s.community_id = u.community_id
      and s.code = u.physical_status
    where u.customer_id = ${at.customerId} and u.community_id = ${at.communityId} ${only}
    order by b.name, u.name, u.id`.execute(at.db);
  return rows;
}

// ── Runs and their results ─────────────────────────────────────────────────────────────────────

export type ResultInsert = {
  deviceId: string;
  deviceName: string;
  unitName: string | null;
  result: scenarios.AutomationResult | null;
  reason: string | null;
};

/** A run and a line per device, in the caller's transaction: a run is there whole or not at all. */
export async function insertRun(
  at: At,
  run: { kind: Kind; trigger: scenarios.RunTrigger; rules: unknown; requestedBy: string | null },
  results: readonly ResultInsert[],
): Promise<string> {
  const { id } = await at.db
    .insertInto('automation_scenario_runs')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      kind: run.kind,
      trigger: run.trigger,
      rules: JSON.stringify(run.rules),
      requested_by_name: run.requestedBy,
      started_at: at.now,
      // A run with nothing to send is finished as it starts.
      finished_at: results.some((r) => r.result === null) ? null : at.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < results.length; i += 1000) {
    await at.db
      .insertInto('automation_scenario_results')
      .values(
        results.slice(i, i + 1000).map((r) => ({
          customer_id: at.customerId,
          community_id: at.communityId,
          run_id: id,
          device_id: r.deviceId,
          device_name: r.deviceName,
          unit_name: r.unitName,
          result: r.result,
          reason: r.reason,
          decided_at: r.result ? at.now : null,
        })),
      )
      .execute();
  }
  return id;
}

export type RunRow = {
  id: string;
  kind: Kind;
  trigger: scenarios.RunTrigger;
  rules: unknown;
  requestedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
};

function selectRuns(at: At) {
  return at.db
    .selectFrom('automation_scenario_runs as r')
    .select([
      'r.id',
      'r.kind',
      'r.trigger',
      'r.rules',
      'r.requested_by_name as requestedBy',
      isoTimestamp('r.started_at').as('startedAt'),
      sql<string | null>`case when r.finished_at is null then null
        else to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as('finishedAt'),
    ])
    .where('r.customer_id', '=', at.customerId)
    .where('r.community_id', '=', at.communityId)
    .$castTo<RunRow>();
}

export function findRun(at: At, runId: string): Promise<RunRow | undefined> {
  return selectRuns(at).where('r.id', '=', runId).executeTakeFirst();
}

export function latestRun(at: At, kind: Kind): Promise<RunRow | undefined> {
  return selectRuns(at).where('r.kind', '=', kind).orderBy('r.seq', 'desc').limit(1).executeTakeFirst();
}

const runSpec: ListSpec<RunRow & { seq: string }> = {
  sortable: { startedAt: { column: 'r.seq', type: 'bigint', field: 'seq' } },
  defaultSort: 'startedAt,desc',
  id: { column: 'r.id', field: 'id' },
};

export function listRuns(at: At, query: ListQuery, kind: Kind | undefined) {
  let base = selectRuns(at).select('r.seq');
  if (kind) base = base.where('r.kind', '=', kind);
  return pagedList(at.db, base, query, runSpec);
}

export type Counts = scenarios.Run['counts'] & { total: number };

/** Each run's lines by result. */
export async function countsOf(at: At, runIds: readonly string[]): Promise<Map<string, Counts>> {
  const found = new Map<string, Counts>();
  if (runIds.length === 0) return found;
  const { rows } = await sql<Counts & { runId: string }>`
    select run_id as "runId", count(*)::int as total,
      count(*) filter (where result is null)::int as pending,
      count(*) filter (where result = 'APPLIED')::int as applied,
      count(*) filter (where result = 'EXCLUDED')::int as excluded,
      count(*) filter (where result = 'INACTIVE_POLICY_EXCLUDED')::int as "inactivePolicyExcluded",
      count(*) filter (where result = 'TRANSMISSION_ERROR')::int as "transmissionError"
    from automation_scenario_results
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and run_id = any(${[...runIds]}::uuid[])
    group by run_id`.execute(at.db);
  for (const { runId, ...counts } of rows) found.set(runId, counts);
  return found;
}

/** Lines not sent yet, by device name, leaving out the devices found busy in this pass. */
export function unsent(at: At, runId: string, skip: readonly string[], limit: number) {
  let query = at.db
    .selectFrom('automation_scenario_results')
    .select(['device_id as deviceId', 'device_name as deviceName'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('run_id', '=', runId)
    .where('result', 'is', null)
    .where('command_id', 'is', null);
  if (skip.length > 0) query = query.where('device_id', 'not in', [...skip]);
  return query.orderBy('device_name').orderBy('device_id').limit(limit).execute();
}

/** Lines whose command is on its way. */
export function inFlight(at: At, runId: string) {
  return at.db
    .selectFrom('automation_scenario_results')
    .select(['device_id as deviceId', 'command_id as commandId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('run_id', '=', runId)
    .where('result', 'is', null)
    .where('command_id', 'is not', null)
    .$narrowType<{ commandId: string }>()
    .execute();
}

export async function markSent(at: At, runId: string, deviceId: string, commandId: string) {
  await at.db
    .updateTable('automation_scenario_results')
    .set({ command_id: commandId })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('run_id', '=', runId)
    .where('device_id', '=', deviceId)
    .where('command_id', 'is', null)
    .execute();
}

/** A line's result; a line already decided keeps its first. */
export async function decide(
  at: At,
  runId: string,
  deviceId: string,
  result: scenarios.AutomationResult,
  reason: string | null,
) {
  await at.db
    .updateTable('automation_scenario_results')
    .set({ result, reason: reason?.slice(0, 500) ?? null, decided_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('run_id', '=', runId)
    .where('device_id', '=', deviceId)
    .where('result', 'is', null)
    .execute();
}

/** Marks the run finished once every line has its result; says whether it is. */
export async function finishIfDecided(at: At, runId: string): Promise<boolean> {
  const { rows } = await sql<{ finished: boolean }>`
    update automation_scenario_runs r set finished_at = coalesce(r.finished_at, ${at.now})
    where r.customer_id = ${at.customerId} and r.community_id = ${at.communityId} and r.id = ${runId}
      and not exists (select 1 from automation_scenario_results x
        where x.customer_id = r.customer_id and x.community_id = r.community_id and x.run_id = r.id
          and x.result is null)
    returning true as finished`.execute(at.db);
  return rows.length > 0;
}

export type LogRow = scenarios.LogEntry & { id: string; seq: string; deviceNameKey: string };

const logSpec: ListSpec<LogRow> = {
  sortable: {
    // A run's lines by device name: newest run first, each read in order.
    startedAt: {
      column: 'r.seq',
      type: 'bigint',
      field: 'seq',
      second: { column: 'x.device_name_key', type: 'text', field: 'deviceNameKey' },
    },
    deviceName: { column: 'x.device_name_key', type: 'text', field: 'deviceNameKey' },
  },
  defaultSort: 'startedAt,desc',
  id: { column: 'x.id', field: 'id' },
};

export function listLog(
  at: At,
  query: ListQuery,
  filter: { runId?: string | undefined; kind?: Kind | undefined; result?: scenarios.ResultState | undefined },
) {
  let base = at.db
    .selectFrom('automation_scenario_results as x')
    .innerJoin('automation_scenario_runs as r', (join) =>
      join
        .onRef('r.customer_id', '=', 'x.customer_id')
        .onRef('r.community_id', '=', 'x.community_id')
        .onRef('r.id', '=', 'x.run_id'),
    )
    .select([
      'x.id',
      'r.seq',
      'x.run_id as runId',
      'r.kind',
      'r.trigger',
      'r.requested_by_name as requestedBy',
      isoTimestamp('r.started_at').as('startedAt'),
      'x.device_id as deviceId',
      'x.device_name as deviceName',
      'x.device_name_key as deviceNameKey',
      'x.unit_name as unitName',
      sql<string>`coalesce(x.result, 'PENDING')`.as('result'),
      'x.reason',
      sql<string | null>`case when x.decided_at is null then null
        else to_char(x.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as('decidedAt'),
    ])
    .where('x.customer_id', '=', at.customerId)
    .where('x.community_id', '=', at.communityId)
    .$castTo<LogRow>();
  if (filter.runId) base = base.where('x.run_id', '=', filter.runId);
  if (filter.kind) base = base.where('r.kind', '=', filter.kind);
  if (filter.result === 'PENDING') base = base.where('x.result', 'is', null);
  else if (filter.result) base = base.where('x.result', '=', filter.result);
  if (query.q) base = base.where(keyStartsWith('x.device_name_key', query.q));
  return pagedList(at.db, base, query, logSpec);
}
