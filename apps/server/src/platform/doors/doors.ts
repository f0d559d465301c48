import type { AccessWindow } from '@lintel/formats/hours';
import type { Scope } from '../db/scope.ts';

/**
 * The seam between the access area (who may open which door) and the devices area (how a lock is
 * told). Access computes door entries from its grants and pushes them through `doors()`; the
 * devices area registers the implementation, which reaches each lock through its family's adapter
 * (the simulator in the demo and the tests). Neither area imports the other (docs/architecture.md).
 */

/** A lock as access names it. */
export interface DoorRef {
  readonly deviceId: string;
  readonly family: string;
  readonly serial: string;
  readonly name: string;
}

/** One entry a lock holds: a credential with its window and hours. The key is unique per lock. */
export interface DoorEntryPush extends AccessWindow {
  readonly key: string;
  readonly credentialId: string;
}

/** How a lock answered: it confirmed, it refused for good, or it did not answer (try again later). */
export type DoorAnswer = { outcome: 'confirmed' } | { outcome: 'refused' | 'unreachable'; error: string };

/** Where the implementation may write: a short transaction in the lock's tenant. */
export interface DoorContext {
  inTenant<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
}

export interface Doors {
  /** Puts an entry on a lock (again: the same key replaces it). `attempt` is 1 for the first try. */
  put(context: DoorContext, door: DoorRef, entry: DoorEntryPush, attempt: number): Promise<DoorAnswer>;
  /** Removes an entry from a lock (an entry it does not hold is removed already). */
  remove(context: DoorContext, door: DoorRef, key: string, attempt: number): Promise<DoorAnswer>;
  /**
   * A credential presented at the lock, as at the door: the lock decides from what it holds, at that
   * instant, in the community's time zone, and reports the access event. `null`: this lock cannot be
   * tried from the portal (a real vendor's lock).
   */
  present(scope: Scope, door: DoorRef, credentialId: string, at: Date): Promise<{ opened: boolean } | null>;
}

let current: Doors | null = null;

/** The devices area registers its implementation when its routes are registered. */
export function useDoors(doors: Doors): void {
  current = doors;
}

export function doors(): Doors {
  if (!current) throw new Error('no door implementation registered: the devices area registers it');
  return current;
}
