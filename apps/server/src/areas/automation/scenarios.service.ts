import type { ListQuery, scenarios } from '@lintel/contracts';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { type SetPoint, thermostatControl } from '../../platform/climate/thermostat-control.ts';
import { communityTimeZone } from '../../platform/db/community-time.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue, type JobTarget } from '../../platform/jobs/jobs.ts';
import { moveIns } from '../../platform/leasing/move-ins.ts';
import { scheduleChoices, scheduleExists } from './auto-open.repository.ts';
import { scheduleOn } from './auto-open.service.ts';
import type { ResultInsert, RunRow, ScenarioRow } from './scenarios.repository.ts';
import * as repository from './scenarios.repository.ts';

/**
 * Automation scenarios (D245). Energy saving: while a unit is vacant its thermostat holds saving set
 * points. A run (asked for by hand, or started each time the scenario's schedule comes on) takes
 * the community's installed thermostats and decides each one: a thermostat in a unit left out by
 * hand is INACTIVE_POLICY_EXCLUDED, one in a unit that is not vacant (or in no unit) is EXCLUDED,
 * the others get a SET_POINT command through the thermostat seam and end APPLIED or, if it fails,
 * TRANSMISSION_ERROR. Every line keeps its reason. The run and its lines are written in one
 * transaction; the job then sends each line's command once (a line records its command in the
 * transaction that asked for it, so a run resumed after a crash sends only the lines still unsent).
 */

const KIND = 'ENERGY_SAVING' as const;
/** The scenarios that send thermostats set points, run by the same job (D245, D250). */
type ThermostatKind = 'ENERGY_SAVING' | 'MOVE_INS';
const THERMOSTAT_KINDS: readonly string[] = ['ENERGY_SAVING', 'MOVE_INS'];
const ENTITY = 'automation.scenario.energySaving';
const CHECK_EVERY_MS = 60_000;
const BATCH = 25;
const RUN_ATTEMPTS = 10;

type Rules = z.output<typeof storedRules>;
const storedRules = z.object({
  setPoint: z.object({
    heatSetPoint: z.number().int(),
    coolSetPoint: z.number().int(),
    mode: z.enum(['HEAT', 'COOL', 'AUTO', 'OFF']),
  }),
  excludedUnitIds: z.array(z.string()).default([]),
});

/** What a community starts with (off): the usual saving band of an empty apartment (D245). */
export const DEFAULT_RULES: Rules = {
  setPoint: { heatSetPoint: 60, coolSetPoint: 82, mode: 'AUTO' },
  excludedUnitIds: [],
};

export type MoveInRules = z.output<typeof storedMoveInRules>;
const storedMoveInRules = storedRules.extend({ leadDays: z.number().int().min(0) });

/** Move-ins start with a comfortable band for arrival, set the day before (D250). */
export const MOVE_IN_DEFAULTS: MoveInRules = {
  setPoint: { heatSetPoint: 68, coolSetPoint: 76, mode: 'AUTO' },
  leadDays: 1,
  excludedUnitIds: [],
};

export const moveInRulesOf = (row: ScenarioRow | undefined): MoveInRules => {
  const parsed = storedMoveInRules.safeParse(row?.rules);
  return parsed.success ? parsed.data : MOVE_IN_DEFAULTS;
};

/** YYYY-MM-DD of an instant in a time zone, and that day moved by whole days. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The days a move-ins run reaches: today in the community's time zone to the last day of the lead. */
export async function moveInWindow(scope: Scope, leadDays: number): Promise<{ from: string; to: string }> {
  const from = dayIn(scope.now, await communityTimeZone(repository.at(scope)));
  return { from, to: addDays(from, leadDays) };
}

export const actorName = (scope: Scope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);
const rulesOf = (row: ScenarioRow | undefined): Rules => {
  const parsed = storedRules.safeParse(row?.rules);
  return parsed.success ? parsed.data : DEFAULT_RULES;
};

