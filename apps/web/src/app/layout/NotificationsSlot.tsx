import { Bell, RealtimeProvider } from '../../areas/notifications/shell.tsx';
import { useWorkContext } from '../context/WorkContext.tsx';

/**
 * Where the notifications bell mounts in the top bar: the websocket lives while the layout is
 * mounted (spec), and the bell shows once a customer is selected (notifications belong to one).
 */
export function NotificationsSlot() {
  const { customerId } = useWorkContext();
  return (
    <div data-testid="notifications-slot">
      <RealtimeProvider>{customerId ? <Bell /> : null}</RealtimeProvider>
    </div>
  );
}
