import { notifications as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { listenToDeviceAlerts } from './device-alerts.ts';
import * as service from './notifications.service.ts';
import { ALERT_STATUS_CHANNEL, NOTIFICATIONS_CHANNEL, publishNotification } from './publish.ts';
import { fanOut, fanOutStatus } from './realtime.ts';
import * as settings from './settings.service.ts';

export function notificationRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.listMyNotifications, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listFeed(scope, query)),
  );
  route(app, platform, contract.readMyNotification, ({ scope, params }) =>
    service.readOne(scope, params.notificationId),
  );
  route(app, platform, contract.listPanel, ({ scope, query }) =>
    service.listPanel(scope, query.size ?? contract.PANEL_LIST_SIZE),
  );
  route(app, platform, contract.updatePanel, ({ scope, body }) => service.updateReadFlags(scope, body));
  route(app, platform, contract.listAlerts, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listAlerts(scope, query)),
  );
  route(app, platform, contract.getAlert, ({ scope, params }) => service.getAlert(scope, params.notificationId));
  route(app, platform, contract.updateAlertStatus, ({ scope, params, body }) =>
    service.updateAlertStatus(scope, params.notificationId, body.processingStatus, body.note),
  );

  route(app, platform, contract.getConfig, ({ scope }) => settings.groupedConfig(scope));
  route(app, platform, contract.updateConfig, ({ scope, body }) => settings.updateConfig(scope, body));
  route(app, platform, contract.getEventConfigs, ({ scope }) => settings.eventConfigs(scope));
  route(app, platform, contract.putEventConfigs, ({ scope, body }) => settings.updateEventConfigs(scope, body));
  route(app, platform, contract.getAudience, ({ scope, params }) => settings.readAudience(scope, params.categoryId));
  route(app, platform, contract.putAudience, ({ scope, params, body }) =>
    settings.writeAudience(scope, params.categoryId, body),
  );

  route(app, platform, contract.send, async ({ scope, body }) => {
    const published = await publishNotification(
      { db: scope.db, now: scope.now, customerId: scope.customerId, actorUserId: scope.actor.userId },
      { ...body, originServiceCode: 'NTFY' },
    );
    return { notificationId: published.notificationId, recipients: published.recipients };
  });
  route(app, platform, contract.listRecipients, ({ scope, query }) => service.recipients(scope, query.q));

  // New notifications reach this process's sockets through the platform's realtime service.
  app.realtimeChannel(NOTIFICATIONS_CHANNEL, (hub, payload) => fanOut(hub, platform, payload));
  // An alert's new processing status reaches its other recipients' open portals.
  app.realtimeChannel(ALERT_STATUS_CHANNEL, (hub, payload) => fanOutStatus(hub, platform, payload));
  // Devices that need attention (devices area) become alerts for the community's staff.
  listenToDeviceAlerts();
}