const MODE_WORDS: Record<SetPoint['mode'], string> = { HEAT: 'heat', COOL: 'cool', AUTO: 'auto', OFF: 'off' };
const describeSetPoint = (s: SetPoint) =>
  `Heat ${s.heatSetPoint} °F, cool ${s.coolSetPoint} °F, mode ${MODE_WORDS[s.mode]}`;

function runOf(row: RunRow, counts: Map<string, repository.Counts>): scenarios.Run {
  const c = counts.get(row.id) ?? {
    total: 0,
    pending: 0,
    applied: 0,
    excluded: 0,
    inactivePolicyExcluded: 0,
    transmissionError: 0,
  };
  const { total, ...byResult } = c;
  return {
    id: row.id,
    kind: row.kind,
    trigger: row.trigger,
    status: row.finishedAt ? 'FINISHED' : 'RUNNING',
    requestedBy: row.requestedBy,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    total,
    counts: byResult,
  };
}

export async function lastRunOf(scope: Scope, kind: scenarios.ScenarioKind = KIND): Promise<scenarios.Run | null> {
  const target = repository.at(scope);
  const latest = await repository.latestRun(target, kind);
  if (!latest) return null;
  return runOf(latest, await repository.countsOf(target, [latest.id]));
}

/** The scenarios built, in the overview's order (D245, D250, D251, D247). */
const BUILT: readonly scenarios.ScenarioKind[] = [KIND, 'MOVE_INS', 'STAFF_ACCESS', 'LEAK_NOTIFICATIONS'];

export async function list(scope: CommunityScope): Promise<scenarios.ScenarioSummary[]> {
  const rows = new Map((await repository.allScenarios(repository.at(scope))).map((row) => [row.kind, row]));
  return Promise.all(
    BUILT.map(async (kind) => ({
      kind,
      active: rows.get(kind)?.active ?? false,
      scheduleName: rows.get(kind)?.scheduleName ?? null,
      lastRun: await lastRunOf(scope, kind),
    })),
  );
}

export async function get(scope: Scope): Promise<scenarios.EnergySaving> {
  const target = repository.at(scope);
  const row = await repository.findScenario(target, KIND);
  const rules = rulesOf(row);
  const [excluded, thermostats, timeZone] = await Promise.all([
    repository.units(target, rules.excludedUnitIds),
    thermostatControl().thermostats(scope),
    communityTimeZone(target),
  ]);
  const unitIds = [...new Set(thermostats.flatMap((t) => (t.unitId ? [t.unitId] : [])))];
  const excludedIds = new Set(rules.excludedUnitIds);
  const vacant = (await repository.units(target, unitIds)).filter((u) => u.vacant && !excludedIds.has(u.id));
  return {
    kind: KIND,
    active: row?.active ?? false,
    setPoint: rules.setPoint,
    excludedUnits: excluded.map((u) => ({ id: u.id, name: u.name, buildingName: u.buildingName })),
    schedule: row?.scheduleId ? { id: row.scheduleId, name: row.scheduleName ?? '' } : null,
    scheduleOn: row?.scheduleId ? scheduleOn(row as Parameters<typeof scheduleOn>[0], scope.now, timeZone) : false,
    vacantUnits: vacant.length,
    thermostats: thermostats.length,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt : null,
    lastRun: await lastRunOf(scope),
  };
}

export async function choices(scope: CommunityScope): Promise<scenarios.EnergySavingChoices> {
  const target = repository.at(scope);
  const [units, thermostats, schedules] = await Promise.all([
    repository.units(target),
    thermostatControl().thermostats(scope),
    scheduleChoices(target),
  ]);
  const withThermostat = new Set(thermostats.map((t) => t.unitId));
  return {
    units: units.map((u) => ({
      id: u.id,
      name: u.name,
      buildingName: u.buildingName,
      vacant: u.vacant,
      thermostat: withThermostat.has(u.id),
    })),
    schedules,
  };
}

