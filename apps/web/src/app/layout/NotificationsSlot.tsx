import { Bell, LiveNotifications } from '../../areas/notifications/shell.tsx';
import { useWorkContext } from '../context/WorkContext.tsx';

/**
 * Where the notifications bell mounts in the top bar, once a customer is selected (notifications
 * belong to one). The websocket it listens on is the layout's (AppLayout's RealtimeProvider).
 */
export function NotificationsSlot() {
  const { customerId } = useWorkContext();
  return (
    <div data-testid="notifications-slot">
      {customerId ? (
        <>
          <LiveNotifications />
          <Bell />
        </>
      ) : null}
    </div>
  );
}
