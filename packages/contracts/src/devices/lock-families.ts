import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { command, connection, deviceEvent, family, installState, lockAction } from './common.ts';

/**
 * The family-specific lock screens of part 3 section 2 (wired controller, Yale, Allegion, Brivo,
 * ButterflyMX), gated as section 6 says ("Wired-controller lock routes", "Smart-lock routes",
 * "Action-button gates by area"). Where the spec names no gate the choice is recorded (D185).
 * Changes a lock must carry out (location, router, configuration, install) are device commands:
 * the answer is the accepted command, followed on the socket or at the commands endpoint.
 */

const key = (name: string): PermissionRule => ({ key: name });
const allOf = (...names: string[]): PermissionRule => ({ allOf: names.map(key) });
const anyOf = (...names: string[]): PermissionRule => ({ anyOf: names.map(key) });

const lockParam = z.strictObject({ lockId: z.uuid() });
const nodeParam = z.strictObject({ nodeId: z.uuid() });
const buildingParam = z.strictObject({ gatewayId: z.uuid() });

/** A lock as the family screens show it in their header. */
export const familyLock = z.object({
  id: z.uuid(),
  name: z.string(),
  family,
  serial: z.string(),
  model: z.string().nullable(),
  firmware: z.string().nullable(),
  installState,
  connection,
  availableActions: z.array(lockAction),
  additionalReaderType: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  gatewayId: z.uuid().nullable(),
  gatewayName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type FamilyLock = z.infer<typeof familyLock>;

/** A command the lock was asked to carry out (see devices.getCommand for its progress). */
export const acceptedCommand = z.object({ commandId: z.uuid(), deviceId: z.uuid(), command });
export type AcceptedCommand = z.infer<typeof acceptedCommand>;

/** Logs are read a page at a time, newest first. */
export const LOCK_LOG_PAGE_SIZE = 25;
const logQueryFields = {
  page: z.coerce.number().int().min(0).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
};
export const lockLogQuery = z.strictObject(logQueryFields);
export const lockLog = pagedResponse(deviceEvent);
export type LockLog = z.infer<typeof lockLog>;

/** The places and gateways a lock may be moved to (select location, select router, select lock). */
export const placementOptions = z.object({
  lock: familyLock,
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), parentName: z.string().nullable() })),
  routers: z.array(z.object({ id: z.uuid(), name: z.string(), connection })),
  /** Other locks of the community (a ButterflyMX panel releases one of them). */
  doors: z.array(z.object({ id: z.uuid(), name: z.string(), family })),
});
export type PlacementOptions = z.infer<typeof placementOptions>;

export const locationInput = z.strictObject({ locationId: z.uuid().nullable() });
export type LocationInput = z.input<typeof locationInput>;
export const routerInput = z.strictObject({ gatewayId: z.uuid() });
export type RouterInput = z.input<typeof routerInput>;

/** A smart lock's configuration (Yale and Allegion), and a community's default for new locks. */
export const SOUND_VOLUMES = ['OFF', 'LOW', 'HIGH'] as const;
export const lockConfiguration = z.strictObject({
  autoLock: z.boolean(),
  /** Seconds before the lock locks itself again (when autoLock). */
  autoRelockSeconds: z.number().int().min(5).max(300),
  soundVolume: z.enum(SOUND_VOLUMES),
  privacyButton: z.boolean(),
  /** Wrong codes in a row before the keypad locks out. */
  wrongCodeLimit: z.number().int().min(1).max(10),
  wrongCodeLockoutSeconds: z.number().int().min(10).max(600),
});
export type LockConfiguration = z.infer<typeof lockConfiguration>;
export const DEFAULT_LOCK_CONFIGURATION: LockConfiguration = {
  autoLock: true,
  autoRelockSeconds: 30,
  soundVolume: 'LOW',
  privacyButton: false,
  wrongCodeLimit: 5,
  wrongCodeLockoutSeconds: 60,
};

export const lockConfigurationView = z.object({
  lock: familyLock,
  configuration: lockConfiguration,
  /** When the lock last confirmed it holds this configuration; null while a change is on its way. */
  appliedAt: z.string().nullable(),
});
export type LockConfigurationView = z.infer<typeof lockConfigurationView>;

