/**
 * Routes are data. Each area declares its screens in `areas/<area>/<area>.routes.ts` and adds one line
 * to `app/routing/table.ts`; the router, menu, command palette, tabbed views, page actions, modal stack
 * and guards all read that one table.
 *
 * ```ts
 * // areas/structure/spaces.routes.ts
 * const pages = () => import('./pages/index.ts');           // one chunk per area
 * export const spacesRoutes = [
 *   defineRoute({
 *     name: 'cbr.living.communityStructure',                 // the spec's dotted name
 *     path: '/spaces/living',                                // React Router pattern; `:id` and `:id?`
 *     title: m.livingTitle, flowStartsWith: m.livingFlow,    // both set: searchable in the palette
 *     permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW'), // key / anyOf / allOf / policy
 *     requiresCustomer: true, requiresCommunity: true,
 *     load: () => pages().then((p) => ({ default: p.LivingSpacesPage })),
 *   }),
 *   defineRoute({
 *     name: 'cbr.living.unit.details', path: '/spaces/living/units/:unitId',
 *     loadInModal: true, size: 'large', breadcrumbName: m.unit, parent: 'cbr.living.communityStructure',
 *     ...
 *   }),
 * ] as const;
 * ```
 *
 * Link with `href('cbr.living.unit.details', { unitId })` (typed by the path). Pages read their
 * parameters with `useParams()` as usual: a modal and the page under it each see their own.
 * A route that is not built is not registered: the menu simply leaves it out.
 */
import type { AppCode } from '@lintel/contracts/common';
import type { PermissionCheck } from '@lintel/permissions';
import type { PageAction } from '@lintel/ui';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** Modal sizes of the spec; a modal route without one is 'normal' (the route default). */
export type ModalSize = 'small' | 'normal' | 'large';

/** What `allowed(profile)` of an action receives. */
export interface ActionProfile {
  type: string;
  role: string | null;
  can(check: PermissionCheck): boolean;
}

/** A page action (toolbar button or More Actions entry); `routeName` is checked against the table. */
export type RouteAction = PageAction<ActionProfile> & {
  /** Shown as a secondary navigation button next to the title rather than inside More Actions. */
  primary?: boolean;
};

export interface RouteDef<N extends string = string, P extends string = string> {
  /** The spec's dotted route name, unique. */
  name: N;
  /** Absolute React Router path; `:param` required, `:param?` optional. */
  path: P;
  /** The page (a default export); keep modal pages in their area's page chunk. */
  load: () => Promise<{ default: ComponentType }>;
  title?: MessageDescriptor;
  /** Shown in the modal breadcrumbs; falls back to the title. */
  breadcrumbName?: MessageDescriptor;
  /** The flow this route starts (search entry text, e.g. 'add new unit'). */
  flowStartsWith?: MessageDescriptor;
  loadInModal?: boolean;
  size?: ModalSize;
  /** Top-level tabs: moving between two nonStacked routes does not stack modals. */
  nonStacked?: boolean;
  /** For nonStacked tabs: the route whose TabbedView shows this tab. */
  tabOf?: string;
  /**
   * For a tab: when its gates fail but `check` passes, the tab stays in its place, disabled, with
   * `reason` beside its title (the spec's "replaced by a disabled marker": the fire key tab while the
   * community's firekey setting is off). The route itself stays refused.
   */
  disabledMarker?: { check: PermissionCheck; reason: MessageDescriptor };
  hideFromSearch?: boolean;
  /**
   * More words the command palette finds the screen by, besides its title, flow, breadcrumb, action
   * titles and tabs: synonyms and the screen's own texts (section headings, column names).
   */
  searchWords?: readonly MessageDescriptor[];
  permissionChecker?: PermissionCheck;
  requiresCustomer?: boolean;
  requiresCommunity?: boolean;
  /** The product the screen belongs to (app code), for grouping; not a gate. */
  product?: AppCode;
  /** Only these profile roles (SUPER_ADMIN, CUSTOMER_ADMIN, …) or types may open it. */
  allowedRoles?: readonly string[];
  /** The selected community (or customer) must have every one of these apps. */
  requiredAppAccess?: readonly AppCode[];
  /** Open without signing in. */
  public?: boolean;
  actions?: readonly RouteAction[];
  /** The page draws its own heading: the shell adds no title row (actions still show). */
  ownHeader?: boolean;
  /** Modal routes: the full page shown under the modal when it is opened by its address alone. */
  parent?: string;
}

/** Declares one route, keeping its name and path as literal types for `href`. */
export function defineRoute<const N extends string, const P extends string>(route: RouteDef<N, P>): RouteDef<N, P> {
  return route;
}

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamOf<S extends string> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParamOf<S extends string> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a path pattern takes: `{ unitId: string }` for '/spaces/living/units/:unitId'. */
export type PathParams<P extends string> = { [K in ParamOf<Segments<P>>]: string } & {
  [K in OptionalParamOf<Segments<P>>]?: string;
};

/** Fills a path pattern; optional parameters left out drop their segment. Throws on a missing required one. */
export function fillPath(path: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const filled = path
    .split('/')
    .flatMap((segment) => {
      const match = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
      if (!match) return [segment];
      const value = params[match[1]!];
      if (value === undefined || value === '') {
        if (match[2]) return [];
        throw new Error(`Missing path parameter ${match[1]} for ${path}`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
  return filled === '' ? '/' : filled;
}
