import type { ConfirmationRequest } from '../confirmation/types.ts';
import type { UiText } from '../i18n.ts';

/**
 * The spec's page action (a toolbar button or a More Actions entry). `P` is the profile type the
 * shell passes to `allowed`.
 */
export interface PageAction<P = unknown> {
  id: string;
  title: UiText;
  /** Navigation: the route to open, with params whose `{name}` values come from the current route. */
  routeName?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Hidden when this returns false. */
  allowed?: (profile: P) => boolean;
  isDownload?: boolean;
  /** Ask first; an object customises the question (its id is the action's). */
  showConfirmation?: boolean | Omit<ConfirmationRequest, 'id'>;
  showUploader?: boolean;
  /** Left out of the floating action button's menu. */
  hideOnFab?: boolean;
}

export type ActionKind = 'confirmation' | 'download' | 'upload' | 'regular' | 'navigation';

/**
 * What the action does once any confirmation is past. A confirmation is a gate: once confirmed, the
 * action does what its other fields say (download, upload, navigate) or, with none, emits its event
 * by id like a regular action.
 */
export function effectKind(action: PageAction<never>): Exclude<ActionKind, 'confirmation'> {
  if (action.isDownload) return 'download';
  if (action.showUploader) return 'upload';
  if (action.routeName) return 'navigation';
  return 'regular';
}

const PLACEHOLDER = /^\{(\w+)\}$/;

/**
 * Replaces param values of the form `{name}` with the current route's parameter of that name. Other
 * values pass through; a placeholder the route lacks is left out, so building the link fails loudly
 * for a required parameter instead of producing a path with "{id}" in it.
 *
 * @example substituteParams({ lockId: '{id}', tab: 'logs' }, { id: '42' }) // { lockId: '42', tab: 'logs' }
 */
export function substituteParams(
  params: Readonly<Record<string, string>> | undefined,
  routeParams: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    const placeholder = PLACEHOLDER.exec(value)?.[1];
    const resolved = placeholder === undefined ? value : routeParams[placeholder];
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

/** The actions a profile may see, minus the ones hidden on the floating action button when it is one. */
export function visibleActions<P>(actions: readonly PageAction<P>[], profile: P, fab = false): PageAction<P>[] {
  return actions.filter((action) => (action.allowed ? action.allowed(profile) : true) && !(fab && action.hideOnFab));
}
