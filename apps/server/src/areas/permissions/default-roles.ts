import { NO_ROLE_PRESET_ID, PORTFOLIO_ADMIN_PRESET_ID } from '@lintel/permissions';
import type { Tx } from '../../platform/db/scope.ts';
import { stableId } from '../../platform/stable-id.ts';
import { communityManagerPreset, communityViewerPreset } from './reference-data.ts';

export type DefaultRoleKey = 'portfolioAdmin' | 'manager' | 'viewer' | 'noRole';

/** The roles every customer starts with, each following a preset (internal ones cannot be edited). */
export const defaultRoles: { key: DefaultRoleKey; name: string; presetId: string; internal: boolean }[] = [
  { key: 'portfolioAdmin', name: 'Portfolio admin', presetId: PORTFOLIO_ADMIN_PRESET_ID, internal: true },
  { key: 'manager', name: 'Community manager', presetId: communityManagerPreset.id, internal: false },
  { key: 'viewer', name: 'Community viewer', presetId: communityViewerPreset.id, internal: false },
  { key: 'noRole', name: 'No role', presetId: NO_ROLE_PRESET_ID, internal: true },
];

export const defaultRoleId = (customerId: string, key: DefaultRoleKey) => stableId(`role:${customerId}/${key}`);

/** Creates a new customer's default roles; the transaction must act in that customer. */
export async function createDefaultRoles(trx: Tx, customerId: string): Promise<void> {
  await trx
    .insertInto('roles')
    .values(
      defaultRoles.map((role) => ({
        customer_id: customerId,
        id: defaultRoleId(customerId, role.key),
        name: role.name,
        preset_id: role.presetId,
        follows_preset: true,
        internal: role.internal,
      })),
    )
    .execute();
}
