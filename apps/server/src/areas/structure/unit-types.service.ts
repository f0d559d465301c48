import type { ListQuery, structure } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './unit-types.repository.ts';

type UnitType = structure.unitTypes.UnitType;
type UnitTypeInput = ReturnType<typeof structure.unitTypes.unitTypeInput.parse>;

/** The audit trail's name for a unit type. */
export const UNIT_TYPE_ENTITY = 'structure.unitType';

const audit = (scope: CommunityScope, id: string, before: UnitType | null, after: UnitType | null) =>
  recordAudit(scope, { entityType: UNIT_TYPE_ENTITY, entityId: id, before, after });

/** Unit type names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.listUnitTypes(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<UnitType> {
  return found(await repository.findUnitType(scope, id));
}

export async function create(scope: CommunityScope, input: UnitTypeInput): Promise<UnitType> {
  const id = await translate(() => repository.insertUnitType(scope, input), taken);
  const created = await get(scope, id);
  await audit(scope, id, null, created);
  return created;
}

export async function update(scope: CommunityScope, id: string, input: UnitTypeInput): Promise<UnitType> {
  const before = await get(scope, id);
  const row = await translate(() => repository.updateUnitType(scope, id, input), taken);
  const after = await get(scope, row.id);
  await audit(scope, id, before, after);
  return after;
}

/** A unit type still in use stays: the foreign key answers CBR_UNIT_TYPE_IN_USE. */
export async function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const before = await get(scope, id);
  const removed = await translate(() => repository.deleteUnitType(scope, id), { foreignKey: 'CBR_UNIT_TYPE_IN_USE' });
  await audit(scope, id, before, null);
  return removed;
}

/** Gives every listed unit this type in one statement: all of them exist in the community, or nothing changes. */
export async function assignUnits(
  scope: CommunityScope,
  unitTypeId: string,
  unitIds: string[],
): Promise<{ unitTypeId: string; assigned: number }> {
  await get(scope, unitTypeId);
  const unique = [...new Set(unitIds)];
  const updated = await repository.setTypeOfUnits(scope, unitTypeId, unique);
  // A unit of another community or customer is invisible here: refuse the whole request.
  if (updated.length !== unique.length) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  return { unitTypeId, assigned: updated.length };
}
