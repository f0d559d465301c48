import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

/**
 * What a person holds in one community, found by holder (kind and id) rather than by source: for a
 * person leaving the community (D229, D232). Every query stays in the community of `at`; their grants
 * and credentials are the people's (people-access.repository.ts).
 */

/** The staff member's temporary accesses that still open doors (ACTIVE or SUSPENDED), locked for revoking. */
export function liveTemporaryAccessesOf(at: At, staffProfileId: string) {
  return at.db
    .selectFrom('temporary_accesses')
    .select(['id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('staff_profile_id', '=', staffProfileId)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .forUpdate()
    .execute();
}

/** Keys issued to the person, locked for taking back. */
export function issuedKeysOf(at: At, holderKind: string, holderId: string) {
  return at.db
    .selectFrom('access_keys')
    .select(['id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', holderKind)
    .where('holder_id', '=', holderId)
    .where('state', '=', 'ISSUED')
    .forUpdate()
    .execute();
}

/** Takes the person out of every group; answers the groups they left. */
export async function leaveGroups(at: At, holderKind: string, holderId: string): Promise<string[]> {
  const rows = await at.db
    .deleteFrom('access_group_members')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', holderKind)
    .where('holder_id', '=', holderId)
    .returning('group_id')
    .execute();
  return [...new Set(rows.map((row) => row.group_id))];
}
