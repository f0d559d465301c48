import type { ListQuery, structure } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './floor-plans.repository.ts';
import { assertInCommunity } from './references.service.ts';

type FloorPlan = structure.floorPlans.FloorPlan;
type FloorPlanInput = ReturnType<typeof structure.floorPlans.floorPlanInput.parse>;

/** Floor plan names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

export function list(scope: CommunityScope, query: ListQuery & { unitTypeId?: string }) {
  return repository.listFloorPlans(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<FloorPlan> {
  return found(await repository.findFloorPlan(scope, id));
}

export async function create(scope: CommunityScope, input: FloorPlanInput): Promise<FloorPlan> {
  await assertInCommunity(scope, [['unit_types', input.unitTypeId]]);
  const id = await translate(() => repository.insertFloorPlan(scope, input), taken);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: FloorPlanInput): Promise<FloorPlan> {
  await assertInCommunity(scope, [['unit_types', input.unitTypeId]]);
  const row = await translate(() => repository.updateFloorPlan(scope, id, input), taken);
  return get(scope, row.id);
}

export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return repository.deleteFloorPlan(scope, id);
}
