import type { scenarios } from '@lintel/contracts';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { vacantUnitAccess } from '../../platform/doors/vacant-unit-access.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue, type JobTarget } from '../../platform/jobs/jobs.ts';
import type { ResultInsert } from './scenarios.repository.ts';
import * as repository from './scenarios.repository.ts';
import { actorName, lastRunOf, runById } from './scenarios.service.ts';
import * as staffRepository from './staff-access.repository.ts';

/**
 * Staff access to vacant units (D251): while a unit is vacant, the staff members its rules name may
 * open the locks on its door (showings, turns, inspections), and when it is let they no longer can.
 * A run decides every unit lock of the community: a lock of a unit left out by the rules is
 * INACTIVE_POLICY_EXCLUDED, one of a unit not vacant EXCLUDED (the scenario's grants there are
 * revoked), and for the others the access area is asked, through its seam, to make the staff hold
 * the unit; the run's job then settles each line from the lock: APPLIED once it confirmed every
 * entry, TRANSMISSION_ERROR with its refusal. Saving the rules runs it at once; switched off, every
 * grant it made is revoked. A check each minute starts a run (UNIT_STATUS) when who should hold which
 * unit differs from who does: a unit let or vacated, or a person named no longer active staff.
 */

const KIND = 'STAFF_ACCESS' as const;
const ENTITY = 'automation.scenario.staffAccess';
const CHECK_EVERY_MS = 60_000;
const SETTLE_ATTEMPTS = 10;
/** The staff offered by the rules form. */
const STAFF_OFFERED = 200;

type Rules = z.output<typeof storedRules>;
const storedRules = z.object({
  staffIds: z.array(z.string()).default([]),
  excludedUnitIds: z.array(z.string()).default([]),
});
const DEFAULT_RULES: Rules = { staffIds: [], excludedUnitIds: [] };
const rulesOf = (row: { rules: unknown } | undefined): Rules => {
  const parsed = storedRules.safeParse(row?.rules);
  return parsed.success ? parsed.data : DEFAULT_RULES;
};

/** What the scenario wants now: the active staff named, the units they should hold, and each lock's line. */
async function plan(scope: Scope, rules: Rules) {
  const target = repository.at(scope);
  const [locks, staff] = await Promise.all([
    vacantUnitAccess().unitLocks(scope),
    staffRepository.staffNamed(target, rules.staffIds),
  ]);
  const units = new Map(
    (await repository.units(target, [...new Set(locks.map((lock) => lock.unitId))])).map((u) => [u.id, u]),
  );
  const holders = staff.filter((person) => person.active);
  const left = new Set(rules.excludedUnitIds);
  const wanted = new Set<string>();
  const vacant = new Set<string>();
  const lines: ResultInsert[] = locks.map((lock) => {
    const unit = units.get(lock.unitId);
    const line = { deviceId: lock.deviceId, deviceName: lock.name, unitName: unit?.name ?? null };
    if (left.has(lock.unitId)) {
      return {
        ...line,
        result: 'INACTIVE_POLICY_EXCLUDED',
        reason: 'The unit is left out of this scenario in its rules.',
      };
    }
    if (!unit?.vacant) {
      return {
        ...line,
        result: 'EXCLUDED',
        reason: `The unit is not vacant (${unit?.statusName ?? 'no status'}); the staff do not hold it.`,
      };
    }
    vacant.add(lock.unitId);
    if (holders.length === 0) {
      return { ...line, result: 'EXCLUDED', reason: 'No active staff member is named in the rules.' };
    }
    wanted.add(lock.unitId);
    return { ...line, result: null, reason: null };
  });
  return { staff, holders, wanted: [...wanted], vacant: vacant.size, lines };
}

