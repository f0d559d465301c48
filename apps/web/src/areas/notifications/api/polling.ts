import { notifications as contract } from '@lintel/contracts';
import { useRealtime } from '../../../app/realtime/RealtimeContext.tsx';

/** Spec: notifications are polled every 60000 ms while the websocket is not alive. */
export function usePolling(): number | false {
  const { alive } = useRealtime();
  return alive ? false : contract.NOTIFICATIONS_POLL_MS;
}
