import type { Paged, search } from '@lintel/contracts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './search.repository.ts';

type RecordHit = search.RecordHit;

/**
 * Records of the community by name, for the command palette. Units only for now. The seam for the
 * next kinds (residents, service requests): each kind gets its repository query and its own view
 * permission, checked here against the caller's grants, and the pages of the kinds the caller may
 * see are merged by name. The endpoint's gate then becomes "any of" those permissions.
 */
export function searchRecords(
  scope: CommunityScope,
  query: { q: string; page?: number; size?: number },
): Promise<Paged<RecordHit>> {
  return repository.findUnits(scope, query.q, { page: query.page, size: query.size ?? 10 });
}
