import type { HoursRange } from '@lintel/formats/hours';
import { z } from 'zod';
import { type DoorRef, doors } from '../../../platform/doors/doors.ts';
import { raise } from '../../../platform/events/domain-events.ts';
import { defineJob, enqueue, type JobContext, type JobTarget } from '../../../platform/jobs/jobs.ts';
import { completeMoveOutReports } from '../leases.repository.ts';
import { recordTransaction } from '../pacs-queue-log.repository.ts';
import { settlePasses } from '../passes.repository.ts';
import { settleTemporaryAccesses } from '../staff-access.repository.ts';
import * as repository from './grants.repository.ts';

/**
 * The door sync (D210): a job per lock pushes its pending entries through the door seam, one change
 * at a time, and records each confirmation with a compare-and-set. A lock that does not answer is
 * tried again with the job's back-off; a repeating sweep per community requeues any lock still
 * pending. A revocation a lock has not confirmed after REVOCATION_ALERT_ATTEMPTS tries raises an
 * alert once, and the grant stays REVOKING: never silently REVOKED. Every try is written to the PACS
 * queue log (D226) in the transaction that records its answer.
 */

/** Tries of an unconfirmed removal before the community's staff are alerted. */
export const REVOCATION_ALERT_ATTEMPTS = 3;
/** Changes sent to one lock per round. */
const ROUND = 100;
/** How often every community's pending locks are looked at again. */
export const SWEEP_EVERY_MS = 60_000;

class LockDidNotAnswer extends Error {}

const at = (scope: { db: JobTarget['db']; now: Date; customerId: string | null; communityId: string | null }) => {
  if (!scope.customerId || !scope.communityId) throw new Error('door sync runs in a community');
  return { db: scope.db, now: scope.now, customerId: scope.customerId, communityId: scope.communityId };
};

/** One lock's pending changes, until none is left or the lock stops answering. */
export async function syncDoor(job: Pick<JobContext, 'inTenant' | 'attempt'>, deviceId: string): Promise<void> {
  // Changes the lock refused in this run stay pending with their error; the sweep tries them again.
  const refused = new Set<string>();
  for (;;) {
    const round = await job.inTenant(async (scope) => ({
      now: scope.now,
      entries: await repository.pendingEntries(at(scope), deviceId, ROUND + refused.size),
    }));
    const pending = round.entries.filter((entry) => !refused.has(`${entry.grantId}:${entry.credentialId}`));
    // When the next change leaves for the lock: the clock of the last transaction before it (D226).
    let sentAt = round.now;
    if (pending.length === 0) return;
    let unanswered: string | null = null;
    for (const entry of pending) {
      const door: DoorRef = { deviceId, family: entry.family, serial: entry.serial, name: entry.deviceName };
      const key = `${entry.grantId}:${entry.credentialId}`;
      const attempt = entry.attempts + 1;
      const answer =
        entry.desired === 'PRESENT'
          ? await doors().put(
              job,
              door,
              {
                key,
                credentialId: entry.credentialId,
                validFrom: entry.validFrom,
                validUntil: entry.validUntil,
                schedule: (entry.schedule as HoursRange[] | null) ?? null,
              },
              attempt,
            )
          : await doors().remove(job, door, key, attempt);
      await job.inTenant(async (scope) => {
        const target = at(scope);
        await recordTransaction(target, entry, {
          attempt,
          sentAt,
          outcome:
            answer.outcome === 'confirmed' ? 'CONFIRMED' : answer.outcome === 'refused' ? 'REFUSED' : 'NO_ANSWER',
          error: answer.outcome === 'confirmed' ? null : answer.error,
        });
        sentAt = scope.now;
        if (answer.outcome === 'confirmed') {
          if (await repository.confirmEntry(target, entry)) {
            await repository.settleRevocations(target, [entry.grantId]);
            await completeMoveOutReports(target);
            await settleTemporaryAccesses(target);
            await settlePasses(target);
          }
          return;
        }
        const alert = entry.desired === 'ABSENT' && entry.alertedAt === null && attempt >= REVOCATION_ALERT_ATTEMPTS;
        await repository.failEntry(target, entry, answer.error, alert);
        if (alert) {
          await raise(target, 'devices.alert', {
            deviceId,
            deviceName: entry.deviceName,
            eventCode: 'IOT_REVOCATION_UNCONFIRMED',
            priority: 'HIGH',
            title: `Revocation not confirmed: ${entry.deviceName}`,
            text: `The lock ${entry.deviceName} has not confirmed the removal of a revoked credential after ${attempt} tries (${answer.error}). The access stays REVOKING until it does.`,
          });
        }
      });
      if (answer.outcome === 'unreachable') unanswered = answer.error;
      if (answer.outcome === 'refused') refused.add(key);
    }
    // A lock that stopped answering is tried again later (the job's back-off), not in a tight loop.
    if (unanswered) throw new LockDidNotAnswer(unanswered);
  }
}

export const doorSyncJob = defineJob({
  name: 'access.doorSync',
  payload: z.object({ deviceId: z.uuid() }),
  handler: ({ deviceId }, job) => syncDoor(job, deviceId),
  maxAttempts: 5,
  backoffMs: 5_000,
  leaseMs: 120_000,
});

/** The community's sweep: every lock with a pending change gets its sync queued again. */
export const doorSweepJob = defineJob({
  name: 'access.doorSweep',
  payload: z.object({}),
  handler: async (_payload, job) => {
    await job.inTenant(async (scope) => {
      for (const deviceId of await repository.devicesWithPending(at(scope))) {
        await enqueue(scope, doorSyncJob, { deviceId }, { singletonKey: deviceId });
      }
    });
  },
  maxAttempts: 1,
  leaseMs: 60_000,
});

/** Queues the sync of the locks a change touched, and makes sure the community's sweep runs. */
export async function queueDoorSync(target: JobTarget, deviceIds: readonly string[]): Promise<void> {
  for (const deviceId of new Set(deviceIds)) {
    await enqueue(target, doorSyncJob, { deviceId }, { singletonKey: deviceId });
  }
  if (deviceIds.length > 0) {
    await enqueue(
      target,
      doorSweepJob,
      {},
      { singletonKey: 'sweep', every: SWEEP_EVERY_MS, runAt: new Date(target.now.getTime() + SWEEP_EVERY_MS) },
    );
  }
}
