import { iotPermissions } from '@lintel/contracts';
import type { CheckFeatures } from '@lintel/permissions';
import { useQuery } from '@tanstack/react-query';
import { type CallContext, call } from '../api/client.ts';

const OFF: CheckFeatures = Object.freeze({});

/**
 * The community's IoT switches (firekey, si_integration, energyManagement) and the installation's NFC
 * wallet feature from IoT's permission read, as the feature flags the smart-building gates check. Asked only when the community is
 * licensed for IOT; refreshed with the permissions. A failed read leaves every switch off. Undefined
 * while the first read for the context is under way: the gates that look at a switch wait for it (a
 * route gated by the fire key tile must not be refused before the firekey setting is known).
 */
export function useIotFeatures(
  enabled: boolean,
  context: CallContext,
  userId: string,
  refreshMs: number,
): CheckFeatures | undefined {
  const asked = enabled && context.customerId !== null && context.communityId !== null;
  const query = useQuery({
    queryKey: ['permissions', 'iot', userId, context.customerId, context.communityId],
    enabled: asked,
    refetchInterval: refreshMs,
    retry: 1,
    queryFn: async ({ signal }): Promise<CheckFeatures> => {
      try {
        const { settings } = await call(iotPermissions.read, { context, signal });
        return {
          fireKey: settings.firekey,
          sensorIndustries: settings.si_integration,
          energyManagement: settings.energyManagement,
          nfcWalletDisabled: !settings.nfcWallet,
        };
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        return OFF;
      }
    },
  });
  if (query.data) return query.data;
  return asked && query.isPending ? undefined : OFF;
}
