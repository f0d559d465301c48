import type { AppCode } from '@lintel/contracts/common';
import type { GrantsResponse, identityPermissionsBody, Role } from '@lintel/contracts/permissions';
import { can, getPermissionDef, keysByApp, type PermissionGrants } from '@lintel/permissions';
import type { z } from 'zod';
import { grantsOf, requirePermission } from '../../platform/auth/check.ts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope, CustomerScope, SessionScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { installationFeatures } from '../../platform/features.ts';
import { findIotSettings } from './iot-settings.repository.ts';
import * as repo from './permissions.repository.ts';

type IdentityPermissionsBody = z.output<typeof identityPermissionsBody>;

/**
 * Spec part 1 section 7: the permissions of one identity for the requested apps and contexts.
 * Only one's own, and only in the selected customer and community: the context ids of every filter
 * must be the ones the request acts in.
 */
export async function identityPermissions(
  scope: SessionScope,
  identityId: string,
  body: IdentityPermissionsBody,
): Promise<GrantsResponse> {
  if (identityId !== scope.actor.userId) throw new AppError('PERMISSION_DENIED');
  for (const app of body.apps) {
    for (const filter of app.filters) {
      const allowed =
        filter.context === 'CUSTOMER' ? [scope.customerId] : filter.context === 'COMMUNITY' ? [scope.communityId] : [];
      if (filter.contextIds.some((id) => !allowed.includes(id))) throw new AppError('CONTEXT_MISMATCH');
    }
  }
  const grants = await grantsOf(scope, 'all');
  return {
    apps: body.apps.map(({ appCode, filters }) => {
      const appGrants = grants.apps.find((a) => a.appCode === appCode)?.grants ?? [];
      const wanted = appGrants.filter((g) =>
        filters.some((f) => {
          const def = getPermissionDef(g.key);
          const keyOk = f.permissionKeys.length === 0 || f.permissionKeys.includes(g.key);
          const domainOk = def?.domain === (f.domain === 'LINTEL' ? 'LINTEL' : 'CUSTOMER');
          const contextOk = f.context === g.context && (g.contextId === null || f.contextIds.includes(g.contextId));
          return keyOk && domainOk && contextOk;
        }),
      );
      return { appCode, grants: wanted.map((g) => ({ ...g })) };
    }),
  };
}

function grantedKeys(scope: SessionScope, grants: PermissionGrants, app: AppCode): string[] {
  const profile = {
    type: scope.profile?.type ?? scope.actor.providerType ?? 'USER',
    role: scope.profile?.role ?? null,
  };
  return (keysByApp[app] ?? []).filter((key) =>
    can(grants, { key }, { customerId: scope.customerId, communityId: scope.communityId, profile }),
  );
}

/** Spec: a per-app permission entry holds communityId (may be null) plus the granted permission names. */
export async function appPermissions(scope: CustomerScope, app: AppCode) {
  const grants = await grantsOf(scope, keysByApp[app] ? [...keysByApp[app]] : []);
  return {
    appCode: app,
    permissions: [{ communityId: scope.communityId, permissions: grantedKeys(scope, grants, app) }],
  };
}

/** IoT's read: its permissions plus the community's firekey, si_integration and energyManagement switches. */
export async function iotPermissions(scope: CommunityScope) {
  const settings = { ...(await findIotSettings(scope)), nfcWallet: installationFeatures().nfcWallet };
  return { ...(await appPermissions(scope, 'IOT')), settings };
}

export async function goLookup(scope: CommunityScope, ids: { customerId: string; communityId: string }) {
  if (ids.customerId !== scope.customerId || ids.communityId !== scope.communityId)
    throw new AppError('CONTEXT_MISMATCH');
  const grants = await grantsOf(scope, [...keysByApp.GO]);
  return { permissions: grantedKeys(scope, grants, 'GO') };
}

function toIdentity(row: NonNullable<Awaited<ReturnType<typeof repo.findIdentity>>>) {
  return {
    identityId: row.id,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    providerType: row.provider_type,
  };
}

export async function getIdentity(scope: SessionScope, identityId: string) {
  if (identityId !== scope.actor.userId) await requirePermission(scope, { key: 'AUTH_LINTEL_USERS_VIEW' });
  const row = await repo.findIdentity(scope, identityId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toIdentity(row);
}

export async function updateIdentity(
  scope: SessionScope,
  identityId: string,
  values: { firstName: string; lastName: string; phone: string | null },
) {
  if (identityId !== scope.actor.userId) await requirePermission(scope, { key: 'AUTH_LINTEL_USERS_EDIT' });
  if (!(await repo.findIdentity(scope, identityId))) throw new AppError('RECORD_NOT_FOUND');
  let phone: string | null = null;
  if (values.phone) {
    const { normalizePhone } = await import('@lintel/formats/phone');
    phone = normalizePhone(values.phone);
    if (!phone) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'body/phone', message: 'Please enter a valid phone number.' }],
      });
    }
  }
  return toIdentity(await repo.updateIdentity(scope, identityId, { ...values, phone }));
}

function toRole(row: Awaited<ReturnType<typeof repo.listRoles>>[number]): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    internal: row.internal,
    presetId: row.presetId,
    followsPreset: row.followsPreset,
    permissionKeys: [...(row.followsPreset ? (row.presetKeys ?? []) : (row.ownKeys ?? []))].sort(),
  };
}

export async function listRoles(scope: CustomerScope) {
  return { content: (await repo.listRoles(scope)).map(toRole) };
}

/**
 * Replaces a role's keys, enforcing the spec's rules: 'A permission of an internal role can not be
 * modified', and 'A permission of admin level can not be assigned to a portfolio user'. Only
 * registered customer-domain keys can be given to a customer role.
 */
export async function updateRolePermissions(scope: CustomerScope, roleId: string, keys: string[]): Promise<Role> {
  const [role] = await repo.listRoles(scope, roleId);
  if (!role) throw new AppError('RECORD_NOT_FOUND');
  if (role.internal) throw new AppError('ROLE_INTERNAL_NOT_MODIFIABLE');
  const unique = [...new Set(keys)];
  const defs = unique.map((key) => getPermissionDef(key));
  if (defs.some((def) => def?.domain !== 'CUSTOMER' || def.restrictive)) throw new AppError('PERMISSION_KEY_UNKNOWN');
  if (defs.some((def) => def?.adminLevel) && (await repo.roleHeldByPortfolioUser(scope, roleId))) {
    throw new AppError('ADMIN_PERMISSION_FOR_PORTFOLIO_USER');
  }
  await repo.replaceRolePermissions(scope, roleId, unique);
  const [updated] = await repo.listRoles(scope, roleId);
  return toRole(updated!);
}

export async function assignRole(
  scope: CustomerScope,
  profileId: string,
  values: { roleId: string; communityId: string | null },
) {
  const profile = await repo.findProfile(scope, profileId);
  const [role] = await repo.listRoles(scope, values.roleId);
  if (!profile || !role) throw new AppError('RECORD_NOT_FOUND');
  if (values.communityId && !(await repo.findCommunity(scope, values.communityId)))
    throw new AppError('RECORD_NOT_FOUND');
  const keys = toRole(role).permissionKeys;
  if (profile.type === 'PORTFOLIO' && keys.some((key) => getPermissionDef(key)?.adminLevel)) {
    throw new AppError('ADMIN_PERMISSION_FOR_PORTFOLIO_USER');
  }
  return translate(
    () => repo.insertAssignment(scope, { profileId, roleId: values.roleId, communityId: values.communityId }),
    { unique: 'ROLE_ALREADY_ASSIGNED' },
  );
}