export const defaultConfiguration = z.object({
  configuration: lockConfiguration,
  /** Null until someone saves the community's own default (the built-in one is shown). */
  updatedAt: z.string().nullable(),
});
export type DefaultConfiguration = z.infer<typeof defaultConfiguration>;

const lockEndpoint = <const P extends string>(path: P) => `/api/locks/${path}` as const;

// ── Shared by the family screens ─────────────────────────────────────────────────────────────

export const getPlacementOptions = defineEndpoint({
  id: 'devices.locks.placementOptions',
  method: 'GET',
  path: lockEndpoint(':lockId/placement-options'),
  summary:
    "A lock with the community's locations, the routers of its family and the community's other locks: what select location, select router and select lock choose from.",
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ') },
  params: lockParam,
  response: placementOptions,
});

// ── Wired door controller (PDK) ─────────────────────────────────────────────────────────────

export const READER_SLOTS = ['primary', 'secondary'] as const;

export const hardwareController = z.object({
  lock: familyLock,
  node: z.object({ id: z.uuid(), name: z.string(), externalId: z.string(), connection }).nullable(),
  controller: z.object({
    board: z.string(),
    serial: z.string(),
    firmware: z.string(),
    doorPosition: z.enum(['CLOSED', 'OPEN', 'UNKNOWN']),
    requestToExit: z.boolean(),
    tamper: z.boolean(),
    relayVoltage: z.number(),
  }),
});
export type HardwareController = z.infer<typeof hardwareController>;

export const readerConfiguration = z.object({
  lock: familyLock,
  slot: z.enum(READER_SLOTS),
  readerType: z.string(),
  cardFormat: z.string(),
  ledMode: z.string(),
  keypad: z.boolean(),
  tamperAlarm: z.boolean(),
});
export type ReaderConfiguration = z.infer<typeof readerConfiguration>;

export const nodeSettings = z.strictObject({
  timeZone: z.string().trim().min(1).max(64),
  /** How often the node reports in. */
  heartbeatSeconds: z.number().int().min(10).max(3600),
  /** After how long without a report the node counts as offline. */
  offlineAfterMinutes: z.number().int().min(1).max(1440),
  autoFirmwareUpdate: z.boolean(),
});
export type NodeSettings = z.infer<typeof nodeSettings>;
export const DEFAULT_NODE_SETTINGS: NodeSettings = {
  timeZone: 'America/New_York',
  heartbeatSeconds: 60,
  offlineAfterMinutes: 5,
  autoFirmwareUpdate: true,
};

export const cloudNode = z.object({
  id: z.uuid(),
  name: z.string(),
  externalId: z.string(),
  connection,
  doorCount: z.number().int(),
  settings: nodeSettings,
  updatedAt: z.string(),
});
export type CloudNode = z.infer<typeof cloudNode>;

export const nodeInput = z.strictObject({ name: z.string().trim().min(1).max(100), settings: nodeSettings });
export type NodeInput = z.input<typeof nodeInput>;

/** What the vendor account reports, and whether Lintel has it already. */
export const vendorItem = z.object({
  externalId: z.string(),
  name: z.string(),
  imported: z.boolean(),
  /** Lintel's id of what is imported (a gateway or a lock), null for what is not. */
  id: z.uuid().nullable(),
});
export type VendorItem = z.infer<typeof vendorItem>;
export const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Locks created from the vendor's doors, each installed by a command. */
  locksCreated: z.number().int(),
  installs: z.array(acceptedCommand),
});
export type ImportResult = z.infer<typeof importResult>;

const pdkNodes = anyOf('PDK_DOOR_UPDATE', 'PDK_CLOUD_NODE_READ_ALL');

export const getPdkHardware = defineEndpoint({
  id: 'devices.locks.pdk.hardwareController',
  method: 'GET',
  path: lockEndpoint('pdk/:lockId/hardware-controller'),
  summary: 'The hardware controller of a wired door, as its cloud node reports it.',
  access: { auth: 'session', tenant: 'community', permission: key('PDK_DOOR_READ_HARDWARE') },
  params: lockParam,
  response: hardwareController,
});

