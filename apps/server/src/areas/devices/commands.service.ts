import type { devices } from '@lintel/contracts';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './commands.repository.ts';

export async function get(scope: CommunityScope, deviceId: string, commandId: string): Promise<devices.DeviceCommand> {
  return found(await repository.findCommand(scope, deviceId, commandId));
}
