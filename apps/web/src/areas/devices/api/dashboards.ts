import { devices } from '@lintel/contracts';
import { useEndpointListQuery, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('devices', 'dashboards');
const d = devices.dashboards;

/** Devices of the community by kind and state (the hub's tiles, the devices dashboard). */
export function useDeviceCountsQuery() {
  return useEndpointQuery(scope, d.getDeviceCounts, {});
}

export function useDashboardDevicesQuery(query: {
  page: number;
  size: number;
  sort: string;
  q?: string | undefined;
  kind?: devices.DeviceKind | undefined;
  connection?: devices.Connection | undefined;
}) {
  return useEndpointListQuery(scope, d.listDashboardDevices, { query }, { placeholderData: (previous) => previous });
}

export function useBatteryDistributionQuery() {
  return useEndpointQuery(scope, d.getBatteryDistribution, {});
}

export function useLowestBatteriesQuery(limit: number) {
  return useEndpointQuery(scope, d.listLowestBatteries, { query: { limit } });
}

export function usePopularDoorsQuery(days: number) {
  return useEndpointQuery(scope, d.listPopularDoors, { query: { days, limit: 10 } });
}

export function useAccessByDayQuery(days: number) {
  return useEndpointQuery(scope, d.getAccessByDay, { query: { days } });
}

export function useRuntimeByDayQuery(days: number) {
  return useEndpointQuery(scope, d.getRuntimeByDay, { query: { days } });
}

export function useUnitDevicesQuery(stage: 'MOVE_IN' | 'MOVE_OUT') {
  return useEndpointQuery(scope, d.listUnitDevices, { query: { stage } });
}

/** The sensor-industries dashboard (D235). */
export function useSiDashboardQuery(days: number) {
  return useEndpointQuery(scope, devices.siDash.getSiDashboard, { query: { days } });
}
