import { auth } from '@lintel/contracts';
import type { SessionInfo, SignInBody } from '@lintel/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, onUnauthorized } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { AUTH_CHANNEL, type AuthBroadcast, isAuthBroadcast } from './broadcast.ts';

export const SESSION_TIMEOUT_FLASH = 'your session has timed out, please login to continue';
export const SESSION_EXPIRED_FLASH = 'Your authenticated session has expired';

interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  session: SessionInfo | null;
  /** One-off message on the sign-in screen, such as the time-out notice. */
  flash: string | null;
  clearFlash(): void;
  signIn(body: SignInBody): Promise<void>;
  signOut(options?: { flash?: string; broadcast?: boolean }): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
export const sessionKey = ['auth', 'session'] as const;

async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await call(auth.getSession, {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Who is signed in, for the whole portal. Sign-in and sign-out are broadcast to other tabs: a
 * sign-in elsewhere reloads this tab, a sign-out elsewhere signs it out. A 401 from any call ends
 * the session here too, with the spec's flash.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [flash, setFlash] = useState<string | null>(null);
  const sessionQuery = useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const channel = useMemo(
    () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL)),
    [],
  );

  const endLocally = useCallback(
    (message: string | null) => {
      // Drop every cached answer (permissions, profiles, lists) but keep the stored context choice.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(sessionKey, null);
      setFlash(message);
    },
    [queryClient],
  );

  useEffect(() => {
    if (!channel) return;
    const listener = (event: MessageEvent) => {
      if (!isAuthBroadcast(event.data)) return;
      if (event.data.type === 'signed-in') window.location.reload();
      else endLocally(null);
    };
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  }, [channel, endLocally]);

  useEffect(
    () =>
      onUnauthorized((code) => {
        if (queryClient.getQueryData(sessionKey)) {
          endLocally(code === 'AUTH_SESSION_EXPIRED' ? SESSION_TIMEOUT_FLASH : SESSION_EXPIRED_FLASH);
        }
      }),
    [queryClient, endLocally],
  );

  const broadcast = useCallback((message: AuthBroadcast) => channel?.postMessage(message), [channel]);

  const value = useMemo<SessionState>(
    () => ({
      status: sessionQuery.isPending ? 'loading' : sessionQuery.data ? 'signed-in' : 'signed-out',
      session: sessionQuery.data ?? null,
      flash,
      clearFlash: () => setFlash(null),
      async signIn(body) {
        const result = await call(auth.signIn, { body });
        setFlash(null);
        queryClient.setQueryData(sessionKey, result.session);
        broadcast({ type: 'signed-in' });
      },
      async signOut(options = {}) {
        try {
          await call(auth.signOut, {});
        } finally {
          endLocally(options.flash ?? null);
          if (options.broadcast !== false) broadcast({ type: 'signed-out' });
        }
      },
    }),
    [sessionQuery.isPending, sessionQuery.data, flash, queryClient, broadcast, endLocally],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}

/** The signed-in session; only for components under the signed-in layout. */
export function useSignedIn(): SessionInfo {
  const { session } = useSession();
  if (!session) throw new Error('useSignedIn used while signed out');
  return session;
}

export function SessionGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return null;
  return status === 'signed-in' ? children : fallback;
}
