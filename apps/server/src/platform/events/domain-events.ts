import type { JobTarget } from '../jobs/jobs.ts';

/**
 * Events one area raises and another acts on, inside the raiser's transaction (D174). The raiser
 * does not know who listens; a listener registers once when its area's routes are registered. Both
 * run in the same transaction, so a rolled-back change raises nothing and a listener's failure rolls
 * the change back. This is how areas talk without importing each other (docs/architecture.md).
 */
export interface DomainEvents {
  /**
   * A device needs someone's attention (devices area): the notifications area turns it into an
   * alert for the community's staff.
   */
  'devices.alert': {
    deviceId: string;
    deviceName: string;
    /** The notification catalogue's event: IOT_LOW_BATTERY, IOT_LEAK_DETECTED, IOT_LOCK_OFFLINE, IOT_SYNC_FAILED,
     * IOT_REVOCATION_UNCONFIRMED (access area: a lock has not confirmed a revocation). */
    eventCode: string;
    priority: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
    title: string;
    /** Plain text: the listener escapes it. */
    text: string;
  };
  /**
   * A leak sensor detected water (devices area): the automation area tells the people its
   * leak-sensor notification rules name (D247), beside the staff alert of 'devices.alert'.
   */
  'devices.leakDetected': {
    deviceId: string;
    deviceName: string;
    /** The unit the sensor is in, if any. */
    unitId: string | null;
    /** When the sensor reported it (ISO). */
    detectedAt: string;
  };
  /**
   * A lock finished installing (devices area): the smart-building settings send it the phone
   * credential values the community saved (BLE, wallet passes) that its family can carry.
   */
  'devices.lockInstalled': {
    deviceId: string;
    name: string;
    family: string;
    /** What the lock's family can be told (the lock-settings seam's features). */
    features: ('BLE' | 'NFC_WALLET' | 'HOLD_OPEN')[];
  };
  /**
   * A resident's move-in or move-out is due (a lease made in the portal; the leasing area and PMS
   * integrations raise it too): the access area puts it in the resident queue (D219). Raising it
   * again for the same resident, lease and kind moves its due date while it is pending.
   */
  'leasing.residentMoveDue': {
    leaseId: string;
    residentId: string;
    kind: 'MOVE_IN' | 'MOVE_OUT';
    /** YYYY-MM-DD. */
    dueOn: string;
    source: 'LINTEL' | 'PMS';
    externalRef: string | null;
    /** The event as an integration sent it (its queue shows it); none for Lintel's own. */
    payload?: Record<string, unknown>;
  };
}
export type DomainEventName = keyof DomainEvents;

type Listener<N extends DomainEventName> = (target: JobTarget, event: DomainEvents[N]) => Promise<void>;

const listeners = new Map<DomainEventName, Map<string, Listener<DomainEventName>>>();

/**
 * Registers a listener under a name (registering the same name again replaces it, so an
 * application built twice in one process listens once).
 */
export function onDomainEvent<N extends DomainEventName>(name: N, listenerName: string, listener: Listener<N>): void {
  let byName = listeners.get(name);
  if (!byName) {
    byName = new Map();
    listeners.set(name, byName);
  }
  byName.set(listenerName, listener as unknown as Listener<DomainEventName>);
}

/** Raises an event in the caller's transaction: every listener runs now, in it. */
export async function raise<N extends DomainEventName>(
  target: JobTarget,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  for (const listener of listeners.get(name)?.values() ?? []) await listener(target, event);
}
