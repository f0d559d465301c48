import { Bell, LiveNotifications } from '../../areas/notifications/shell.tsx';
import { useWorkContext } from '../context/WorkContext.tsx';
import { RealtimeProvider } from '../realtime/RealtimeContext.tsx';

/**
 * Where the notifications bell mounts in the top bar: the websocket lives while the layout is
 * mounted (spec), and the bell shows once a customer is selected (notifications belong to one).
 */
export function NotificationsSlot() {
  const { customerId } = useWorkContext();
  return (
    <div data-testid="notifications-slot">
      <RealtimeProvider>
        {customerId ? (
          <>
            <LiveNotifications />
            <Bell />
          </>
        ) : null}
      </RealtimeProvider>
    </div>
  );
}
