import type { AppCode } from '@lintel/contracts/common';
import { type CheckContext, isPolicyName, type PolicyName, policies } from './policies.ts';
import { getPermissionDef, type PermissionKey } from './registry/index.ts';
import { profileFlags } from './roles.ts';
import type { PermissionContext } from './types.ts';

/** One granted value. `value` is always a string; a BOOLEAN grant is 'true' or 'false'. */
export type PermissionGrant = {
  readonly key: string;
  readonly context: PermissionContext;
  readonly contextId: string | null;
  readonly value: string;
};

export type AppPermissionGrants = { readonly appCode: AppCode; readonly grants: readonly PermissionGrant[] };

/** The granted permissions, as the server sends them to the browser and uses them itself. */
export type PermissionGrants = { readonly apps: readonly AppPermissionGrants[] };

/** What a failed permission fetch yields: no permissions. */
export const emptyGrants: PermissionGrants = Object.freeze({ apps: Object.freeze([]) });

/** A gate as data, so routes and endpoints can declare it. */
export type PermissionCheck =
  | { readonly key: string }
  | { readonly anyOf: readonly PermissionCheck[] }
  | { readonly allOf: readonly PermissionCheck[] }
  | { readonly policy: PolicyName };

/** Typed builders: keys and policy names are checked at compile time. */
export const gate = Object.freeze({
  key: (key: PermissionKey): PermissionCheck => ({ key }),
  anyOf: (...checks: PermissionCheck[]): PermissionCheck => ({ anyOf: checks }),
  allOf: (...checks: PermissionCheck[]): PermissionCheck => ({ allOf: checks }),
  policy: (policy: PolicyName): PermissionCheck => ({ policy }),
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function contextMatches(grant: Record<string, unknown>, ctx: CheckContext): boolean {
  const id = grant.contextId;
  switch (grant.context) {
    case 'NO_CONTEXT':
      return true;
    case 'CUSTOMER':
      return typeof id === 'string' && typeof ctx.customerId === 'string' && id === ctx.customerId;
    case 'COMMUNITY':
      return typeof id === 'string' && typeof ctx.communityId === 'string' && id === ctx.communityId;
    default:
      return false;
  }
}

/**
 * Whether one registered key passes: a grant for it exists, in the app the registry assigns it to,
 * whose value is exactly the string 'true' and whose context matches (NO_CONTEXT always; CUSTOMER and
 * COMMUNITY when the grant's id equals the selected customer or community, never when none is selected).
 * Unknown keys and malformed input deny; nothing throws.
 */
export function hasPermission(grants: PermissionGrants, key: string, ctx: CheckContext): boolean {
  const def = getPermissionDef(key);
  if (!def || !isObject(ctx) || !isObject(grants) || !Array.isArray(grants.apps)) return false;
  for (const app of grants.apps as unknown[]) {
    if (!isObject(app) || app.appCode !== def.app || !Array.isArray(app.grants)) continue;
    for (const grant of app.grants as unknown[]) {
      if (isObject(grant) && grant.key === key && grant.value === 'true' && contextMatches(grant, ctx)) return true;
    }
  }
  return false;
}

const MAX_DEPTH = 32;

function evaluate(grants: PermissionGrants, check: unknown, ctx: CheckContext, depth: number): boolean {
  if (!isObject(check) || depth > MAX_DEPTH) return false;
  const forms = ['key', 'anyOf', 'allOf', 'policy'].filter((f) => Object.hasOwn(check, f));
  if (forms.length !== 1) return false;
  if (typeof check.key === 'string') return hasPermission(grants, check.key, ctx);
  if (Array.isArray(check.anyOf)) return check.anyOf.some((c: unknown) => evaluate(grants, c, ctx, depth + 1));
  if (Array.isArray(check.allOf)) return check.allOf.every((c: unknown) => evaluate(grants, c, ctx, depth + 1));
  if (isPolicyName(check.policy)) {
    if (!isObject(ctx) || !isObject(ctx.profile)) return false;
    return policies[check.policy]({
      ctx,
      flags: profileFlags(ctx.profile),
      has: (key) => hasPermission(grants, key, ctx),
    });
  }
  return false;
}

/**
 * Evaluates a check. Grants decide: super admins get no implicit bypass (only policies that the spec
 * states in terms of profile flags look at the profile).
 * `anyOf([])` is false (nothing passed) and `allOf([])` is true (nothing failed), as with Array#some/every;
 * declare at least one check. Malformed checks, unknown keys and unknown policies deny.
 */
export function can(grants: PermissionGrants, check: PermissionCheck, ctx: CheckContext): boolean {
  return evaluate(grants, check, ctx, 0);
}

/** Grants entries grouped by the app each key belongs to. Throws on unknown keys (for seeds and tests). */
export function buildGrants(
  entries: readonly { key: PermissionKey; context: PermissionContext; contextId: string | null; value?: string }[],
): PermissionGrants {
  const byApp = new Map<AppCode, PermissionGrant[]>();
  for (const { key, context, contextId, value = 'true' } of entries) {
    const def = getPermissionDef(key);
    if (!def) throw new Error(`Unknown permission key ${key}`);
    const list = byApp.get(def.app) ?? [];
    list.push({ key, context, contextId, value });
    byApp.set(def.app, list);
  }
  return { apps: [...byApp].map(([appCode, grants]) => ({ appCode, grants })) };
}
