import type { Scope } from '../db/scope.ts';

/**
 * The seam between automation (the staff-access scenario decides which staff may open which vacant
 * units; D251) and the access area (grants, credentials and what each lock holds). Automation says
 * who should hold which units; access turns that into grants of source VACANT_UNIT held by each
 * person's own mobile key, revokes the ones no longer wanted, and reports how each lock stands.
 * The access area registers the implementation; neither area imports the other.
 */

/** A lock on a unit's door, as the scenario names it. */
export interface UnitLock {
  readonly deviceId: string;
  readonly name: string;
  readonly unitId: string;
}

/** How a lock stands with the scenario's grants it should hold. */
export interface LockHold {
  /** Entries the lock has not confirmed yet. */
  readonly pending: number;
  /** The lock's last refusal, once an entry has failed REVOCATION_ALERT_ATTEMPTS times; else null. */
  readonly failing: string | null;
}

export interface VacantUnitAccess {
  /** The community's locks that sit on a unit's door, by name. */
  unitLocks(scope: Scope): Promise<UnitLock[]>;
  /**
   * Makes the scenario's grants exactly each of `staffIds` on each of `unitIds`, in the caller's
   * transaction: missing grants are issued (the person's own mobile key is written with the first
   * one), the others revoked, and the locks' sync is queued.
   */
  hold(scope: Scope, staffIds: readonly string[], unitIds: readonly string[]): Promise<void>;
  /** Who holds which unit through the scenario's live grants now. */
  holdings(scope: Scope): Promise<{ staffId: string; unitId: string }[]>;
  /** Per lock asked, how it stands with the scenario's live grants (a lock without any is missing). */
  holds(scope: Scope, deviceIds: readonly string[]): Promise<Map<string, LockHold>>;
}

let current: VacantUnitAccess | null = null;

/** The access area registers its implementation when its routes are registered. */
export function useVacantUnitAccess(implementation: VacantUnitAccess): void {
  current = implementation;
}

export function vacantUnitAccess(): VacantUnitAccess {
  if (!current) throw new Error('no vacant-unit access registered: the access area registers it');
  return current;
}
