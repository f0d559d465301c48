import { LOCATION_ROOT_ID } from '@lintel/contracts/structure/locations';
import { useSyncExternalStore } from 'react';

/**
 * Which nodes of a community's tree are open, and which one's details are shown. The modals (details,
 * create, edit) sit over the tree page and cannot reach its component state: they reveal and select
 * nodes here. The open nodes last for the tab (session storage), so a refresh keeps them.
 */
export interface TreeState {
  expanded: ReadonlySet<string>;
  selected: string | null;
}

const STORAGE_PREFIX = 'lintel.locations.expanded.';
const states = new Map<string, TreeState>();
const listeners = new Set<() => void>();

function load(key: string): TreeState {
  let expanded: string[] = [LOCATION_ROOT_ID];
  try {
    const stored = window.sessionStorage.getItem(STORAGE_PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (Array.isArray(parsed)) expanded = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // Unavailable or unreadable storage: start with the root open.
  }
  return { expanded: new Set(expanded), selected: null };
}

function stateOf(key: string): TreeState {
  let state = states.get(key);
  if (!state) {
    state = load(key);
    states.set(key, state);
  }
  return state;
}

function update(key: string, change: (state: TreeState) => TreeState) {
  const before = stateOf(key);
  const after = change(before);
  if (after === before) return;
  states.set(key, after);
  if (after.expanded !== before.expanded) {
    try {
      window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify([...after.expanded]));
    } catch {
      // Storage may be unavailable (private mode): the state still holds for this page.
    }
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The tree state of one community (keyed by its id). */
export function useTreeState(key: string): TreeState {
  return useSyncExternalStore(
    subscribe,
    () => stateOf(key),
    () => stateOf(key),
  );
}

/** Opens or closes one node. */
export function toggleNode(key: string, id: string): void {
  update(key, (state) => {
    const expanded = new Set(state.expanded);
    if (expanded.has(id)) expanded.delete(id);
    else expanded.add(id);
    return { ...state, expanded };
  });
}

/** Opens these nodes (e.g. the parents of a property just added), leaving the others as they are. */
export function revealNodes(key: string, ids: readonly string[]): void {
  update(key, (state) => {
    if (ids.every((id) => state.expanded.has(id))) return state;
    return { ...state, expanded: new Set([...state.expanded, ...ids]) };
  });
}

/** Replaces the open nodes (expand all, collapse all). */
export function setExpanded(key: string, ids: readonly string[]): void {
  update(key, (state) => ({ ...state, expanded: new Set(ids) }));
}

/** Marks the node whose details are open; null when none is. */
export function selectNode(key: string, id: string | null): void {
  update(key, (state) => (state.selected === id ? state : { ...state, selected: id }));
}
