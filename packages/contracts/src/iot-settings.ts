import { defineEndpoint, type PermissionRule } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * Smart-building settings (part 3 section 2 "Settings /iot/settings"): the access-and-devices tab
 * (remote_auth, passes, firekey, wallet_passes, ble, physical, other; section 6 "Access-and-devices
 * settings"; D243) and the integrations' settings (intercom, sensor industries, demand response;
 * section 6 "Integration settings"; D253). Each section is one community's values; a change is audited, and a change of
 * the BLE or wallet-pass settings is carried to every lock that can hold it by a rollout: one
 * configuration command per lock, each with its own result.
 */

/** A key rule that keeps its key's literal type (the web's checks name registered keys). */
const key = <const K extends string>(k: K) => ({ key: k }) satisfies PermissionRule;

/** Section 6's read gates; the two read-only keys have an inferred key to change (D243). */
export const GATES = {
  remoteAuth: { read: key('GUEST_MANAGEMENT_READ'), update: key('GUEST_MANAGEMENT_UPDATE') },
  passes: {
    read: key('TEMPORARY_PASS_SETTINGS_READ_SETTINGS'),
    update: key('TEMPORARY_PASS_SETTINGS_UPDATE_SETTINGS'),
  },
  fireKey: {
    read: key('APARTMENT_COMMUNITY_UPDATE_FIRE_KEY_SETTINGS'),
    update: key('APARTMENT_COMMUNITY_UPDATE_FIRE_KEY_SETTINGS'),
  },
  walletPasses: {
    read: key('APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS'),
    update: key('APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS'),
  },
  ble: {
    read: key('APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS'),
    update: key('APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS'),
  },
  other: { read: key('APARTMENT_COMMUNITY_READ_SETTINGS') },
  // Integrations (section 6 "Integration settings"; D253).
  intercom: { read: key('INTERCOM_UPDATE'), update: key('INTERCOM_UPDATE') },
  sensorIndustries: { read: key('SENSOR_INDUSTRIES_CREATE'), update: key('SENSOR_INDUSTRIES_CREATE') },
  /** "OCST_READ: demand response", shown only with the energy management feature toggle. */
  demandResponse: { read: key('OCST_READ'), update: key('OCST_UPDATE') },
} as const;

// ── The sections' values ──────────────────────────────────────────────────────────────────────

/** Remote authorization: a resident lets a visitor in from the app when the visitor calls from the entrance. */
export const remoteAuth = z.strictObject({
  enabled: z.boolean(),
  /** Seconds the entrance stays unlocked once the resident says yes. */
  doorHoldSeconds: z.number().int().min(3, 'at least 3 seconds').max(60, 'at most 60 seconds'),
  /** Staff at the desk may also let a visitor in remotely. */
  staffMayAuthorize: z.boolean(),
});
export type RemoteAuth = z.infer<typeof remoteAuth>;

/** Passes: which kinds may be issued, and how long one may last. The access area's pass creation follows them. */
export const MAX_PASS_DAYS = 365;
export const passRules = z.strictObject({
  vendor: z.boolean(),
  resident: z.boolean(),
  guest: z.boolean(),
  /** The longest window a pass may have, in days. */
  maxDays: z.number().int().min(1, 'at least 1 day').max(MAX_PASS_DAYS, `at most ${MAX_PASS_DAYS} days`),
});
export type PassRules = z.infer<typeof passRules>;

/** The fire key: the firekey switch the fire key tile and endpoints depend on (part 3 section 6). */
export const fireKey = z.strictObject({ enabled: z.boolean() });
export type FireKeySetting = z.infer<typeof fireKey>;

/** Wallet passes: residents' phone and watch wallets open the Allegion locks over NFC. */
export const walletPasses = z.strictObject({
  enabled: z.boolean(),
  /** Express mode: the wallet opens the door without unlocking the phone first. */
  expressMode: z.boolean(),
});
export type WalletPasses = z.infer<typeof walletPasses>;

/** BLE credentials: the app opens the smart locks over Bluetooth. */
export const BLE_UNLOCK_MODES = ['TAP', 'PROXIMITY'] as const;
export const ble = z.strictObject({
  enabled: z.boolean(),
  /** TAP: a tap in the app; PROXIMITY: the phone near the lock, in the pocket. */
  unlockMode: z.enum(BLE_UNLOCK_MODES),
  /** How near the phone must be, in metres. */
  rangeMeters: z.number().int().min(1, 'at least 1 metre').max(10, 'at most 10 metres'),
});
export type Ble = z.infer<typeof ble>;

// ── Integrations (D253) ───────────────────────────────────────────────────────────────────────

