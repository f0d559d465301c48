import type { Endpoint, PermissionRule } from '@lintel/contracts/endpoint';
import type { RegisteredRoute } from '../../src/app.ts';

/**
 * Who must be refused by an endpoint, read from its contract alone. Every endpoint in the route
 * table gets its actors here, so a new endpoint is covered the day it is registered; one whose gate
 * uses something this file cannot derive (an unknown policy) fails the suite until it is described.
 */
export type Actor =
  /** No session at all: 401. */
  | { kind: 'anonymous' }
  /** A public endpoint: an anonymous caller is let through (no 401), as its declaration says. */
  | { kind: 'anonymous-allowed' }
  /** Holds every registered key except these, everything else equal: 403. */
  | { kind: 'lacks-keys'; keys: string[] }
  /** Holds every key but fails a named policy (for example is not in the admin group): 403. */
  | { kind: 'lacks-policy'; policy: string }
  /** Holds every key in its customer but is not provider staff: 403 on provider-only endpoints. */
  | { kind: 'not-provider' }
  /** Holds every key, in a customer and community licensed for no app: 403. */
  | { kind: 'unlicensed' }
  /** Sends a customer header it may not use (another customer; for provider staff a deleted one): 403. */
  | { kind: 'forged-customer' }
  /** Sends its own customer with another customer's community: 403. */
  | { kind: 'forged-community' };

/** Which signed-in user passes the gate when it holds every key: a customer's portfolio admin, or provider staff. */
export type Holder = 'customer' | 'provider';

export interface EndpointPlan {
  route: RegisteredRoute & { endpoint: Endpoint };
  holder: Holder | null;
  actors: Actor[];
}

/**
 * Policies the suite knows how to fail, with the holder who passes them. A policy missing here fails
 * `planGates` with its name: describe who lacks it (and who holds it) before the endpoint can land.
 */
export const policyActors: Record<string, { holder: Holder; refusedWith?: readonly string[] }> = {
  // Admin group: provider staff pass by their user type; a customer's portfolio admin with every key does not.
  adminGroup: { holder: 'provider' },
  // The CSV import (part 3 section 6): a key and the absence of a restrictive one. The portfolio admin
  // with every key passes; with DELAY_LINE_READ as well, it is refused.
  'iot.csvImport': { holder: 'customer', refusedWith: ['DELAY_LINE_READ'] },
};

/**
 * The sets of keys whose absence alone must refuse the rule, each kept minimal: a key refuses by
 * itself; anyOf needs one refusing set from every branch together; allOf is refused by any branch.
 * Policies are not key sets (see `policiesOf`).
 */
export function refusingKeySets(rule: PermissionRule): string[][] {
  if ('key' in rule) return [[rule.key]];
  if ('policy' in rule) return [];
  if ('allOf' in rule) return rule.allOf.flatMap(refusingKeySets);
  let combined: string[][] = [[]];
  for (const branch of rule.anyOf) {
    const sets = refusingKeySets(branch);
    // A branch that no key set can refuse (a bare policy) leaves the anyOf unrefusable by keys.
    if (sets.length === 0) return [];
    combined = combined.flatMap((prefix) => sets.map((set) => [...new Set([...prefix, ...set])].sort()));
  }
  return combined;
}

/** Policies an allOf requires (each one alone refuses); anyOf policies are not refusable on their own. */
export function policiesOf(rule: PermissionRule): string[] {
  if ('policy' in rule) return [rule.policy];
  if ('allOf' in rule) return rule.allOf.flatMap(policiesOf);
  return [];
}

/** The actors each endpoint of the route table must refuse (or, for public ones, let in). */
export function planGates(routes: readonly RegisteredRoute[]): EndpointPlan[] {
  const plans: EndpointPlan[] = [];
  for (const route of routes) {
    const endpoint = route.endpoint;
    if (!endpoint) continue;
    const access = endpoint.access;
    if (access.auth === 'public') {
      plans.push({ route: { ...route, endpoint }, holder: null, actors: [{ kind: 'anonymous-allowed' }] });
      continue;
    }
    const policies = access.permission ? policiesOf(access.permission) : [];
    for (const policy of policies) {
      if (!(policy in policyActors))
        throw new Error(`${endpoint.id}: policy ${policy} has no actor in test/gates/plan.ts policyActors`);
    }
    const holder: Holder =
      access.providerOnly || policies.some((p) => policyActors[p]!.holder === 'provider') ? 'provider' : 'customer';
    const actors: Actor[] = [{ kind: 'anonymous' }];
    if (access.permission) {
      for (const keys of refusingKeySets(access.permission)) actors.push({ kind: 'lacks-keys', keys });
      for (const policy of policies) actors.push({ kind: 'lacks-policy', policy });
    }
    if (access.providerOnly) actors.push({ kind: 'not-provider' });
    // Grants count only in a licensed context; provider-wide (NO_CONTEXT) grants do not need one.
    if (access.permission && holder === 'customer' && access.tenant !== 'none') actors.push({ kind: 'unlicensed' });
    actors.push({ kind: 'forged-customer' }, { kind: 'forged-community' });
    plans.push({ route: { ...route, endpoint }, holder, actors });
  }
  return plans;
}

export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'lacks-keys':
      return `lacks ${actor.keys.join('+')}`;
    case 'lacks-policy':
      return `lacks policy ${actor.policy}`;
    default:
      return actor.kind;
  }
}