export async function get(scope: Scope): Promise<scenarios.StaffAccess> {
  const target = repository.at(scope);
  const row = await repository.findScenario(target, KIND);
  const rules = rulesOf(row);
  const [planned, excluded, holdings, lastRun] = await Promise.all([
    plan(scope, rules),
    repository.units(target, rules.excludedUnitIds),
    vacantUnitAccess().holdings(scope),
    lastRunOf(scope, KIND),
  ]);
  return {
    kind: KIND,
    active: row?.active ?? false,
    staff: planned.staff,
    excludedUnits: excluded.map((u) => ({ id: u.id, name: u.name, buildingName: u.buildingName })),
    vacantUnits: planned.vacant,
    unitLocks: planned.lines.length,
    heldUnits: new Set(holdings.map((held) => held.unitId)).size,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt : null,
    lastRun,
  };
}

export async function choices(scope: CommunityScope): Promise<scenarios.StaffAccessChoices> {
  const target = repository.at(scope);
  const [staff, units, locks] = await Promise.all([
    staffRepository.activeStaff(target, STAFF_OFFERED),
    repository.units(target),
    vacantUnitAccess().unitLocks(scope),
  ]);
  const withLock = new Set(locks.map((lock) => lock.unitId));
  return {
    staff,
    units: units.map((u) => ({
      id: u.id,
      name: u.name,
      buildingName: u.buildingName,
      vacant: u.vacant,
      lock: withLock.has(u.id),
    })),
  };
}

/**
 * Starts a run in the caller's transaction: decides each unit lock, makes the access area hold
 * exactly the wanted units for the active staff named, and queues the job that settles the rest.
 */
async function startRun(scope: Scope, trigger: scenarios.RunTrigger, requestedBy: string | null): Promise<string> {
  const target = repository.at(scope);
  const rules = rulesOf(await repository.findScenario(target, KIND));
  const planned = await plan(scope, rules);
  await vacantUnitAccess().hold(
    scope,
    planned.holders.map((person) => person.id),
    planned.wanted,
  );
  const runId = await repository.insertRun(
    target,
    { kind: KIND, trigger, rules: { ...rules, holders: planned.holders.map((person) => person.name) }, requestedBy },
    planned.lines,
  );
  if (planned.lines.some((line) => line.result === null)) {
    await enqueue(scope, staffAccessSettleJob, { runId }, { singletonKey: `run:${runId}` });
  }
  return runId;
}

const audited = (view: scenarios.StaffAccess) => ({
  active: view.active,
  staff: view.staff.map((person) => person.name),
  excludedUnits: view.excludedUnits.map((u) => `${u.buildingName} ${u.name}`),
});

async function scheduleCheck(target: JobTarget) {
  await enqueue(
    target,
    staffAccessCheckJob,
    {},
    { singletonKey: 'staff-access', every: CHECK_EVERY_MS, runAt: new Date(target.now.getTime() + CHECK_EVERY_MS) },
  );
}

/**
 * Saves the rules (the staff must be active staff of this community, the units its own) and acts at
 * once: switched on, a run makes the staff hold the vacant units; switched off, the grants are revoked.
 */
