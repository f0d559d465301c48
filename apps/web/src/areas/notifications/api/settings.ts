import { notifications as contract } from '@lintel/contracts';
import type { Audience, NotificationsConfig } from '@lintel/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallContext, call } from '../../../app/api/client.ts';
import { notificationKeys } from './keys.ts';

/** The body of both settings updates: the flat list of `{ eventCode, emailEnabled }`. */
export type ConfigUpdate = { eventCode: string; emailEnabled: boolean }[];
export type AudienceBody = { name: string; profileIds: string[] };

/** notificationsConfig: the community's categories with their events and channels. */
export function useNotificationsConfigQuery(ctx: CallContext) {
  return useQuery({
    queryKey: notificationKeys.config(ctx),
    queryFn: ({ signal }) => call(contract.getConfig, { context: ctx, signal }),
  });
}

/** Saves the e-mail switches; the answer is the new grouped config. */
export function useSaveNotificationsConfigMutation(ctx: CallContext) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigUpdate) => call(contract.updateConfig, { body, context: ctx }),
    onSuccess: (data: NotificationsConfig) => client.setQueryData(notificationKeys.config(ctx), data),
  });
}

/** event-audience of one category: its name and which community staff get its e-mail. */
export function useAudienceQuery(ctx: CallContext, categoryId: string) {
  return useQuery({
    queryKey: notificationKeys.audience(ctx, categoryId),
    queryFn: ({ signal }) => call(contract.getAudience, { params: { categoryId }, context: ctx, signal }),
  });
}

/** Saves an audience; the settings screen shows its name, so the config is read again. */
export function useSaveAudienceMutation(ctx: CallContext, categoryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AudienceBody) => call(contract.putAudience, { params: { categoryId }, body, context: ctx }),
    onSuccess: async (data: Audience) => {
      client.setQueryData(notificationKeys.audience(ctx, categoryId), data);
      await client.invalidateQueries({ queryKey: notificationKeys.config(ctx), exact: true });
    },
  });
}
