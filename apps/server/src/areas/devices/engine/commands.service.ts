import {
  type Command,
  type DeviceChange,
  type Family,
  LOCK_ACTIONS,
  type LockAction,
} from '@lintel/contracts/devices/common';
import { z } from 'zod';
import type { Scope } from '../../../platform/db/scope.ts';
import { AppError } from '../../../platform/errors.ts';
import { raise } from '../../../platform/events/domain-events.ts';
import { defineJob, enqueue, type JobContext } from '../../../platform/jobs/jobs.ts';
import { type DeviceAdapter, type DevicePatch, runStep, type StepOutcome } from './adapter.ts';
import { simulatedAdapters } from './adapters.ts';
import { raiseAlert, syncFailedAlert } from './alerts.ts';
import * as repository from './commands.repository.ts';
import { lockFeaturesOf } from './lock-features.ts';
import { PLANS } from './plans.ts';
import { signalDevices } from './signals.ts';

/**
 * The device engine (D171): a command is asked for in a request (written with the request, its job
 * queued in the same transaction), then run step by step by a job. Each step calls the family's
 * adapter outside any transaction, then applies what came back in one transaction that first moves
 * the command past the step with a compare-and-set: a step run again after a crash (`kill -9`
 * included) is applied once. A device that does not answer is tried again with the job queue's
 * doubling back-off; after BREAKER_THRESHOLD failures in a row its breaker opens and calls are not
 * even tried until it closes, so one unplugged lock costs the others nothing (D172). When the job's
 * attempts run out the command fails: every accepted command ends.
 */

export const BREAKER_THRESHOLD = 3;
export const BREAKER_OPEN_MS = 60_000;
const MAX_ATTEMPTS = 6;
/** Commands whose failure raises the sync-failed alert. */
const SYNC_COMMANDS: ReadonlySet<Command> = new Set(['SYNC', 'RE_SYNC_DATABASE']);

let adapters: Record<Family, DeviceAdapter> = simulatedAdapters();

/**
 * Which adapters the engine uses (the simulator by default; tests pass ones that do not wait).
 *
 * @public The engine's and the lock screens' tests set simulators without latency with it.
 */
export function useAdapters(next: Record<Family, DeviceAdapter>): void {
  adapters = next;
}

export function adapterOf(family: Family): DeviceAdapter {
  return adapters[family];
}

const isLockAction = (command: Command): command is LockAction => (LOCK_ACTIONS as readonly string[]).includes(command);

type At = Pick<Scope, 'db' | 'now' | 'customerId' | 'communityId'>;

/** Writes a patch, with the actions the device now offers, and signals the change. */
async function applyPatch(
  at: At,
  deviceId: string,
  family: Family,
  patch: DevicePatch & { lastSeenAt?: Date; breakerFailures?: number; breakerOpenUntil?: Date | null },
) {
  await repository.patchDevice(at, deviceId, patch);
  const device = await repository.findDevice(at, deviceId);
  if (!device) return;
  const actions = adapterOf(family).availableActions(device);
  await repository.patchDevice(at, deviceId, { availableActions: actions });
  await signalChange(at, deviceId);
}

export async function signalChange(at: At, deviceId: string): Promise<void> {
  const change = await repository.changeOf(at, deviceId);
  if (!change) return;
  await signalDevices(at, { changed: [change as DeviceChange] });
}

