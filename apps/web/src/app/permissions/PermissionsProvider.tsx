import { permissions as contracts } from '@lintel/contracts';
import type { AppCode } from '@lintel/contracts/common';
import {
  type CheckFeatures,
  can as canCheck,
  emptyGrants,
  type PermissionCheck,
  type PermissionGrants,
  type ProfileFlags,
  profileFlags,
} from '@lintel/permissions';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { call } from '../api/client.ts';
import { useWorkContext } from '../context/WorkContext.tsx';
import { useIotFeatures } from './useIotFeatures.ts';

/** Apps fetched per licensed community (spec), plus those a customer has by app access. */
const COMMUNITY_APPS: readonly AppCode[] = [
  'AMNT',
  'CBR',
  'IOT',
  'RI',
  'SREQ',
  'MSGS',
  'ACCT',
  'LEASING',
  'EMAILBOT',
  'GO',
  'IPS_V2',
];
const CUSTOMER_APPS: readonly AppCode[] = ['AUTH', 'CMS', 'MIA', 'DHAI'];
const PROVIDER_TOOL_APPS: readonly AppCode[] = ['NTFY', 'PRMSN', 'RAA', 'AUTH'];
export const PERMISSION_REFRESH_MS = 300_000;
/** The switches while IOT is not licensed (or its read failed): all off. */
const NO_FEATURES: CheckFeatures = Object.freeze({});

export interface PermissionsValue {
  grants: PermissionGrants;
  /** True while the first answer for this context is on its way. */
  loading: boolean;
  flags: ProfileFlags;
  /** The browser check only hides things; the server checks every call again. */
  can(check: PermissionCheck): boolean;
}

const PermissionsContext = createContext<PermissionsValue | null>(null);

/**
 * Loads the user's grants for the apps the selected community is licensed for (and the customer's
 * admin apps; provider tools for provider staff), again on every context or app-access change and
 * every 300000 ms. A failed fetch yields no permissions. With IOT licensed, IoT's read also brings
 * the community's firekey, si_integration and energyManagement switches the IoT gates check.
 */
export function PermissionsProvider({ children }: { children: ReactNode }) {
  const work = useWorkContext();
  const { customerId, communityId } = work.callContext;
  const isProvider = work.isProvider;
  const apps = useMemo(() => {
    const set = new Set<AppCode>();
    const licensed = communityId ? work.licensedApps : customerId ? work.customerApps : [];
    for (const app of licensed) if (COMMUNITY_APPS.includes(app)) set.add(app);
    for (const app of work.customerApps) if (CUSTOMER_APPS.includes(app)) set.add(app);
    if (isProvider) for (const app of PROVIDER_TOOL_APPS) set.add(app);
    return [...set].sort();
  }, [work.licensedApps, work.customerApps, customerId, communityId, isProvider]);

  const query = useQuery({
    queryKey: ['permissions', work.profile.userId, customerId, communityId, apps],
    enabled: apps.length > 0,
    refetchInterval: PERMISSION_REFRESH_MS,
    retry: 1,
    queryFn: async ({ signal }) => {
      const filters = [
        ...(customerId
          ? [
              {
                domain: 'CUSTOMER' as const,
                context: 'CUSTOMER' as const,
                contextIds: [customerId],
                permissionKeys: [],
              },
            ]
          : []),
        ...(communityId
          ? [
              {
                domain: 'CUSTOMER' as const,
                context: 'COMMUNITY' as const,
                contextIds: [communityId],
                permissionKeys: [],
              },
            ]
          : []),
        ...(isProvider
          ? [{ domain: 'LINTEL' as const, context: 'NO_CONTEXT' as const, contextIds: [], permissionKeys: [] }]
          : []),
      ];
      if (filters.length === 0) return emptyGrants;
      try {
        return await call(contracts.identityPermissions, {
          params: { identityId: work.profile.userId },
          body: { apps: apps.map((appCode) => ({ appCode, filters })) },
          context: work.callContext,
          signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        return emptyGrants;
      }
    },
  });

  const iotFeatures = useIotFeatures(
    apps.includes('IOT'),
    work.callContext,
    work.profile.userId,
    PERMISSION_REFRESH_MS,
  );
  const features = iotFeatures ?? NO_FEATURES;

  const value = useMemo<PermissionsValue>(() => {
    const grants = (query.data as PermissionGrants | undefined) ?? emptyGrants;
    const profile = { type: work.activeProfile?.type ?? 'USER', role: work.activeProfile?.role ?? null };
    return {
      grants,
      // The IoT switches are part of what the gates check: loading until they are known too.
      loading: (query.isPending && apps.length > 0) || iotFeatures === undefined,
      flags: profileFlags(profile),
      can: (check) =>
        canCheck(grants, check, { customerId, communityId, profile, licensedApps: work.licensedApps, features }),
    };
  }, [
    query.data,
    query.isPending,
    apps.length,
    work.activeProfile,
    customerId,
    communityId,
    work.licensedApps,
    iotFeatures,
    features,
  ]);

  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): PermissionsValue {
  const value = useContext(PermissionsContext);
  if (!value) throw new Error('usePermissions must be used inside PermissionsProvider');
  return value;
}
