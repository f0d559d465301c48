import type { structure } from '@lintel/contracts';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import { found } from '../../platform/db/errors.ts';
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

async function assertUnit(scope: CommunityScope, unitId: string): Promise<void> {
  found(
    await scope.db
      .selectFrom('units')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', '=', unitId)
      .executeTakeFirst(),
  );
}

export async function listUnitAppliances(scope: CommunityScope, unitId: string): Promise<Appliance[]> {
  await assertUnit(scope, unitId);
  return select(scope).where('a.unit_id', '=', unitId).orderBy('a.name').orderBy('a.id').execute();
}

export async function getAppliance(scope: CommunityScope, id: string): Promise<Appliance> {
  return found(await select(scope).where('a.id', '=', id).executeTakeFirst());
}

const columns = (input: ApplianceInput) => ({
  name: input.name,
  brand: input.brand,
  model: input.model,
  serial_number: input.serialNumber,
  installed_on: input.installedOn,
});

export async function createAppliance(scope: CommunityScope, unitId: string, input: ApplianceInput) {
  await assertUnit(scope, unitId);
  const row = await scope.db
    .insertInto('appliances')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, unit_id: unitId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getAppliance(scope, row.id);
}

export async function updateAppliance(scope: CommunityScope, id: string, input: ApplianceInput) {
  const row = await updateInCommunity(scope, 'appliances', id, { ...columns(input), updated_at: scope.now });
  return getAppliance(scope, row.id);
}

export async function deleteAppliance(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return deleteInCommunity(scope, 'appliances', id);
}