/** How the entrance panel's directory lists residents. */
export const INTERCOM_DIRECTORY_ORDERS = ['LAST_NAME', 'FIRST_NAME', 'UNIT'] as const;
/** The intercom: visitors call residents from the entrance panel; remote authorization lets them in. */
export const intercom = z.strictObject({
  enabled: z.boolean(),
  directoryOrder: z.enum(INTERCOM_DIRECTORY_ORDERS),
  /** Off: the directory shows a last name and a first initial only. */
  showFullNames: z.boolean(),
  /** Seconds a call rings the resident's app before it goes to their phone number. */
  ringSeconds: z.number().int().min(10, 'at least 10 seconds').max(60, 'at most 60 seconds'),
});
export type Intercom = z.infer<typeof intercom>;

/** Sensor industries: the community's property on the vendor's platform; on, its sensors' dashboard opens. */
export const sensorIndustries = z
  .strictObject({
    enabled: z.boolean(),
    /** The property's code on the vendor's platform. */
    propertyCode: z
      .string()
      .trim()
      .max(40, 'at most 40 characters')
      .regex(/^[A-Za-z0-9-]*$/, 'use letters, digits and dashes only'),
  })
  .refine((value) => !value.enabled || value.propertyCode !== '', {
    path: ['propertyCode'],
    message: 'the property code is needed to connect',
  });
export type SensorIndustries = z.infer<typeof sensorIndustries>;

/** Demand response: on a utility's peak event, enrolled thermostats ease off by a few degrees. */
export const demandResponse = z.strictObject({
  enrolled: z.boolean(),
  /** The most a thermostat is set back during an event, in °F. */
  maxSetbackF: z.number().int().min(1, 'at least 1 °F').max(8, 'at most 8 °F'),
  /** A resident may opt their home out of an event from the app. */
  residentsMayOptOut: z.boolean(),
  /** Hours before an event that residents are told of it. */
  noticeHours: z.number().int().min(0, 'at least 0 hours').max(48, 'at most 48 hours'),
});
export type DemandResponse = z.infer<typeof demandResponse>;

export const DEFAULTS = {
  remoteAuth: { enabled: false, doorHoldSeconds: 10, staffMayAuthorize: true } satisfies RemoteAuth,
  passes: { vendor: true, resident: true, guest: true, maxDays: MAX_PASS_DAYS } satisfies PassRules,
  walletPasses: { enabled: false, expressMode: true } satisfies WalletPasses,
  ble: { enabled: false, unlockMode: 'TAP', rangeMeters: 2 } satisfies Ble,
  intercom: { enabled: false, directoryOrder: 'LAST_NAME', showFullNames: false, ringSeconds: 30 } satisfies Intercom,
  sensorIndustries: { enabled: false, propertyCode: '' } satisfies SensorIndustries,
  demandResponse: {
    enrolled: false,
    maxSetbackF: 4,
    residentsMayOptOut: true,
    noticeHours: 24,
  } satisfies DemandResponse,
} as const;

// ── Rollouts ──────────────────────────────────────────────────────────────────────────────────

/**
 * Where one lock stands in a rollout: WAITING (not sent yet: another configuration of the lock is on
 * its way), SENDING (its command runs), APPLIED (the lock confirmed), FAILED (the lock refused or
 * never answered), SKIPPED (not sent: a newer change replaced this one, or the lock cannot take it).
 */
export const ROLLOUT_RESULTS = ['WAITING', 'SENDING', 'APPLIED', 'FAILED', 'SKIPPED'] as const;
export const rolloutResult = z.enum(ROLLOUT_RESULTS);
export type RolloutResult = z.infer<typeof rolloutResult>;

export const rollout = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  requestedBy: z.string().nullable(),
  total: z.number().int(),
  counts: z.record(rolloutResult, z.number().int()),
  /** Every lock has an end result (APPLIED, FAILED or SKIPPED). */
  finished: z.boolean(),
});
export type Rollout = z.infer<typeof rollout>;

