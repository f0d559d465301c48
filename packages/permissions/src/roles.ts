import type { RoleKey, UserType } from '@lintel/contracts/common';

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
