import { auth } from '@lintel/contracts';
import { useEndpointMutation } from '../../../app/api/hooks.ts';

/** The steps after the password (each answers with the next step or the session). */
export const useVerifyCodeMutation = () => useEndpointMutation(auth.verifyCode);
export const useCompleteNewPasswordMutation = () => useEndpointMutation(auth.completeNewPassword);
export const useMfaSetupSecretMutation = () => useEndpointMutation(auth.mfaSetupSecret);
export const useMfaSetupVerifyMutation = () => useEndpointMutation(auth.mfaSetupVerify);