export async function saveRules(
  scope: CommunityScope,
  input: z.output<typeof scenarios.staffAccessRulesInput>,
): Promise<scenarios.StaffAccess> {
  const target = repository.at(scope);
  const excludedUnitIds = [...new Set(input.excludedUnitIds)];
  if ((await repository.units(target, excludedUnitIds)).length !== excludedUnitIds.length) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'excludedUnitIds', message: 'choose units of this community' }],
    });
  }
  const named = await staffRepository.staffNamed(target, input.staffIds);
  if (named.length !== input.staffIds.length || named.some((person) => !person.active)) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'staffIds', message: 'choose active staff members of this community' }],
    });
  }
  const before = await get(scope);
  await repository.saveRules(
    target,
    KIND,
    input.active,
    { staffIds: input.staffIds, excludedUnitIds },
    actorName(scope),
  );
  if (input.active) {
    await startRun(scope, 'MANUAL', actorName(scope));
    await scheduleCheck(scope);
  } else {
    await vacantUnitAccess().hold(scope, [], []);
  }
  const after = await get(scope);
  await recordAudit(scope, {
    entityType: ENTITY,
    entityId: scope.communityId,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

export async function runNow(scope: CommunityScope): Promise<scenarios.Run> {
  const row = await repository.findScenario(repository.at(scope), KIND);
  if (!row?.active) throw new AppError('SCENARIO_INACTIVE');
  return runById(scope, await startRun(scope, 'MANUAL', actorName(scope)));
}

// ── The jobs ─────────────────────────────────────────────────────────────────────────────────

/**
 * Settles a run's undecided lines from the locks: every entry confirmed is APPLIED, an entry the lock
 * refused REVOCATION_ALERT_ATTEMPTS times is TRANSMISSION_ERROR with its refusal; while entries are on
 * their way the job runs again (back-off from 2 s), and after its last attempt the lines still waiting
 * end TRANSMISSION_ERROR. Settling twice decides nothing twice: a line is decided once.
 */
export const staffAccessSettleJob = defineJob({
  name: 'automation.staffAccessSettle',
  payload: z.object({ runId: z.uuid() }),
  maxAttempts: SETTLE_ATTEMPTS,
  backoffMs: 2_000,
  leaseMs: 60_000,
  async handler({ runId }, job) {
    const last = job.attempt >= SETTLE_ATTEMPTS;
    const waiting = await job.inTenant(async (scope) => {
      const target = repository.at(scope);
      const run = await repository.findRun(target, runId);
      if (!run) return 0;
      const holders = z.object({ holders: z.array(z.string()).default([]) }).parse(run.rules).holders;
      // The run's lines not decided yet (a staff-access line never carries a command).
      const lines = await repository.unsent(target, runId, [], 10_000);
      const holds = await vacantUnitAccess().holds(
        scope,
        lines.map((line) => line.deviceId),
      );
      let open = 0;
      for (const line of lines) {
        const hold = holds.get(line.deviceId);
        if (!hold) {
          await repository.decide(
            target,
            runId,
            line.deviceId,
            'EXCLUDED',
            'A later change took the access back before the lock confirmed it.',
          );
        } else if (hold.pending === 0) {
          await repository.decide(target, runId, line.deviceId, 'APPLIED', `${holders.join(', ')} can open it.`);
        } else if (hold.failing) {
          await repository.decide(
            target,
            runId,
            line.deviceId,
            'TRANSMISSION_ERROR',
            `The lock did not take it: ${hold.failing}.`,
          );
        } else if (last) {
          await repository.decide(
            target,
            runId,
            line.deviceId,
            'TRANSMISSION_ERROR',
            'The lock did not answer in time.',
          );
        } else open += 1;
      }
      await repository.finishIfDecided(target, runId);
      return open;
    });
    if (waiting > 0) throw new Error(`${waiting} locks have not confirmed yet; looking again`);
    await job.progress(100, 'finished');
  },
});

/**
 * Every minute: when a unit was let or became vacant, or a person named is no longer active staff, a
 * run brings the staff's access up to date.
 */
export const staffAccessCheckJob = defineJob({
  name: 'automation.staffAccessCheck',
  payload: z.object({}),
  maxAttempts: 1,
  leaseMs: 60_000,
  handler: async (_payload, job) => {
    await job.inTenant(async (scope) => {
      const row = await repository.findScenario(repository.at(scope), KIND);
      if (!row?.active) return;
      const planned = await plan(scope, rulesOf(row));
      // Who should hold which unit, against who does: a unit let or vacated, or a person no longer staff.
      const pair = (staffId: string, unitId: string) => `${staffId}/${unitId}`;
      const wanted = new Set(
        planned.holders.flatMap((person) => planned.wanted.map((unitId) => pair(person.id, unitId))),
      );
      const held = new Set((await vacantUnitAccess().holdings(scope)).map((h) => pair(h.staffId, h.unitId)));
      const same = wanted.size === held.size && [...wanted].every((key) => held.has(key));
      if (!same) await startRun(scope, 'UNIT_STATUS', null);
    });
  },
});
