import { appCodes } from '@lintel/contracts/common';
import { describe, expect, it } from 'vitest';
import { permissionContexts, permissionValueTypes } from '../types.ts';
import { acctKeys } from './acct.ts';
import { amntKeys } from './amnt.ts';
import { authKeys, authPortfolioKeys, authProviderKeys } from './auth.ts';
import { cbrKeys } from './cbr.ts';
import { cmsKeys } from './cms.ts';
import { NAMED_ONLY } from './define.ts';
import { dhaiKeys } from './dhai.ts';
import { emailbotKeys } from './emailbot.ts';
import { goKeys } from './go.ts';
import {
  definitionsByApp,
  getPermissionDef,
  isPermissionKey,
  keysByApp,
  permissionDefinitions,
  permissionRegistry,
} from './index.ts';
import { iotKeys } from './iot.ts';
import { iotAccessKeys } from './iot-access.ts';
import { iotDeviceKeys } from './iot-devices.ts';
import { iotSettingKeys } from './iot-settings.ts';
import { ipsV2Keys } from './ips-v2.ts';
import { leasingKeys } from './leasing.ts';
import { miaKeys } from './mia.ts';
import { msgsKeys } from './msgs.ts';
import { ntfyKeys } from './ntfy.ts';
import { prmsnKeys } from './prmsn.ts';
import { raaKeys } from './raa.ts';
import { riKeys } from './ri.ts';
import { sreqKeys } from './sreq.ts';

const files = [
  ['acct', acctKeys, 'ACCT'],
  ['amnt', amntKeys, 'AMNT'],
  ['auth', authKeys, 'AUTH'],
  ['cbr', cbrKeys, 'CBR'],
  ['cms', cmsKeys, 'CMS'],
  ['dhai', dhaiKeys, 'DHAI'],
  ['emailbot', emailbotKeys, 'EMAILBOT'],
  ['go', goKeys, 'GO'],
  ['iot-access', iotAccessKeys, 'IOT'],
  ['iot-devices', iotDeviceKeys, 'IOT'],
  ['iot-settings', iotSettingKeys, 'IOT'],
  ['ips-v2', ipsV2Keys, 'IPS_V2'],
  ['leasing', leasingKeys, 'LEASING'],
  ['mia', miaKeys, 'MIA'],
  ['msgs', msgsKeys, 'MSGS'],
  ['ntfy', ntfyKeys, 'NTFY'],
  ['prmsn', prmsnKeys, 'PRMSN'],
  ['raa', raaKeys, 'RAA'],
  ['ri', riKeys, 'RI'],
  ['sreq', sreqKeys, 'SREQ'],
] as const;

