import type { CallContext } from '../../../app/api/client.ts';
import { areaKey, endpointKey, keyScope } from '../../../app/api/keys.ts';

/** The notifications area's key scopes, one per api file. */
export const notificationScopes = {
  alerts: keyScope('notifications', 'alerts'),
  /** The bell: the panel list (999 newest) with read flags. */
  panel: keyScope('notifications', 'panel'),
  feed: keyScope('notifications', 'feed'),
  /** Notification settings of the community; an audience lives under it (its name shows on the screen). */
  config: keyScope('notifications', 'config'),
  sender: keyScope('notifications', 'sender'),
};

/**
 * Key prefixes of the area for refreshes from outside its hooks: a pushed notification refreshes
 * `all(ctx)` but the settings (`config`), and the feed only when the reader is at its top.
 */
export const notificationKeys = {
  all: (ctx: CallContext) => areaKey('notifications', ctx),
  alerts: (ctx: CallContext, _tab?: string) => endpointKey(ctx, notificationScopes.alerts),
  feed: (ctx: CallContext, _filters?: object) => endpointKey(ctx, notificationScopes.feed),
  config: (ctx: CallContext) => endpointKey(ctx, notificationScopes.config),
};
