import type { AppCode } from '@lintel/contracts/common';
import { authPortfolioKeys } from './registry/auth.ts';
import type { PermissionKey } from './registry/index.ts';
import type { ProfileFlags, ProfileFlagsInput } from './roles.ts';

/** Community feature switches some smart-building gates depend on. Missing means off. */
export type CheckFeatures = {
  /** The community's firekey setting is enabled. */
  readonly fireKey?: boolean;
  /** The sensor-industries integration is enabled. */
  readonly sensorIndustries?: boolean;
  /** The energy management feature toggle is on. */
  readonly energyManagement?: boolean;
  /** The NFC wallet feature is switched off by the build (missing means not disabled). */
  readonly nfcWalletDisabled?: boolean;
};

/** Where a check is evaluated. */
export type CheckContext = {
  readonly customerId: string | null;
  readonly communityId: string | null;
  readonly profile: ProfileFlagsInput;
  /** App codes the selected community is licensed for; missing means none. */
  readonly licensedApps?: readonly AppCode[];
  readonly features?: CheckFeatures;
};

export type PolicyInput = {
  readonly ctx: CheckContext;
  readonly flags: ProfileFlags;
  /** Whether a registered key passes in this context. */
  readonly has: (key: PermissionKey) => boolean;
};

const any = (input: PolicyInput, keys: readonly PermissionKey[]) => keys.some((key) => input.has(key));
const portfolioKeys: readonly PermissionKey[] = authPortfolioKeys.map((d) => d.key);

/**
 * Composite gates the spec states in words. Policies only add what a key list cannot express
 * (profile flags, the selected customer or community, licensed apps, feature switches, absence of a key).
 */
export const policies = Object.freeze({
  /** Helper flags (part 1 section 6, part 3 section 6). */
  superAdmin: ({ flags }: PolicyInput) => flags.superAdmin,
  lintelStaff: ({ flags }: PolicyInput) => flags.lintelStaff,
  adminGroup: ({ flags }: PolicyInput) => flags.adminGroup,
  adminProper: ({ flags }: PolicyInput) => flags.adminProper,

  /** Admin menu gates (part 1 section 6). Apps and bundles: view apps. */
  'admin.appsAndBundles': (i: PolicyInput) => i.has('AUTH_APPS_VIEW'),
  /** Communities and company details: any portfolio permission plus a selected customer. */
  'admin.communitiesAndCompany': (i: PolicyInput) => i.ctx.customerId !== null && any(i, portfolioKeys),
  /** Customers: view customers or metaroles. */
  'admin.customers': (i: PolicyInput) => any(i, ['AUTH_CUSTOMERS_VIEW', 'AUTH_METAROLE_TEMPLATES_VIEW']),
  /** Customer roles: permission groups or the role config list. */
  'admin.customerRoles': (i: PolicyInput) => any(i, ['AUTH_PERMISSION_GROUPS_VIEW', 'AUTH_ROLE_CONFIG_VIEW']),
  /** Integration partners: view community permissions with a company and a community selected, else create/update partner. */
  'admin.integrationPartners': (i: PolicyInput) =>
    i.ctx.customerId !== null && i.ctx.communityId !== null
      ? i.has('COMMUNITY_VIEW_IPS')
      : any(i, ['PARTNER_CREATE_IPS', 'PARTNER_UPDATE_IPS']),
  /** Provider users and roles: super admins, users or presets. */
  'admin.providerUsersAndRoles': (i: PolicyInput) =>
    any(i, ['AUTH_SUPER_ADMINS_VIEW', 'AUTH_LINTEL_USERS_VIEW', 'AUTH_PRESETS_VIEW']),
  /** Reports settings: super admin only (a user type, not a key). */
  'admin.reportsSettings': ({ flags }: PolicyInput) => flags.superAdmin,
  /** Sync service: view schedules. */
  'admin.syncService': (i: PolicyInput) => i.has('SCHEDULE_VIEW_IPS'),
  /** Users and roles: customer users or portfolio admins. */
  'admin.usersAndRoles': (i: PolicyInput) =>
    any(i, ['AUTH_PORTFOLIO_CUSTOMER_USERS_VIEW', 'AUTH_PORTFOLIO_ADMINS_VIEW']),

  /** Applications and lease entry: the lease permission, and a super admin or licensed apps that are non-empty and exclude GO. */
  'menu.applicationsAndLease': (i: PolicyInput) => {
    const licensed = i.ctx.licensedApps ?? [];
    const appsAllow = licensed.length > 0 && !licensed.includes('GO');
    return i.has('LEASE_APPLICATION_AND_LEASE_MANAGEMENT') && (i.flags.superAdmin || appsAllow);
  },
  /** Websites and marketing: the CMS or the digital-human permission. */
  'menu.websitesAndMarketing': (i: PolicyInput) => any(i, ['CMS_WEBSITES_ACCESS', 'MIA_DIGITAL_HUMAN_ACCESS']),

  /** Smart-building gates (part 3 section 6). CSV import: import data and NOT delay-line read. */
  'iot.csvImport': (i: PolicyInput) => i.has('APARTMENT_COMMUNITY_IMPORT_DATA') && !i.has('DELAY_LINE_READ'),
  /** Lease renew and transfer: the lease key and the delay-line read check, read as the CSV import's (D214). */
  'iot.leaseRenew': (i: PolicyInput) => i.has('LEASE_RENEW') && !i.has('DELAY_LINE_READ'),
  'iot.leaseTransfer': (i: PolicyInput) => i.has('LEASE_TRANSFER') && !i.has('DELAY_LINE_READ'),
  /** Fire key tile: only with the firekey setting enabled. */
  'iot.fireKeyTile': (i: PolicyInput) => i.ctx.features?.fireKey === true && i.has('FIRE_KEY_READ'),
  /** Sensor industries read: only with the integration enabled. */
  'iot.sensorIndustriesRead': (i: PolicyInput) =>
    i.ctx.features?.sensorIndustries === true && i.has('SENSOR_INDUSTRIES_READ'),
  /** Demand response (OCST read): only with the energy management toggle on. */
  'iot.ocstRead': (i: PolicyInput) => i.ctx.features?.energyManagement === true && i.has('OCST_READ'),
  /** Wallet passes: the wallet settings key and the NFC feature not disabled. */
  'iot.walletPasses': (i: PolicyInput) =>
    i.ctx.features?.nfcWalletDisabled !== true && i.has('APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS'),
} satisfies Record<string, (input: PolicyInput) => boolean>);

export type PolicyName = keyof typeof policies;

export function isPolicyName(name: unknown): name is PolicyName {
  return typeof name === 'string' && Object.hasOwn(policies, name);
}
