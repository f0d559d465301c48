import { auth } from '@lintel/contracts';
import type { LinkKind } from '@lintel/contracts/auth';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('identity', 'passwords');

export const useForgotPasswordMutation = () => useEndpointMutation(auth.forgotPassword);
export const useResetPasswordMutation = () => useEndpointMutation(auth.resetPassword);

/** What a single-use link is for and whether it is still good; asked once, never retried. */
export function useLinkQuery(kind: LinkKind, token: string) {
  return useEndpointQuery(
    scope,
    auth.inspectLink,
    { body: { kind, token } },
    { retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Uses a link: a new password for the password links, nothing more for the e-mail change. */
export function useCompleteLinkMutation(kind: LinkKind, token: string) {
  return useEndpointMutation(auth.completeLink, {
    input: (newPassword: string | undefined) => ({ body: { kind, token, ...(newPassword ? { newPassword } : {}) } }),
  });
}
