import type { PanelNotification } from '@lintel/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { readsWhenSeen, splitIntoTabs } from './bellTabs.ts';

let n = 0;
function item(over: Partial<PanelNotification>): PanelNotification {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    read: false,
    timestamp: `2026-11-25T10:00:${String(n).padStart(2, '0')}.000Z`,
    uiTemplate: { title: 't', description: 'd' },
    notificationTypeCode: 'MANUAL',
    inAppTitle: `item ${n}`,
    inAppBody: '',
    originServiceCode: 'NTFY',
    priority: 'LOW',
    tags: [],
    processingStatus: 'NEW',
    kind: 'ALERT',
    type: 'default',
    communityId: null,
    acknowledgedAt: null,
    ...over,
  };
}

describe('a community manager opening the bell', () => {
  it('sees unfinished alerts by priority then newest, finished ones under Resolved, the rest under Activity', () => {
    const lowOld = item({ priority: 'LOW' });
    const critical = item({ priority: 'CRITICAL', processingStatus: 'PROCESSING' });
    const lowNew = item({ priority: 'LOW' });
    const high = item({ priority: 'HIGH' });
    const done = item({ priority: 'CRITICAL', processingStatus: 'DONE' });
    const resolved = item({ processingStatus: 'RESOLVED' });
    const processed = item({ processingStatus: 'PROCESSED' });
    const activity = item({ kind: 'ACTIVITY', processingStatus: null });
    // The panel list comes newest first.
    const tabs = splitIntoTabs([activity, processed, resolved, done, high, lowNew, critical, lowOld]);
    expect(tabs.alert.map((a) => a.inAppTitle)).toEqual([critical, high, lowNew, lowOld].map((a) => a.inAppTitle));
    expect(tabs.resolved).toEqual([processed, resolved, done]);
    expect(tabs.activity).toEqual([activity]);
  });

  it('does not mark a critical alert read by seeing it; other unread items are', () => {
    expect(readsWhenSeen(item({ priority: 'CRITICAL' }))).toBe(false);
    expect(readsWhenSeen(item({ priority: 'CRITICAL', processingStatus: 'DONE' }))).toBe(false);
    expect(readsWhenSeen(item({ priority: 'HIGH' }))).toBe(true);
    expect(readsWhenSeen(item({ kind: 'ACTIVITY', priority: 'CRITICAL', processingStatus: null }))).toBe(true);
    expect(readsWhenSeen(item({ priority: 'LOW', read: true }))).toBe(false);
  });
});
