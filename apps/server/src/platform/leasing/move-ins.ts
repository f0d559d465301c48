import type { Scope } from '../db/scope.ts';

/**
 * The seam between the areas that prepare a unit for a resident moving in (automation: the
 * recommended move-in settings) and the area that knows the leases. Today the smart-building leases
 * (the access area) implement it; the leasing area of the resident lifecycle replaces that
 * implementation when it lands, and the automation area does not change (D250).
 */

/** A lease starting in the window with residents not moved in yet. */
export interface MoveInDue {
  readonly leaseId: string;
  readonly unitId: string;
  /** YYYY-MM-DD: the lease's first day. */
  readonly dueOn: string;
  /** The names of the residents still to move in. */
  readonly residents: readonly string[];
}

export interface MoveIns {
  /** The move-ins due from `from` to `to` (YYYY-MM-DD, both included) in the scope's community, soonest first. */
  due(scope: Scope, from: string, to: string): Promise<MoveInDue[]>;
}

let current: MoveIns | null = null;

/** The area that holds the leases registers its implementation when its routes are registered. */
export function useMoveIns(moveIns: MoveIns): void {
  current = moveIns;
}

export function moveIns(): MoveIns {
  if (!current) throw new Error('no move-in source registered: the leases area registers it');
  return current;
}
