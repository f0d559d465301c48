import type { CallContext } from '../../../app/api/client.ts';

/** Query keys of the notifications area; a new notification invalidates `all(ctx)`. */
export const notificationKeys = {
  all: (ctx: CallContext) => ['notifications', ctx.customerId, ctx.communityId] as const,
  alerts: (ctx: CallContext, tab: string) => [...notificationKeys.all(ctx), 'alerts', tab] as const,
  unreadAlerts: (ctx: CallContext) => [...notificationKeys.all(ctx), 'unread-alerts'] as const,
  feed: (ctx: CallContext, filters: object) => [...notificationKeys.all(ctx), 'feed', filters] as const,
  one: (ctx: CallContext, id: string) => [...notificationKeys.all(ctx), 'one', id] as const,
  /** Notification settings of the community; an audience lives under it (its name shows on the screen). */
  config: (ctx: CallContext) => [...notificationKeys.all(ctx), 'config'] as const,
  audience: (ctx: CallContext, categoryId: string) =>
    [...notificationKeys.config(ctx), 'audience', categoryId] as const,
};
