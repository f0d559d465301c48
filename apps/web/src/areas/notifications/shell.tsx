/**
 * What the notifications area gives the shell: the bell in the top bar, and the listener that
 * refreshes notifications when one is pushed over the portal's websocket (a platform service, see
 * app/realtime). The shell imports these from here only; the rest of the area is its own.
 */
export { Bell } from './components/Bell.tsx';
export { LiveNotifications } from './realtime/LiveNotifications.tsx';
