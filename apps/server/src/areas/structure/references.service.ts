import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { allInCommunity, type ReferencedTable } from './references.repository.ts';

/**
 * Refuses a request naming a record that is not in the community in scope (CBR_REFERENCE_NOT_FOUND).
 * Null and absent ids pass.
 */
export async function assertInCommunity(
  scope: CommunityScope,
  refs: [ReferencedTable, string | null | undefined][],
): Promise<void> {
  const checks = refs.filter((ref): ref is [ReferencedTable, string] => typeof ref[1] === 'string');
  if (checks.length === 0) return;
  if (!(await allInCommunity(scope, checks))) throw new AppError('CBR_REFERENCE_NOT_FOUND');
}
