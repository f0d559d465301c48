/**
 * The modal stack as a pure reducer over locations. The state rides on the history entry
 * (`location.state.modal`), so a refresh or the browser's back button restores the same stack.
 *
 * `background` is the last full-page URL (the page under the modals); `stack` holds the modal views
 * beneath the current one, oldest first (the spec's modal stack entries, minus what the route table
 * already knows: template, breadcrumbName and title come from the route by name).
 */
export interface StackEntry {
  routeName: string;
  url: string;
  params: Record<string, string>;
}

export interface ModalState {
  background: string;
  stack: StackEntry[];
}

/** A location as the reducer sees it. */
export interface StackLocation extends StackEntry {
  modal: boolean;
  nonStacked: boolean;
}

const entryOf = ({ routeName, url, params }: StackLocation): StackEntry => ({ routeName, url, params });

/**
 * The modal state after moving from `from` (with its state `prev`) to `to`:
 * a full page closes every modal; from a page, a modal opens over it; forward pushes the previous
 * modal; going to a modal already on the stack pops back to it; moves between two nonStacked routes
 * do not stack.
 */
export function nextModalState(
  prev: ModalState | null,
  from: StackLocation | null,
  to: StackLocation,
  fallbackBackground: string,
): ModalState | null {
  if (!to.modal) return null;
  if (!from) return { background: fallbackBackground, stack: [] };
  if (!from.modal) return { background: from.url, stack: [] };
  const base = prev ?? { background: fallbackBackground, stack: [] };
  if (from.url === to.url) return base;
  const index = base.stack.findIndex((entry) => entry.url === to.url);
  if (index >= 0) return truncate(base, index);
  if (from.nonStacked && to.nonStacked) return base;
  return push(base, entryOf(from));
}

/** Pushes a view onto the stack. */
export function push(state: ModalState, entry: StackEntry): ModalState {
  return { background: state.background, stack: [...state.stack, entry] };
}

function truncate(state: ModalState, length: number): ModalState {
  return { background: state.background, stack: state.stack.slice(0, length) };
}

/**
 * Where going back to the last stack entry named `routeName` leads: that entry's URL, with the stack
 * truncated below it. Null when no entry has that name.
 */
export function truncateToRoute(state: ModalState, routeName: string): { url: string; state: ModalState } | null {
  const index = state.stack.findLastIndex((entry) => entry.routeName === routeName);
  if (index < 0) return null;
  return { url: state.stack[index]!.url, state: truncate(state, index) };
}

/** Clearing the stack returns to the last full-page route. */
export function clear(state: ModalState): { url: string; state: null } {
  return { url: state.background, state: null };
}

/** Close (and back): the last stacked modal if any, else the last full-page route. */
export function closeTarget(state: ModalState): { url: string; state: ModalState | null } {
  const top = state.stack.at(-1);
  if (!top) return clear(state);
  return { url: top.url, state: truncate(state, state.stack.length - 1) };
}

/** Reads the modal state from a history entry's state, rejecting anything malformed. */
export function readModalState(locationState: unknown): ModalState | null {
  if (typeof locationState !== 'object' || locationState === null) return null;
  const modal = (locationState as { modal?: unknown }).modal;
  if (typeof modal !== 'object' || modal === null) return null;
  const { background, stack } = modal as Partial<ModalState>;
  if (!isInternalUrl(background) || !Array.isArray(stack)) return null;
  const valid = stack.every(
    (e) =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.routeName === 'string' &&
      isInternalUrl(e.url) &&
      typeof e.params === 'object',
  );
  return valid ? { background, stack } : null;
}

/** Only same-site paths: history state is user-controlled, and '//host' would leave the portal. */
function isInternalUrl(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}
