import type { access } from '@lintel/contracts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { inCommunity as at } from './leases.repository.ts';
import * as repository from './pacs-queue-log.repository.ts';

/**
 * The PACS queue log (D226): what the door sync sent to the locks, one row per try, read only. The
 * rows are written by the door sync (`engine/door-sync.ts`) with `recordTransaction`.
 */

type Details = access.pacsQueueLog.PacsTransactionDetails;

export const list = (scope: CommunityScope, query: repository.ListFilters) => repository.list(at(scope), query);

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const row = await repository.find(target, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const {
    lockExists,
    unitName,
    locationName,
    sourceKind,
    sourceId,
    placeName,
    grantStatus,
    validFrom,
    validUntil,
    desired,
    confirmed,
    confirmedAt,
    ...transaction
  } = row;
  return {
    ...transaction,
    lock: { exists: lockExists, unitName, locationName },
    grant: { sourceKind, sourceId, placeName, status: grantStatus, validFrom, validUntil },
    entry: desired ? { desired, confirmed, confirmedAt } : null,
    attempts: await repository.attemptsOf(target, row),
  };
}

export const lockChoices = (scope: CommunityScope, q: string | undefined) => repository.lockChoices(at(scope), q);
