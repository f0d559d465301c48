import { auth } from '@lintel/contracts';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

// One's own account: every write refreshes the whole account scope (a password change or a 2FA
// reset also ends other sessions and forgets devices).
const account = keyScope('identity', 'account');

export const useAccountSecurityQuery = () => useEndpointQuery(account, auth.getAccountSecurity, {});
export const useAccountSessionsQuery = () => useEndpointQuery(account, auth.listAccountSessions, {});
export const useTrustedDevicesQuery = () => useEndpointQuery(account, auth.listTrustedDevices, {});

const refresh = {
  onSuccess: (_data: unknown, _variables: unknown, cache: ApiCache) => cache.invalidate([cache.key(account)]),
};

export const useChangePasswordMutation = () =>
  useEndpointMutation(auth.changePassword, {
    input: (body: { currentPassword: string; newPassword: string }) => ({ body }),
    ...refresh,
  });

/** The fresh proof (current password, and the present app's code for a reset); answers the new secret. */
export const useStartMfaSetupMutation = () =>
  useEndpointMutation(auth.startMfaSetup, {
    input: (body: { currentPassword: string; code?: string }) => ({ body }),
  });

export const useConfirmMfaSetupMutation = () =>
  useEndpointMutation(auth.confirmMfaSetup, { input: (code: string) => ({ body: { code } }), ...refresh });

export const useRevokeSessionMutation = () =>
  useEndpointMutation(auth.revokeAccountSession, {
    input: (sessionId: string) => ({ params: { sessionId } }),
    ...refresh,
  });

export const useSignOutOthersMutation = () =>
  useEndpointMutation(auth.signOutOtherSessions, { input: () => ({}), ...refresh });

export const useForgetDeviceMutation = () =>
  useEndpointMutation(auth.forgetTrustedDevice, {
    input: (deviceId: string) => ({ params: { deviceId } }),
    ...refresh,
  });
