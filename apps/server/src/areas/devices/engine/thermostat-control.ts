import type { ThermostatControl } from '../../../platform/climate/thermostat-control.ts';
import type { Scope } from '../../../platform/db/scope.ts';
import { AppError } from '../../../platform/errors.ts';
import { requestCommand } from './commands.service.ts';
import { lockSettingsOfDevices } from './lock-settings.ts';

/**
 * The devices area's side of the thermostat seam (platform/climate/thermostat-control.ts): the
 * installed thermostats, and a SET_POINT command through the family adapter, as a person's set point
 * from the thermostat's screen goes.
 */

function tenant(scope: Scope) {
  if (!scope.customerId || !scope.communityId) throw new Error('thermostat control needs a community');
  return { c: scope.customerId, k: scope.communityId };
}

export const thermostatControlOfDevices: ThermostatControl = {
  async thermostats(scope) {
    const { c, k } = tenant(scope);
    const rows = await scope.db
      .selectFrom('devices')
      .select(['id as deviceId', 'name', 'unit_id as unitId', 'connection'])
      .where('customer_id', '=', c)
      .where('community_id', '=', k)
      .where('kind', '=', 'THERMOSTAT')
      .where('install_state', '=', 'INSTALLED')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, connection: row.connection === 'ONLINE' ? 'ONLINE' : 'OFFLINE' }));
  },

  async setPoint(scope, deviceId, value) {
    try {
      return { commandId: (await requestCommand(scope, deviceId, 'SET_POINT', { ...value })).commandId };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'DEVICE_BUSY') return { busy: true };
      return { refused: error.code };
    }
  },

  commands: (scope, commandIds) => lockSettingsOfDevices.commands(scope, commandIds),
};