const audited = (view: scenarios.EnergySaving) => ({
  active: view.active,
  setPoint: describeSetPoint(view.setPoint),
  excludedUnits: view.excludedUnits.map((u) => `${u.buildingName} ${u.name}`),
  schedule: view.schedule?.name ?? null,
});

/** The minute's check, for a community with a scenario that follows a schedule. */
export async function scheduleChecks(target: JobTarget) {
  await enqueue(
    target,
    scenarioCheckJob,
    {},
    { singletonKey: 'scenarios', every: CHECK_EVERY_MS, runAt: new Date(target.now.getTime() + CHECK_EVERY_MS) },
  );
}

/**
 * Saves a thermostat scenario's switch and rules (the units left out must be the community's) and
 * audits the change in the scenario's words (`view`); a scenario that follows a schedule gets its check.
 */
export async function saveThermostatRules<View extends { schedule: unknown }>(
  scope: CommunityScope,
  kind: ThermostatKind,
  entity: string,
  change: { active: boolean; rules: { excludedUnitIds: string[] } & Record<string, unknown> },
  view: () => Promise<View>,
  words: (view: View) => Record<string, unknown>,
): Promise<View> {
  const target = repository.at(scope);
  const ids = [...new Set(change.rules.excludedUnitIds)];
  if ((await repository.units(target, ids)).length !== ids.length) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'excludedUnitIds', message: 'choose units of this community' }],
    });
  }
  const before = await view();
  await repository.saveRules(target, kind, change.active, { ...change.rules, excludedUnitIds: ids }, actorName(scope));
  const after = await view();
  await recordAudit(scope, {
    entityType: entity,
    entityId: scope.communityId,
    before: words(before),
    after: words(after),
  });
  if (after.schedule) await scheduleChecks(scope);
  return after;
}

export const saveRules = (scope: CommunityScope, input: z.output<typeof scenarios.energySavingRulesInput>) =>
  saveThermostatRules(
    scope,
    KIND,
    ENTITY,
    { active: input.active, rules: { setPoint: input.setPoint, excludedUnitIds: input.excludedUnitIds } },
    () => get(scope),
    audited,
  );

/**
 * Chooses the schedule a thermostat scenario follows (the row is made with `defaults` if the
 * scenario was never saved) and audits the change in the scenario's words (`view`).
 */
export async function chooseSchedule<View>(
  scope: CommunityScope,
  scenario: { kind: ThermostatKind; entity: string; defaults: unknown },
  scheduleId: string | null,
  view: () => Promise<View>,
  words: (view: View) => Record<string, unknown>,
): Promise<View> {
  const target = repository.at(scope);
  if (scheduleId && !(await scheduleExists(target, scheduleId))) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'scheduleId', message: 'choose a schedule of this community' }],
    });
  }
  const before = await view();
  await repository.saveSchedule(target, scenario.kind, scheduleId, scenario.defaults, actorName(scope));
  const after = await view();
  await recordAudit(scope, {
    entityType: scenario.entity,
    entityId: scope.communityId,
    before: words(before),
    after: words(after),
  });
  if (scheduleId) await scheduleChecks(scope);
  return after;
}

export const saveSchedule = (scope: CommunityScope, scheduleId: string | null) =>
  chooseSchedule(scope, { kind: KIND, entity: ENTITY, defaults: DEFAULT_RULES }, scheduleId, () => get(scope), audited);

/**
 * Starts a run in the caller's transaction: decides what it can now (units left out, units not
 * vacant), writes a line per installed thermostat, and queues the job that sends the rest.
 */
