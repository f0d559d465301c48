import type { AppCode } from '@lintel/contracts/common';
import { describe, expect, it } from 'vitest';
import { buildGrants, can, emptyGrants, gate, type PermissionGrants } from './check.ts';
import { specGates } from './gates.ts';
import { type CheckContext, type PolicyName, policies } from './policies.ts';
import type { PermissionKey } from './registry/index.ts';

const base: CheckContext = { customerId: 'c1', communityId: 'm1', profile: { type: 'USER', role: null } };
const portfolioAdmin: CheckContext = { ...base, communityId: null, profile: { type: 'PORTFOLIO_ADMIN', role: null } };
const superAdmin: CheckContext = { ...base, profile: { type: 'SUPER_ADMIN', role: 'SUPER_ADMIN' } };
const lintel: CheckContext = { ...base, customerId: null, communityId: null, profile: { type: 'LINTEL', role: null } };

const everywhere = (...keys: PermissionKey[]): PermissionGrants =>
  buildGrants(keys.map((key) => ({ key, context: 'NO_CONTEXT' as const, contextId: null })));
const policy = (name: PolicyName, grants: PermissionGrants, ctx: CheckContext) => can(grants, gate.policy(name), ctx);
const flagPolicies = new Set<PolicyName>([
  'superAdmin',
  'lintelStaff',
  'adminGroup',
  'adminProper',
  'admin.reportsSettings',
]);

