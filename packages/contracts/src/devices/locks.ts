import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import {
  connection,
  deviceEvent,
  deviceState,
  eventKind,
  installState,
  type LockAction,
  type LockFamily,
  lockAction,
  lockFamily,
} from './common.ts';

/**
 * Locks, common (spec part 3 section 2 "Locks (common)" and each family's details route): the list,
 * a lock, the community's access history, a lock's history, install, and the eight lock actions.
 * Which key a family needs for history, install and each action is in the maps below (part 3
 * section 6; D181, D182); the routes accept any of a family's keys and the service checks the one of
 * the lock's family.
 */

const key = (k: string): PermissionRule => ({ key: k });

/** A lock: the device state every kind shares, of a lock family. */
export const lock = deviceState.extend({ family: lockFamily });
export type Lock = z.infer<typeof lock>;

/** Sortable columns of the locks list. */
export const LOCK_SORT_FIELDS = [
  'name',
  'family',
  'serial',
  'installState',
  'connection',
  'battery',
  'lastSeenAt',
] as const;

export const lockListQuery = z.strictObject({
  ...listQueryFields,
  family: lockFamily.optional(),
  installState: installState.optional(),
  connection: connection.optional(),
  /** Only locks whose battery is at or under LOW_BATTERY_PERCENT. */
  lowBattery: z.enum(['true', 'false']).optional(),
});
export type LockListQuery = z.input<typeof lockListQuery>;

/** Part 3 section 6: the lock list. */
export const listLocks = defineEndpoint({
  id: 'devices.listLocks',
  method: 'GET',
  path: '/api/locks',
  summary: 'The locks of the community, every family, paged and sorted on the server, with filters.',
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ_LIST') },
  query: lockListQuery,
  response: pagedResponse(lock),
  paged: true,
});

export const lockIdParam = z.strictObject({ lockId: z.uuid() });

/** Part 3 section 6, wired-controller lock routes: LOCK_READ for details (every family's details page). */
export const getLock = defineEndpoint({
  id: 'devices.getLock',
  method: 'GET',
  path: '/api/locks/:lockId',
  summary: 'One lock: its states, the actions it offers now, its reader type, gateway, location and unit.',
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ') },
  params: lockIdParam,
  response: lock,
});

/** An entry of a history: what a lock reported or was done to it. */
export const lockEvent = deviceEvent.extend({ family: lockFamily });
export type LockEvent = z.infer<typeof lockEvent>;

export const accessHistoryQuery = z.strictObject({
  ...listQueryFields,
  family: lockFamily.optional(),
  lockId: z.uuid().optional(),
});

/** Part 3 section 6: ACCESS_LOG_READ_ALL for access history. Door openings of every lock, newest first. */
export const listAccessHistory = defineEndpoint({
  id: 'devices.listAccessHistory',
  method: 'GET',
  path: '/api/locks/access-history',
  summary: 'The door openings of every lock of the community, newest first, paged by token.',
  access: { auth: 'session', tenant: 'community', permission: key('ACCESS_LOG_READ_ALL') },
  query: accessHistoryQuery,
  response: pagedResponse(lockEvent),
  paged: true,
});

/**
 * Who may read a lock's history, by family (part 3 section 6; Brivo and ButterflyMX: D181). The
 * history of a wired door is its audit log (every event); the others' is their access log.
 */
export const HISTORY_KEYS: Readonly<Record<LockFamily, string>> = {
  PDK: 'PDK_AUDIT_LOGS_READ_LIST',
  YALE: 'ACCESS_LOG_READ_ALL',
  ALLEGION: 'ALLEGION_LOCK_READ_ACCESS_LOGS',
  BRIVO: 'BRIVO_DEVICES_READ_DETAILS',
  BUTTERFLYMX: 'ACCESS_LOG_READ_ALL',
};

const anyKeyOf = (keys: readonly string[]): PermissionRule => ({ anyOf: [...new Set(keys)].map(key) });

export const lockHistoryQuery = z.strictObject({ ...listQueryFields, kind: eventKind.optional() });

export const listLockHistory = defineEndpoint({
  id: 'devices.listLockHistory',
  method: 'GET',
  path: '/api/locks/:lockId/history',
  summary: "A lock's events, newest first, paged by token; the key needed depends on the lock's family.",
  access: { auth: 'session', tenant: 'community', permission: anyKeyOf(Object.values(HISTORY_KEYS)) },
  params: lockIdParam,
  query: lockHistoryQuery,
  response: pagedResponse(lockEvent),
  paged: true,
});

/**
 * Who may install a lock of a family (part 3 section 6: Yale and PDK; Allegion, Brivo and
 * ButterflyMX: D182). PDK accepts either of its two keys.
 */
export const INSTALL_KEYS: Readonly<Record<LockFamily, readonly string[]>> = {
  PDK: ['PDK_DOOR_UPDATE', 'PDK_CLOUD_NODE_READ_ALL'],
  YALE: ['YALE_LOCK_INSTALL'],
  ALLEGION: ['ALLEGION_LOCK_UPDATE_CONFIG'],
  BRIVO: ['BRIVO_DEVICES_CHANGE_LOCATION'],
  BUTTERFLYMX: ['BMX_AUTHENTICATION_UPDATE'],
};

