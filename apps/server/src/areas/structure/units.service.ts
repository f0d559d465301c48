import type { ListQuery, structure } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { assertInCommunity } from './references.service.ts';
import * as repository from './units.repository.ts';

type UnitDetails = structure.units.UnitDetails;
type UnitInput = ReturnType<typeof structure.units.unitInput.parse>;

/** The audit trail's name for a unit; ids are shown by the names beside them. */
export const UNIT_ENTITY = 'structure.unit';
export const UNIT_AUDIT_IGNORED = ['buildingId', 'unitTypeId', 'floorPlanId'] as const;

const audit = (scope: CommunityScope, id: string, before: UnitDetails | null, after: UnitDetails | null) =>
  recordAudit(scope, { entityType: UNIT_ENTITY, entityId: id, before, after, ignore: UNIT_AUDIT_IGNORED });

/** Unit names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

/** Units of the community in scope; `q` matches the start of the unit name in any case. */
export function list(
  scope: CommunityScope,
  query: ListQuery & { buildingId?: string; unitTypeId?: string; physicalStatus?: string },
) {
  return repository.listUnits(scope, query);
}

/** One unit with its building, unit type and floor plan names. */
export async function get(scope: CommunityScope, id: string): Promise<UnitDetails> {
  return found(await repository.findUnit(scope, id));
}

/** The building, unit type and floor plan a unit names must be the community's. */
function assertReferences(
  scope: CommunityScope,
  refs: { buildingId?: string; unitTypeId?: string; floorPlanId?: string | null },
): Promise<void> {
  return assertInCommunity(scope, [
    ['buildings', refs.buildingId],
    ['unit_types', refs.unitTypeId],
    ['floor_plans', refs.floorPlanId],
  ]);
}

export async function create(scope: CommunityScope, input: UnitInput): Promise<UnitDetails> {
  await assertReferences(scope, input);
  const id = await translate(() => repository.insertUnit(scope, input), taken);
  const created = await get(scope, id);
  await audit(scope, id, null, created);
  return created;
}

async function change(scope: CommunityScope, id: string, changes: repository.UnitChanges): Promise<UnitDetails> {
  const before = await get(scope, id);
  const row = await translate(() => repository.updateUnit(scope, id, changes), taken);
  const after = await get(scope, found(row).id);
  await audit(scope, id, before, after);
  return after;
}

export async function update(scope: CommunityScope, id: string, input: UnitInput): Promise<UnitDetails> {
  await assertReferences(scope, input);
  return change(scope, id, {
    name: input.name,
    building_id: input.buildingId,
    unit_type_id: input.unitTypeId,
    floor_plan_id: input.floorPlanId,
    floor: input.floor,
    square_feet: input.squareFeet,
    market_rent_cents: input.marketRentCents,
  });
}

export async function setUnitType(scope: CommunityScope, id: string, unitTypeId: string): Promise<UnitDetails> {
  await assertReferences(scope, { unitTypeId });
  return change(scope, id, { unit_type_id: unitTypeId });
}

export function setPhysicalStatus(scope: CommunityScope, id: string, status: string | null): Promise<UnitDetails> {
  return change(scope, id, { physical_status: status });
}

/**
 * Sets the physical status of many units at once (the list's bulk change): every unit must be the
 * community's, or nothing changes.
 */
export async function setPhysicalStatusOfUnits(
  scope: CommunityScope,
  unitIds: string[],
  status: string | null,
): Promise<{ updated: number }> {
  const unique = [...new Set(unitIds)];
  const updated = await repository.setPhysicalStatusOfUnits(scope, unique, status);
  // A unit of another community or customer is invisible here: refuse the whole request, and the
  // request's transaction undoes the rows already changed.
  if (updated.length !== unique.length) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  return { updated: updated.length };
}

export function setNoticeToVacate(scope: CommunityScope, id: string, date: string | null): Promise<UnitDetails> {
  return change(scope, id, { notice_to_vacate_date: date });
}

export async function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const before = await get(scope, id);
  const removed = found(await repository.deleteUnit(scope, id));
  await audit(scope, id, before, null);
  return removed;
}