async function startRun(
  scope: Scope,
  kind: ThermostatKind,
  trigger: scenarios.RunTrigger,
  requestedBy: string | null,
): Promise<string> {
  const target = repository.at(scope);
  const row = await repository.findScenario(target, kind);
  const moveInRules = kind === 'MOVE_INS' ? moveInRulesOf(row) : null;
  const rules = moveInRules ?? rulesOf(row);
  const thermostats = await thermostatControl().thermostats(scope);
  const unitIds = [...new Set(thermostats.flatMap((t) => (t.unitId ? [t.unitId] : [])))];
  const units = new Map((await repository.units(target, unitIds)).map((u) => [u.id, u]));
  const left = new Set(rules.excludedUnitIds);
  // Energy saving reaches vacant units; move-ins the units with a move-in due in the lead (D250).
  let reaches: (unit: repository.UnitRow) => string | null = (unit) =>
    unit.vacant ? null : `The unit is not vacant (${unit.statusName ?? 'no status'}).`;
  if (moveInRules) {
    const { from, to } = await moveInWindow(scope, moveInRules.leadDays);
    const due = new Set((await moveIns().due(scope, from, to)).map((move) => move.unitId));
    reaches = (unit) => (due.has(unit.id) ? null : `No move-in is due by ${to}.`);
  }
  const lines: ResultInsert[] = thermostats.map((thermostat) => {
    const unit = thermostat.unitId ? units.get(thermostat.unitId) : undefined;
    const line = { deviceId: thermostat.deviceId, deviceName: thermostat.name, unitName: unit?.name ?? null };
    if (!unit) return { ...line, result: 'EXCLUDED', reason: 'The thermostat is not in a unit.' };
    if (left.has(unit.id)) {
      return {
        ...line,
        result: 'INACTIVE_POLICY_EXCLUDED',
        reason: 'The unit is left out of this scenario in its rules.',
      };
    }
    const outside = reaches(unit);
    if (outside) return { ...line, result: 'EXCLUDED', reason: outside };
    return { ...line, result: null, reason: null };
  });
  const runId = await repository.insertRun(target, { kind, trigger, rules, requestedBy }, lines);
  if (lines.some((line) => line.result === null)) {
    await enqueue(scope, scenarioRunJob, { runId }, { singletonKey: `run:${runId}` });
  }
  return runId;
}

/** A run as the screens show it, with its counts by result. */
export async function runById(scope: Scope, runId: string): Promise<scenarios.Run> {
  const target = repository.at(scope);
  return runOf((await repository.findRun(target, runId))!, await repository.countsOf(target, [runId]));
}

export async function runNow(scope: CommunityScope, kind: ThermostatKind = KIND): Promise<scenarios.Run> {
  const row = await repository.findScenario(repository.at(scope), kind);
  if (!row?.active) throw new AppError('SCENARIO_INACTIVE');
  return runById(scope, await startRun(scope, kind, 'MANUAL', actorName(scope)));
}

export async function runs(scope: CommunityScope, query: ListQuery & { kind?: scenarios.ScenarioKind | undefined }) {
  const target = repository.at(scope);
  const page = await repository.listRuns(target, query, query.kind);
  const counts = await repository.countsOf(
    target,
    page.content.map((row) => row.id),
  );
  return { ...page, content: page.content.map((row) => runOf(row, counts)) };
}

export async function log(
  scope: CommunityScope,
  query: ListQuery & {
    runId?: string | undefined;
    kind?: scenarios.ScenarioKind | undefined;
    result?: scenarios.ResultState | undefined;
  },
) {
  const page = await repository.listLog(repository.at(scope), query, query);
  return { ...page, content: page.content.map(({ id: _id, seq: _seq, deviceNameKey: _key, ...entry }) => entry) };
}

// ── The jobs ─────────────────────────────────────────────────────────────────────────────────

/**
 * Sends a run's set points, a batch per transaction, then settles each line from its command. A
 * thermostat busy with another command, or a command still on its way, makes the job run again
 * later (doubling back-off from 2 s); after the last attempt such a line ends TRANSMISSION_ERROR
 * with the reason.
 */
