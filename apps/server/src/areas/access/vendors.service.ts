import { randomUUID } from 'node:crypto';
import type { access } from '@lintel/contracts';
import { translate } from '../../platform/db/errors.ts';
import { type CommunityScope, withinCommunity } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { inCommunity as at } from './leases.repository.ts';
import { endAccessHere } from './leave-community.service.ts';
import { caller, holdsIn, there } from './other-communities.ts';
import { liveGrantCount, roleTypeOf } from './staff.repository.ts';
import * as repository from './vendors.repository.ts';

/**
 * Vendors of the IoT area (D232, D233): the customer's record of a company's contact, listed in the
 * communities it works in. Other communities of the customer are reached only through the scope's
 * `withinCommunity`, and only those the caller works in and holds the action's key in (licence
 * included), as the unit statuses' "apply to other communities" does: a vendor's communities are
 * each seen from inside, so adding it elsewhere, the communities shown on its details and deleting
 * it from the customer read and write there one community at a time, in the request's one
 * transaction (a refusal anywhere leaves nothing changed anywhere).
 */

type Details = access.vendors.VendorDetails;
type Input = ReturnType<typeof access.vendors.vendorInput.parse>;

const ADD_TO_COMMUNITY = 'USER_ADD_TO_COMMUNITY';
const DELETE_FROM_CUSTOMER = 'USER_DELETE_FROM_CUSTOMER';

/**
 * The role types that may add a vendor to a community (part 3 section 6: "the list is not shown"):
 * super admins, the provider's own staff, customer admins and property managers (D233). A role type is
 * derived from the caller's profile and roles in the community (staff.repository.ts).
 */
const ADD_TO_COMMUNITY_ROLE_TYPES: ReadonlySet<string> = new Set([
  'SUPER_ADMIN',
  'LINTEL_SUPER_ADMIN',
  'CUSTOMER_ADMIN',
  'PROPERTY_MANAGER',
]);

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);

/** The caller's role type here: the provider's types for its users, else their profile's (D233). */
async function callerRoleType(scope: CommunityScope): Promise<string> {
  if (scope.actor.providerType === 'SUPER_ADMIN') return 'SUPER_ADMIN';
  if (scope.actor.providerType === 'LINTEL') return 'LINTEL_SUPER_ADMIN';
  return (await roleTypeOf(at(scope), scope.profile.profileId)) ?? 'PROPERTY_STAFF';
}

async function mayAddToCommunity(scope: CommunityScope): Promise<boolean> {
  return ADD_TO_COMMUNITY_ROLE_TYPES.has(await callerRoleType(scope));
}

/** Refused as a gate refuses when the caller's role type is not on the add-to-community list. */
async function checkRoleType(scope: CommunityScope): Promise<void> {
  if (!(await mayAddToCommunity(scope))) {
    throw new AppError('PERMISSION_DENIED', { internal: 'the caller’s role type may not add to a community' });
  }
}

/** Whether the vendor works in another community (its row there is seen from inside). */
const worksThere = (scope: CommunityScope, communityId: string, vendorId: string) =>
  withinCommunity(scope, communityId, () => repository.worksIn(there(scope, communityId), vendorId));

async function found(scope: CommunityScope, id: string) {
  const vendor = await repository.find(at(scope), id);
  if (!vendor) throw new AppError('RECORD_NOT_FOUND');
  return vendor;
}

function emailTaken(): AppError {
  return new AppError('ACCESS_VENDOR_EMAIL_TAKEN', {
    issues: [{ path: 'email', message: 'a vendor of this customer already has this e-mail address' }],
  });
}

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

/** One vendor of the community, with the communities it works in among the caller's (this one first). */
export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const vendor = await found(scope, id);
  const communities = [{ id: scope.communityId, name: await repository.communityName(target) }];
  for (const community of await repository.otherCommunities(target, caller(scope))) {
    if (await worksThere(scope, community.id, id)) communities.push(community);
  }
  return {
    ...vendor,
    communities,
    liveGrants: await liveGrantCount(target, 'VENDOR', id),
    mayAddToCommunity: await mayAddToCommunity(scope),
  };
}

/** Adds a vendor of the customer, working in this community; its e-mail must be no other live vendor's. */
export async function create(scope: CommunityScope, input: Input): Promise<Details> {
  const target = at(scope);
  if (await repository.emailTaken(target, input.email, null)) throw emailTaken();
  const id = randomUUID();
  await translate(
    () =>
      repository.insertVendor(target, {
        id,
        companyName: input.companyName,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        createdByName: actorName(scope),
      }),
    { unique: 'ACCESS_VENDOR_EMAIL_TAKEN' },
  );
  await repository.join(target, id, actorName(scope));
  return get(scope, id);
}

