import { can } from '@lintel/permissions';
import { loadGrants } from '../../platform/auth/grants.ts';
import { type CommunityScope, withinCommunity } from '../../platform/db/scope.ts';
import type { At } from './engine/grants.repository.ts';

/**
 * Acting in the customer's other communities from a request of one (D232): deleting a vendor or a
 * staff member from the customer, adding a vendor elsewhere. Another community is reached only
 * through the scope's `withinCommunity`, and only one the caller works in and holds the action's key
 * in (licence included), in the request's one transaction.
 */

/** The same transaction acting in another community of the scope's customer (inside `withinCommunity`). */
export const there = (scope: CommunityScope, communityId: string): At => ({
  db: scope.db,
  now: scope.now,
  customerId: scope.customerId,
  communityId,
});

export const caller = (scope: CommunityScope) => ({
  profileId: scope.profile.profileId,
  everyCommunity: scope.allCommunities,
});

/** Whether the caller holds `key` in another community of the customer (its licences included). */
export async function holdsIn(scope: CommunityScope, communityId: string, key: string): Promise<boolean> {
  const isProvider = scope.actor.providerType !== null;
  // The target's role assignments and licences are visible to row-level security only while acting there.
  const grants = await withinCommunity(scope, communityId, () =>
    loadGrants(
      scope.db,
      {
        providerRole: scope.actor.providerRole,
        profileId: isProvider ? null : scope.profile.profileId,
        customerId: scope.customerId,
        communityId,
      },
      [key],
    ),
  );
  return can(
    grants,
    { key },
    { customerId: scope.customerId, communityId, profile: { type: scope.profile.type, role: scope.profile.role } },
  );
}