export const scenarioRunJob = defineJob({
  name: 'automation.scenarioRun',
  payload: z.object({ runId: z.uuid() }),
  maxAttempts: RUN_ATTEMPTS,
  backoffMs: 2_000,
  // A batch of 25 per transaction: a run of a thousand thermostats is asked in seconds. A process
  // killed mid-run holds its lease this long before another takes the run over (not the default 5 min).
  leaseMs: 60_000,
  async handler({ runId }, job) {
    const busy: string[] = [];
    const setPoint = await job.inTenant(async (scope) => {
      const run = await repository.findRun(repository.at(scope), runId);
      return run ? storedRules.parse(run.rules).setPoint : null;
    });
    if (!setPoint) return;
    let sent = 0;
    for (;;) {
      const batch = await job.inTenant(async (scope) => {
        const target = repository.at(scope);
        const rows = await repository.unsent(target, runId, busy, BATCH);
        for (const row of rows) {
          const answer = await thermostatControl().setPoint(scope, row.deviceId, setPoint);
          if ('commandId' in answer) await repository.markSent(target, runId, row.deviceId, answer.commandId);
          else if ('busy' in answer) busy.push(row.deviceId);
          else {
            await repository.decide(
              target,
              runId,
              row.deviceId,
              'TRANSMISSION_ERROR',
              `The thermostat cannot take it now (${answer.refused}).`,
            );
          }
        }
        return rows.length;
      });
      if (batch === 0) break;
      sent += batch;
      await job.progress(50, `${sent} thermostats asked`);
    }
    const last = job.attempt >= RUN_ATTEMPTS;
    const waiting = await job.inTenant(async (scope) => {
      const target = repository.at(scope);
      const flying = await repository.inFlight(target, runId);
      const commands = await thermostatControl().commands(
        scope,
        flying.map((row) => row.commandId),
      );
      let open = 0;
      for (const row of flying) {
        const command = commands.get(row.commandId);
        if (command?.status === 'SUCCEEDED') {
          await repository.decide(target, runId, row.deviceId, 'APPLIED', `${describeSetPoint(setPoint)}.`);
        } else if (!command || command.status === 'FAILED') {
          const why = command?.error ?? 'the command is gone';
          await repository.decide(
            target,
            runId,
            row.deviceId,
            'TRANSMISSION_ERROR',
            `The thermostat did not take it: ${why}.`,
          );
        } else if (last) {
          await repository.decide(
            target,
            runId,
            row.deviceId,
            'TRANSMISSION_ERROR',
            'The thermostat did not answer in time.',
          );
        } else open += 1;
      }
      for (const deviceId of busy) {
        if (last) {
          await repository.decide(
            target,
            runId,
            deviceId,
            'TRANSMISSION_ERROR',
            'Another command of the thermostat did not end in time.',
          );
        } else open += 1;
      }
      await repository.finishIfDecided(target, runId);
      return open;
    });
    if (waiting > 0) throw new Error(`${waiting} thermostats have not answered yet; looking again`);
    await job.progress(100, 'finished');
  },
});

/** Every minute: a scenario whose schedule has just come on starts a run. */
export const scenarioCheckJob = defineJob({
  name: 'automation.scenarioCheck',
  payload: z.object({}),
  maxAttempts: 1,
  leaseMs: 60_000,
  handler: async (_payload, job) => {
    await job.inTenant(async (scope) => {
      const target = repository.at(scope);
      const timeZone = await communityTimeZone(target);
      for (const row of await repository.allScenarios(target)) {
        // Energy saving and move-ins follow a schedule; leak notifications start at a leak.
        if (!THERMOSTAT_KINDS.includes(row.kind)) continue;
        const on =
          row.active &&
          row.scheduleId !== null &&
          scheduleOn(row as Parameters<typeof scheduleOn>[0], scope.now, timeZone);
        if (on && !row.scheduleWasOn) await startRun(scope, row.kind as ThermostatKind, 'SCHEDULE', null);
        if (on !== row.scheduleWasOn) await repository.setScheduleWasOn(target, row.kind, on);
      }
    });
  },
});
