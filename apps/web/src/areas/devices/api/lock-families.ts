import { devices } from '@lintel/contracts';
import type {
  AuditRequest,
  BmxInstallInput,
  BmxLockType,
  LockConfiguration,
  NodeInput,
} from '@lintel/contracts/devices/lock-families';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('devices', 'lock-families');
const f = devices.lockFamilies;

/** Any change here shows on every family screen (and the lock lists of the area): refresh the area. */
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('devices')]);

export type ConfigFamily = 'YALE' | 'ALLEGION';
export type LogKind = 'NOTIFICATION' | 'CONNECTION' | 'AUDIT';
export type LocationFamily = 'PDK' | 'ALLEGION' | 'BRIVO' | 'BUTTERFLYMX';
export type ImportFamily = 'PDK' | 'BRIVO' | 'BUTTERFLYMX';

export const usePlacementOptionsQuery = (lockId: string) =>
  useEndpointQuery(scope, f.getPlacementOptions, { params: { lockId } });

export const usePdkHardwareQuery = (lockId: string) =>
  useEndpointQuery(scope, f.getPdkHardware, { params: { lockId } });

export const usePdkReaderQuery = (lockId: string, slot: 'primary' | 'secondary') =>
  useEndpointQuery(scope, f.getPdkReader, { params: { lockId }, query: { slot } });

export const usePdkNodesQuery = () => useEndpointQuery(scope, f.listPdkNodes, {});

export const usePdkNodeQuery = (nodeId: string) => useEndpointQuery(scope, f.getPdkNode, { params: { nodeId } });

export function useUpdatePdkNodeMutation(nodeId: string) {
  return useEndpointMutation(f.updatePdkNode, {
    input: (body: NodeInput) => ({ params: { nodeId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

const PREVIEWS = { PDK: f.previewPdkNodes, BRIVO: f.previewBrivoSites, BUTTERFLYMX: f.previewBmxBuildings } as const;
const IMPORTS = { PDK: f.importPdkNodes, BRIVO: f.importBrivoSites, BUTTERFLYMX: f.importBmxBuildings } as const;

/** What the vendor account reports (Brivo sites come with their doors). */
export const useVendorPreviewQuery = (family: ImportFamily) => useEndpointQuery(scope, PREVIEWS[family], {});

export function useImportMutation(family: ImportFamily) {
  return useEndpointMutation(IMPORTS[family], {
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

const LOGS = {
  YALE: { NOTIFICATION: f.yaleNotificationLog, CONNECTION: f.yaleConnectionLog },
} as const;

/** A page of a lock's log, newest first. */
export function useLockLogQuery(family: ConfigFamily, lockId: string, kind: LogKind, page: number, size: number) {
  const query = { page, size };
  const yale = family === 'YALE' && kind !== 'AUDIT' ? LOGS.YALE[kind] : null;
  const allegion = useEndpointQuery(
    scope,
    f.allegionLogs,
    { params: { lockId }, query: { ...query, kind: kind === 'AUDIT' ? 'AUDIT' : 'CONNECTION' } },
    { enabled: family === 'ALLEGION' },
  );
  const yaleLog = useEndpointQuery(
    scope,
    yale ?? f.yaleConnectionLog,
    { params: { lockId }, query },
    {
      enabled: family === 'YALE',
    },
  );
  return family === 'YALE' ? yaleLog : allegion;
}

export function useRequestAuditsMutation(lockId: string) {
  return useEndpointMutation(f.requestYaleAudits, {
    input: (body: AuditRequest) => ({ params: { lockId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

const CONFIGS = {
  YALE: { get: f.getYaleConfiguration, put: f.updateYaleConfiguration },
  ALLEGION: { get: f.getAllegionConfiguration, put: f.updateAllegionConfiguration },
} as const;
const DEFAULTS = {
  YALE: { get: f.getYaleDefaultConfiguration, put: f.updateYaleDefaultConfiguration },
  ALLEGION: { get: f.getAllegionDefaultConfiguration, put: f.updateAllegionDefaultConfiguration },
} as const;

export const useLockConfigurationQuery = (family: ConfigFamily, lockId: string) =>
  useEndpointQuery(scope, CONFIGS[family].get, { params: { lockId } });

export function useConfigureMutation(family: ConfigFamily, lockId: string) {
  return useEndpointMutation(CONFIGS[family].put, {
    input: (body: LockConfiguration) => ({ params: { lockId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export const useDefaultConfigurationQuery = (family: ConfigFamily) => useEndpointQuery(scope, DEFAULTS[family].get, {});

export function useSaveDefaultConfigurationMutation(family: ConfigFamily) {
  return useEndpointMutation(DEFAULTS[family].put, {
    input: (body: LockConfiguration) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

const LOCATIONS = {
  PDK: f.changePdkLocation,
  ALLEGION: f.changeAllegionLocation,
  BRIVO: f.changeBrivoLocation,
  BUTTERFLYMX: f.changeBmxLocation,
} as const;
const ROUTERS = { YALE: f.changeYaleRouter, ALLEGION: f.changeAllegionRouter } as const;

export function useChangeLocationMutation(family: LocationFamily, lockId: string) {
  return useEndpointMutation(LOCATIONS[family], {
    input: (locationId: string | null) => ({ params: { lockId }, body: { locationId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useChangeRouterMutation(family: ConfigFamily, lockId: string) {
  return useEndpointMutation(ROUTERS[family], {
    input: (gatewayId: string) => ({ params: { lockId }, body: { gatewayId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export const useBrivoAccountQuery = () => useEndpointQuery(scope, f.getBrivoAccount, {});

export function useDisconnectBrivoMutation() {
  return useEndpointMutation(f.disconnectBrivo, { onSuccess: (_, __, cache) => refresh(cache) });
}

export const useBmxInstallableQuery = (gatewayId: string, lockType: BmxLockType) =>
  useEndpointQuery(scope, f.listBmxInstallable, { params: { gatewayId }, query: { lockType } });

export function useInstallBmxMutation(gatewayId: string) {
  return useEndpointMutation(f.installBmx, {
    input: (body: BmxInstallInput) => ({ params: { gatewayId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSelectBmxLockMutation(lockId: string) {
  return useEndpointMutation(f.selectBmxLock, {
    input: (releasedLockId: string | null) => ({ params: { lockId }, body: { releasedLockId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
