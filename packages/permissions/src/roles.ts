import type { RoleKey, UserType } from '@lintel/contracts/common';
import type { PermissionContext, PermissionKeyDef } from './types.ts';

/** What the helper flags look at: the profile type and the role key (null when the profile has none). */
export type ProfileFlagsInput = { readonly type: UserType; readonly role: RoleKey | null };

/** Super admin: user type SUPER_ADMIN. */
export function isSuperAdmin(p: ProfileFlagsInput): boolean {
  return p.type === 'SUPER_ADMIN';
}

/** The provider's own staff: user type LINTEL. */
export function isLintelStaff(p: ProfileFlagsInput): boolean {
  return p.type === 'LINTEL';
}

/** Admin group: super admin, provider staff, or role SUPER_READONLY_ADMIN or DIGITAL_HUMAN_WRITER. */
export function isAdminGroup(p: ProfileFlagsInput): boolean {
  return isSuperAdmin(p) || isLintelStaff(p) || p.role === 'SUPER_READONLY_ADMIN' || p.role === 'DIGITAL_HUMAN_WRITER';
}

/** Admins proper: super admin or role SUPER_READONLY_ADMIN. */
export function isAdminProper(p: ProfileFlagsInput): boolean {
  return isSuperAdmin(p) || p.role === 'SUPER_READONLY_ADMIN';
}

export type ProfileFlags = {
  readonly superAdmin: boolean;
  readonly lintelStaff: boolean;
  readonly adminGroup: boolean;
  readonly adminProper: boolean;
};

export function profileFlags(p: ProfileFlagsInput): ProfileFlags {
  return {
    superAdmin: isSuperAdmin(p),
    lintelStaff: isLintelStaff(p),
    adminGroup: isAdminGroup(p),
    adminProper: isAdminProper(p),
  };
}

const aliases: Readonly<Record<UserType, string>> = Object.freeze({
  SUPER_ADMIN: 'Super admin',
  LINTEL: 'Lintel staff',
  PORTFOLIO_ADMIN: 'Portfolio admin',
  PORTFOLIO: 'Portfolio user',
  USER: 'Community staff',
});

/** The role alias shown in the profile menu, derived from the profile type. */
export function roleAlias(type: UserType): string {
  return aliases[type];
}

/** Admin rule messages (part 1 section 5). */
export const INTERNAL_ROLE_PERMISSION_MESSAGE = 'A permission of an internal role can not be modified';
export const ADMIN_LEVEL_TO_PORTFOLIO_MESSAGE = 'A permission of admin level can not be assigned to a portfolio user';

/**
 * Whether a key may be granted to a profile of the given type in the given context.
 * Returns null when allowed, else the reason. Rules: admin-level keys never go to portfolio users
 * (the spec's message); LINTEL-domain keys only go to super admins and provider staff; the context must
 * be one the key lists, except that super admins and provider staff may hold any key with NO_CONTEXT.
 */
export function assignmentError(
  def: Pick<PermissionKeyDef, 'key' | 'adminLevel' | 'domain' | 'contexts'>,
  type: UserType,
  context: PermissionContext,
): string | null {
  if (def.adminLevel && type === 'PORTFOLIO') return ADMIN_LEVEL_TO_PORTFOLIO_MESSAGE;
  const provider = type === 'SUPER_ADMIN' || type === 'LINTEL';
  if (def.domain === 'LINTEL' && !provider) return `${def.key} is a provider permission`;
  if (def.contexts.includes(context) || (provider && context === 'NO_CONTEXT')) return null;
  return `${def.key} can not be granted in context ${context}`;
}
