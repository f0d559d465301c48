import type { PermissionRule } from '@lintel/contracts/endpoint';
import { can, type PermissionCheck, type PermissionGrants } from '@lintel/permissions';
import type { SessionScope } from '../db/scope.ts';
import { AppError } from '../errors.ts';
import { keysOfRule, loadGrants } from './grants.ts';

/** The actor's grants in the scope's context, for the keys a rule needs (or all). */
export function grantsOf(scope: SessionScope, keys: string[] | 'all'): Promise<PermissionGrants> {
  const isProvider = scope.actor.providerType !== null;
  return loadGrants(
    scope.db,
    {
      providerRole: scope.actor.providerRole,
      profileId: isProvider ? null : (scope.profile?.profileId ?? null),
      customerId: scope.customerId,
      communityId: scope.communityId,
    },
    keys,
  );
}

/** Whether the actor passes a rule in the scope's context (for checks that depend on the record, e.g. self or admin). */
export async function passes(scope: SessionScope, rule: PermissionRule): Promise<boolean> {
  const grants = await grantsOf(scope, keysOfRule(rule));
  return can(grants, rule as PermissionCheck, {
    customerId: scope.customerId,
    communityId: scope.communityId,
    profile: { type: scope.profile?.type ?? scope.actor.providerType ?? 'USER', role: scope.profile?.role ?? null },
  });
}

export async function requirePermission(scope: SessionScope, rule: PermissionRule): Promise<void> {
  if (!(await passes(scope, rule))) throw new AppError('PERMISSION_DENIED');
}
