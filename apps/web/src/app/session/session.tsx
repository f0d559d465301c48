import type { SessionInfo, SignInBody, SignInResult } from '@lintel/contracts/auth';
import * as auth from '@lintel/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, onUnauthorized } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { AUTH_CHANNEL, type AuthBroadcast, isAuthBroadcast } from './broadcast.ts';
import { missingSessionHandler, type RefreshOutcome, timeoutFlash } from './missing-session.ts';

interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  session: SessionInfo | null;
  /** One-off message on the sign-in screen, such as the time-out notice. */
  flash: string | null;
  clearFlash(): void;
  /** The password step: signs in, or answers the next step (code, new password, MFA setup). */
  signIn(body: SignInBody): Promise<SignInResult>;
  /** Takes the answer of any sign-in step; a SIGNED_IN one starts the session here and in other tabs. */
  acceptStep(result: SignInResult): SignInResult;
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

/** Asks the server for the session again, keeping why it is gone when it is. */
async function refreshSession(): Promise<RefreshOutcome> {
  try {
    return { kind: 'alive', session: await call(auth.getSession, {}) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { kind: 'gone', code: error.code };
    return { kind: 'unknown' };
  }
}

/**
 * Who is signed in, for the whole portal. Sign-in and sign-out are broadcast to other tabs: a
 * sign-in elsewhere reloads this tab, a sign-out elsewhere signs it out. A 401 from any call
 * refreshes the session; if it is gone, this tab and the others sign out with the spec's flash.
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

  useEffect(() => {
    const onMissing = missingSessionHandler({
      refresh: refreshSession,
      keep: (session) => {
        queryClient.setQueryData(sessionKey, session);
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      },
      signOut: (message) => {
        endLocally(message);
        // The other tabs hold the same cookie: they sign out now rather than at their next call.
        channel?.postMessage({ type: 'signed-out' } satisfies AuthBroadcast);
      },
    });
    return onUnauthorized((code) => {
      if (queryClient.getQueryData(sessionKey)) void onMissing(code);
    });
  }, [queryClient, endLocally, channel]);

  // Idle sign-out (spec: 3600000 ms without activity in this tab), with the time-out flash. The
  // server enforces the same limit on its side, so a sleeping laptop cannot outlive it either.
  const idleTimeoutMs = sessionQuery.data?.idleTimeoutMs ?? null;
  useEffect(() => {
    if (idleTimeoutMs === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        call(auth.signOut, {})
          .catch(() => undefined)
          .finally(() => {
            endLocally(timeoutFlash());
            channel?.postMessage({ type: 'signed-out' } satisfies AuthBroadcast);
          });
      }, idleTimeoutMs);
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, arm, { passive: true });
    arm();
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, arm);
    };
  }, [idleTimeoutMs, endLocally, channel]);

  const broadcast = useCallback((message: AuthBroadcast) => channel?.postMessage(message), [channel]);

  const acceptStep = useCallback(
    (result: SignInResult) => {
      if (result.status === 'SIGNED_IN') {
        setFlash(null);
        queryClient.setQueryData(sessionKey, result.session);
        broadcast({ type: 'signed-in' });
      }
      return result;
    },
    [queryClient, broadcast],
  );

  const value = useMemo<SessionState>(
    () => ({
      status: sessionQuery.isPending ? 'loading' : sessionQuery.data ? 'signed-in' : 'signed-out',
      session: sessionQuery.data ?? null,
      flash,
      clearFlash: () => setFlash(null),
      acceptStep,
      async signIn(body) {
        return acceptStep(await call(auth.signIn, { body }));
      },
      async signOut(options = {}) {
        // Other tabs hear it at once; they need nothing from the server to sign out.
        if (options.broadcast !== false) broadcast({ type: 'signed-out' });
        try {
          await call(auth.signOut, {});
        } finally {
          endLocally(options.flash ?? null);
        }
      },
    }),
    [sessionQuery.isPending, sessionQuery.data, flash, broadcast, endLocally, acceptStep],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}

/** The signed-in user's id, or null before sign-in and outside the session (isolated tests). */
export function useSignedInUserId(): string | null {
  return useContext(SessionContext)?.session?.user.id ?? null;
}
