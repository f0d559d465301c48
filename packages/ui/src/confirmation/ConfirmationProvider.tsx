import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createEmitter, type Emitter } from '../events/emitter.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import type { ConfirmationEvents, ConfirmationRequest } from './types.ts';

export interface ConfirmationApi {
  /** Shows the dialog; resolves true on Confirm, false on Cancel or any other way of closing it. */
  confirm: (request: ConfirmationRequest) => Promise<boolean>;
  /** The spec's hide request: while a dialog is shown, it counts as cancel. */
  hide: () => void;
  /** confirm/cancel events carrying the action id, for listeners that did not open the dialog. */
  events: Emitter<ConfirmationEvents>;
}

const ConfirmationContext = createContext<ConfirmationApi | null>(null);

interface Shown {
  request: ConfirmationRequest;
  resolve: (confirmed: boolean) => void;
  seq: number;
}

/**
 * Mounts the portal's one confirmation dialog and provides `useConfirm()`. A request made while another
 * is shown replaces it, and the replaced one counts as cancelled, so no caller waits forever.
 */
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const events = useMemo(() => createEmitter<ConfirmationEvents>(), []);
  const [shown, setShown] = useState<Shown | null>(null);
  const [opened, setOpened] = useState(false);
  const current = useRef<Shown | null>(null);
  const seq = useRef(0);

  const settle = useCallback(
    (confirmed: boolean) => {
      const active = current.current;
      if (!active) return;
      current.current = null;
      setOpened(false);
      events.emit(confirmed ? 'confirm' : 'cancel', { id: active.request.id });
      active.resolve(confirmed);
    },
    [events],
  );

  const confirm = useCallback(
    (request: ConfirmationRequest) => {
      // The spec logs a missing action id: listeners keyed by id could not tell this request apart.
      if (!request.id) console.error('confirmation request without an action id', request);
      settle(false);
      return new Promise<boolean>((resolve) => {
        seq.current += 1;
        const next = { request, resolve, seq: seq.current };
        current.current = next;
        setShown(next);
        setOpened(true);
      });
    },
    [settle],
  );

  const api = useMemo<ConfirmationApi>(
    () => ({ confirm, hide: () => settle(false), events }),
    [confirm, settle, events],
  );

  return (
    <ConfirmationContext.Provider value={api}>
      {children}
      <ConfirmationDialog
        key={shown?.seq ?? 0}
        request={shown?.request ?? null}
        opened={opened}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmationContext.Provider>
  );
}

/** The confirmation API; needs a ConfirmationProvider above. */
export function useConfirmation(): ConfirmationApi {
  const api = useContext(ConfirmationContext);
  if (!api) throw new Error('useConfirmation needs a ConfirmationProvider (see OverlayProviders)');
  return api;
}

/** The confirmation API, or null without a provider (for blocks that only sometimes ask). */
export function useOptionalConfirmation(): ConfirmationApi | null {
  return useContext(ConfirmationContext);
}

/**
 * Asks before doing something.
 *
 * @example const confirm = useConfirm(); if (await confirm({ id: 'delete-file' })) remove();
 */
export function useConfirm(): ConfirmationApi['confirm'] {
  return useConfirmation().confirm;
}

/**
 * Listens for the confirm/cancel events of one action id, e.g. a page reacting to a toolbar action
 * whose confirmation the More Actions menu opened.
 *
 * @example useConfirmationEvent('archive', { onConfirm: archive });
 */
export function useConfirmationEvent(id: string, handlers: { onConfirm?: () => void; onCancel?: () => void }): void {
  const { events } = useConfirmation();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const offConfirm = events.on('confirm', (outcome) => {
      if (outcome.id === id) latest.current.onConfirm?.();
    });
    const offCancel = events.on('cancel', (outcome) => {
      if (outcome.id === id) latest.current.onCancel?.();
    });
    return () => {
      offConfirm();
      offCancel();
    };
  }, [events, id]);
}
