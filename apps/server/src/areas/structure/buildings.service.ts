import type { ListQuery, structure } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './buildings.repository.ts';

type Building = structure.buildings.Building;
type BuildingInput = ReturnType<typeof structure.buildings.buildingInput.parse>;

/** The audit trail's name for a building. */
export const BUILDING_ENTITY = 'structure.building';

const audit = (scope: CommunityScope, id: string, before: Building | null, after: Building | null) =>
  recordAudit(scope, { entityType: BUILDING_ENTITY, entityId: id, before, after });

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
  const created = await get(scope, id);
  await audit(scope, id, null, created);
  return created;
}

export async function update(scope: CommunityScope, id: string, input: BuildingInput): Promise<Building> {
  const before = await get(scope, id);
  const row = await translate(() => repository.updateBuilding(scope, id, input), taken);
  const after = await get(scope, row.id);
  await audit(scope, id, before, after);
  return after;
}

/** A building with units stays: their foreign key answers CBR_BUILDING_IN_USE. */
export async function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const before = await get(scope, id);
  const removed = await translate(() => repository.deleteBuilding(scope, id), { foreignKey: 'CBR_BUILDING_IN_USE' });
  await audit(scope, id, before, null);
  return removed;
}
