import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { type DomainEvents, raise } from '../../../platform/events/domain-events.ts';
import type { JobTarget } from '../../../platform/jobs/jobs.ts';

/**
 * The device alerts (part 3 section 4 lists alert statuses and priorities but not which device
 * event has which; D176): a leak is CRITICAL (water does damage by the minute), a lock that went
 * offline HIGH (a door nobody can open or lock remotely), a failed sync MEDIUM (the lock keeps its
 * old access list until the next sync), a low battery MEDIUM (weeks of warning). Each is raised
 * through the domain-event seam (D174); the notifications area makes it an alert for the
 * community's staff, in the same transaction as the change that caused it.
 */
type Alert = DomainEvents['devices.alert'];

interface Named {
  id: string;
  name: string;
}

export const leakAlert = (device: Named): Alert => ({
  deviceId: device.id,
  deviceName: device.name,
  eventCode: 'IOT_LEAK_DETECTED',
  priority: 'CRITICAL',
  title: `Leak detected: ${device.name}`,
  text: `The leak sensor ${device.name} detected water.`,
});

export const offlineAlert = (device: Named): Alert => ({
  deviceId: device.id,
  deviceName: device.name,
  eventCode: 'IOT_LOCK_OFFLINE',
  priority: 'HIGH',
  title: `Lock offline: ${device.name}`,
  text: `The lock ${device.name} lost its connection.`,
});

export const syncFailedAlert = (device: Named, error: string | null): Alert => ({
  deviceId: device.id,
  deviceName: device.name,
  eventCode: 'IOT_SYNC_FAILED',
  priority: 'MEDIUM',
  title: `Sync failed: ${device.name}`,
  text: `The lock ${device.name} did not take the portal's data${error ? `: ${error}` : '.'}`,
});

export const lowBatteryAlert = (device: Named, battery: number): Alert => ({
  deviceId: device.id,
  deviceName: device.name,
  eventCode: 'IOT_LOW_BATTERY',
  priority: 'MEDIUM',
  title: `Battery low: ${device.name}`,
  text: `The battery of ${device.name} is at ${battery}%.`,
});

/** Low battery is raised once, when the level crosses the threshold, not on every reading under it. */
export function crossedLowBattery(before: number | null, after: number | null): boolean {
  return after !== null && after <= LOW_BATTERY_PERCENT && (before === null || before > LOW_BATTERY_PERCENT);
}

export function raiseAlert(target: JobTarget, alert: Alert): Promise<void> {
  return raise(target, 'devices.alert', alert);
}
