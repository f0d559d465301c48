import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';

/** The IoT switches of the community in scope; a community without a row has them all off. */
export async function findIotSettings(scope: CommunityScope) {
  const { rows } = await sql<{ firekey: boolean; si_integration: boolean; energy_management: boolean }>`
    select firekey_enabled as firekey, si_integration_enabled as si_integration,
      energy_management_enabled as energy_management
    from iot_community_settings
    where customer_id = ${scope.customerId} and community_id = ${scope.communityId}`.execute(scope.db);
  const row = rows[0];
  return {
    firekey: row?.firekey ?? false,
    si_integration: row?.si_integration ?? false,
    energyManagement: row?.energy_management ?? false,
  };
}