/** Changes a vendor's e-mail, for every community it works in. */
export async function changeEmail(scope: CommunityScope, id: string, email: string): Promise<Details> {
  const target = at(scope);
  await found(scope, id);
  await repository.lockVendor(target, id);
  if (await repository.emailTaken(target, email, id)) throw emailTaken();
  await translate(() => repository.updateEmail(target, id, email), { unique: 'ACCESS_VENDOR_EMAIL_TAKEN' });
  return get(scope, id);
}

/** The other communities the caller may add the vendor to, each saying whether it works there already. */
export async function communityChoices(scope: CommunityScope, id: string) {
  await checkRoleType(scope);
  await found(scope, id);
  const choices: { id: string; name: string; member: boolean }[] = [];
  for (const community of await repository.otherCommunities(at(scope), caller(scope))) {
    if (!(await holdsIn(scope, community.id, ADD_TO_COMMUNITY))) continue;
    choices.push({ ...community, member: await worksThere(scope, community.id, id) });
  }
  return choices;
}

/**
 * Adds the vendor to other communities of the customer, all or none: every one is checked first (a
 * community the caller works in, where they hold the add key), then it joins each it is not in yet.
 */
export async function addToCommunities(scope: CommunityScope, id: string, communityIds: string[]): Promise<Details> {
  await checkRoleType(scope);
  const target = at(scope);
  await found(scope, id);
  await repository.lockVendor(target, id);
  const targets = [...new Set(communityIds)];
  const known = new Set((await repository.otherCommunities(target, caller(scope))).map((c) => c.id));
  for (const communityId of targets) {
    if (!known.has(communityId)) {
      throw new AppError('ACCESS_REFERENCE_INVALID', {
        issues: [{ path: 'communityIds', message: 'choose other communities of the customer that you work in' }],
      });
    }
    if (!(await holdsIn(scope, communityId, ADD_TO_COMMUNITY))) {
      throw new AppError('PERMISSION_DENIED', { internal: `no ${ADD_TO_COMMUNITY} in ${communityId}` });
    }
  }
  for (const communityId of targets) {
    await withinCommunity(scope, communityId, () => repository.join(there(scope, communityId), id, actorName(scope)));
  }
  return get(scope, id);
}

/**
 * Removes the vendor from this community: every access it holds here ends (credentials and live
 * grants revoked, REVOKING until each lock confirmed). Left in no community, it is deleted from the
 * customer, so its e-mail is free for a new record.
 */
export async function removeFromCommunity(
  scope: CommunityScope,
  id: string,
): Promise<{ deleted: true; revokedGrants: number }> {
  const target = at(scope);
  await found(scope, id);
  await repository.lockVendor(target, id);
  const revokedGrants = await endAccessHere(target, { kind: 'VENDOR', id }, actorName(scope));
  if ((await repository.leave(target, id)) === 0) await repository.markDeleted(target, id);
  return { deleted: true, revokedGrants };
}

/**
 * Deletes the vendor from the customer: it leaves every community it works in, its access there
 * ended. Every one of them must be a community the caller works in and may delete it in (this one
 * the route checked); one that is not, or a community the caller does not see at all (its count says
 * so), refuses the whole deletion before anything changes.
 */
export async function deleteFromCustomer(
  scope: CommunityScope,
  id: string,
): Promise<{ deleted: true; revokedGrants: number }> {
  const target = at(scope);
  await found(scope, id);
  const vendor = await repository.lockVendor(target, id);
  if (!vendor) throw new AppError('RECORD_NOT_FOUND');
  const communities = [scope.communityId];
  for (const community of await repository.otherCommunities(target, caller(scope))) {
    if (!(await worksThere(scope, community.id, id))) continue;
    if (!(await holdsIn(scope, community.id, DELETE_FROM_CUSTOMER))) {
      throw new AppError('PERMISSION_DENIED', { internal: `the vendor works in ${community.id}, out of reach` });
    }
    communities.push(community.id);
  }
  if (communities.length < vendor.community_count) {
    throw new AppError('PERMISSION_DENIED', { internal: 'the vendor works in communities the caller does not' });
  }
  let revokedGrants = 0;
  for (const communityId of communities) {
    revokedGrants += await withinCommunity(scope, communityId, async () => {
      const place = there(scope, communityId);
      const revoked = await endAccessHere(place, { kind: 'VENDOR', id }, actorName(scope));
      await repository.leave(place, id);
      return revoked;
    });
  }
  await repository.markDeleted(target, id);
  return { deleted: true, revokedGrants };
}
