import { notifications as contract } from '@lintel/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { notificationScopes } from './keys.ts';

const scope = notificationScopes.config;

/** The body of both settings updates: the flat list of `{ eventCode, emailEnabled }`. */
export type ConfigUpdate = { eventCode: string; emailEnabled: boolean }[];
export type AudienceBody = { name: string; profileIds: string[] };

/** notificationsConfig: the community's categories with their events and channels. */
export function useNotificationsConfigQuery() {
  return useEndpointQuery(scope, contract.getConfig, {});
}

/** Saves the e-mail switches; the answer is the new grouped config. */
export function useSaveNotificationsConfigMutation() {
  return useEndpointMutation(contract.updateConfig, {
    input: (body: ConfigUpdate) => ({ body }),
    onSuccess: (data, _, cache) => cache.set(scope, contract.getConfig, {}, data),
  });
}

/** event-audience of one category: its name and which community staff get its e-mail. */
export function useAudienceQuery(categoryId: string) {
  return useEndpointQuery(scope, contract.getAudience, { params: { categoryId } });
}

/** Saves an audience; the settings screen shows its name, so the config is read again. */
export function useSaveAudienceMutation(categoryId: string) {
  return useEndpointMutation(contract.putAudience, {
    input: (body: AudienceBody) => ({ params: { categoryId }, body }),
    onSuccess: (data, _, cache) => {
      cache.set(scope, contract.getAudience, { params: { categoryId } }, data);
      return cache.invalidate([cache.key(scope, contract.getConfig, {})]);
    },
  });
}