export const rolloutDevice = z.object({
  deviceId: z.uuid(),
  name: z.string(),
  family: z.string(),
  result: rolloutResult,
  /** Why it failed or was skipped, in words. */
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type RolloutDevice = z.infer<typeof rolloutDevice>;

// ── Views ─────────────────────────────────────────────────────────────────────────────────────

const changed = {
  /** Null until someone saves the section: the built-in defaults apply. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
};

const view = <T extends z.ZodType>(values: T) => z.object({ values, ...changed });
/** A section the locks carry: its values and the last rollout (null before the first). */
const deviceView = <T extends z.ZodType>(values: T) => z.object({ values, ...changed, rollout: rollout.nullable() });

export const remoteAuthView = view(remoteAuth);
export const passRulesView = view(passRules);
export const fireKeyView = view(fireKey).extend({
  /** Fire keys not yet revoked: the setting cannot be turned off while any holds a door. */
  activeFireKeys: z.number().int(),
});
export type FireKeyView = z.infer<typeof fireKeyView>;
export const walletPassesView = deviceView(walletPasses);
export const intercomView = view(intercom);
export const sensorIndustriesView = view(sensorIndustries);
export const demandResponseView = view(demandResponse);
export const bleView = deviceView(ble);
export type DeviceSettingsView<T> = {
  values: T;
  updatedAt: string | null;
  updatedBy: string | null;
  rollout: Rollout | null;
};

/** Other: what the smart building of the community runs with, read only. */
export const otherView = z.object({
  timeZone: z.string(),
  fireKey: z.boolean(),
  sensorIndustries: z.boolean(),
  energyManagement: z.boolean(),
  /** The NFC wallet feature in this deployment (a start-up switch can turn it off). */
  nfcWallet: z.boolean(),
  remoteAuth: z.boolean(),
  ble: z.boolean(),
  walletPasses: z.boolean(),
});
export type OtherView = z.infer<typeof otherView>;

// ── Endpoints ─────────────────────────────────────────────────────────────────────────────────

const BASE = '/api/iot/settings/access-and-devices';
const INTEGRATIONS = '/api/iot/settings/integrations';

function section<V extends z.ZodType, I extends z.ZodType>(
  name: string,
  path: string,
  gates: { read: PermissionRule; update: PermissionRule },
  response: V,
  body: I,
  what: string,
  base: string = BASE,
) {
  return {
    get: defineEndpoint({
      id: `iotSettings.${name}.get`,
      method: 'GET',
      path: `${base}/${path}` as `/api/${string}`,
      summary: `The community's ${what}.`,
      access: { auth: 'session', tenant: 'community', permission: gates.read },
      response,
    }),
    update: defineEndpoint({
      id: `iotSettings.${name}.update`,
      method: 'PUT',
      path: `${base}/${path}` as `/api/${string}`,
      summary: `Changes the community's ${what}; audited.`,
      access: { auth: 'session', tenant: 'community', permission: gates.update },
      body,
      response,
    }),
  };
}

export const remoteAuthEndpoints = section(
  'remoteAuth',
  'remote-auth',
  GATES.remoteAuth,
  remoteAuthView,
  remoteAuth,
  'remote authorization settings',
);
export const passesEndpoints = section('passes', 'passes', GATES.passes, passRulesView, passRules, 'pass rules');
export const fireKeyEndpoints = section(
  'fireKey',
  'fire-key',
  GATES.fireKey,
  fireKeyView,
  fireKey,
  'fire key setting (refused off while a fire key is not revoked)',
);
export const walletPassesEndpoints = section(
  'walletPasses',
  'wallet-passes',
  GATES.walletPasses,
  walletPassesView,
  walletPasses,
  'wallet pass settings, sent to its Allegion locks (refused when the NFC feature is off)',
);
export const bleEndpoints = section(
  'ble',
  'ble',
  GATES.ble,
  bleView,
  ble,
  'BLE credential settings, sent to its Yale and Allegion locks',
);

export const intercomEndpoints = section(
  'intercom',
  'intercom',
  GATES.intercom,
  intercomView,
  intercom,
  'intercom settings',
  INTEGRATIONS,
);
export const sensorIndustriesEndpoints = section(
  'sensorIndustries',
  'sensor-industries',
  GATES.sensorIndustries,
  sensorIndustriesView,
  sensorIndustries,
  'sensor industries connection (on, its sensors dashboard opens)',
  INTEGRATIONS,
);
export const demandResponseEndpoints = section(
  'demandResponse',
  'energy-management',
  GATES.demandResponse,
  demandResponseView,
  demandResponse,
  'demand response enrollment (refused while the energy management feature is off)',
  INTEGRATIONS,
);

export const other = defineEndpoint({
  id: 'iotSettings.other.get',
  method: 'GET',
  path: `${BASE}/other`,
  summary: 'What the smart building of the community runs with: time zone, switches and features.',
  access: { auth: 'session', tenant: 'community', permission: GATES.other.read },
  response: otherView,
});

export const rolloutDevices = defineEndpoint({
  id: 'iotSettings.rollouts.devices',
  method: 'GET',
  path: '/api/iot/settings/rollouts/:rolloutId/devices',
  summary: "One page of a rollout's locks with each one's result, sorted by name.",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: { anyOf: [GATES.walletPasses.read, GATES.ble.read] },
  },
  params: z.strictObject({ rolloutId: z.uuid() }),
  query: z.strictObject({ ...listQueryFields, result: rolloutResult.optional() }),
  response: pagedResponse(rolloutDevice),
  paged: true,
});
