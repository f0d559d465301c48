import { useQueryClient } from '@tanstack/react-query';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { useRealtimeEvent } from '../../../app/realtime/RealtimeContext.tsx';
import { AT_TOP_PX, refreshOnNotification } from './refreshOnNotification.ts';

/**
 * Listens for pushed notifications while a customer is selected, and refreshes what they change.
 * An alert someone else moved is read again where it shows (bell, badge, drawer); the feed shows no
 * processing status, so it only goes stale.
 */
export function LiveNotifications() {
  const { callContext } = useWorkContext();
  const queryClient = useQueryClient();
  useRealtimeEvent('NOTIFICATION', () => {
    void refreshOnNotification(queryClient, callContext, window.scrollY <= AT_TOP_PX);
  });
  useRealtimeEvent('ALERT_STATUS', () => {
    void refreshOnNotification(queryClient, callContext, false);
  });
  return null;
}