/** Codes the spec writes out verbatim (case-normalised), which must all be registered. */
const statedCodes = [
  // Accounting.
  ...[
    'VIEW_INVOICES',
    'ADD_NEW_INVOICE',
    'VIEW_INVOICE_DETAILS',
    'IMPORT_INVOICES',
    'VIEW_PAYMENTS',
    'ADD_NEW_PAYMENT',
    'VIEW_PAYMENT_DETAILS',
    'VIEW_CHARGE_LIST',
    'ADD_CHARGES',
    'VIEW_TRANSACTION_DETAILS',
    'VIEW_RECURRING_CHARGES_LIST',
    'VIEW_DEPOSIT_LIST',
    'ADD_DEPOSIT',
    'DELETE_DEPOSIT',
    'POST_DEPOSITS',
    'VIEW_BANK_ACCOUNTS_LIST',
    'EDIT_BANK_ACCOUNT',
    'ADD_BANK_ACCOUNT',
    'VIEW_JOURNAL_ENTRIES_LIST',
    'VIEW_GL_ACCOUNTS_LIST',
    'VIEW_RECONCILE',
    'VIEW_GL_SETTINGS',
    'VIEW_AR_SETTINGS',
    'MANAGE_VENDORS',
    'MANAGE_INVESTORS',
  ].map((c) => `ACCT_${c}`),
  // Leasing.
  'LEASE_APPLICATION_AND_LEASE_MANAGEMENT',
  'LEASE_MOVE_IN',
  'LEASE_OFFER_RENEWAL',
  'LEASE_TRANSFER_RESIDENTS',
  'LEASE_MONTH_TO_MONTH_MANAGEMENT',
  'LEASE_MOVE_OUT',
  'LEASE_NTV',
  // Email bot, CCT included.
  'VEB',
  'EEB',
  'CEB',
  'VCT',
  'ECT',
  'VC',
  'CC',
  'EC',
  'PT',
  'CCT',
  // Partner integration.
  'PARTNER_UPDATE_IPS',
  // Smart building.
  'LEASE_READ',
  'LEASE_CREATE',
  'LEASE_RENEW',
  'LEASE_TRANSFER',
  'LEASE_EXECUTE_MOVE_IN',
  'LEASE_EXECUTE_MOVE_OUT',
  'LEASE_READ_ACCESSES',
  'LEASE_UPDATE_ACCESSES',
  'TEMPORARY_PASS_READ_LIST',
  'EXT_COMMUNITY_EVENT_READ',
  'EXT_COMMUNITY_EVENT_READ_CONFIG',
  'LOCK_READ',
  'PDK_AUDIT_LOGS_READ_LIST',
  'PDK_DOOR_CHANGE_LOCATION',
  'PDK_DOOR_READ_HARDWARE',
  'PDK_DOOR_READ_CONFIG',
  'PDK_DOOR_UPDATE',
  'PDK_CLOUD_NODE_READ_ALL',
  'YALE_LOCK_READ',
  'YALE_LOCK_READ_CONFIG',
  'YALE_LOCK_READ_CONNECTION_LOG_LIST',
  'LOCK_REQUEST_AUDIT_LOGS',
  'ACCESS_LOG_READ_ALL',
  'YALE_LOCK_INSTALL',
  'YALE_LOCK_UPDATE',
  'EXT_SYNC_READ',
  'OCST_READ',
  'SENSOR_INDUSTRIES_CREATE',
  'BRIVO_AUTHENTICATION_READ',
  'BRIVO_AUTHENTICATION_DELETE',
  'BRIVO_RESYNC_READ_BY_ID',
  'BMX_AUTHENTICATION_UPDATE',
  'INTERCOM_UPDATE',
  'APARTMENT_COMMUNITY_IMPORT_DATA',
  'DELAY_LINE_READ',
  'GUEST_MANAGEMENT_READ',
  'TEMPORARY_PASS_SETTINGS_READ_SETTINGS',
  'APARTMENT_COMMUNITY_UPDATE_FIRE_KEY_SETTINGS',
  'APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS',
  'APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS',
  'LOCK_DEFAULT_CONFIG_READ',
  'APARTMENT_COMMUNITY_READ_SETTINGS',
];

