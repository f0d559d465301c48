import type { devices } from '@lintel/contracts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';
import './devices.tables.ts';

/** A command of a device of the community, as the contract shows it. */
export function findCommand(scope: CommunityScope, deviceId: string, commandId: string) {
  return scope.db
    .selectFrom('device_commands as c')
    .select([
      'c.id',
      'c.device_id as deviceId',
      'c.command',
      'c.status',
      'c.step',
      'c.error',
      isoTimestamp('c.created_at').as('createdAt'),
      isoTimestamp('c.finished_at').as('finishedAt'),
    ])
    .where('c.customer_id', '=', scope.customerId)
    .where('c.community_id', '=', scope.communityId)
    .where('c.device_id', '=', deviceId)
    .where('c.id', '=', commandId)
    .executeTakeFirst() as Promise<devices.DeviceCommand | undefined>;
}
