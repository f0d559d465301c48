import { devices } from '@lintel/contracts';
import type { Command, EventKind, LockFamily } from '@lintel/contracts/devices/common';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { insertEvents } from './engine/commands.repository.ts';
import { requestCommand, startInstall } from './engine/commands.service.ts';
import { vendorDirectory } from './engine/vendor-directory.ts';
import * as repository from './lock-families.repository.ts';

/**
 * The family-specific lock screens (part 3 section 2). Reads come from the device rows, their
 * history (device_events) and, for what only the vendor knows, the vendor directory (D189). Every
 * change a lock must carry out is a device command (requestCommand): location, router,
 * configuration, install and uninstall; what is Lintel's own (node settings, default
 * configurations, which door a panel releases) is written here.
 */
type LockConfiguration = devices.lockFamilies.LockConfiguration;
type Query = { page?: number; size?: number };

const { DEFAULT_LOCK_CONFIGURATION, DEFAULT_NODE_SETTINGS, lockConfiguration, nodeSettings } = devices.lockFamilies;

async function lockOf(scope: CommunityScope, lockId: string, family: LockFamily) {
  return found(await repository.findLock(scope, lockId, family));
}

async function accepted(scope: CommunityScope, lockId: string, command: Command, params: Record<string, unknown>) {
  const { commandId, deviceId } = await requestCommand(scope, lockId, command, params);
  return { commandId, deviceId, command };
}

/** A lock row made for an install, its INSTALL command queued with it. */
async function installed(scope: CommunityScope, lockId: string, params: Record<string, unknown>) {
  const { commandId, deviceId, command } = await startInstall(scope, lockId, params);
  return { commandId, deviceId, command };
}

// ── Shared ───────────────────────────────────────────────────────────────────────────────────

/** The gateways a lock of each family is moved between (the others have none to choose). */
const ROUTER_KIND: Partial<Record<LockFamily, string>> = { YALE: 'ROUTER', ALLEGION: 'ROUTER' };

export async function placementOptions(scope: CommunityScope, lockId: string) {
  const lock = found(await repository.findAnyLock(scope, lockId));
  const family = lock.family as LockFamily;
  const kind = ROUTER_KIND[family];
  const [locations, routers, doors] = await Promise.all([
    repository.locations(scope),
    kind ? repository.listGateways(scope, family, kind) : Promise.resolve([]),
    family === 'BUTTERFLYMX' ? repository.otherLocks(scope, lockId) : Promise.resolve([]),
  ]);
  return {
    lock,
    locations,
    routers: routers.map(({ id, name, connection }) => ({ id, name, connection })),
    doors,
  };
}

/** Moves a lock of the family to a location (or none): the CHANGE_LOCATION command. */
export async function changeLocation(
  scope: CommunityScope,
  lockId: string,
  family: LockFamily,
  locationId: string | null,
) {
  await lockOf(scope, lockId, family);
  if (locationId && !(await repository.locationExists(scope, locationId)))
    throw new AppError('CBR_REFERENCE_NOT_FOUND');
  return accepted(scope, lockId, 'CHANGE_LOCATION', { locationId });
}

/** Moves a lock to another router of its family: the CHANGE_ROUTER command. */
export async function changeRouter(scope: CommunityScope, lockId: string, family: LockFamily, gatewayId: string) {
  await lockOf(scope, lockId, family);
  if (!(await repository.findGateway(scope, family, 'ROUTER', gatewayId)))
    throw new AppError('CBR_REFERENCE_NOT_FOUND');
  return accepted(scope, lockId, 'CHANGE_ROUTER', { gatewayId });
}

async function log(scope: CommunityScope, lockId: string, family: LockFamily, kinds: EventKind[], query: Query) {
  await lockOf(scope, lockId, family);
  return repository.eventsPage(scope, lockId, kinds, query);
}

// ── Configuration (Yale, Allegion) ───────────────────────────────────────────────────────────

