import { useEffect, useRef } from 'react';

type Handler = () => unknown;
const handlers = new Map<string, Set<{ current: Handler }>>();

/**
 * Runs `handler` when the page's action `id` is chosen (regular, download or upload actions of
 * `meta.actions`). A download handler returns the promise the download banner tracks.
 *
 * @example usePageAction('export', () => downloadCsv());
 * @public The shell's half is live (PageActions emits); no built page declares a regular action yet.
 */
export function usePageAction(id: string, handler: Handler): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    let set = handlers.get(id);
    if (!set) {
      set = new Set();
      handlers.set(id, set);
    }
    set.add(ref);
    return () => {
      set.delete(ref);
    };
  }, [id]);
}

/** Emits an action by id to the pages listening; returns the first promise a handler gave back. */
export function emitPageAction(id: string): Promise<unknown> | undefined {
  let result: Promise<unknown> | undefined;
  for (const ref of [...(handlers.get(id) ?? [])]) {
    const value = ref.current();
    if (!result && value instanceof Promise) result = value;
  }
  return result;
}
