import { notifications as contract } from '@lintel/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { notificationScopes } from './keys.ts';
import { usePolling } from './polling.ts';

/** The notifications panel of the bell: the 999 newest (spec), each with its read flag. */
export function usePanelQuery(enabled = true) {
  const { customerId } = useWorkContext();
  const refetchInterval = usePolling();
  return useEndpointQuery(
    notificationScopes.panel,
    contract.listPanel,
    { query: { size: contract.PANEL_LIST_SIZE } },
    { enabled: enabled && Boolean(customerId), refetchInterval },
  );
}

/** The panel's read toggle: sets the read flag of some of my notifications (spec: a list of {id, read}). */
export function useSetReadMutation() {
  return useEndpointMutation(contract.updatePanel, {
    input: (items: { id: string; read: boolean }[]) => ({ body: items }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.area('notifications')]),
  });
}
