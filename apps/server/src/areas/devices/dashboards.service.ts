import { DEVICE_KINDS, type DeviceKind } from '@lintel/contracts/devices/common';
import {
  BATTERY_BUCKETS,
  DEVICE_KIND_READ,
  type KindCounts,
  type UnitDevices,
} from '@lintel/contracts/devices/dashboards';
import type { ListQuery } from '@lintel/contracts/list';
import { can, type PermissionCheck } from '@lintel/permissions';
import type { RequestIdentity } from '../../platform/auth/resolve.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repo from './dashboards.repository.ts';

/**
 * The kinds of device the caller may read (D201): the device-wide dashboards answer with those
 * only, so a user who may read locks alone never learns how many thermostats there are.
 */
export function readableKinds(identity: RequestIdentity | undefined): DeviceKind[] {
  if (!identity) return [];
  const ctx = {
    customerId: identity.customerId,
    communityId: identity.communityId,
    profile: { type: identity.profile?.type ?? 'USER', role: identity.profile?.role ?? null },
  };
  return DEVICE_KINDS.filter((kind) => can(identity.grants, DEVICE_KIND_READ[kind] as PermissionCheck, ctx));
}

const zero = (kind: DeviceKind): KindCounts => ({
  kind,
  total: 0,
  online: 0,
  offline: 0,
  lowBattery: 0,
  inProgress: 0,
  failed: 0,
  leaking: 0,
});

/** Every readable kind, in the spec's order, with zeros for a kind the community has none of. */
export async function counts(scope: CommunityScope, kinds: DeviceKind[]) {
  const rows = await repo.countByKind(scope, kinds);
  return {
    kinds: kinds.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return row ? { ...row, kind } : zero(kind);
    }),
  };
}

export function devices(
  scope: CommunityScope,
  kinds: DeviceKind[],
  query: ListQuery & { kind?: DeviceKind | undefined; connection?: string | undefined },
) {
  return repo.listDevices(scope, kinds, query);
}

export async function batteryDistribution(scope: CommunityScope, kinds: DeviceKind[]) {
  const rows = await repo.batteryBands(scope, kinds);
  return {
    buckets: BATTERY_BUCKETS.map((bucket, band) => ({
      ...bucket,
      counts: Object.fromEntries(
        DEVICE_KINDS.map((kind) => [kind, rows.find((r) => r.band === band && r.kind === kind)?.count ?? 0]),
      ) as Record<DeviceKind, number>,
    })),
  };
}

export async function lowestBatteries(scope: CommunityScope, kinds: DeviceKind[], limit: number) {
  return { content: await repo.lowestBatteries(scope, kinds, limit) };
}

export async function popularDoors(scope: CommunityScope, days: number, limit: number) {
  return { content: await repo.popularDoors(scope, days, limit) };
}

export async function accessByDay(scope: CommunityScope, days: number) {
  return { days: await repo.accessByDay(scope, days) };
}

export async function runtimeByDay(scope: CommunityScope, days: number) {
  return { days: await repo.runtimeByDay(scope, days) };
}

export async function units(
  scope: CommunityScope,
  kinds: DeviceKind[],
  stage: 'MOVE_IN' | 'MOVE_OUT',
  limit: number,
): Promise<{ content: UnitDevices[]; truncated: boolean }> {
  const rows = await repo.unitsWithDevices(scope, kinds, stage, limit);
  return { content: rows.slice(0, limit), truncated: rows.length > limit };
}
