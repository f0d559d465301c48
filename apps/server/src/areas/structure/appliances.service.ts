import type { structure } from '@lintel/contracts';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './appliances.repository.ts';
import { unitExists } from './units.repository.ts';

type Appliance = structure.appliances.Appliance;
type ApplianceInput = ReturnType<typeof structure.appliances.applianceInput.parse>;

/** Appliances belong to a unit of the community: another one is not found. */
async function assertUnit(scope: CommunityScope, unitId: string): Promise<void> {
  if (!(await unitExists(scope, unitId))) throw new AppError('RECORD_NOT_FOUND');
}

export async function listOfUnit(scope: CommunityScope, unitId: string): Promise<Appliance[]> {
  await assertUnit(scope, unitId);
  return repository.listUnitAppliances(scope, unitId);
}

async function get(scope: CommunityScope, id: string): Promise<Appliance> {
  return found(await repository.findAppliance(scope, id));
}

export async function create(scope: CommunityScope, unitId: string, input: ApplianceInput): Promise<Appliance> {
  await assertUnit(scope, unitId);
  const id = await repository.insertAppliance(scope, unitId, input);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: ApplianceInput): Promise<Appliance> {
  const row = await repository.updateAppliance(scope, id, input);
  return get(scope, row.id);
}

export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return repository.deleteAppliance(scope, id);
}