/** The community's default for the family, or the built-in one until someone saves one. */
export async function defaultConfiguration(scope: CommunityScope, family: 'YALE' | 'ALLEGION') {
  const row = await repository.findDefault(scope, family);
  const parsed = lockConfiguration.safeParse(row?.configuration);
  return {
    configuration: parsed.success ? parsed.data : DEFAULT_LOCK_CONFIGURATION,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function saveDefaultConfiguration(
  scope: CommunityScope,
  family: 'YALE' | 'ALLEGION',
  configuration: LockConfiguration,
) {
  await repository.saveDefault(scope, family, configuration);
  return defaultConfiguration(scope, family);
}

/**
 * A lock's configuration: what it was last sent (devices.config.lockConfiguration), or else the
 * community's default. `appliedAt` is when the lock confirmed it: null while a CONFIGURE is on its way.
 */
export async function configuration(scope: CommunityScope, lockId: string, family: 'YALE' | 'ALLEGION') {
  const lock = await lockOf(scope, lockId, family);
  const config = await repository.lockConfig(scope, lockId);
  const stored = lockConfiguration.safeParse(config.lockConfiguration);
  const configurationNow = stored.success ? stored.data : (await defaultConfiguration(scope, family)).configuration;
  const pending = lock.installState === 'CONFIGURING' || lock.installState === 'CONFIGURATION_ERROR';
  return {
    lock,
    configuration: configurationNow,
    appliedAt: pending ? null : typeof config.configuredAt === 'string' ? config.configuredAt : lock.lastSeenAt,
  };
}

/** Sends a configuration to the lock: kept with the lock and carried out by a CONFIGURE command. */
export async function configure(
  scope: CommunityScope,
  lockId: string,
  family: 'YALE' | 'ALLEGION',
  next: LockConfiguration,
) {
  await lockOf(scope, lockId, family);
  const command = await accepted(scope, lockId, 'CONFIGURE', { configuration: next });
  await repository.mergeLockConfig(scope, lockId, { lockConfiguration: next, configuredAt: scope.now.toISOString() });
  return command;
}

// ── PDK ──────────────────────────────────────────────────────────────────────────────────────

export async function hardwareController(scope: CommunityScope, lockId: string) {
  const lock = await lockOf(scope, lockId, 'PDK');
  const ref = await repository.lockRef(scope, lockId);
  const node = lock.gatewayId ? await repository.findGateway(scope, 'PDK', 'CLOUD_NODE', lock.gatewayId) : undefined;
  const controller = await vendorDirectory().readHardware(ref);
  return {
    lock,
    node: node ? { id: node.id, name: node.name, externalId: node.externalId, connection: node.connection } : null,
    controller,
  };
}

/** A reader of a wired door: what is stored with the lock (config.readers) or what the node reports. */
export async function readerConfiguration(scope: CommunityScope, lockId: string, slot: 'primary' | 'secondary') {
  const lock = await lockOf(scope, lockId, 'PDK');
  // The secondary reader exists only on a door with an additional reader type (part 3 section 6).
  if (slot === 'secondary' && !lock.additionalReaderType) throw new AppError('RECORD_NOT_FOUND');
  const ref = await repository.lockRef(scope, lockId);
  const stored = (ref.config.readers as Record<string, Record<string, unknown>> | undefined)?.[slot];
  const reported = await vendorDirectory().readReader(ref, slot);
  return { lock, slot, ...reported, ...(stored ?? {}) };
}

function toNode(row: NonNullable<Awaited<ReturnType<typeof repository.findGateway>>>) {
  const settings = nodeSettings.safeParse({ ...DEFAULT_NODE_SETTINGS, ...row.settings });
  return {
    id: row.id,
    name: row.name,
    externalId: row.externalId,
    connection: row.connection,
    doorCount: Number(row.doorCount ?? 0),
    settings: settings.success ? settings.data : DEFAULT_NODE_SETTINGS,
    updatedAt: row.updatedAt,
  } as devices.lockFamilies.CloudNode;
}

export async function listNodes(scope: CommunityScope) {
  return (await repository.listGateways(scope, 'PDK', 'CLOUD_NODE')).map(toNode);
}

export async function getNode(scope: CommunityScope, nodeId: string) {
  return toNode(found(await repository.findGateway(scope, 'PDK', 'CLOUD_NODE', nodeId)));
}

export async function updateNode(scope: CommunityScope, nodeId: string, input: devices.lockFamilies.NodeInput) {
  const node = found(await repository.findGateway(scope, 'PDK', 'CLOUD_NODE', nodeId));
  // The vendor's other settings keys, if any, are kept.
  await repository.updateGateway(scope, nodeId, {
    name: input.name,
    settings: { ...node.settings, ...input.settings },
  });
  return getNode(scope, nodeId);
}

// ── Imports (PDK nodes, Brivo sites, ButterflyMX buildings) ──────────────────────────────────

const GATEWAY_KIND = { PDK: 'CLOUD_NODE', BRIVO: 'SITE', BUTTERFLYMX: 'BUILDING' } as const;
type ImportFamily = keyof typeof GATEWAY_KIND;

export async function previewGateways(scope: CommunityScope, family: ImportFamily) {
  const [reported, known] = await Promise.all([
    vendorDirectory().listGateways(family, scope.communityId),
    repository.gatewaysByExternalId(scope, family),
  ]);
  return reported.map((g) => ({
    externalId: g.externalId,
    name: g.name,
    imported: known.has(g.externalId),
    id: known.get(g.externalId)?.id ?? null,
  }));
}

/**
 * Adds the gateways the account reports that Lintel lacks and renames (and brings back online) the
 * ones it has; gateways the account no longer reports are left alone (their devices keep their
 * history). Run twice, the second run creates nothing.
 */
async function importGateways(scope: CommunityScope, family: ImportFamily) {
  const reported = await vendorDirectory().listGateways(family, scope.communityId);
  const known = await repository.gatewaysByExternalId(scope, family);
  let created = 0;
  let updated = 0;
  const ids = new Map<string, string>();
  for (const gateway of reported) {
    const existing = known.get(gateway.externalId);
    if (!existing) {
      ids.set(
        gateway.externalId,
        await repository.insertGateway(scope, { family, kind: GATEWAY_KIND[family], ...gateway }),
      );
      created++;
    } else {
      ids.set(gateway.externalId, existing.id);
      if (existing.name !== gateway.name || existing.connection !== 'ONLINE') {
        await repository.touchGateway(scope, existing.id, gateway.name, 'ONLINE');
        updated++;
      }
    }
  }
  return { created, updated, ids };
}

export async function importNodes(scope: CommunityScope) {
  const { created, updated } = await importGateways(scope, 'PDK');
  return { created, updated, locksCreated: 0, installs: [] };
}

export async function previewBrivoSites(scope: CommunityScope) {
  const sites = await previewGateways(scope, 'BRIVO');
  const locks = await repository.locksBySerial(scope, 'BRIVO');
  return Promise.all(
    sites.map(async (site) => ({
      ...site,
      doors: (await vendorDirectory().listDoors('BRIVO', scope.communityId, site.externalId)).map((door) => ({
        externalId: door.externalId,
        name: door.name,
        imported: locks.get(door.externalId)?.installState === 'INSTALLED',
        id: locks.get(door.externalId)?.id ?? null,
      })),
    })),
  );
}

/**
 * Brivo import (D187): sites become gateways and their doors locks, each installed by a command
 * (the vendor's door id is the lock's serial). A door already installed is left alone; one a
 * disconnect uninstalled is installed again.
 */
export async function importBrivoSites(scope: CommunityScope) {
  const { created, updated, ids } = await importGateways(scope, 'BRIVO');
  const locks = await repository.locksBySerial(scope, 'BRIVO');
  const installs = [];
  let locksCreated = 0;
  for (const [externalId, gatewayId] of ids) {
    for (const door of await vendorDirectory().listDoors('BRIVO', scope.communityId, externalId)) {
      const lock = locks.get(door.externalId);
      if (lock && lock.installState !== 'UNINSTALLED') continue;
      const lockId =
        lock?.id ??
        (await repository.insertLock(scope, {
          family: 'BRIVO',
          name: door.name,
          serial: door.externalId,
          gatewayId,
          config: {},
        }));
      if (!lock) locksCreated++;
      installs.push(await installed(scope, lockId, {}));
    }
  }
  return { created, updated, locksCreated, installs };
}

export async function brivoAccount(scope: CommunityScope) {
  const sites = await repository.listGateways(scope, 'BRIVO', 'SITE');
  const counts = await repository.countFamilyLocks(scope, 'BRIVO');
  const locks = counts.reduce((sum, row) => sum + row.n, 0);
  const installedLocks = counts.filter((row) => row.installState !== 'UNINSTALLED').reduce((s, r) => s + r.n, 0);
  return {
    connected: sites.some((site) => site.connection === 'ONLINE'),
    sites: sites.length,
    locks,
    installedLocks,
  };
}

/**
 * Disconnecting the Brivo account (D187): every Brivo lock not yet uninstalled is uninstalled by
 * a command (the rows stay, so access history keeps its doors), and the sites go offline. A later
 * import reconnects the sites and installs the doors again.
 */
export async function disconnectBrivo(scope: CommunityScope) {
  const locks = await repository.locksBySerial(scope, 'BRIVO');
  const uninstalls = [];
  for (const lock of locks.values()) {
    if (lock.installState === 'UNINSTALLED' || lock.installState === 'UNINSTALLING') continue;
    uninstalls.push(await accepted(scope, lock.id, 'UNINSTALL', {}));
  }
  const sites = await repository.setFamilyGatewaysConnection(scope, 'BRIVO', 'OFFLINE');
  return { uninstalls, sites };
}

export async function importBuildings(scope: CommunityScope) {
  const { created, updated } = await importGateways(scope, 'BUTTERFLYMX');
  return { created, updated, locksCreated: 0, installs: [] };
}

async function buildingOf(scope: CommunityScope, gatewayId: string) {
  const building = found(await repository.findGateway(scope, 'BUTTERFLYMX', 'BUILDING', gatewayId));
  const doors = await vendorDirectory().listDoors('BUTTERFLYMX', scope.communityId, building.externalId);
  return { building, doors };
}

export async function installable(
  scope: CommunityScope,
  gatewayId: string,
  lockType: devices.lockFamilies.BmxLockType,
) {
  const { building, doors } = await buildingOf(scope, gatewayId);
  const locks = await repository.locksBySerial(scope, 'BUTTERFLYMX');
  return {
    building: { id: building.id, name: building.name },
    devices: doors
      .filter((door) => door.lockType === lockType)
      .map((door) => ({
        externalId: door.externalId,
        name: door.name,
        imported: (locks.get(door.externalId)?.installState ?? 'UNINSTALLED') !== 'UNINSTALLED',
        id: locks.get(door.externalId)?.id ?? null,
      })),
  };
}

/** Installs the chosen devices of a building: each must be one the building reports, of that type. */
export async function installBmx(
  scope: CommunityScope,
  gatewayId: string,
  input: devices.lockFamilies.BmxInstallInput,
) {
  const { building, doors } = await buildingOf(scope, gatewayId);
  const reported = new Map(doors.filter((d) => d.lockType === input.lockType).map((d) => [d.externalId, d]));
  if (input.externalIds.some((id) => !reported.has(id))) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  const locks = await repository.locksBySerial(scope, 'BUTTERFLYMX');
  const installs = [];
  for (const externalId of input.externalIds) {
    const door = reported.get(externalId)!;
    const lock = locks.get(externalId);
    const lockId =
      lock?.id ??
      (await repository.insertLock(scope, {
        family: 'BUTTERFLYMX',
        name: `${building.name} ${door.name}`.slice(0, 100),
        serial: externalId,
        gatewayId: building.id,
        config: { lockType: input.lockType },
      }));
    installs.push(await installed(scope, lockId, { lockType: input.lockType }));
  }
  return { installs };
}

/** Which door a ButterflyMX panel releases (D188): another lock of the community, or none. */
export async function selectReleasedLock(scope: CommunityScope, lockId: string, releasedLockId: string | null) {
  await lockOf(scope, lockId, 'BUTTERFLYMX');
  if (releasedLockId) {
    const released = await repository.findAnyLock(scope, releasedLockId);
    if (!released || released.id === lockId || released.family === 'BUTTERFLYMX') {
      throw new AppError('CBR_REFERENCE_NOT_FOUND');
    }
  }
  await repository.mergeLockConfig(scope, lockId, { releasedLockId });
  return { lock: await lockOf(scope, lockId, 'BUTTERFLYMX'), releasedLockId };
}

// ── Yale ─────────────────────────────────────────────────────────────────────────────────────

export const notificationLog = (scope: CommunityScope, lockId: string, query: Query) =>
  log(scope, lockId, 'YALE', ['NOTIFICATION', 'AUDIT'], query);

export const yaleConnectionLog = (scope: CommunityScope, lockId: string, query: Query) =>
  log(scope, lockId, 'YALE', ['CONNECTION'], query);

export const allegionLog = (scope: CommunityScope, lockId: string, kind: 'CONNECTION' | 'AUDIT', query: Query) =>
  log(scope, lockId, 'ALLEGION', [kind], query);

/**
 * Request audits (D189): the lock is asked for its audit log between two days (a vendor read, in the
 * request); the entries join the lock's history, each once however often it is asked.
 */
export async function requestAudits(scope: CommunityScope, lockId: string, range: { from: string; to: string }) {
  const lock = await lockOf(scope, lockId, 'YALE');
  if (lock.connection === 'OFFLINE') throw new AppError('DEVICE_ACTION_NOT_AVAILABLE');
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(Math.min(Date.parse(`${range.to}T23:59:59Z`), scope.now.getTime()));
  const entries =
    from <= to ? await vendorDirectory().readAudits(await repository.lockRef(scope, lockId), from, to) : [];
  const added = await insertEvents(scope, lockId, entries);
  return { received: entries.length, added: added.length };
}
