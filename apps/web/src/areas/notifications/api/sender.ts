import { notifications as contract } from '@lintel/contracts';
import type { SendBody } from '@lintel/contracts/notifications';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { notificationScopes } from './keys.ts';

/** Users of the selected customer the sender tool may address, searched by name or e-mail. */
export function useRecipientsQuery(search: string, enabled: boolean) {
  const { customerId } = useWorkContext();
  return useEndpointQuery(
    notificationScopes.sender,
    contract.listRecipients,
    { query: search ? { q: search } : {} },
    { enabled: enabled && Boolean(customerId) },
  );
}

/** Sends a notification by hand (the tool shows the toasts). */
export function useSendNotificationMutation(options: {
  onSuccess: (result: { recipients: number }) => void;
  onError: (error: Error) => void;
}) {
  return useEndpointMutation(contract.send, {
    input: (body: SendBody) => ({ body }),
    onSuccess: (result) => options.onSuccess(result),
    onError: options.onError,
  });
}