export const lockInstallInput = z.strictObject({
  family: lockFamily,
  name: z.string().trim().min(1, 'required').max(100, 'at most 100 characters'),
  serial: z
    .string()
    .trim()
    .min(1, 'required')
    .max(100, 'at most 100 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits, dot, colon, dash or underscore only'),
  gatewayId: z.uuid().nullish(),
  locationId: z.uuid().nullish(),
  unitId: z.uuid().nullish(),
});
export type LockInstallInput = z.input<typeof lockInstallInput>;

export const commandAccepted = z.object({ lock, commandId: z.uuid() });

export const installLock = defineEndpoint({
  id: 'devices.installLock',
  method: 'POST',
  path: '/api/locks',
  summary: 'Installs a lock: the row is written INSTALLING and its install command queued; follow the command.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: anyKeyOf(Object.values(INSTALL_KEYS).flat()),
  },
  body: lockInstallInput,
  response: commandAccepted,
  status: 202,
  idempotent: true,
});

/**
 * The key each family needs for each lock action (part 3 section 6, action-button gates by area;
 * D181). A family missing from an action's map never offers that action.
 */
export const ACTION_KEYS: Readonly<Record<LockAction, Partial<Record<LockFamily, string>>>> = {
  CHANGE_LOCATION: {
    PDK: 'PDK_DOOR_CHANGE_LOCATION',
    ALLEGION: 'ALLEGION_LOCK_ASSIGN_LOCATION',
    BRIVO: 'BRIVO_DEVICES_CHANGE_LOCATION',
    BUTTERFLYMX: 'BMX_AUTHENTICATION_UPDATE',
  },
  CHANGE_ROUTER: { YALE: 'YALE_LOCK_UPDATE', ALLEGION: 'ALLEGION_LOCK_CHANGE_ROUTER' },
  RE_SYNC_DATABASE: { YALE: 'YALE_LOCK_RE_SYNC_DATABASE', ALLEGION: 'ALLEGION_LOCK_RE_SYNC_DATABASE' },
  SEND_SECURITY_TOKEN: { ALLEGION: 'ALLEGION_LOCK_FORCE_SECURITY_TOKEN' },
  SYNC_TIME: { ALLEGION: 'ALLEGION_LOCK_SYNC_TIME' },
  DELETE_LOCK: { PDK: 'PDK_DOOR_DELETE', ALLEGION: 'ALLEGION_LOCK_RETURN_TO_AVAILABLE' },
  READ_CONFIG: {
    PDK: 'PDK_DOOR_READ_CONFIG',
    YALE: 'YALE_LOCK_UPDATE_CONFIG',
    ALLEGION: 'ALLEGION_LOCK_REQUEST_READ_CONFIG',
  },
  SEND_SCAN_CONNECTION_LOGS: { YALE: 'LOCK_REQUEST_AUDIT_LOGS', ALLEGION: 'LOCK_REQUEST_AUDIT_LOGS' },
};

/** The key a family needs for an action, or null when the family never offers it. */
export function actionKey(family: LockFamily, action: LockAction): string | null {
  return ACTION_KEYS[action][family] ?? null;
}

export const lockActionParams = z.strictObject({ lockId: z.uuid(), action: lockAction });

export const lockActionInput = z.strictObject({
  /** CHANGE_LOCATION: the location to move to (null takes the lock off any location). */
  locationId: z.uuid().nullish(),
  /** CHANGE_ROUTER: the router to pair with. */
  gatewayId: z.uuid().nullish(),
});
export type LockActionInput = z.input<typeof lockActionInput>;

export const runLockAction = defineEndpoint({
  id: 'devices.runLockAction',
  method: 'POST',
  path: '/api/locks/:lockId/actions/:action',
  summary:
    'Runs one of the eight lock actions, if the lock offers it now and the caller holds its family key; follow the command.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: anyKeyOf(Object.values(ACTION_KEYS).flatMap((byFamily) => Object.values(byFamily))),
  },
  params: lockActionParams,
  body: lockActionInput,
  response: commandAccepted,
  status: 202,
});

/** A place a lock can be put: a node of the community's location tree, flattened (D183). */
export const lockPlace = z.object({ id: z.uuid(), parentId: z.uuid().nullable(), name: z.string() });
export type LockPlace = z.infer<typeof lockPlace>;

/** What the install and change-location forms offer: the community's locations, units and gateways by family. */
export const lockChoices = z.object({
  locations: z.array(lockPlace),
  /** The community's units by name (a lock may serve one unit's door). */
  units: z.array(z.object({ id: z.uuid(), name: z.string() })),
  gateways: z.array(z.object({ id: z.uuid(), family: lockFamily, kind: z.string(), name: z.string(), connection })),
});
export type LockChoices = z.infer<typeof lockChoices>;

export const getLockChoices = defineEndpoint({
  id: 'devices.getLockChoices',
  method: 'GET',
  path: '/api/locks/choices',
  summary: 'The locations, units and gateways a lock can be installed at, moved to or paired with.',
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ') },
  response: lockChoices,
});

/** Per family: how many locks, how many installed, offline, low on battery (the management hub). */
export const lockFamilyCount = z.object({
  family: lockFamily,
  total: z.number().int(),
  installed: z.number().int(),
  offline: z.number().int(),
  lowBattery: z.number().int(),
});

export const getLockCounts = defineEndpoint({
  id: 'devices.getLockCounts',
  method: 'GET',
  path: '/api/locks/counts',
  summary: 'The locks of each family: total, installed, offline and low on battery.',
  access: { auth: 'session', tenant: 'community', permission: key('LOCK_READ_LIST') },
  response: z.array(lockFamilyCount),
});