export const getPdkReader = defineEndpoint({
  id: 'devices.locks.pdk.readerConfiguration',
  method: 'GET',
  path: lockEndpoint('pdk/:lockId/reader-configuration'),
  summary:
    "A wired door's primary or secondary reader configuration; the secondary only when the door has an additional reader type.",
  access: { auth: 'session', tenant: 'community', permission: key('PDK_DOOR_READ_CONFIG') },
  params: lockParam,
  query: z.strictObject({ slot: z.enum(READER_SLOTS).default('primary') }),
  response: readerConfiguration,
});

export const listPdkNodes = defineEndpoint({
  id: 'devices.locks.pdk.listNodes',
  method: 'GET',
  path: lockEndpoint('pdk/nodes'),
  summary: "The community's cloud nodes with their settings and how many doors each serves (node settings).",
  access: { auth: 'session', tenant: 'community', permission: pdkNodes },
  response: z.array(cloudNode),
});

export const getPdkNode = defineEndpoint({
  id: 'devices.locks.pdk.getNode',
  method: 'GET',
  path: lockEndpoint('pdk/nodes/:nodeId'),
  summary: 'One cloud node with its settings (edit node).',
  access: { auth: 'session', tenant: 'community', permission: pdkNodes },
  params: nodeParam,
  response: cloudNode,
});

export const updatePdkNode = defineEndpoint({
  id: 'devices.locks.pdk.updateNode',
  method: 'PUT',
  path: lockEndpoint('pdk/nodes/:nodeId'),
  summary: 'Renames a cloud node and changes its settings (edit node); reading them is not enough (D185).',
  access: { auth: 'session', tenant: 'community', permission: key('PDK_DOOR_UPDATE') },
  params: nodeParam,
  body: nodeInput,
  response: cloudNode,
});

export const previewPdkNodes = defineEndpoint({
  id: 'devices.locks.pdk.previewNodes',
  method: 'GET',
  path: lockEndpoint('pdk/node-import'),
  summary: 'The cloud nodes the wired-controller account reports, each marked when it is imported already.',
  access: { auth: 'session', tenant: 'community', permission: key('PDK_CLOUD_NODE_READ_ALL') },
  response: z.array(vendorItem),
});

export const importPdkNodes = defineEndpoint({
  id: 'devices.locks.pdk.importNodes',
  method: 'POST',
  path: lockEndpoint('pdk/node-import'),
  summary:
    'Imports the cloud nodes the account reports: new ones are added, known ones renamed as the vendor names them; importing twice changes nothing.',
  access: { auth: 'session', tenant: 'community', permission: allOf('PDK_CLOUD_NODE_READ_ALL', 'PDK_DOOR_UPDATE') },
  response: importResult,
});

export const changePdkLocation = defineEndpoint({
  id: 'devices.locks.pdk.changeLocation',
  method: 'POST',
  path: lockEndpoint('pdk/:lockId/location'),
  summary: 'Moves a wired door to a location (change location, select location): a CHANGE_LOCATION command.',
  access: { auth: 'session', tenant: 'community', permission: key('PDK_DOOR_CHANGE_LOCATION') },
  params: lockParam,
  body: locationInput,
  response: acceptedCommand,
  status: 202,
});

// ── Yale ─────────────────────────────────────────────────────────────────────────────────────

