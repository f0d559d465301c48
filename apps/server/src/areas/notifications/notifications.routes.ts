import { notifications as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as repo from './notifications.repository.ts';
import { NOTIFICATIONS_CHANNEL, publishNotification } from './publish.ts';
import { fanOut } from './realtime.ts';
import { listRecipients } from './recipients.repository.ts';
import * as settings from './settings.repository.ts';

export function notificationRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.listMyNotifications, async ({ scope, query, reply }) =>
    withTotal(reply, await repo.listFeed(scope, query)),
  );
  route(app, platform, contract.readMyNotification, async ({ scope, params }) =>
    repo.toFeed(await repo.readOne(scope, params.notificationId)),
  );
  route(app, platform, contract.listPanel, async ({ scope, query }) =>
    repo.listPanel(scope, query.size ?? contract.PANEL_LIST_SIZE),
  );
  route(app, platform, contract.updatePanel, async ({ scope, body }) => ({
    updated: await repo.updateReadFlags(scope, body),
  }));
  route(app, platform, contract.listAlerts, async ({ scope, query, reply }) =>
    withTotal(reply, await repo.listAlerts(scope, query)),
  );
  route(app, platform, contract.getAlert, async ({ scope, params }) => ({
    notification: repo.toPanel(await repo.findOne(scope, params.notificationId)),
    history: await repo.history(scope, params.notificationId),
  }));
  route(app, platform, contract.updateAlertStatus, async ({ scope, params, body }) => {
    const row = await repo.updateStatus(scope, params.notificationId, body.processingStatus, body.note);
    return { notification: repo.toPanel(row), history: await repo.history(scope, params.notificationId) };
  });

  route(app, platform, contract.getConfig, async ({ scope }) => settings.groupedConfig(scope));
  route(app, platform, contract.updateConfig, async ({ scope, body }) => {
    await settings.saveEmailSwitches(scope, body);
    return settings.groupedConfig(scope);
  });
  route(app, platform, contract.getEventConfigs, async ({ scope }) => settings.eventConfigs(scope));
  route(app, platform, contract.putEventConfigs, async ({ scope, body }) => {
    await settings.saveEmailSwitches(scope, body);
    return settings.eventConfigs(scope);
  });
  route(app, platform, contract.getAudience, async ({ scope, params }) =>
    settings.readAudience(scope, params.categoryId),
  );
  route(app, platform, contract.putAudience, async ({ scope, params, body }) =>
    settings.writeAudience(scope, params.categoryId, body),
  );

  route(app, platform, contract.send, async ({ scope, body }) => {
    const published = await publishNotification(
      { db: scope.db, now: scope.now, customerId: scope.customerId, actorUserId: scope.actor.userId },
      { ...body, originServiceCode: 'NTFY' },
    );
    return { notificationId: published.notificationId, recipients: published.recipients };
  });
  route(app, platform, contract.listRecipients, async ({ scope, query }) => listRecipients(scope, query.q));

  // New notifications reach this process's sockets through the platform's realtime service.
  app.realtimeChannel(NOTIFICATIONS_CHANNEL, (hub, payload) => fanOut(hub, platform, payload));
}
