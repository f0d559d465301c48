import { iotSettings } from '@lintel/contracts';
import type {
  Ble,
  DemandResponse,
  FireKeySetting,
  Intercom,
  PassRules,
  RemoteAuth,
  SensorIndustries,
  WalletPasses,
} from '@lintel/contracts/iot-settings';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('iot-settings', 'access-and-devices');
const rollouts = keyScope('iot-settings', 'rollouts');

/** A saved section shows on its page, on "other" and in a rollout: refresh the area. */
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('iot-settings')]);
/** The fire key switch also gates screens: the IoT permission read carries it. */
const refreshWithSwitches = (cache: ApiCache) => cache.invalidate([cache.area('iot-settings'), ['permissions', 'iot']]);

/** While a rollout still has locks waiting or being sent, its page asks again every few seconds. */
const ROLLOUT_POLL_MS = 3_000;
const pollWhileRolling = (query: { state: { data?: { rollout: { finished: boolean } | null } } }) =>
  query.state.data?.rollout && !query.state.data.rollout.finished ? ROLLOUT_POLL_MS : false;

export const useRemoteAuthQuery = () => useEndpointQuery(scope, iotSettings.remoteAuthEndpoints.get, {});
export const useSaveRemoteAuthMutation = () =>
  useEndpointMutation(iotSettings.remoteAuthEndpoints.update, {
    input: (body: RemoteAuth) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });

export const usePassRulesQuery = () => useEndpointQuery(scope, iotSettings.passesEndpoints.get, {});
export const useSavePassRulesMutation = () =>
  useEndpointMutation(iotSettings.passesEndpoints.update, {
    input: (body: PassRules) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });

export const useFireKeyQuery = () => useEndpointQuery(scope, iotSettings.fireKeyEndpoints.get, {});
export const useSaveFireKeyMutation = () =>
  useEndpointMutation(iotSettings.fireKeyEndpoints.update, {
    input: (body: FireKeySetting) => ({ body }),
    onSuccess: (_, __, cache) => refreshWithSwitches(cache),
  });

export const useWalletPassesQuery = () =>
  useEndpointQuery(scope, iotSettings.walletPassesEndpoints.get, {}, { refetchInterval: pollWhileRolling });
export const useSaveWalletPassesMutation = () =>
  useEndpointMutation(iotSettings.walletPassesEndpoints.update, {
    input: (body: WalletPasses) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });

export const useBleQuery = () =>
  useEndpointQuery(scope, iotSettings.bleEndpoints.get, {}, { refetchInterval: pollWhileRolling });
export const useSaveBleMutation = () =>
  useEndpointMutation(iotSettings.bleEndpoints.update, {
    input: (body: Ble) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });

export const useOtherQuery = () => useEndpointQuery(scope, iotSettings.other, {});

/** One page of a rollout's locks; asked again with the section while the rollout runs. */
export function useRolloutDevicesQuery(rolloutId: string, page: number, size: number, running: boolean) {
  return useEndpointListQuery(
    rollouts,
    iotSettings.rolloutDevices,
    { params: { rolloutId }, query: { page, size } },
    {
      enabled: rolloutId !== '',
      placeholderData: (previous) => previous,
      refetchInterval: running ? ROLLOUT_POLL_MS : false,
    },
  );
}

// Integrations (D253).
const integrations = keyScope('iot-settings', 'integrations');

export const useIntercomQuery = () => useEndpointQuery(integrations, iotSettings.intercomEndpoints.get, {});
export const useSaveIntercomMutation = () =>
  useEndpointMutation(iotSettings.intercomEndpoints.update, {
    input: (body: Intercom) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });

export const useSensorIndustriesQuery = () =>
  useEndpointQuery(integrations, iotSettings.sensorIndustriesEndpoints.get, {});
/** Its switch opens or closes the sensors' dashboard: the IoT permission read carries it. */
export const useSaveSensorIndustriesMutation = () =>
  useEndpointMutation(iotSettings.sensorIndustriesEndpoints.update, {
    input: (body: SensorIndustries) => ({ body }),
    onSuccess: (_, __, cache) => refreshWithSwitches(cache),
  });

export const useDemandResponseQuery = () => useEndpointQuery(integrations, iotSettings.demandResponseEndpoints.get, {});
export const useSaveDemandResponseMutation = () =>
  useEndpointMutation(iotSettings.demandResponseEndpoints.update, {
    input: (body: DemandResponse) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
