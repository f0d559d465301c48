import { devices, structure } from '@lintel/contracts';
import type { DeviceCreateInput, LightSwitchConfig, SwitchInput } from '@lintel/contracts/devices/sensors';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { useRealtimeEvent } from '../../../app/realtime/RealtimeContext.tsx';

const c = devices.sensors;
const leak = keyScope('devices', 'leak-sensors');
const light = keyScope('devices', 'light-switches');
const units = keyScope('devices', 'units');

/** While a device is between states (installing, configuring), read it again this often in case the socket is down. */
const TRANSITION_POLL_MS = 2_000;
const TRANSITIONS = new Set(['INSTALLING', 'CONFIGURING', 'UNINSTALLING']);
const inTransition = (installState: string | undefined) => !!installState && TRANSITIONS.has(installState);

type Flag = 'true' | undefined;

export function useLeakSensorsQuery(query: {
  page: number;
  size: number;
  sort: string;
  q?: string | undefined;
  leak?: Flag;
  offline?: Flag;
  lowBattery?: Flag;
}) {
  return useEndpointListQuery(leak, c.listLeakSensors, { query: clean(query) });
}

export function useLeakSensorQuery(leakSensorId: string) {
  return useEndpointQuery(
    leak,
    c.getLeakSensor,
    { params: { leakSensorId } },
    { refetchInterval: (q) => (inTransition(q.state.data?.installState) ? TRANSITION_POLL_MS : false) },
  );
}

export function useLeakRoutersQuery() {
  return useEndpointQuery(leak, c.listLeakSensorRouters, {});
}

export function useCreateLeakSensorMutation() {
  return useEndpointMutation(c.createLeakSensor, {
    input: (body: DeviceCreateInput) => ({ body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(leak)]),
  });
}

export function useLeakConnectionLogQuery(leakSensorId: string, token: string | undefined, dir: 'FORWARD' | 'BACK') {
  return useEndpointListQuery(leak, c.listLeakSensorConnectionLog, {
    params: { leakSensorId },
    query: logQuery(token, dir),
  });
}

export function useLeakNotificationLogQuery(token: string | undefined, dir: 'FORWARD' | 'BACK') {
  return useEndpointListQuery(leak, c.listLeakNotificationLog, { query: logQuery(token, dir) });
}

export function useLightSwitchesQuery(query: {
  page: number;
  size: number;
  sort: string;
  q?: string | undefined;
  on?: Flag;
  offline?: Flag;
}) {
  return useEndpointListQuery(light, c.listLightSwitches, { query: clean(query) });
}

/** One switch; `waiting` (a switching asked for and not yet seen) reads it again until it shows. */
export function useLightSwitchQuery(lightSwitchId: string, waiting = false) {
  return useEndpointQuery(
    light,
    c.getLightSwitch,
    { params: { lightSwitchId } },
    { refetchInterval: (q) => (waiting || inTransition(q.state.data?.installState) ? TRANSITION_POLL_MS : false) },
  );
}

export function useLightRoutersQuery() {
  return useEndpointQuery(light, c.listLightSwitchRouters, {});
}

export function useCreateLightSwitchMutation() {
  return useEndpointMutation(c.createLightSwitch, {
    input: (body: DeviceCreateInput) => ({ body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(light)]),
  });
}

/** Asks the switch to change; its new state arrives over the socket (or the next read). */
export function useSwitchLightMutation(lightSwitchId: string) {
  return useEndpointMutation(c.switchLight, {
    input: (body: SwitchInput) => ({ params: { lightSwitchId }, body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(light)]),
  });
}

export function useConfigureLightSwitchMutation(lightSwitchId: string) {
  return useEndpointMutation(c.configureLightSwitch, {
    input: (body: LightSwitchConfig) => ({ params: { lightSwitchId }, body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.key(light)]),
  });
}

export function useLightConnectionLogQuery(lightSwitchId: string, token: string | undefined, dir: 'FORWARD' | 'BACK') {
  return useEndpointListQuery(light, c.listLightSwitchConnectionLog, {
    params: { lightSwitchId },
    query: logQuery(token, dir),
  });
}

/**
 * Live: when a leak sensor or light switch of the community changes (DEVICE_CHANGED), its lists,
 * details and logs are read again.
 */
export function useSensorsLive(): void {
  const client = useQueryClient();
  const refresh = useCallback(
    (kind: string) => {
      const scope = kind === 'LEAK_SENSOR' ? leak : kind === 'LIGHT_SWITCH' ? light : null;
      if (!scope) return;
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === scope.area && query.queryKey[3] === scope.entity,
      });
    },
    [client],
  );
  useRealtimeEvent('DEVICE_CHANGED', (change) => refresh(change.kind));
}

/**
 * The community's units, by name, to place a new sensor or switch (the first 999; a community
 * holds a few hundred). Asked only when the user may see the living spaces.
 */
export function useUnitChoicesQuery(enabled: boolean) {
  return useEndpointListQuery(
    units,
    structure.listUnits,
    { query: { size: 999, sort: 'name,asc' } },
    { enabled, select: (page) => page.content.map((unit) => ({ value: unit.id, label: unit.name })) },
  );
}

const LOG_PAGE = 20;

function logQuery(token: string | undefined, dir: 'FORWARD' | 'BACK') {
  return { limit: LOG_PAGE, dir, ...(token ? { token } : {}) };
}

/** Leaves out filters that are not set, so the query key (and the URL sent) stays minimal. */
function clean<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as T;
}