/** Two commands' parameters ask the same thing (key order aside). */
function sameParams(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (value: Record<string, unknown>) =>
    JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

export interface RequestedCommand {
  commandId: string;
  deviceId: string;
  command: Command;
}

/**
 * Asks a device to do something. Refused when the family cannot (DEVICE_COMMAND_NOT_SUPPORTED),
 * when a lock action is not among the lock's available actions now (DEVICE_ACTION_NOT_AVAILABLE), or
 * while an install or uninstall is under way (DEVICE_BUSY). Asking again for a command under way
 * with the same values returns that command; with other values it is refused (DEVICE_BUSY) until
 * the first has ended, so no value the user asked for is dropped without a word.
 */
export async function requestCommand(
  scope: Scope,
  deviceId: string,
  command: Command,
  params: Record<string, unknown> = {},
): Promise<RequestedCommand> {
  const device = await repository.findDevice(scope, deviceId, true);
  if (!device) throw new AppError('RECORD_NOT_FOUND');
  const adapter = adapterOf(device.family);
  if (!adapter.commands.includes(command)) throw new AppError('DEVICE_COMMAND_NOT_SUPPORTED');
  // The same request again (a double click, a retry) joins the command under way; the same command
  // with other values (a second set point before the first is applied) waits its turn: refused.
  const open = await repository.openCommand(scope, deviceId, command);
  if (open) {
    if (sameParams(open.params, params)) return { commandId: open.id, deviceId, command };
    throw new AppError('DEVICE_BUSY');
  }
  if (isLockAction(command) && device.kind === 'LOCK' && !adapter.availableActions(device).includes(command)) {
    throw new AppError('DEVICE_ACTION_NOT_AVAILABLE');
  }
  const installing = ['INSTALLING', 'CONFIGURING', 'UNINSTALLING'].includes(device.installState);
  if (installing && command !== 'INSTALL' && command !== 'UNINSTALL') throw new AppError('DEVICE_BUSY');
  const commandId = await repository.insertCommand(scope, {
    deviceId,
    command,
    params,
    requestedBy: scope.actor?.userId ?? null,
  });
  await applyPatch(scope, deviceId, device.family, PLANS[command].requested);
  await enqueue(scope, runCommandJob, { commandId }, { singletonKey: `command:${commandId}` });
  return { commandId, deviceId, command };
}

/** A device row made for an install: INSTALLING, its install command queued with it. */
export async function startInstall(scope: Scope, deviceId: string, params: Record<string, unknown> = {}) {
  return requestCommand(scope, deviceId, 'INSTALL', params);
}

async function applyOutcome(
  job: JobContext,
  commandId: string,
  step: number,
  outcome: Exclude<StepOutcome, { outcome: 'unreachable' }>,
) {
  await job.inTenant(async (scope) => {
    const command = await repository.findCommand(scope, commandId);
    if (!command) return;
    const device = await repository.findDevice(scope, command.deviceId, true);
    if (!device) return;
    const status = outcome.outcome === 'next' ? 'RUNNING' : outcome.outcome === 'done' ? 'SUCCEEDED' : 'FAILED';
    const error = outcome.outcome === 'failed' ? outcome.error : null;
    // Applied once: a step that ran again after a crash finds the command already past it.
    if (!(await repository.advanceCommand(scope, commandId, step, status, error))) return;
    await repository.insertEvents(scope, device.id, [
      ...outcome.events,
      {
        sourceId: `command:${commandId}:${step}:state`,
        kind: 'COMMAND',
        detail: { command: command.command, step, status, error, ...outcome.patch },
        occurredAt: scope.now,
      },
    ]);
    if (command.command === 'DELETE_LOCK' && status === 'SUCCEEDED') {
      await repository.deleteDevice(scope, device.id);
      await signalDevices(scope, { removed: [device.id] });
      return;
    }
    if (status === 'FAILED' && SYNC_COMMANDS.has(command.command)) {
      await raiseAlert(scope, syncFailedAlert(device, error));
    }
    await applyPatch(scope, device.id, device.family, {
      ...outcome.patch,
      lastSeenAt: scope.now,
      breakerFailures: 0,
      breakerOpenUntil: null,
    });
    // A new lock: the smart-building settings send it the values the community saved.
    if (command.command === 'INSTALL' && status === 'SUCCEEDED' && device.kind === 'LOCK') {
      await raise(scope, 'devices.lockInstalled', {
        deviceId: device.id,
        name: device.name,
        family: device.family,
        features: lockFeaturesOf(device.family),
      });
    }
  });
}

/** The device did not answer: counts against its breaker; at the last attempt the command fails. */
async function recordUnreachable(
  job: JobContext,
  commandId: string,
  step: number,
  error: string,
): Promise<'retry' | 'ended'> {
  return job.inTenant(async (scope) => {
    const command = await repository.findCommand(scope, commandId);
    if (!command) return 'ended';
    const device = await repository.findDevice(scope, command.deviceId, true);
    if (!device) return 'ended';
    const failures = device.breakerFailures + 1;
    const open =
      failures >= BREAKER_THRESHOLD ? new Date(scope.now.getTime() + BREAKER_OPEN_MS) : device.breakerOpenUntil;
    if (job.attempt < MAX_ATTEMPTS) {
      await repository.patchDevice(scope, device.id, { breakerFailures: failures, breakerOpenUntil: open });
      return 'retry';
    }
    if (!(await repository.failCommand(scope, commandId, step, error))) return 'ended';
    const plan = PLANS[command.command];
    const refusal = plan.steps[Math.min(step, plan.steps.length - 1)]?.onRefusal ?? {};
    await repository.insertEvents(scope, device.id, [
      {
        sourceId: `command:${commandId}:${step}:unreachable`,
        kind: 'COMMAND',
        detail: { command: command.command, step, status: 'FAILED', error },
        occurredAt: scope.now,
      },
    ]);
    await applyPatch(scope, device.id, device.family, {
      ...refusal,
      breakerFailures: failures,
      breakerOpenUntil: open,
      ...(device.kind === 'LOCK' || device.kind === 'LEAK_SENSOR' || device.kind === 'LIGHT_SWITCH'
        ? { connection: 'OFFLINE' as const }
        : {}),
    });
    if (SYNC_COMMANDS.has(command.command)) await raiseAlert(scope, syncFailedAlert(device, error));
    return 'ended';
  });
}

export async function runCommand(commandId: string, job: JobContext): Promise<void> {
  for (;;) {
    const loaded = await job.inTenant(async (scope) => {
      const command = await repository.findCommand(scope, commandId);
      if (!command || command.status === 'SUCCEEDED' || command.status === 'FAILED') return null;
      const device = await repository.findDevice(scope, command.deviceId);
      return device ? { command, device } : null;
    });
    if (!loaded) return;
    const { command, device } = loaded;
    const plan = PLANS[command.command];
    if (command.step >= plan.steps.length) return;
    let outcome: StepOutcome;
    if (device.breakerOpenUntil && device.breakerOpenUntil.getTime() > job.now.getTime()) {
      // The breaker is open: do not even call; wait for the back-off like any other failure.
      outcome = { outcome: 'unreachable', error: 'The device did not answer; it is not being called for a minute.' };
    } else {
      outcome = await runStep(adapterOf(device.family), plan.steps[command.step]!.call, {
        device,
        commandId,
        command: command.command,
        step: command.step,
        attempt: job.attempt,
        params: command.params,
      });
    }
    if (outcome.outcome === 'unreachable') {
      if ((await recordUnreachable(job, commandId, command.step, outcome.error)) === 'retry')
        throw new Error(outcome.error);
      return;
    }
    await applyOutcome(job, commandId, command.step, outcome);
    if (outcome.outcome !== 'next') return;
    await job.progress(Math.round(((command.step + 1) / plan.steps.length) * 100), command.command);
  }
}

/** The job that runs one command; listed in the worker's jobs (areas/index.ts). */
export const runCommandJob = defineJob({
  name: 'devices.runCommand',
  payload: z.object({ commandId: z.uuid() }),
  handler: ({ commandId }, job) => runCommand(commandId, job),
  maxAttempts: MAX_ATTEMPTS,
  backoffMs: 5_000,
  leaseMs: 30_000,
});
