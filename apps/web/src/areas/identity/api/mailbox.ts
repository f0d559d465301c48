import { auth } from '@lintel/contracts';
import { useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

/** Demo mode only: what the outbox sent lately (elsewhere the call is not there, so it is never retried). */
export function useDemoMailboxQuery(refetchInterval: number | false = false) {
  return useEndpointQuery(keyScope('identity', 'mailbox'), auth.demoMailbox, {}, { retry: false, refetchInterval });
}
