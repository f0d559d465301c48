import type { automation, ListQuery } from '@lintel/contracts';
import { hoursAllow } from '@lintel/formats/hours';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { communityTimeZone, localDate } from '../../platform/db/community-time.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { lockSettings, type SentCommand } from '../../platform/doors/lock-settings.ts';
import { AppError } from '../../platform/errors.ts';
import { hoursAsRanges } from '../../platform/hours.ts';
import { defineJob, enqueue, type JobTarget } from '../../platform/jobs/jobs.ts';
import type { LockRow, RuleRow } from './auto-open.repository.ts';
import * as repository from './auto-open.repository.ts';

type Input = ReturnType<typeof automation.autoOpenInput.parse>;
type LockState = automation.AutoOpenLockState;

/**
 * Auto-open rules (D244): a rule holds its locks open (passage mode) while its schedule is on, and
 * locks them again when it ends. A check runs every minute per community (and at once after each
 * change): for each lock whose wanted state differs from what it was last asked, or whose last
 * command failed, it sends HOLD_OPEN through the lock-settings seam. A lock busy with another
 * command is asked again at the next check.
 */

const ENTITY = 'automation.autoOpen';
const CHECK_EVERY_MS = 60_000;
const actorName = (scope: Scope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

type Entry = Parameters<typeof hoursAsRanges>[0][number];

/** The schedule is on at `now`: inside its hours in the community's time zone, and not a closed day. */
export function scheduleOn(rule: Pick<RuleRow, 'hours' | 'closedDays'>, now: Date, timeZone: string): boolean {
  const today = localDate(now, timeZone);
  const closed = (rule.closedDays as { date: string }[] | null) ?? [];
  if (closed.some((day) => day.date === today)) return false;
  return hoursAllow(hoursAsRanges(rule.hours as Entry[]), now, timeZone);
}

function lockState(lock: LockRow, commands: Map<string, SentCommand>): { state: LockState; error: string | null } {
  if (lock.held === null) return { state: 'WAITING', error: null };
  const command = lock.commandId ? commands.get(lock.commandId) : undefined;
  if (command?.status === 'FAILED') return { state: 'FAILED', error: command.error };
  if (command && command.status !== 'SUCCEEDED') return { state: lock.held ? 'OPENING' : 'LOCKING', error: null };
  return { state: lock.held ? 'HELD_OPEN' : 'LOCKED', error: null };
}

/** A rule as the list shows it, with whether its schedule is on at `now`. */
function summary(row: RuleRow, now: Date, timeZone: string): automation.AutoOpenRule {
  return {
    id: row.id,
    name: row.name,
    scheduleId: row.scheduleId,
    scheduleName: row.scheduleName,
    active: row.active,
    openNow: scheduleOn(row, now, timeZone),
    lockCount: row.lockCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function view(scope: Scope, row: RuleRow): Promise<automation.AutoOpenDetails> {
  const target = repository.at(scope);
  const rule = summary(row, scope.now, await communityTimeZone(target));
  const locks = await repository.locksOf(target, [row.id]);
  const commands = await lockSettings().commands(
    scope,
    locks.flatMap((l) => (l.commandId ? [l.commandId] : [])),
  );
  return {
    ...rule,
    createdBy: row.createdBy,
    locks: locks.map((lock) => ({
      deviceId: lock.deviceId,
      name: lock.name,
      family: lock.family,
      changedAt: lock.changedAt,
      ...lockState(lock, commands),
    })),
  };
}

export async function list(scope: CommunityScope, query: ListQuery) {
  const target = repository.at(scope);
  const timeZone = await communityTimeZone(target);
  const page = await repository.listRules(target, query);
  return { ...page, content: page.content.map((row) => summary(row, scope.now, timeZone)) };
}

async function found(scope: Scope, id: string): Promise<RuleRow> {
  const row = await repository.findRule(repository.at(scope), id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function get(scope: CommunityScope, id: string) {
  return view(scope, await found(scope, id));
}

export async function choices(scope: CommunityScope): Promise<automation.AutoOpenChoices> {
  const target = repository.at(scope);
  const [schedules, locks, taken] = await Promise.all([
    repository.scheduleChoices(target),
    lockSettings().targets(scope, 'HOLD_OPEN'),
    repository.rulesOfLocks(target),
  ]);
  return {
    schedules,
    locks: locks.map((lock) => ({
      id: lock.deviceId,
      name: lock.name,
      family: lock.family,
      ruleName: taken.get(lock.deviceId) ?? null,
    })),
  };
}

/**
 * Asks each lock of the rules for what the rule wants now, where it differs from what was last asked
 * or the last command failed. Runs in the caller's transaction.
 */
async function apply(scope: Scope, rules: readonly RuleRow[]) {
  const target = repository.at(scope);
  const timeZone = await communityTimeZone(target);
  const locks = await repository.locksOf(
    target,
    rules.map((rule) => rule.id),
  );
  const commands = await lockSettings().commands(
    scope,
    locks.flatMap((l) => (l.commandId ? [l.commandId] : [])),
  );
  const wanted = new Map(rules.map((rule) => [rule.id, rule.active && scheduleOn(rule, scope.now, timeZone)]));
  for (const lock of locks) {
    const open = wanted.get(lock.ruleId) ?? false;
    const failed = lock.commandId !== null && commands.get(lock.commandId)?.status === 'FAILED';
    if (lock.held === open && !failed) continue;
    const answer = await lockSettings().send(scope, lock.deviceId, 'HOLD_OPEN', { open });
    if ('commandId' in answer) await repository.markSent(target, lock.ruleId, lock.deviceId, open, answer.commandId);
  }
}

/** The community's check, every minute while it has a rule. */
export const autoOpenCheckJob = defineJob({
  name: 'automation.autoOpenCheck',
  payload: z.object({}),
  handler: async (_payload, job) => {
    await job.inTenant(async (scope) => apply(scope, await repository.allRules(repository.at(scope))));
  },
  maxAttempts: 1,
  leaseMs: 60_000,
});

async function scheduleChecks(target: JobTarget) {
  await enqueue(
    target,
    autoOpenCheckJob,
    {},
    { singletonKey: 'autoOpen', every: CHECK_EVERY_MS, runAt: new Date(target.now.getTime() + CHECK_EVERY_MS) },
  );
}

export async function create(scope: CommunityScope, input: Input) {
  const target = repository.at(scope);
  if (!(await repository.scheduleExists(target, input.scheduleId))) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'scheduleId', message: 'choose a schedule of this community' }],
    });
  }
  const ids = [...new Set(input.deviceIds)];
  const offered = new Map((await lockSettings().targets(scope, 'HOLD_OPEN')).map((lock) => [lock.deviceId, lock]));
  const locks = ids.map((id) => offered.get(id));
  if (locks.some((lock) => lock === undefined)) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'deviceIds', message: 'choose installed locks of this community that can be held open' }],
    });
  }
  const taken = await repository.rulesOfLocks(target);
  if (ids.some((id) => taken.has(id))) throw new AppError('AUTO_OPEN_LOCK_TAKEN');
  let id: string;
  try {
    id = await repository.insertRule(
      target,
      { name: input.name, scheduleId: input.scheduleId, createdBy: actorName(scope) },
      locks.map((lock) => ({ id: lock!.deviceId, name: lock!.name, family: lock!.family })),
    );
  } catch (error) {
    const pg = error as { code?: string; constraint?: string };
    if (pg.code === '23505') {
      throw new AppError(
        pg.constraint === 'automation_auto_open_locks_device_key' ? 'AUTO_OPEN_LOCK_TAKEN' : 'AUTO_OPEN_NAME_TAKEN',
        { cause: error },
      );
    }
    throw error;
  }
  const row = await found(scope, id);
  await apply(scope, [row]);
  await scheduleChecks(scope);
  const created = await view(scope, row);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: null, after: audited(created) });
  return created;
}

/** What the rule's history shows: its name, schedule, switch and locks (not their moment-to-moment states). */
const audited = (rule: automation.AutoOpenDetails) => ({
  name: rule.name,
  schedule: rule.scheduleName,
  active: rule.active,
  locks: rule.locks.map((lock) => lock.name),
});

export async function setActive(scope: CommunityScope, id: string, active: boolean) {
  const before = await get(scope, id);
  await repository.setActive(repository.at(scope), id, active);
  await apply(scope, [await found(scope, id)]);
  const after = await get(scope, id);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: audited(before), after: audited(after) });
  return after;
}

/** Deletes the rule; a lock it asked to hold open is asked to lock first. */
export async function remove(scope: CommunityScope, id: string) {
  const before = await get(scope, id);
  const target = repository.at(scope);
  for (const lock of await repository.locksOf(target, [id])) {
    if (lock.held !== false) await lockSettings().send(scope, lock.deviceId, 'HOLD_OPEN', { open: false });
  }
  await repository.deleteRule(target, id);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: audited(before), after: null });
  return { id };
}