export const auditRequest = z
  .strictObject({ from: z.iso.date(), to: z.iso.date() })
  .refine((r) => r.from <= r.to, { message: 'The start must not be after the end.', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 31 * 86_400_000, {
    message: 'Ask for at most 31 days at a time.',
    path: ['to'],
  });
export type AuditRequest = z.input<typeof auditRequest>;
export const auditRequestResult = z.object({ received: z.number().int(), added: z.number().int() });

export const yaleNotificationLog = defineEndpoint({
  id: 'devices.locks.yale.notificationLog',
  method: 'GET',
  path: lockEndpoint('yale/:lockId/notification-log'),
  summary: "A smart lock's notifications and the audit entries fetched from it, newest first.",
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_READ') },
  params: lockParam,
  query: lockLogQuery,
  response: lockLog,
  paged: true,
});

export const requestYaleAudits = defineEndpoint({
  id: 'devices.locks.yale.requestAudits',
  method: 'POST',
  path: lockEndpoint('yale/:lockId/audit-requests'),
  summary:
    'Asks the lock for its audit log between two days; the entries join the notification log (each once, however often asked).',
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_REQUEST_AUDIT_LOGS') },
  params: lockParam,
  body: auditRequest,
  response: auditRequestResult,
});

export const getYaleConfiguration = defineEndpoint({
  id: 'devices.locks.yale.getConfiguration',
  method: 'GET',
  path: lockEndpoint('yale/:lockId/configuration'),
  summary: "A smart lock's configuration (lock configuration).",
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_READ_CONFIG') },
  params: lockParam,
  response: lockConfigurationView,
});

export const updateYaleConfiguration = defineEndpoint({
  id: 'devices.locks.yale.updateConfiguration',
  method: 'PUT',
  path: lockEndpoint('yale/:lockId/configuration'),
  summary: 'Sends a new configuration to a smart lock: a CONFIGURE command.',
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_UPDATE_CONFIG') },
  params: lockParam,
  body: lockConfiguration,
  response: acceptedCommand,
  status: 202,
});

export const yaleConnectionLog = defineEndpoint({
  id: 'devices.locks.yale.connectionLog',
  method: 'GET',
  path: lockEndpoint('yale/:lockId/connection-log'),
  summary: "A smart lock's connection log, newest first.",
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_READ_CONNECTION_LOG_LIST') },
  params: lockParam,
  query: lockLogQuery,
  response: lockLog,
  paged: true,
});

export const getYaleDefaultConfiguration = defineEndpoint({
  id: 'devices.locks.yale.getDefaultConfiguration',
  method: 'GET',
  path: lockEndpoint('yale/default-configuration'),
  summary: "The configuration the community's new smart locks are installed with.",
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_INSTALL') },
  response: defaultConfiguration,
});

export const updateYaleDefaultConfiguration = defineEndpoint({
  id: 'devices.locks.yale.updateDefaultConfiguration',
  method: 'PUT',
  path: lockEndpoint('yale/default-configuration'),
  summary: "Saves the community's default smart-lock configuration (locks installed from now on get it).",
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_INSTALL') },
  body: lockConfiguration,
  response: defaultConfiguration,
});

export const changeYaleRouter = defineEndpoint({
  id: 'devices.locks.yale.changeRouter',
  method: 'POST',
  path: lockEndpoint('yale/:lockId/router'),
  summary: 'Moves a smart lock to another of the community’s routers (select router): a CHANGE_ROUTER command.',
  access: { auth: 'session', tenant: 'community', permission: key('YALE_LOCK_UPDATE') },
  params: lockParam,
  body: routerInput,
  response: acceptedCommand,
  status: 202,
});

// ── Allegion ─────────────────────────────────────────────────────────────────────────────────

export const ALLEGION_LOG_KINDS = ['CONNECTION', 'AUDIT'] as const;

export const getAllegionConfiguration = defineEndpoint({
  id: 'devices.locks.allegion.getConfiguration',
  method: 'GET',
  path: lockEndpoint('allegion/:lockId/configuration'),
  summary: "An Allegion lock's configuration (lock configuration; reading it needs only the lock).",
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ') },
  params: lockParam,
  response: lockConfigurationView,
});

export const updateAllegionConfiguration = defineEndpoint({
  id: 'devices.locks.allegion.updateConfiguration',
  method: 'PUT',
  path: lockEndpoint('allegion/:lockId/configuration'),
  summary: 'Sends a new configuration to an Allegion lock: a CONFIGURE command.',
  access: { auth: 'session', tenant: 'community', permission: key('ALLEGION_LOCK_UPDATE_CONFIG') },
  params: lockParam,
  body: lockConfiguration,
  response: acceptedCommand,
  status: 202,
});

export const allegionLogs = defineEndpoint({
  id: 'devices.locks.allegion.logs',
  method: 'GET',
  path: lockEndpoint('allegion/:lockId/logs'),
  summary: "An Allegion lock's connection or audit log, newest first.",
  access: { auth: 'session', tenant: 'community', permission: key('ALLEGION_LOCK_READ_AUDIT_AND_CONNECTION_LOGS') },
  params: lockParam,
  query: z.strictObject({ ...logQueryFields, kind: z.enum(ALLEGION_LOG_KINDS).default('CONNECTION') }),
  response: lockLog,
  paged: true,
});

export const getAllegionDefaultConfiguration = defineEndpoint({
  id: 'devices.locks.allegion.getDefaultConfiguration',
  method: 'GET',
  path: lockEndpoint('allegion/default-configuration'),
  summary: "The configuration the community's new Allegion locks are installed with.",
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_DEFAULT_CONFIG_READ') },
  response: defaultConfiguration,
});

export const updateAllegionDefaultConfiguration = defineEndpoint({
  id: 'devices.locks.allegion.updateDefaultConfiguration',
  method: 'PUT',
  path: lockEndpoint('allegion/default-configuration'),
  summary: "Saves the community's default Allegion configuration (locks installed from now on get it).",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: allOf('LOCK_DEFAULT_CONFIG_READ', 'ALLEGION_LOCK_UPDATE_CONFIG'),
  },
  body: lockConfiguration,
  response: defaultConfiguration,
});

