import { useMemo } from 'react';
import { useWorkContext } from '../context/WorkContext.tsx';
import { usePermissions } from '../permissions/PermissionsProvider.tsx';
import type { AccessEnv } from './access.ts';
import type { ActionProfile } from './route.ts';

/** The gates' view of the signed-in user and the selected customer and community. */
export function useAccessEnv(): AccessEnv {
  const work = useWorkContext();
  const permissions = usePermissions();
  const { customerId, communityId } = work.callContext;
  return useMemo(
    () => ({
      customerId,
      communityId,
      profileType: work.activeProfile?.type ?? null,
      role: work.activeProfile?.role ?? null,
      apps: communityId ? work.licensedApps : work.customerApps,
      permissionsLoading: permissions.loading || work.contextLoading,
      can: permissions.can,
    }),
    [
      customerId,
      communityId,
      work.activeProfile,
      work.licensedApps,
      work.customerApps,
      work.contextLoading,
      permissions,
    ],
  );
}

/** The profile handed to an action's `allowed(profile)`. */
export function useActionProfile(): ActionProfile {
  const env = useAccessEnv();
  return useMemo(() => ({ type: env.profileType ?? 'USER', role: env.role, can: env.can }), [env]);
}