describe('permission registry', () => {
  it('has unique keys', () => {
    const keys = permissionDefinitions.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(files)('%s: every key belongs to the app of its file', (_file, defs, app) => {
    for (const def of defs) expect(def.app).toBe(app);
  });

  it('combines every file, and only those', () => {
    const fromFiles = files.flatMap(([, defs]) => defs.map((d) => d.key)).sort();
    expect(permissionDefinitions.map((d) => d.key).sort()).toEqual(fromFiles);
    expect(iotKeys).toHaveLength(iotAccessKeys.length + iotDeviceKeys.length + iotSettingKeys.length);
    expect(authKeys).toHaveLength(authProviderKeys.length + authPortfolioKeys.length);
  });

  it('lists every app code in keysByApp, with the keys of that app', () => {
    expect(Object.keys(keysByApp).sort()).toEqual([...appCodes].sort());
    for (const app of appCodes) {
      expect(keysByApp[app]).toEqual(definitionsByApp[app].map((d) => d.key));
      for (const key of keysByApp[app]) expect(permissionRegistry[key].app).toBe(app);
    }
  });

  it('only has SCREAMING_SNAKE keys', () => {
    for (const def of permissionDefinitions) expect(def.key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('cites a spec line for every key', () => {
    for (const def of permissionDefinitions) {
      expect(def.specRef, def.key).toMatch(/^P[123]:\d+$/);
      expect(Number(def.specRef.split(':')[1]), def.key).toBeGreaterThan(0);
    }
  });

  it('points every dependsOn at another existing key, without cycles', () => {
    const deps = (key: string) => getPermissionDef(key)?.dependsOn ?? [];
    for (const def of permissionDefinitions) {
      for (const dep of def.dependsOn ?? []) {
        expect(isPermissionKey(dep), `${def.key} -> ${dep}`).toBe(true);
        expect(dep).not.toBe(def.key);
      }
      const seen = new Set<string>();
      const walk = (key: string): void => {
        expect(seen.has(key), `cycle through ${key}`).toBe(false);
        seen.add(key);
        for (const dep of deps(key)) walk(dep);
        seen.delete(key);
      };
      walk(def.key);
    }
  });

  it('uses only known value types, contexts and domains', () => {
    for (const def of permissionDefinitions) {
      expect(permissionValueTypes).toContain(def.valueType);
      expect(def.contexts.length).toBeGreaterThan(0);
      for (const c of def.contexts) expect(permissionContexts).toContain(c);
      expect(['CUSTOMER', 'LINTEL']).toContain(def.domain);
      expect(def.description.length).toBeGreaterThan(0);
    }
  });

  it('keeps provider keys provider-only: LINTEL domain, NO_CONTEXT, admin level', () => {
    for (const def of [...authProviderKeys, ...ntfyKeys, ...prmsnKeys, ...raaKeys]) {
      expect(def.domain).toBe('LINTEL');
      expect(def.contexts).toEqual(['NO_CONTEXT']);
      expect(def.adminLevel).toBe(true);
    }
  });

  it('makes portfolio keys customer-domain, per customer, admin level', () => {
    for (const def of authPortfolioKeys) {
      expect(def.domain).toBe('CUSTOMER');
      expect(def.contexts).toEqual(['CUSTOMER']);
      expect(def.adminLevel).toBe(true);
    }
  });

  it('marks keys the spec names only in words, and says so in the description', () => {
    for (const def of permissionDefinitions) {
      expect(def.description.includes(NAMED_ONLY), def.key).toBe(def.inferred === true);
    }
    for (const code of statedCodes) expect(getPermissionDef(code)?.inferred, code).toBeUndefined();
  });

  it('contains every code the spec writes out', () => {
    for (const code of statedCodes) expect(isPermissionKey(code), code).toBe(true);
  });

  it('records the CCT inconsistency in its description', () => {
    expect(getPermissionDef('CCT')?.description).toMatch(/code list/);
  });

  it('covers every service-request permission and every provider and portfolio area', () => {
    expect(sreqKeys).toHaveLength(13);
    const areas = (defs: readonly { key: string }[]) =>
      new Set(defs.filter((d) => d.key.endsWith('_VIEW')).map((d) => d.key));
    expect(areas(authProviderKeys).size).toBeGreaterThanOrEqual(13);
    expect(areas(authPortfolioKeys).size).toBe(8);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(permissionRegistry)).toBe(true);
    expect(Object.isFrozen(permissionDefinitions)).toBe(true);
    for (const def of permissionDefinitions) {
      expect(Object.isFrozen(def)).toBe(true);
      expect(Object.isFrozen(def.contexts)).toBe(true);
    }
  });

  it('does not mistake object prototype names for keys', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', '', 'sreq_view']) {
      expect(isPermissionKey(name)).toBe(false);
      expect(getPermissionDef(name)).toBeUndefined();
    }
    expect(getPermissionDef(42)).toBeUndefined();
  });
});
