import { devices } from '@lintel/contracts';
import type {
  ScheduleEntry,
  SetPointInput,
  ThermostatCreateInput,
  ThermostatSettings,
} from '@lintel/contracts/devices/thermostats';
import {
  type ApiCache,
  useAreaRefresh,
  useEndpointListQuery,
  useEndpointMutation,
  useEndpointQuery,
} from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('devices', 'thermostats');
const t = devices.thermostats;

/** Anything asked of a thermostat shows in its details, the list and its log: refresh them all. */
const refresh = (cache: ApiCache) => cache.invalidate([cache.key(scope)]);

export interface ThermostatsQuery {
  page: number;
  size: number;
  sort: string;
  q: string;
  connection?: 'ONLINE' | 'OFFLINE' | undefined;
  mode?: 'HEAT' | 'COOL' | 'AUTO' | 'OFF' | undefined;
  installState?: 'INSTALLED' | undefined;
  lowBattery?: boolean;
}

/**
 * One page of the community's thermostats, paged, sorted and filtered on the server; asked again
 * every `refetchMs` when given (the socket is down, or progress is being watched).
 */
export function useThermostatsQuery(query: ThermostatsQuery, refetchMs: number | false = false) {
  const { page, size, sort, q, connection, mode, installState, lowBattery } = query;
  return useEndpointListQuery(
    scope,
    t.listThermostats,
    {
      query: {
        page,
        size,
        sort,
        ...(q ? { q } : {}),
        ...(connection ? { connection } : {}),
        ...(mode ? { mode } : {}),
        ...(installState ? { installState } : {}),
        ...(lowBattery ? { lowBattery: 'true' as const } : {}),
      },
    },
    { placeholderData: (previous) => previous, refetchInterval: refetchMs },
  );
}

/** Refreshes the device queries on screen, for changes whose end is not a mutation's answer. */
export function useThermostatsRefresh() {
  return useAreaRefresh(scope);
}

export function useThermostatQuery(thermostatId: string) {
  return useEndpointQuery(scope, t.getThermostat, { params: { thermostatId } });
}

export function useUnitChoicesQuery(q: string) {
  return useEndpointQuery(scope, t.listUnitChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

export function useAddThermostatMutation() {
  return useEndpointMutation(t.addThermostat, {
    input: (body: ThermostatCreateInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSetPointMutation(thermostatId: string) {
  return useEndpointMutation(t.setPoint, {
    input: (body: SetPointInput) => ({ params: { thermostatId }, body }),
  });
}

export function useResetMutation(thermostatId: string) {
  return useEndpointMutation(t.resetThermostat, {
    input: (_: undefined) => ({ params: { thermostatId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useFirmwareMutation() {
  return useEndpointMutation(t.updateFirmware, {
    input: (body: { thermostatIds: string[]; version: string }) => ({ body }),
  });
}

export function useSettingsQuery(thermostatId: string) {
  return useEndpointQuery(scope, t.getSettings, { params: { thermostatId } });
}

export function useSaveSettingsMutation(thermostatId: string) {
  return useEndpointMutation(t.saveSettings, {
    input: (body: ThermostatSettings) => ({ params: { thermostatId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useScheduleQuery(thermostatId: string) {
  return useEndpointQuery(scope, t.getSchedule, { params: { thermostatId } });
}

export function useSaveScheduleMutation(thermostatId: string) {
  return useEndpointMutation(t.saveSchedule, {
    input: (entries: ScheduleEntry[]) => ({ params: { thermostatId }, body: { entries } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSelectLocationMutation(thermostatId: string) {
  return useEndpointMutation(t.selectLocation, {
    input: (unitId: string) => ({ params: { thermostatId }, body: { unitId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useReplaceMutation(thermostatId: string) {
  return useEndpointMutation(t.replaceThermostat, {
    input: (serial: string) => ({ params: { thermostatId }, body: { serial } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useThermostatLogQuery(
  thermostatId: string,
  query: { page: number; size: number; kind?: (typeof t.THERMOSTAT_LOG_KINDS)[number] | undefined },
) {
  const { page, size, kind } = query;
  return useEndpointListQuery(
    scope,
    t.readLog,
    { params: { thermostatId }, query: { page, size, ...(kind ? { kind } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

export function useDiagnosticQuery(thermostatId: string) {
  return useEndpointQuery(scope, t.readDiagnostic, { params: { thermostatId } });
}

/**
 * A command sent to a thermostat, asked again every second until it has ended: the screen shows
 * "sending" until the device answered, whether or not the socket brings the change.
 */
export function useCommandQuery(iotDeviceId: string, commandId: string | null) {
  return useEndpointQuery(
    scope,
    devices.commands.getCommand,
    { params: { iotDeviceId, commandId: commandId ?? '' } },
    {
      enabled: commandId !== null,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status === 'SUCCEEDED' || status === 'FAILED' ? false : 1000;
      },
    },
  );
}
