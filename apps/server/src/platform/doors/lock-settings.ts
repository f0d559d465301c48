import type { Scope } from '../db/scope.ts';

/**
 * The seam between the areas that decide what the locks should do (the smart-building settings: BLE
 * and wallet passes; automation: hold a door open in its hours) and the devices area (how a lock is
 * told). They ask for the locks that can carry a feature and send each one the feature's values; the devices area
 * registers the implementation, which sends a configuration command through the lock's family
 * adapter (the simulator in the demo and the tests). Neither area imports the other.
 */

/** What a lock can be told: a phone credential feature's values, or to be held open (passage mode: { open }). */
export type LockFeature = 'BLE' | 'NFC_WALLET' | 'HOLD_OPEN';

/** A lock as the settings name it. */
export interface LockTarget {
  readonly deviceId: string;
  readonly name: string;
  readonly family: string;
}

/** Where a sent command stands. */
export interface SentCommand {
  readonly status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  readonly error: string | null;
}

export interface LockSettings {
  /** The community's installed locks whose family can carry the feature, by name. */
  targets(scope: Scope, feature: LockFeature): Promise<LockTarget[]>;
  /**
   * Sends a lock the feature's values (kept with the lock, carried by a configuration command).
   * `busy`: another configuration of the lock is on its way, try again later; `refused`: the lock
   * cannot take it (gone, not installed), with the error code.
   */
  send(
    scope: Scope,
    deviceId: string,
    feature: LockFeature,
    values: Record<string, unknown>,
  ): Promise<{ commandId: string } | { busy: true } | { refused: string }>;
  /** Where the commands stand, by id (a command that is gone is missing). */
  commands(scope: Scope, commandIds: readonly string[]): Promise<Map<string, SentCommand>>;
}

let current: LockSettings | null = null;

/** The devices area registers its implementation when its routes are registered. */
export function useLockSettings(implementation: LockSettings): void {
  current = implementation;
}

export function lockSettings(): LockSettings {
  if (!current) throw new Error('no lock settings implementation registered: the devices area registers it');
  return current;
}
