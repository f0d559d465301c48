import { matchRoutes } from 'react-router';
import { accessRoutes } from '../../areas/access/access.routes.ts';
import { automationRoutes } from '../../areas/automation/automation.routes.ts';
import { dashboardRoutes } from '../../areas/devices/dashboards.routes.ts';
import { lockFamilyRoutes } from '../../areas/devices/lock-families.routes.ts';
import { locksRoutes } from '../../areas/devices/locks.routes.ts';
import { sensorsRoutes } from '../../areas/devices/sensors.routes.ts';
import { thermostatRoutes } from '../../areas/devices/thermostats.routes.ts';
import { filesRoutes } from '../../areas/files/files.routes.ts';
import { homeRoutes } from '../../areas/home/home.routes.ts';
import { accountRoutes } from '../../areas/identity/account.routes.ts';
import { iotSettingsRoutes } from '../../areas/iot-settings/iot-settings.routes.ts';
import { notificationRoutes } from '../../areas/notifications/notifications.routes.ts';
import { settingsRoutes } from '../../areas/settings/settings.routes.ts';
import { locationRoutes } from '../../areas/structure/locations.routes.ts';
import { spacesRoutes } from '../../areas/structure/spaces.routes.ts';
import { unitTypeRoutes } from '../../areas/structure/unit-types.routes.ts';
// new:area adds its import above this line.
import { fillPath, type PathParams, type RouteDef } from './route.ts';
import { shellRoutes } from './shell.routes.ts';

/** Every registered route. An area adds one spread here (see route.ts for the route API). */
const registered = [
  ...shellRoutes,
  ...homeRoutes,
  ...spacesRoutes,
  ...unitTypeRoutes,
  ...locationRoutes,
  ...filesRoutes,
  ...notificationRoutes,
  ...settingsRoutes,
  ...accountRoutes,
  ...thermostatRoutes,
  ...locksRoutes,
  ...sensorsRoutes,
  ...lockFamilyRoutes,
  ...dashboardRoutes,
  ...accessRoutes,
  ...automationRoutes,
  ...iotSettingsRoutes,
  // new:area adds its routes above this line.
] as const;

export type AppRoute = (typeof registered)[number];
export type RouteName = AppRoute['name'];
export type RouteParams<N extends RouteName> = PathParams<Extract<AppRoute, { name: N }>['path']>;

export const routeTable: readonly RouteDef[] = registered;
const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

/** The route of a name, or undefined when that screen is not built. */
export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

type Query = Readonly<Record<string, string | number | undefined>>;
type HrefArgs<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: RouteParams<N>, query?: Query]
  : [params: RouteParams<N>, query?: Query];

function withQuery(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The URL of a route by its spec name; parameters are typed by its path.
 *
 * @example href('cbr.living.unit.details', { unitId: unit.id })
 */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return hrefOf(name, params as Record<string, string>, query);
}

/** Untyped `href` for names that arrive as data (menu entries, actions); throws for an unknown name. */
export function hrefOf(name: string, params?: Readonly<Record<string, string | undefined>>, query?: Query): string {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return withQuery(fillPath(route.path, params), query);
}

const matchable = routeTable.map((route) => ({ path: route.path, route }));

/** The registered route a pathname opens, with its parameters; null for the 404 page. */
export function matchUrl(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.at(-1);
  if (!last) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(last.params)) if (value !== undefined) params[key] = value;
  return { route: last.route.route, params };
}
