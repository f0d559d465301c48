import type { access } from '@lintel/contracts';
import { z } from 'zod';
import { holdsAny } from '../../platform/auth/holds.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue } from '../../platform/jobs/jobs.ts';
import * as repository from './integration-queue.repository.ts';
import { inCommunity as at } from './leases.repository.ts';
import * as leases from './leases.service.ts';
import { skip as skipQueued, today } from './residents-queue.service.ts';

/**
 * The integration queue (D224): the resident queue's events from a PMS, read with the event as it
 * arrived, applied or skipped by the resident queue's own code (the lease's move-in and move-out),
 * and, when the community asks for it, applied on their due date by a job.
 */

type Details = access.integrationQueue.IntegrationEventDetails;

/** What the auto-apply job signs its applications with. */
export const AUTO_APPLY_NAME = 'Auto-apply';
/** How often each community's due PMS events are looked at. */
const AUTO_APPLY_EVERY_MS = 3_600_000;

const byName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

export async function get(scope: Pick<CommunityScope, 'db' | 'now' | 'customerId' | 'communityId'>, id: string) {
  const row = await repository.find(at(scope), id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row satisfies Details;
}

/** Applies a pending PMS event with the lease's own move-in or move-out; the move's execute key is checked. */
export async function apply(scope: CommunityScope, id: string): Promise<Details> {
  const event = await get(scope, id);
  if (event.status !== 'PENDING') throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
  const needed = event.kind === 'MOVE_IN' ? 'LEASE_EXECUTE_MOVE_IN' : 'LEASE_EXECUTE_MOVE_OUT';
  if (!(await holdsAny(scope, [needed]))) throw new AppError('PERMISSION_DENIED', { internal: needed });
  if (event.kind === 'MOVE_IN') await leases.moveIn(scope, event.leaseId, event.residentId);
  else await leases.moveOut(scope, event.leaseId, event.residentId);
  return get(scope, id);
}

export async function skip(scope: CommunityScope, id: string): Promise<Details> {
  await get(scope, id);
  await skipQueued(scope, id);
  return get(scope, id);
}

export const readSettings = (scope: CommunityScope) => repository.readSettings(at(scope));

/** Saves the settings; turning auto-apply on starts the community's hourly job (it runs at once). */
export async function saveSettings(scope: CommunityScope, settings: access.integrationQueue.AutoApplySettings) {
  // Auto-apply executes moves for the community: turning a kind on needs that move's execute key.
  for (const [on, needed] of [
    [settings.autoApplyMoveIns, 'LEASE_EXECUTE_MOVE_IN'],
    [settings.autoApplyMoveOuts, 'LEASE_EXECUTE_MOVE_OUT'],
  ] as const) {
    if (on && !(await holdsAny(scope, [needed]))) throw new AppError('PERMISSION_DENIED', { internal: needed });
  }
  await repository.saveSettings(at(scope), settings, byName(scope));
  if (settings.autoApplyMoveIns || settings.autoApplyMoveOuts) {
    await enqueue(scope, autoApplyJob, {}, { singletonKey: 'integration-auto-apply', every: AUTO_APPLY_EVERY_MS });
  }
  return repository.readSettings(at(scope));
}

/**
 * Applies the community's pending PMS events due today or before, of the kinds auto-apply is on
 * for, each in its own transaction: one that cannot be applied (its lease archived since, the
 * resident already moved in from the lease screen) keeps its reason and stays pending for a person.
 */
export const autoApplyJob = defineJob({
  name: 'access.integrationAutoApply',
  payload: z.object({}),
  maxAttempts: 1,
  leaseMs: 300_000,
  handler: async (_payload, job) => {
    const due = await job.inTenant(async (scope) => {
      if (!scope.customerId || !scope.communityId) throw new Error('auto-apply runs in a community');
      const target = { ...scope, customerId: scope.customerId, communityId: scope.communityId };
      const settings = await repository.readSettings(at(target));
      const kinds = [
        ...(settings.autoApplyMoveIns ? ['MOVE_IN'] : []),
        ...(settings.autoApplyMoveOuts ? ['MOVE_OUT'] : []),
      ];
      return repository.dueEvents(at(target), kinds, await today(target));
    });
    for (const event of due) {
      try {
        await job.inTenant(async (scope) => {
          const doer = { ...scope, customerId: job.customerId, communityId: job.communityId ?? '', actor: null };
          if (event.kind === 'MOVE_IN') await leases.moveIn(doer, event.lease_id, event.resident_id);
          else await leases.moveOut(doer, event.lease_id, event.resident_id);
          await repository.noteApplication(at(doer), event.id, { byName: AUTO_APPLY_NAME });
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await job.inTenant((scope) =>
          repository.noteApplication(
            at({ ...scope, customerId: job.customerId, communityId: job.communityId ?? '' }),
            event.id,
            { error: error.message },
          ),
        );
      }
    }
  },
});