describe('policies', () => {
  it('only flag policies can pass without grants', () => {
    for (const name of Object.keys(policies) as PolicyName[]) {
      for (const ctx of [base, portfolioAdmin, superAdmin, lintel]) {
        if (!flagPolicies.has(name)) expect(policy(name, emptyGrants, ctx), name).toBe(false);
      }
    }
  });

  it('super admin: sees reports settings and passes the flag policies', () => {
    for (const name of ['superAdmin', 'adminGroup', 'adminProper', 'admin.reportsSettings'] as const) {
      expect(policy(name, emptyGrants, superAdmin)).toBe(true);
    }
    expect(policy('lintelStaff', emptyGrants, superAdmin)).toBe(false);
  });

  it('Lintel staff: admin group, not admin proper, no reports settings', () => {
    expect(policy('lintelStaff', emptyGrants, lintel)).toBe(true);
    expect(policy('adminGroup', emptyGrants, lintel)).toBe(true);
    expect(policy('adminProper', emptyGrants, lintel)).toBe(false);
    expect(policy('admin.reportsSettings', emptyGrants, lintel)).toBe(false);
  });

  it('portfolio admin: communities and company details need a selected customer', () => {
    const grants = buildGrants([{ key: 'AUTH_PORTFOLIO_COMMUNITIES_VIEW', context: 'CUSTOMER', contextId: 'c1' }]);
    expect(policy('admin.communitiesAndCompany', grants, portfolioAdmin)).toBe(true);
    expect(policy('admin.communitiesAndCompany', grants, { ...portfolioAdmin, customerId: null })).toBe(false);
    expect(policy('admin.communitiesAndCompany', grants, { ...portfolioAdmin, customerId: 'c2' })).toBe(false);
  });

  it('portfolio admin: users and roles with customer users or portfolio admins', () => {
    expect(policy('admin.usersAndRoles', everywhere('AUTH_PORTFOLIO_ADMINS_VIEW'), portfolioAdmin)).toBe(true);
    expect(policy('admin.usersAndRoles', everywhere('AUTH_PORTFOLIO_CUSTOMER_USERS_VIEW'), portfolioAdmin)).toBe(true);
    expect(policy('admin.usersAndRoles', everywhere('AUTH_PORTFOLIO_ROLES_VIEW'), portfolioAdmin)).toBe(false);
  });

  it('Lintel staff: the provider menu gates follow their keys', () => {
    expect(policy('admin.appsAndBundles', everywhere('AUTH_APPS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.customers', everywhere('AUTH_METAROLE_TEMPLATES_VIEW'), lintel)).toBe(true);
    expect(policy('admin.customers', everywhere('AUTH_CUSTOMERS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.customerRoles', everywhere('AUTH_ROLE_CONFIG_VIEW'), lintel)).toBe(true);
    expect(policy('admin.customerRoles', everywhere('AUTH_PERMISSION_GROUPS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.providerUsersAndRoles', everywhere('AUTH_PRESETS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.providerUsersAndRoles', everywhere('AUTH_SUPER_ADMINS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.providerUsersAndRoles', everywhere('AUTH_LINTEL_USERS_VIEW'), lintel)).toBe(true);
    expect(policy('admin.syncService', everywhere('SCHEDULE_VIEW_IPS'), lintel)).toBe(true);
    expect(policy('admin.syncService', everywhere('SCHEDULE_UPDATE_IPS'), lintel)).toBe(false);
  });

  it('integration partners: partner keys without a community, community view with one', () => {
    const partner = everywhere('PARTNER_UPDATE_IPS');
    const community = everywhere('COMMUNITY_VIEW_IPS');
    expect(policy('admin.integrationPartners', partner, lintel)).toBe(true);
    expect(policy('admin.integrationPartners', community, lintel)).toBe(false);
    const selected = { ...lintel, customerId: 'c1', communityId: 'm1' };
    expect(policy('admin.integrationPartners', community, selected)).toBe(true);
    expect(policy('admin.integrationPartners', partner, selected)).toBe(false);
  });

  it('applications and lease menu: the lease key, and a super admin or licensed apps without GO', () => {
    const lease = everywhere('LEASE_APPLICATION_AND_LEASE_MANAGEMENT');
    const withApps = (licensedApps: AppCode[]) => ({ ...base, licensedApps });
    expect(policy('menu.applicationsAndLease', lease, withApps(['LEASING']))).toBe(true);
    expect(policy('menu.applicationsAndLease', lease, withApps(['LEASING', 'GO']))).toBe(false);
    expect(policy('menu.applicationsAndLease', lease, withApps([]))).toBe(false);
    expect(policy('menu.applicationsAndLease', lease, base)).toBe(false);
    expect(policy('menu.applicationsAndLease', lease, superAdmin)).toBe(true);
    expect(policy('menu.applicationsAndLease', emptyGrants, { ...superAdmin, licensedApps: ['LEASING'] })).toBe(false);
  });

  it('websites and marketing: CMS or digital-human permission', () => {
    expect(policy('menu.websitesAndMarketing', everywhere('CMS_WEBSITES_ACCESS'), base)).toBe(true);
    expect(policy('menu.websitesAndMarketing', everywhere('MIA_DIGITAL_HUMAN_ACCESS'), base)).toBe(true);
  });

  it('community staff: CSV import needs import data and the absence of delay-line read', () => {
    expect(policy('iot.csvImport', everywhere('APARTMENT_COMMUNITY_IMPORT_DATA'), base)).toBe(true);
    expect(policy('iot.csvImport', everywhere('APARTMENT_COMMUNITY_IMPORT_DATA', 'DELAY_LINE_READ'), base)).toBe(false);
    // Renew and transfer read the delay-line check the same way (D214).
    expect(policy('iot.leaseRenew', everywhere('LEASE_RENEW'), base)).toBe(true);
    expect(policy('iot.leaseRenew', everywhere('LEASE_RENEW', 'DELAY_LINE_READ'), base)).toBe(false);
    expect(policy('iot.leaseTransfer', everywhere('LEASE_TRANSFER'), base)).toBe(true);
    expect(policy('iot.leaseTransfer', everywhere('LEASE_TRANSFER', 'DELAY_LINE_READ'), base)).toBe(false);
  });

  it('community staff: feature-dependent smart-building gates need the feature on', () => {
    const cases = [
      ['iot.fireKeyTile', 'FIRE_KEY_READ', { fireKey: true }],
      ['iot.sensorIndustriesRead', 'SENSOR_INDUSTRIES_READ', { sensorIndustries: true }],
      ['iot.ocstRead', 'OCST_READ', { energyManagement: true }],
    ] as const;
    for (const [name, key, features] of cases) {
      expect(policy(name, everywhere(key), base), name).toBe(false);
      expect(policy(name, everywhere(key), { ...base, features: { fireKey: false } }), name).toBe(false);
      expect(policy(name, everywhere(key), { ...base, features }), name).toBe(true);
      expect(policy(name, emptyGrants, { ...base, features }), name).toBe(false);
    }
  });

  it('community staff: wallet passes unless the NFC feature is disabled', () => {
    const grants = everywhere('APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS');
    expect(policy('iot.walletPasses', grants, base)).toBe(true);
    expect(policy('iot.walletPasses', grants, { ...base, features: { nfcWalletDisabled: true } })).toBe(false);
  });
});

describe('spec gates', () => {
  it('community staff: temporary access lists open at either scope', () => {
    expect(can(everywhere('TEMPORARY_USER_ACCESS_READ_LIST_APT_COM'), specGates.temporaryAccessList, base)).toBe(true);
    expect(can(everywhere('TEMPORARY_USER_ACCESS_READ_LIST_ALL'), specGates.temporaryAccessList, base)).toBe(true);
    expect(can(emptyGrants, specGates.temporaryAccessList, base)).toBe(false);
  });

  it('community staff: pass creation checks only the vendor permission', () => {
    const nominal = everywhere('TEMPORARY_PASS_CREATE_RESIDENT', 'TEMPORARY_PASS_CREATE_GUEST');
    expect(can(nominal, specGates.passCreate, base)).toBe(false);
    expect(can(everywhere('TEMPORARY_PASS_CREATE_VENDOR'), specGates.passCreate, base)).toBe(true);
  });

  it('unit amenity screens need both keys', () => {
    expect(can(everywhere('CBR_LIVING_SPACES_VIEW'), specGates.unitAmenities, base)).toBe(false);
    expect(can(everywhere('CBR_LIVING_SPACES_VIEW', 'AMNT_UNIT_ASSIGNMENTS_VIEW'), specGates.unitAmenities, base)).toBe(
      true,
    );
  });

  it('accounting settings hub opens with any settings view key', () => {
    for (const key of ['ACCT_VIEW_GL_SETTINGS', 'ACCT_VIEW_AR_SETTINGS', 'ACCT_VIEW_AP_SETTINGS'] as const) {
      expect(can(everywhere(key), specGates.accountingSettingsHub, base)).toBe(true);
    }
  });
});
