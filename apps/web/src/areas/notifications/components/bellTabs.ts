import { type AlertTab, isFinished, type PanelNotification, type Priority } from '@lintel/contracts/notifications';

const RANK: Record<Priority, number> = { LOW: 1, MEDIUM: 2, HIGH: 3, CRITICAL: 4 };

/** Which bell tab a notification belongs to: Activity, Alerts (unfinished) or Resolved (finished). */
export function tabOf(item: PanelNotification): AlertTab {
  if (item.kind !== 'ALERT') return 'activity';
  return isFinished(item.processingStatus) ? 'resolved' : 'alert';
}

/**
 * The panel list split into the bell's tabs. Alerts sort by priority descending, then newest (spec);
 * activity and resolved keep the panel's order, newest first.
 */
export function splitIntoTabs(items: readonly PanelNotification[]): Record<AlertTab, PanelNotification[]> {
  const tabs: Record<AlertTab, PanelNotification[]> = { activity: [], alert: [], resolved: [] };
  for (const item of items) tabs[tabOf(item)].push(item);
  tabs.alert.sort((a, b) => RANK[b.priority] - RANK[a.priority] || b.timestamp.localeCompare(a.timestamp));
  return tabs;
}

/**
 * Whether seeing an item in the bell may mark it read. A critical alert stays unread until someone
 * marks it read or works on it: opening the bell is not handling a water leak.
 */
export const readsWhenSeen = (item: PanelNotification): boolean =>
  !item.read && !(item.kind === 'ALERT' && item.priority === 'CRITICAL');
