import type { ListQuery } from '@lintel/contracts';
import type { CommunitySummary, Profile, ProfileResponse } from '@lintel/contracts/context';
import type { CommunityScope, CustomerScope, SessionScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './context.repository.ts';

export async function readProfile(scope: SessionScope, nonDeleted: boolean): Promise<ProfileResponse> {
  const { actor } = scope;
  const fullName = `${actor.firstName} ${actor.lastName}`.trim();
  const names = { firstName: actor.firstName, lastName: actor.lastName, fullName };
  const rows = await repo.listOwnProfiles(scope, nonDeleted);
  const customerUsers: Profile[] = rows.map((row) => ({
    profileId: row.profileId,
    customerId: row.customerId,
    customerName: row.customerName,
    ...names,
    type: row.type,
    role: row.role,
    customerDeletedAt: row.customerDeletedAt?.toISOString() ?? null,
    mfaSetupRequired: row.mfaSetupRequired,
  }));
  const providerProfile: Profile | null = actor.providerType
    ? {
        profileId: actor.userId,
        customerId: null,
        customerName: null,
        ...names,
        type: actor.providerType,
        role: actor.providerRole,
        customerDeletedAt: null,
        mfaSetupRequired: false,
      }
    : null;
  return {
    userId: actor.userId,
    email: actor.email,
    username: actor.email,
    ...names,
    providerType: actor.providerType,
    providerProfile,
    customerUsers,
  };
}

export async function listCustomers(scope: SessionScope, query: ListQuery, nonDeleted: boolean) {
  const page = await repo.listCustomers(scope, query, nonDeleted);
  return {
    ...page,
    content: page.content.map((row) => ({ ...row, deletedAt: row.deletedAt?.toISOString() ?? null })),
  };
}

export function listUserCommunities(scope: CustomerScope, query: ListQuery, nonDeleted: boolean) {
  return repo.listUserCommunities(scope, query, nonDeleted);
}

/** The ids in the query must be the context the request acts in; the headers were already checked. */
export async function communityLicensedApps(scope: CommunityScope, ids: { customerId: string; communityId: string }) {
  if (ids.customerId !== scope.customerId || ids.communityId !== scope.communityId) {
    throw new AppError('CONTEXT_MISMATCH');
  }
  return { content: await repo.listCommunityApps(scope) };
}

export async function customerApps(scope: CustomerScope, customerId: string) {
  if (customerId !== scope.customerId) throw new AppError('CONTEXT_MISMATCH');
  return { content: await repo.listCustomerApps(scope) };
}

export async function communitySummary(scope: CommunityScope): Promise<CommunitySummary> {
  const row = await repo.readCommunitySummary(scope);
  return {
    customer: { id: row.customerId, name: row.customerName },
    community: { id: row.id, name: row.name, timezoneId: row.timezoneId },
    buildings: Number(row.buildings ?? 0),
    units: Number(row.units ?? 0),
    unitTypes: Number(row.unitTypes ?? 0),
  };
}
