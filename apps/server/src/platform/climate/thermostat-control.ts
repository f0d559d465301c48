import type { Scope } from '../db/scope.ts';
import type { SentCommand } from '../doors/lock-settings.ts';

/**
 * The seam between automation (the energy-saving scenario decides what a vacant unit's thermostat
 * should hold) and the devices area (how a thermostat is told). Automation asks for the community's
 * installed thermostats and sends one a set point; the devices area registers the implementation,
 * which queues a SET_POINT command through the thermostat's family adapter (the simulator in the
 * demo and the tests). Neither area imports the other.
 */

/** An installed thermostat as a scenario names it. */
export interface ThermostatTarget {
  readonly deviceId: string;
  readonly name: string;
  readonly unitId: string | null;
  readonly connection: 'ONLINE' | 'OFFLINE';
}

export interface SetPoint {
  readonly heatSetPoint: number;
  readonly coolSetPoint: number;
  readonly mode: 'HEAT' | 'COOL' | 'AUTO' | 'OFF';
}

export interface ThermostatControl {
  /** The community's installed thermostats, by name. */
  thermostats(scope: Scope): Promise<ThermostatTarget[]>;
  /**
   * Asks a thermostat to hold the set point. `busy`: another command of the thermostat is on its
   * way, try again later; `refused`: it cannot take it (gone, not installed), with the error code.
   */
  setPoint(
    scope: Scope,
    deviceId: string,
    value: SetPoint,
  ): Promise<{ commandId: string } | { busy: true } | { refused: string }>;
  /** Where the commands stand, by id (a command that is gone is missing). */
  commands(scope: Scope, commandIds: readonly string[]): Promise<Map<string, SentCommand>>;
}

let current: ThermostatControl | null = null;

/** The devices area registers its implementation when its routes are registered. */
export function useThermostatControl(implementation: ThermostatControl): void {
  current = implementation;
}

export function thermostatControl(): ThermostatControl {
  if (!current) throw new Error('no thermostat control registered: the devices area registers it');
  return current;
}
