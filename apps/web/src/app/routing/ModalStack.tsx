import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type Location, useNavigate } from 'react-router';
import {
  clear,
  closeTarget,
  type ModalState,
  nextModalState,
  readModalState,
  type StackLocation,
  truncateToRoute,
} from './modalStack.ts';
import type { RouteDef } from './route.ts';
import { hrefOf } from './table.ts';

const LAST_PAGE_KEY = 'lintel.lastPage';

/** The last full-page URL shown in this tab (the spec's remembered last full-page route). */
export function lastFullPage(): string {
  try {
    return window.sessionStorage.getItem(LAST_PAGE_KEY) ?? '/';
  } catch {
    return '/';
  }
}

function rememberFullPage(url: string) {
  try {
    window.sessionStorage.setItem(LAST_PAGE_KEY, url);
  } catch {
    // Storage may be unavailable (private mode); the fallback is home.
  }
}

export interface ModalStackApi {
  state: ModalState | null;
  /** Close: to the last stacked modal, else the last full-page route. */
  close(): void;
  /** Back to the stack entry at `index` (breadcrumbs). */
  goTo(index: number): void;
  /** Back to the last stacked view of a route; false when none is on the stack. */
  truncateToRoute(routeName: string): boolean;
  /** Closes every modal. */
  clear(): void;
}

const ModalStackContext = createContext<ModalStackApi | null>(null);
export const ModalStackProvider = ModalStackContext.Provider;

/** The modal stack of the current location (null outside modals), for pages that close themselves. */
export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack must be used inside the shell');
  return api;
}

const urlOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Derives the modal state of the current history entry. Entries made by any link carry none at first:
 * it is computed from the previous location and written onto the entry (replace), so that a refresh
 * or the browser's back button finds the same stack.
 */
export function useModalState(
  location: Location,
  match: { route: RouteDef; params: Record<string, string> } | null,
): ModalStackApi {
  const navigate = useNavigate();
  const previous = useRef<{ location: StackLocation; state: ModalState | null } | null>(null);
  const isModal = match?.route.loadInModal === true;
  const url = urlOf(location);

  const here = useMemo<StackLocation | null>(
    () =>
      match
        ? {
            routeName: match.route.name,
            url,
            params: match.params,
            modal: isModal,
            nonStacked: match.route.nonStacked === true,
          }
        : null,
    [match, url, isModal],
  );

  const stored = readModalState(location.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one computation per history entry
  const state = useMemo<ModalState | null>(() => {
    if (!isModal || !here) return null;
    if (stored) return stored;
    return nextModalState(previous.current?.state ?? null, previous.current?.location ?? null, here, fallback(match!));
  }, [location.key, isModal]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useEffect(() => {
    if (isModal && !stored && state) {
      navigate(url, { replace: true, state: { ...(location.state as object | null), modal: state } });
    }
    if (!isModal) rememberFullPage(url);
    if (here) previous.current = { location: here, state };
  }, [location.key]);

  const go = useCallback(
    (target: { url: string; state: ModalState | null }) =>
      navigate(target.url, { state: target.state ? { modal: target.state } : null }),
    [navigate],
  );

  return useMemo<ModalStackApi>(
    () => ({
      state,
      close: () => state && go(closeTarget(state)),
      goTo: (index) => {
        const entry = state?.stack[index];
        if (state && entry)
          go({ url: entry.url, state: { background: state.background, stack: state.stack.slice(0, index) } });
      },
      truncateToRoute: (name) => {
        const target = state && truncateToRoute(state, name);
        if (target) go(target);
        return Boolean(target);
      },
      clear: () => state && go(clear(state)),
    }),
    [state, go],
  );
}

/** The page under a modal opened by its address alone: its parent page, else the last full page. */
function fallback(match: { route: RouteDef; params: Record<string, string> }): string {
  if (match.route.parent) {
    try {
      return hrefOf(match.route.parent, match.params);
    } catch {
      // The parent needs parameters this modal does not have.
    }
  }
  return lastFullPage();
}
