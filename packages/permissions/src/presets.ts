import { type PermissionKey, permissionDefinitions } from './registry/index.ts';
import type { PermissionKeyDef } from './types.ts';

/** Fixed id of the 'Portfolio Admin' preset. */
export const PORTFOLIO_ADMIN_PRESET_ID = '5f0c3a8e-7d2b-4c61-9a4e-1b8d2f6c0a01';
/** Fixed id of the 'No role' preset. */
export const NO_ROLE_PRESET_ID = '5f0c3a8e-7d2b-4c61-9a4e-1b8d2f6c0a00';

export type FixedPreset = {
  readonly id: string;
  /** Stable code; 'pa_preset' is the spec's own id for the Portfolio Admin preset. */
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly keys: readonly PermissionKey[];
};

const keysOf = (defs: readonly PermissionKeyDef<PermissionKey>[]) => Object.freeze(defs.map((d) => d.key));
/** Keys whose holding narrows what a user may do never go into a template. */
const grantable = permissionDefinitions.filter((d) => !d.restrictive);
const customerSide = grantable.filter((d) => d.domain === 'CUSTOMER');
const communityStaff = customerSide.filter((d) => d.contexts.includes('COMMUNITY') && !d.adminLevel);

/** Demo role template: every community-context customer-domain key that is not admin level. */
export const communityManagerKeys: readonly PermissionKey[] = keysOf(communityStaff);

/** Demo role template: the view-only keys of the community manager template. */
export const communityViewerKeys: readonly PermissionKey[] = keysOf(communityStaff.filter((d) => d.viewOnly));

/** All customer-domain keys, portfolio keys included. */
export const portfolioAdminKeys: readonly PermissionKey[] = keysOf(customerSide);

export const portfolioAdminPreset: FixedPreset = Object.freeze({
  id: PORTFOLIO_ADMIN_PRESET_ID,
  code: 'pa_preset',
  name: 'Portfolio Admin',
  description: 'All portfolio permissions',
  keys: portfolioAdminKeys,
});

export const noRolePreset: FixedPreset = Object.freeze({
  id: NO_ROLE_PRESET_ID,
  code: 'no_role',
  name: 'No role',
  description: 'No permissions',
  keys: Object.freeze([]),
});

export const fixedPresets: readonly FixedPreset[] = Object.freeze([portfolioAdminPreset, noRolePreset]);
