import type { ListQuery, structure } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './buildings.repository.ts';

type Building = structure.buildings.Building;
type BuildingInput = ReturnType<typeof structure.buildings.buildingInput.parse>;

/** Building names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.listBuildings(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<Building> {
  return found(await repository.findBuilding(scope, id));
}

export async function create(scope: CommunityScope, input: BuildingInput): Promise<Building> {
  const id = await translate(() => repository.insertBuilding(scope, input), taken);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: BuildingInput): Promise<Building> {
  const row = await translate(() => repository.updateBuilding(scope, id, input), taken);
  return get(scope, row.id);
}

/** A building with units stays: their foreign key answers CBR_BUILDING_IN_USE. */
export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return translate(() => repository.deleteBuilding(scope, id), { foreignKey: 'CBR_BUILDING_IN_USE' });
}
