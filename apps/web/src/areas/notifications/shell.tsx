/**
 * What the notifications area gives the shell: the bell in the top bar, and the realtime provider
 * that keeps the websocket open while the signed-in layout is mounted. The shell imports these from
 * here only; the rest of the area is its own.
 */
export { Bell } from './components/Bell.tsx';
export { RealtimeProvider } from './realtime/RealtimeContext.tsx';
