import { sql } from 'kysely';
import type { Scope } from '../../../platform/db/scope.ts';
import type { LockSettings, SentCommand } from '../../../platform/doors/lock-settings.ts';
import { AppError } from '../../../platform/errors.ts';
import { requestCommand } from './commands.service.ts';
import { FEATURE_FAMILIES } from './lock-features.ts';

/**
 * The devices area's side of the lock-settings seam (platform/doors/lock-settings.ts): which families
 * carry a feature, and the command that takes it to one lock: CONFIGURE for a phone credential
 * feature (its values kept with the lock as devices.config.credentials once the command is accepted),
 * HOLD_OPEN for passage mode.
 */

/** Installed locks, and locks whose last configuration failed (a new one may mend them). */
const REACHABLE_STATES = ['INSTALLED', 'CONFIGURATION_ERROR', 'CONFIGURING'];

function tenant(scope: Scope) {
  if (!scope.customerId || !scope.communityId) throw new Error('lock settings need a community');
  return { c: scope.customerId, k: scope.communityId };
}

export const lockSettingsOfDevices: LockSettings = {
  async targets(scope, feature) {
    const { c, k } = tenant(scope);
    return scope.db
      .selectFrom('devices')
      .select(['id as deviceId', 'name', 'family'])
      .where('customer_id', '=', c)
      .where('community_id', '=', k)
      .where('kind', '=', 'LOCK')
      .where('family', 'in', [...FEATURE_FAMILIES[feature]])
      .where('install_state', 'in', REACHABLE_STATES)
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  async send(scope, deviceId, feature, values) {
    const { c, k } = tenant(scope);
    try {
      if (feature === 'HOLD_OPEN') {
        return {
          commandId: (await requestCommand(scope, deviceId, 'HOLD_OPEN', { open: values.open === true })).commandId,
        };
      }
      const { commandId } = await requestCommand(scope, deviceId, 'CONFIGURE', { credentials: { [feature]: values } });
      await sql`update devices
        set config = config || jsonb_build_object('credentials',
              coalesce(config->'credentials', '{}'::jsonb) || jsonb_build_object(${feature}::text, ${JSON.stringify(values)}::jsonb)),
            updated_at = ${scope.now}
        where customer_id = ${c} and community_id = ${k} and id = ${deviceId}`.execute(scope.db);
      return { commandId };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'DEVICE_BUSY') return { busy: true };
      return { refused: error.code };
    }
  },

  async commands(scope, commandIds) {
    const found = new Map<string, SentCommand>();
    if (commandIds.length === 0) return found;
    const { c, k } = tenant(scope);
    const rows = await scope.db
      .selectFrom('device_commands')
      .select(['id', 'status', 'error'])
      .where('customer_id', '=', c)
      .where('community_id', '=', k)
      .where('id', 'in', [...commandIds])
      .execute();
    for (const row of rows) found.set(row.id, { status: row.status as SentCommand['status'], error: row.error });
    return found;
  },
};
