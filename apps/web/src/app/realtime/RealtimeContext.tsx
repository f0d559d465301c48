import type { RealtimeEvents, RealtimeEventType } from '@lintel/contracts/realtime';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useWorkContext } from '../context/WorkContext.tsx';
import { PortalSocket } from './socket.ts';

interface RealtimeValue {
  alive: boolean;
  /** Listens for one area event type pushed over the socket; returns the way to stop. */
  subscribe<T extends RealtimeEventType>(type: T, listener: (body: RealtimeEvents[T]) => void): () => void;
}

const RealtimeContext = createContext<RealtimeValue>({ alive: false, subscribe: () => () => {} });

/**
 * Keeps the portal's one websocket open while the signed-in layout is mounted (spec), acting in the
 * selected customer and community. Areas listen with `useRealtimeEvent`.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { callContext } = useWorkContext();
  // Made at the first render (not in an effect), so children's effects, which run before this
  // component's, can already subscribe; it connects when the effect below starts it.
  const [socket] = useState(() => new PortalSocket({ customerId: null, communityId: null }));
  const [alive, setAlive] = useState(false);
  const [subscribe] = useState(
    () =>
      <T extends RealtimeEventType>(type: T, listener: (body: RealtimeEvents[T]) => void) =>
        socket.on(type, listener),
  );

  useEffect(() => {
    const offAlive = socket.onAlive(setAlive);
    socket.start();
    return () => {
      offAlive();
      socket.stop();
    };
  }, [socket]);

  useEffect(() => {
    socket.setContext({ customerId: callContext.customerId, communityId: callContext.communityId });
  }, [socket, callContext]);

  return <RealtimeContext.Provider value={{ subscribe, alive }}>{children}</RealtimeContext.Provider>;
}

/** Whether the socket is alive (authenticated and answering pings). */
export function useRealtime(): Pick<RealtimeValue, 'alive'> {
  return { alive: useContext(RealtimeContext).alive };
}

/**
 * Calls `listener` for every event of `type` while the calling component is mounted. The latest
 * listener is used, so it may close over current state without resubscribing.
 *
 * @example useRealtimeEvent('NOTIFICATION', () => refresh());
 */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  listener: (body: RealtimeEvents[T]) => void,
): void {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe(type, (body) => latest.current(body)), [subscribe, type]);
}
