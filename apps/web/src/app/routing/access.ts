import type { AppCode } from '@lintel/contracts/common';
import type { PermissionCheck } from '@lintel/permissions';
import type { RouteDef } from './route.ts';

/** What a route's gates are evaluated against: the signed-in profile and the selected context. */
export interface AccessEnv {
  customerId: string | null;
  communityId: string | null;
  /** Type and role of the profile acting now (null when none). */
  profileType: string | null;
  role: string | null;
  /** Apps of the selected community (or customer, when no community is selected). */
  apps: readonly AppCode[];
  /** True while the grants for this context are still on their way. */
  permissionsLoading: boolean;
  can(check: PermissionCheck): boolean;
}

export type ContextPart = 'customer' | 'community';

export type RouteAccess =
  | { kind: 'ok' }
  | { kind: 'loading' }
  | { kind: 'missingContext'; missing: ContextPart[] }
  | { kind: 'notAuthorized' };

/** The parts of the work context a route needs that are not selected, customer first. */
export function missingContext(route: Pick<RouteDef, 'requiresCustomer' | 'requiresCommunity'>, env: AccessEnv) {
  const missing: ContextPart[] = [];
  if ((route.requiresCustomer || route.requiresCommunity) && !env.customerId) missing.push('customer');
  if (route.requiresCommunity && !env.communityId) missing.push('community');
  return missing;
}

/**
 * Role, app access and permission gates (the spec's three gate kinds), without the context check.
 * The menu, palette, tabs and actions show a route only when this passes; the browser only hides,
 * the server checks every call again.
 */
export function passesGates(route: RouteDef, env: AccessEnv): boolean {
  if (route.public) return true;
  if (route.allowedRoles && !route.allowedRoles.some((r) => r === env.role || r === env.profileType)) return false;
  if (route.requiredAppAccess && !route.requiredAppAccess.every((app) => env.apps.includes(app))) return false;
  if (route.permissionChecker && !env.can(route.permissionChecker)) return false;
  return true;
}

/**
 * What opening a route leads to: the missing-context notice first (nothing can be checked without a
 * context), then notAuthorized when a gate fails, once the grants have arrived.
 */
export function routeAccess(route: RouteDef, env: AccessEnv): RouteAccess {
  if (route.public) return { kind: 'ok' };
  const missing = missingContext(route, env);
  if (missing.length > 0) return { kind: 'missingContext', missing };
  if (route.permissionChecker && env.permissionsLoading) return { kind: 'loading' };
  return passesGates(route, env) ? { kind: 'ok' } : { kind: 'notAuthorized' };
}
