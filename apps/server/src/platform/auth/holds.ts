import { can } from '@lintel/permissions';
import type { CommunityScope } from '../db/scope.ts';
import { loadGrants } from './grants.ts';

/**
 * Whether the caller holds one of `keys` in the selected community (licence included): for the
 * rules a route's gate cannot express, such as "the key of this lock's family" or "the create key
 * of this kind of access" when the route lets any of them in.
 */
export async function holdsAny(scope: CommunityScope, keys: readonly string[]): Promise<boolean> {
  const isProvider = scope.actor.providerType !== null;
  const grants = await loadGrants(
    scope.db,
    {
      providerRole: scope.actor.providerRole,
      profileId: isProvider ? null : scope.profile.profileId,
      customerId: scope.customerId,
      communityId: scope.communityId,
    },
    [...keys],
  );
  const at = {
    customerId: scope.customerId,
    communityId: scope.communityId,
    profile: { type: scope.profile.type, role: scope.profile.role },
  };
  return keys.some((key) => can(grants, { key }, at));
}
