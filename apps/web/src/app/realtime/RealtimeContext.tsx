import type { PanelNotification } from '@lintel/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { AT_TOP_PX, refreshOnNotification } from './refreshOnNotification.ts';
import { NotificationSocket } from './socket.ts';

interface RealtimeValue {
  alive: boolean;
  /** Listens for notifications pushed over the socket. */
  subscribe(listener: (notification: PanelNotification) => void): () => void;
}

const RealtimeContext = createContext<RealtimeValue>({ alive: false, subscribe: () => () => {} });

/** Keeps the websocket open while the layout is mounted; a pushed notification refreshes the notification queries. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { callContext } = useWorkContext();
  const queryClient = useQueryClient();
  const socketRef = useRef<NotificationSocket | null>(null);
  const [alive, setAlive] = useState(false);
  const [value] = useState<RealtimeValue>(() => ({
    alive: false,
    subscribe: (listener) => socketRef.current?.onNotification(listener) ?? (() => {}),
  }));

  useEffect(() => {
    const socket = new NotificationSocket({ customerId: null, communityId: null });
    socketRef.current = socket;
    const offAlive = socket.onAlive(setAlive);
    socket.start();
    return () => {
      offAlive();
      socket.stop();
      socketRef.current = null;
    };
  }, []);

  useEffect(() => {
    socketRef.current?.setContext({ customerId: callContext.customerId, communityId: callContext.communityId });
    const off = socketRef.current?.onNotification(() => {
      void refreshOnNotification(queryClient, callContext, window.scrollY <= AT_TOP_PX);
    });
    return off;
  }, [callContext, queryClient]);

  return <RealtimeContext.Provider value={{ ...value, alive }}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeValue {
  return useContext(RealtimeContext);
}
