import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createEmitter, type Emitter } from '../events/emitter.ts';
import { ColourSelectorModal, type ColourSelectorRequest } from './ColourSelectorModal.tsx';

export interface ColourSelectorEvents {
  /** The spec's modal-colors-selector-submitted, with the chosen colours in picker order. */
  submitted: { colours: string[] };
  cancelled: Record<string, never>;
}

export interface ColourSelectorApi {
  /** Opens the modal; resolves with the chosen #rrggbb colours, or null when cancelled. */
  open: (request?: ColourSelectorRequest) => Promise<string[] | null>;
  close: () => void;
  events: Emitter<ColourSelectorEvents>;
}

const ColourSelectorContext = createContext<ColourSelectorApi | null>(null);

interface Shown {
  request: ColourSelectorRequest;
  resolve: (colours: string[] | null) => void;
  seq: number;
}

/** Mounts the colour selector modal and provides `useColourSelector()`. */
export function ColourSelectorProvider({ children }: { children: ReactNode }) {
  const events = useMemo(() => createEmitter<ColourSelectorEvents>(), []);
  const [shown, setShown] = useState<Shown | null>(null);
  const [opened, setOpened] = useState(false);
  const current = useRef<Shown | null>(null);
  const seq = useRef(0);

  const settle = useCallback(
    (colours: string[] | null) => {
      const active = current.current;
      if (!active) return;
      current.current = null;
      setOpened(false);
      if (colours) events.emit('submitted', { colours });
      else events.emit('cancelled', {});
      active.resolve(colours);
    },
    [events],
  );

  const open = useCallback(
    (request: ColourSelectorRequest = {}) => {
      settle(null);
      return new Promise<string[] | null>((resolve) => {
        seq.current += 1;
        const next = { request, resolve, seq: seq.current };
        current.current = next;
        setShown(next);
        setOpened(true);
      });
    },
    [settle],
  );

  const api = useMemo<ColourSelectorApi>(() => ({ open, close: () => settle(null), events }), [open, settle, events]);

  return (
    <ColourSelectorContext.Provider value={api}>
      {children}
      <ColourSelectorModal
        key={shown?.seq ?? 0}
        request={shown?.request ?? null}
        opened={opened}
        onSave={settle}
        onCancel={() => settle(null)}
      />
    </ColourSelectorContext.Provider>
  );
}

/**
 * Asks for one or more colours.
 *
 * @example const colours = await useColourSelector().open({ selectorsAmount: 2 });
 */
export function useColourSelector(): ColourSelectorApi {
  const api = useContext(ColourSelectorContext);
  if (!api) throw new Error('useColourSelector needs a ColourSelectorProvider (see OverlayProviders)');
  return api;
}