export const changeAllegionLocation = defineEndpoint({
  id: 'devices.locks.allegion.changeLocation',
  method: 'POST',
  path: lockEndpoint('allegion/:lockId/location'),
  summary: 'Assigns an Allegion lock to a location (select location): a CHANGE_LOCATION command.',
  access: { auth: 'session', tenant: 'community', permission: key('ALLEGION_LOCK_ASSIGN_LOCATION') },
  params: lockParam,
  body: locationInput,
  response: acceptedCommand,
  status: 202,
});

export const changeAllegionRouter = defineEndpoint({
  id: 'devices.locks.allegion.changeRouter',
  method: 'POST',
  path: lockEndpoint('allegion/:lockId/router'),
  summary: 'Moves an Allegion lock to another gateway (select router): a CHANGE_ROUTER command.',
  access: { auth: 'session', tenant: 'community', permission: key('ALLEGION_LOCK_CHANGE_ROUTER') },
  params: lockParam,
  body: routerInput,
  response: acceptedCommand,
  status: 202,
});

// ── Brivo ────────────────────────────────────────────────────────────────────────────────────

export const vendorSite = vendorItem.extend({ doors: z.array(vendorItem) });
export type VendorSite = z.infer<typeof vendorSite>;

export const brivoAccount = z.object({
  connected: z.boolean(),
  sites: z.number().int(),
  locks: z.number().int(),
  installedLocks: z.number().int(),
});
export type BrivoAccount = z.infer<typeof brivoAccount>;

export const previewBrivoSites = defineEndpoint({
  id: 'devices.locks.brivo.previewSites',
  method: 'GET',
  path: lockEndpoint('brivo/site-import'),
  summary: 'The sites and doors the Brivo account reports, each marked when it is imported already.',
  access: { auth: 'session', tenant: 'community', permission: key('BRIVO_SITES_READ_LIST') },
  response: z.array(vendorSite),
});

export const importBrivoSites = defineEndpoint({
  id: 'devices.locks.brivo.importSites',
  method: 'POST',
  path: lockEndpoint('brivo/site-import'),
  summary:
    'Imports the Brivo sites as gateways and their doors as locks, each door installed by a command; importing again adds only what is new and reinstalls doors a disconnect took out (D187).',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: allOf('BRIVO_SITES_READ_LIST', 'BRIVO_DEVICES_CHANGE_LOCATION'),
  },
  response: importResult,
});

export const getBrivoAccount = defineEndpoint({
  id: 'devices.locks.brivo.account',
  method: 'GET',
  path: lockEndpoint('brivo/account'),
  summary: 'Whether the Brivo account is connected, with its sites and locks (what disconnect would take out).',
  access: { auth: 'session', tenant: 'community', permission: key('BRIVO_AUTHENTICATION_READ') },
  response: brivoAccount,
});

export const disconnectBrivo = defineEndpoint({
  id: 'devices.locks.brivo.disconnect',
  method: 'POST',
  path: lockEndpoint('brivo/disconnect'),
  summary:
    'Disconnects the Brivo account: every Brivo lock is uninstalled by a command (its history stays) and the sites go offline (D187).',
  access: { auth: 'session', tenant: 'community', permission: key('BRIVO_AUTHENTICATION_DELETE') },
  response: z.object({ uninstalls: z.array(acceptedCommand), sites: z.number().int() }),
});

