import { publishNotification } from '../areas/notifications/publish.ts';
import { actAs, type Tx } from '../platform/db/scope.ts';
import { demoId } from './ids.ts';

const HOUR = 3_600_000;

/** A few notifications per demo community so the bell, the feed and its day groups have something to show. */
export async function seedNotifications(trx: Tx, now: Date): Promise<void> {
  const acme = demoId('customer:Acme Living');
  const maple = demoId('community:Acme Living/Maple Court');
  const birch = demoId('customer:Birch Residential');
  const commons = demoId('community:Birch Residential/Birch Commons');
  const items = [
    {
      customerId: acme,
      communityId: maple,
      ago: 50 * HOUR,
      kind: 'ALERT',
      priority: 'MEDIUM',
      eventCode: 'IOT_LOCK_OFFLINE',
      title: 'Lock offline: Building C side door',
      html: '<p>The lock on the <b>Building C side door</b> has not reported for 2 hours.</p>',
      origin: 'IOT',
    },
    {
      customerId: acme,
      communityId: maple,
      ago: 26 * HOUR,
      kind: 'ACTIVITY',
      priority: 'LOW',
      eventCode: 'SREQ_CREATED',
      title: 'New service request: dripping faucet in A-112',
      html: '<p>Resident of <b>A-112</b> reports a dripping kitchen faucet.</p>',
      origin: 'SREQ',
    },
    {
      customerId: acme,
      communityId: maple,
      ago: 3 * HOUR,
      kind: 'ALERT',
      priority: 'HIGH',
      eventCode: 'IOT_LOW_BATTERY',
      title: 'Lock battery low: Building A lobby',
      html: '<p>The lobby lock of <b>Building A</b> is at 8% battery.</p>',
      origin: 'IOT',
    },
    {
      customerId: acme,
      communityId: maple,
      ago: 1 * HOUR,
      kind: 'ALERT',
      priority: 'CRITICAL',
      eventCode: 'IOT_LEAK_DETECTED',
      title: 'Water leak detected in B-204',
      html: '<p>The leak sensor under the <b>B-204</b> water heater reports water.</p>',
      origin: 'IOT',
    },
    {
      customerId: birch,
      communityId: commons,
      ago: 2 * HOUR,
      kind: 'ALERT',
      priority: 'HIGH',
      eventCode: 'IOT_LOW_BATTERY',
      title: 'Lock battery low: Commons gate',
      html: '<p>The <b>Commons gate</b> lock is at 6% battery.</p>',
      origin: 'IOT',
    },
  ] as const;
  for (const item of items) {
    await actAs(trx, { customerId: item.customerId });
    await publishNotification(
      { db: trx, now: new Date(now.getTime() - item.ago), customerId: item.customerId, actorUserId: null },
      {
        target: { kind: 'community', communityId: item.communityId },
        kind: item.kind,
        priority: item.priority,
        eventCode: item.eventCode,
        title: item.title,
        html: item.html,
        originServiceCode: item.origin,
        type: item.priority === 'CRITICAL' ? 'error' : item.kind === 'ALERT' ? 'warning' : 'default',
      },
    );
  }
}
