import type { access } from '@lintel/contracts';
import { type CommunityScope, withinCommunity } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { inCommunity as at } from './leases.repository.ts';
import { endAccessHere } from './leave-community.service.ts';
import { caller, holdsIn, there } from './other-communities.ts';
import * as repository from './staff.repository.ts';
import { otherCommunities } from './vendors.repository.ts';

/**
 * Staff of the IoT area (D232): the customer's profiles who work in the community, read from the
 * identity tables (this area may not call the identity area's code, so the queries are its own, as
 * the temporary access and key pickers' are). Removing one from the community ends every access they
 * hold here through the engine, then their assignment and the roles they held for this community.
 * Deleting one from the customer ends their access in every community they work in, then marks the
 * profile deleted (sign-in and every request ignore a deleted profile), as part 3 section 6 asks of
 * the staff screens.
 */

type Details = access.staff.StaffDetails;

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const member = await repository.find(target, id);
  if (!member) throw new AppError('RECORD_NOT_FOUND');
  return {
    ...member,
    temporaryAccesses: await repository.temporaryAccessesOf(target, id),
    keys: await repository.keysOf(target, id),
    groups: await repository.groupsOf(target, 'STAFF', id),
    liveGrants: await repository.liveGrantCount(target, 'STAFF', id),
  };
}

/**
 * Removes a staff member from the community: every access they hold here ends (temporary accesses
 * revoked, keys taken back as NOT_RETURNED, groups left, credentials and every live grant revoked),
 * then their assignment to the community and the roles given for it alone go. A profile working in
 * every community (a portfolio admin) has no assignment to end here, and one's own profile is not
 * removed by oneself: both are ACCESS_STAFF_NOT_REMOVABLE, before anything changes.
 */
export async function removeFromCommunity(
  scope: CommunityScope,
  id: string,
): Promise<{ deleted: true; revokedGrants: number }> {
  const target = at(scope);
  const profile = await repository.lockProfile(target, id);
  if (!profile || !(await repository.find(target, id))) throw new AppError('RECORD_NOT_FOUND');
  if (profile.all_communities || profile.type === 'PORTFOLIO_ADMIN') {
    throw new AppError('ACCESS_STAFF_NOT_REMOVABLE', {
      internal: 'the profile works in every community of the customer',
    });
  }
  if (profile.id === scope.profile.profileId) {
    throw new AppError('ACCESS_STAFF_NOT_REMOVABLE', { internal: 'one’s own profile' });
  }
  const revokedGrants = await endAccessHere(target, { kind: 'STAFF', id }, actorName(scope));
  await repository.unassign(target, id);
  return { deleted: true, revokedGrants };
}

/**
 * Deletes a staff member from the customer (USER_DELETE_FROM_CUSTOMER, D232): in every community they
 * work in, everything that lets them in ends as when removed from it (with their assignment and roles
 * there), then the profile is marked deleted. Every one of those communities must be one the caller
 * works in and holds the key in; one that is not refuses the whole deletion before anything changes.
 * One's own profile, and the customer's last portfolio admin, are ACCESS_STAFF_NOT_REMOVABLE.
 */
export async function deleteFromCustomer(
  scope: CommunityScope,
  id: string,
): Promise<{ deleted: true; revokedGrants: number }> {
  const target = at(scope);
  const profile = await repository.lockProfile(target, id);
  if (!profile || !(await repository.find(target, id))) throw new AppError('RECORD_NOT_FOUND');
  if (profile.id === scope.profile.profileId) {
    throw new AppError('ACCESS_STAFF_NOT_REMOVABLE', { internal: 'one’s own profile' });
  }
  if (profile.type === 'PORTFOLIO_ADMIN' && (await repository.otherPortfolioAdmins(target, id)) === 0) {
    throw new AppError('ACCESS_STAFF_NOT_REMOVABLE', { internal: 'the customer’s last portfolio admin' });
  }
  const reachable = new Set((await otherCommunities(target, caller(scope))).map((c) => c.id));
  const theirs = await repository.communitiesOf(target, profile);
  for (const communityId of theirs) {
    if (communityId === scope.communityId) continue;
    if (!reachable.has(communityId) || !(await holdsIn(scope, communityId, 'USER_DELETE_FROM_CUSTOMER'))) {
      throw new AppError('PERMISSION_DENIED', { internal: `the profile works in ${communityId}, out of reach` });
    }
  }
  let revokedGrants = 0;
  for (const communityId of theirs) {
    const leave = async (place: typeof target) => {
      const revoked = await endAccessHere(place, { kind: 'STAFF', id }, actorName(scope));
      await repository.unassign(place, id);
      return revoked;
    };
    revokedGrants +=
      communityId === scope.communityId
        ? await leave(target)
        : await withinCommunity(scope, communityId, () => leave(there(scope, communityId)));
  }
  await repository.markProfileDeleted(target, id);
  return { deleted: true, revokedGrants };
}
