import type { structure } from '@lintel/contracts';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoDate, isoTimestamp } from '../../platform/db/sql.ts';

type Appliance = structure.appliances.Appliance;
type ApplianceInput = ReturnType<typeof structure.appliances.applianceInput.parse>;

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('appliances as a')
    .select([
      'a.id',
      'a.unit_id as unitId',
      'a.name',
      'a.brand',
      'a.model',
      'a.serial_number as serialNumber',
      isoDate('a.installed_on').as('installedOn'),
      isoTimestamp('a.created_at').as('createdAt'),
    ])
    .where('a.customer_id', '=', scope.customerId)
    .where('a.community_id', '=', scope.communityId);
}

/** The unit's appliances, by name. */
export function listUnitAppliances(scope: CommunityScope, unitId: string): Promise<Appliance[]> {
  return select(scope).where('a.unit_id', '=', unitId).orderBy('a.name').orderBy('a.id').execute();
}

export function findAppliance(scope: CommunityScope, id: string): Promise<Appliance | undefined> {
  return select(scope).where('a.id', '=', id).executeTakeFirst();
}

const columns = (input: ApplianceInput) => ({
  name: input.name,
  brand: input.brand,
  model: input.model,
  serial_number: input.serialNumber,
  installed_on: input.installedOn,
});

export async function insertAppliance(scope: CommunityScope, unitId: string, input: ApplianceInput): Promise<string> {
  const row = await scope.db
    .insertInto('appliances')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, unit_id: unitId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateAppliance(scope: CommunityScope, id: string, input: ApplianceInput) {
  return updateInCommunity(scope, 'appliances', id, { ...columns(input), updated_at: scope.now });
}

export function deleteAppliance(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'appliances', id);
}
