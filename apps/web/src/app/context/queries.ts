import { context } from '@lintel/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CallContext, call } from '../api/client.ts';

/** Query keys of the context calls; every key that depends on a tenant carries it. */
export const contextKeys = {
  all: ['context'] as const,
  profile: () => [...contextKeys.all, 'profile'] as const,
  customers: () => [...contextKeys.all, 'customers'] as const,
  communities: (customerId: string | null) => [...contextKeys.all, 'communities', customerId] as const,
  licensedApps: (ctx: CallContext) => [...contextKeys.all, 'licensed-apps', ctx.customerId, ctx.communityId] as const,
  customerApps: (customerId: string | null) => [...contextKeys.all, 'customer-apps', customerId] as const,
};

const MINUTE = 60_000;

export function useProfileQuery() {
  return useQuery({
    queryKey: contextKeys.profile(),
    queryFn: ({ signal }) => call(context.getProfile, { query: { nonDeleted: 'true' }, signal }),
    refetchInterval: MINUTE,
  });
}

export function useCustomersQuery(enabled: boolean) {
  return useQuery({
    queryKey: contextKeys.customers(),
    queryFn: ({ signal }) =>
      call(context.listCustomers, {
        query: { size: 999, nonDeleted: 'true', sort: 'name,asc', fieldsType: 'MINIMAL' },
        signal,
      }),
    enabled,
    refetchInterval: MINUTE,
  });
}

export function useCommunitiesQuery(customerId: string | null) {
  return useQuery({
    queryKey: contextKeys.communities(customerId),
    queryFn: ({ signal }) =>
      call(context.listUserCommunities, {
        query: { size: 999, nonDeleted: 'true', sort: 'name,asc' },
        context: { customerId, communityId: null },
        signal,
      }),
    enabled: customerId !== null,
  });
}

export function useLicensedAppsQuery(ctx: CallContext) {
  return useQuery({
    queryKey: contextKeys.licensedApps(ctx),
    queryFn: ({ signal }) =>
      call(context.getCommunityLicensedAppAccess, {
        query: { customerId: ctx.customerId!, communityId: ctx.communityId! },
        context: ctx,
        signal,
      }),
    enabled: ctx.customerId !== null && ctx.communityId !== null,
  });
}

/** Polled every minute for provider staff with a customer selected (spec). */
export function useCustomerAppsQuery(customerId: string | null, poll: boolean) {
  return useQuery({
    queryKey: contextKeys.customerApps(customerId),
    queryFn: ({ signal }) =>
      call(context.getCustomerAppAccesses, {
        params: { customerId: customerId! },
        context: { customerId, communityId: null },
        signal,
      }),
    enabled: customerId !== null,
    refetchInterval: poll ? MINUTE : false,
  });
}
