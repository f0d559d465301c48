import type { access, ListQuery } from '@lintel/contracts';
import { communityTimeZone, localDate } from '../../platform/db/community-time.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { onDomainEvent } from '../../platform/events/domain-events.ts';
import { inCommunity as at } from './leases.repository.ts';
import * as leases from './leases.service.ts';
import * as repository from './residents-queue.repository.ts';

/**
 * The resident queue (D219): due move-ins and move-outs enter through the `leasing.residentMoveDue`
 * domain event, whoever raises it, and are applied by the lease's own move-in and move-out.
 */

const byName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

/** Registered with the area's routes: every due move lands in the queue, in the raiser's transaction. */
export function listenToMovesDue(): void {
  onDomainEvent('leasing.residentMoveDue', 'access.residentQueue', async (target, move) => {
    if (!target.customerId || !target.communityId) throw new Error('a move belongs to a community');
    await repository.enqueueMove(
      { db: target.db, now: target.now, customerId: target.customerId, communityId: target.communityId },
      move,
    );
  });
}

/** The community's local date today: "due up to N days ahead" counts from it. */
export async function today(scope: Pick<CommunityScope, 'db' | 'now' | 'customerId' | 'communityId'>): Promise<string> {
  return localDate(scope.now, await communityTimeZone(scope));
}

export async function list(scope: CommunityScope, query: ListQuery) {
  const settings = await repository.readSettings(at(scope));
  return repository.list(at(scope), query, settings, await today(scope));
}

export const readSettings = (scope: CommunityScope) => repository.readSettings(at(scope));

export async function saveSettings(scope: CommunityScope, settings: access.residentsQueue.QueueSettings) {
  await repository.saveSettings(at(scope), settings);
  return repository.readSettings(at(scope));
}

/** Applies a queued move: the lease's own move-in or move-out, which also marks the event applied. */
export function apply(scope: CommunityScope, kind: 'MOVE_IN' | 'MOVE_OUT', leaseId: string, residentId: string) {
  return kind === 'MOVE_IN' ? leases.moveIn(scope, leaseId, residentId) : leases.moveOut(scope, leaseId, residentId);
}

export async function skip(scope: CommunityScope, eventId: string) {
  if ((await repository.settle(at(scope), { id: eventId }, 'SKIPPED', byName(scope))) === 0) {
    const existing = await repository.find(at(scope), eventId);
    if (!existing) throw new AppError('RECORD_NOT_FOUND');
    throw new AppError('ACCESS_TRANSITION_NOT_ALLOWED');
  }
  const event = await repository.find(at(scope), eventId);
  if (!event) throw new AppError('RECORD_NOT_FOUND');
  return event;
}
