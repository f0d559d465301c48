import { AppError } from '../../platform/errors.ts';
import { onDomainEvent } from '../../platform/events/domain-events.ts';
import { publishNotification } from './publish.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as HTML text: a device name typed by anyone never becomes markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * A device that needs someone's attention (low battery, offline, leak, failed sync) becomes an
 * alert for the staff of the device's community, in the transaction of the change that caused it
 * (D174). A community with no staff to tell has nobody to alert: the change still commits.
 */
export function listenToDeviceAlerts(): void {
  onDomainEvent('devices.alert', 'notifications', async (target, alert) => {
    if (!target.customerId || !target.communityId) throw new Error('a device alert belongs to a community');
    try {
      await publishNotification(
        { db: target.db, now: target.now, customerId: target.customerId, actorUserId: null },
        {
          target: { kind: 'community', communityId: target.communityId },
          kind: 'ALERT',
          eventCode: alert.eventCode,
          priority: alert.priority,
          type: alert.priority === 'CRITICAL' || alert.priority === 'HIGH' ? 'error' : 'warning',
          title: alert.title,
          html: `<p>${escapeHtml(alert.text)}</p>`,
          tags: ['iot'],
          originServiceCode: 'IOT',
        },
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOTIFICATIONS_NO_RECIPIENTS') return;
      throw error;
    }
  });
}