export const changeBrivoLocation = defineEndpoint({
  id: 'devices.locks.brivo.changeLocation',
  method: 'POST',
  path: lockEndpoint('brivo/:lockId/location'),
  summary: 'Moves a Brivo door to a location (select location): a CHANGE_LOCATION command.',
  access: { auth: 'session', tenant: 'community', permission: key('BRIVO_DEVICES_CHANGE_LOCATION') },
  params: lockParam,
  body: locationInput,
  response: acceptedCommand,
  status: 202,
});

// ── ButterflyMX ──────────────────────────────────────────────────────────────────────────────

/** What a ButterflyMX building offers to install: its video panels and the doors they release. */
export const BMX_LOCK_TYPES = ['PANEL', 'DOOR'] as const;
export const bmxLockType = z.enum(BMX_LOCK_TYPES);
export type BmxLockType = z.infer<typeof bmxLockType>;

const bmxWrite = key('BMX_AUTHENTICATION_UPDATE');
const bmxRead = key('LOCK_READ_LIST');

export const bmxInstallInput = z.strictObject({
  lockType: bmxLockType,
  externalIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Choose at least one device.')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'each device may be listed once'),
});
export type BmxInstallInput = z.input<typeof bmxInstallInput>;

export const releasedLockInput = z.strictObject({ releasedLockId: z.uuid().nullable() });
export type ReleasedLockInput = z.input<typeof releasedLockInput>;

export const previewBmxBuildings = defineEndpoint({
  id: 'devices.locks.butterflymx.previewBuildings',
  method: 'GET',
  path: lockEndpoint('butterflymx/building-import'),
  summary: 'The buildings the ButterflyMX account reports, each marked when it is imported already.',
  access: { auth: 'session', tenant: 'community', permission: bmxRead },
  response: z.array(vendorItem),
});

export const importBmxBuildings = defineEndpoint({
  id: 'devices.locks.butterflymx.importBuildings',
  method: 'POST',
  path: lockEndpoint('butterflymx/building-import'),
  summary: 'Imports the ButterflyMX buildings as gateways; importing twice changes nothing.',
  access: { auth: 'session', tenant: 'community', permission: bmxWrite },
  response: importResult,
});

export const listBmxInstallable = defineEndpoint({
  id: 'devices.locks.butterflymx.installable',
  method: 'GET',
  path: lockEndpoint('butterflymx/buildings/:gatewayId/devices'),
  summary: 'The devices of one lock type a ButterflyMX building reports, each marked when it is installed already.',
  access: { auth: 'session', tenant: 'community', permission: bmxRead },
  params: buildingParam,
  query: z.strictObject({ lockType: bmxLockType.default('PANEL') }),
  response: z.object({ building: z.object({ id: z.uuid(), name: z.string() }), devices: z.array(vendorItem) }),
});

export const installBmx = defineEndpoint({
  id: 'devices.locks.butterflymx.install',
  method: 'POST',
  path: lockEndpoint('butterflymx/buildings/:gatewayId/installs'),
  summary: 'Installs the chosen devices of a ButterflyMX building as locks, each by an INSTALL command.',
  access: { auth: 'session', tenant: 'community', permission: bmxWrite },
  params: buildingParam,
  body: bmxInstallInput,
  response: z.object({ installs: z.array(acceptedCommand) }),
  status: 202,
});

export const changeBmxLocation = defineEndpoint({
  id: 'devices.locks.butterflymx.changeLocation',
  method: 'POST',
  path: lockEndpoint('butterflymx/:lockId/location'),
  summary: 'Moves a ButterflyMX device to a location (select location): a CHANGE_LOCATION command.',
  access: { auth: 'session', tenant: 'community', permission: bmxWrite },
  params: lockParam,
  body: locationInput,
  response: acceptedCommand,
  status: 202,
});

export const selectBmxLock = defineEndpoint({
  id: 'devices.locks.butterflymx.selectLock',
  method: 'PUT',
  path: lockEndpoint('butterflymx/:lockId/released-lock'),
  summary: 'Chooses the door lock a ButterflyMX panel releases (select lock), or none (D188).',
  access: { auth: 'session', tenant: 'community', permission: bmxWrite },
  params: lockParam,
  body: releasedLockInput,
  response: z.object({ lock: familyLock, releasedLockId: z.uuid().nullable() }),
});
