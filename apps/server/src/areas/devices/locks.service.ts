import type { LockAction, LockFamily } from '@lintel/contracts/devices/common';
import {
  actionKey,
  HISTORY_KEYS,
  INSTALL_KEYS,
  type Lock,
  type LockActionInput,
  type LockChoices,
  type LockInstallInput,
} from '@lintel/contracts/devices/locks';
import type { ListQuery } from '@lintel/contracts/list';
import { holdsAny } from '../../platform/auth/holds.ts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { requestCommand, startInstall } from './engine/commands.service.ts';
import { FAMILY_DEFINITIONS } from './engine/families.ts';
import * as repository from './locks.repository.ts';

/**
 * Locks, common (spec part 3 section 2): the rules the routes cannot express. A route accepts any
 * family's key; the key of the lock's own family is checked here (D181), and what a lock may do now
 * is the engine's call (`requestCommand` refuses an action the lock does not offer).
 */

async function requireAny(scope: CommunityScope, keys: readonly string[]): Promise<void> {
  if (!(await holdsAny(scope, keys))) throw new AppError('PERMISSION_DENIED', { internal: keys.join('|') });
}

export function list(scope: CommunityScope, query: repository.LockFilters) {
  return repository.listLocks(scope, query);
}

export async function get(scope: CommunityScope, lockId: string): Promise<Lock> {
  return found(await repository.findLock(scope, lockId));
}

export function accessHistory(
  scope: CommunityScope,
  query: ListQuery & { lockId?: string | undefined; family?: string | undefined },
) {
  return repository.listEvents(scope, { ...query, kind: 'ACCESS' });
}

/** A lock's events; the key depends on the lock's family (HISTORY_KEYS). */
export async function history(scope: CommunityScope, lockId: string, query: ListQuery & { kind?: string | undefined }) {
  const lock = await get(scope, lockId);
  await requireAny(scope, [HISTORY_KEYS[lock.family]]);
  return repository.listEvents(scope, { ...query, lockId });
}

/** The gateway, location and unit of an install or an action must be of this community (and family). */
async function checkReferences(
  scope: CommunityScope,
  family: LockFamily,
  refs: {
    gatewayId?: string | null | undefined;
    locationId?: string | null | undefined;
    unitId?: string | null | undefined;
  },
): Promise<void> {
  if (refs.gatewayId) {
    const gateway = await repository.findGateway(scope, refs.gatewayId);
    if (!gateway || gateway.family !== family) throw new AppError('DEVICE_REFERENCE_INVALID');
  }
  if (refs.locationId && !(await repository.placeExists(scope, refs.locationId))) {
    throw new AppError('DEVICE_REFERENCE_INVALID');
  }
  if (refs.unitId && !(await repository.unitExists(scope, refs.unitId))) {
    throw new AppError('DEVICE_REFERENCE_INVALID');
  }
}

/** Writes the lock INSTALLING and asks the engine to install it; the screen follows the command. */
export async function install(scope: CommunityScope, input: LockInstallInput) {
  await requireAny(scope, INSTALL_KEYS[input.family]);
  await checkReferences(scope, input.family, input);
  const readerType = FAMILY_DEFINITIONS[input.family].additionalReaderType ?? null;
  const id = await translate(() => repository.insertLock(scope, input, readerType), {
    unique: 'DEVICE_SERIAL_TAKEN',
    foreignKey: 'DEVICE_REFERENCE_INVALID',
  });
  const { commandId } = await startInstall(scope, id);
  return { lock: await get(scope, id), commandId };
}

/**
 * Runs a lock action: the caller must hold the family's key for it (PERMISSION_DENIED otherwise, and
 * for a family that never offers it), the lock must offer it now (DEVICE_ACTION_NOT_AVAILABLE, by
 * the engine), and a change of location or router must name one of this community (and family).
 */
export async function act(scope: CommunityScope, lockId: string, action: LockAction, input: LockActionInput) {
  const lock = await get(scope, lockId);
  const key = actionKey(lock.family, action);
  if (!key) throw new AppError('DEVICE_ACTION_NOT_AVAILABLE');
  await requireAny(scope, [key]);
  const params: Record<string, unknown> = {};
  if (action === 'CHANGE_LOCATION') {
    await checkReferences(scope, lock.family, { locationId: input.locationId });
    params.locationId = input.locationId ?? null;
  }
  if (action === 'CHANGE_ROUTER') {
    if (!input.gatewayId) throw new AppError('DEVICE_REFERENCE_INVALID');
    await checkReferences(scope, lock.family, { gatewayId: input.gatewayId });
    params.gatewayId = input.gatewayId;
  }
  const { commandId } = await requestCommand(scope, lockId, action, params);
  return { lock: await get(scope, lockId), commandId };
}

export async function choices(scope: CommunityScope): Promise<LockChoices> {
  const locations = await repository.listPlaces(scope);
  const units = await repository.listUnits(scope);
  const gateways = await repository.listGateways(scope);
  return { locations, units, gateways: gateways as LockChoices['gateways'] };
}

export async function counts(scope: CommunityScope) {
  const rows = await repository.countByFamily(scope);
  return (['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX'] as const).map(
    (family) =>
      rows.find((row) => row.family === family) ?? { family, total: 0, installed: 0, offline: 0, lowBattery: 0 },
  ) as { family: LockFamily; total: number; installed: number; offline: number; lowBattery: number }[];
}
