import type { structure } from '@lintel/contracts';
import { sql } from 'kysely';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoDate, isoTimestamp } from '../../platform/db/sql.ts';
import { AppError } from '../../platform/errors.ts';

type UnitDetails = structure.units.UnitDetails;
type UnitInput = ReturnType<typeof structure.units.unitInput.parse>;

/** One unit with its building, unit type and floor plan names. */
export async function getUnit(scope: CommunityScope, id: string): Promise<UnitDetails> {
  const row = await scope.db
    .selectFrom('units as u')
    .innerJoin('buildings as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'u.customer_id')
        .onRef('b.community_id', '=', 'u.community_id')
        .onRef('b.id', '=', 'u.building_id'),
    )
    .innerJoin('unit_types as t', (join) =>
      join
        .onRef('t.customer_id', '=', 'u.customer_id')
        .onRef('t.community_id', '=', 'u.community_id')
        .onRef('t.id', '=', 'u.unit_type_id'),
    )
    .leftJoin('floor_plans as f', (join) =>
      join
        .onRef('f.customer_id', '=', 'u.customer_id')
        .onRef('f.community_id', '=', 'u.community_id')
        .onRef('f.id', '=', 'u.floor_plan_id'),
    )
    .select([
      'u.id',
      'u.name',
      'u.building_id as buildingId',
      'b.name as buildingName',
      'u.unit_type_id as unitTypeId',
      't.name as unitTypeName',
      'u.floor_plan_id as floorPlanId',
      'f.name as floorPlanName',
      'u.floor',
      'u.square_feet as squareFeet',
      'u.market_rent_cents as marketRentCents',
      'u.physical_status as physicalStatus',
      isoDate('u.notice_to_vacate_date').as('noticeToVacateDate'),
      isoTimestamp('u.created_at').as('createdAt'),
      isoTimestamp('u.updated_at').as('updatedAt'),
    ])
    .where('u.customer_id', '=', scope.customerId)
    .where('u.community_id', '=', scope.communityId)
    .where('u.id', '=', id)
    .executeTakeFirst();
  return found(row) as UnitDetails;
}

/**
 * Checks that every id a unit names belongs to the community in scope. Row-level security hides
 * other tenants' rows, so a forged id simply is not found.
 */
async function assertReferences(
  scope: CommunityScope,
  refs: { buildingId?: string; unitTypeId?: string; floorPlanId?: string | null },
): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`select
    (${refs.buildingId ?? null}::uuid is null or exists (select 1 from buildings where customer_id = ${scope.customerId}
      and community_id = ${scope.communityId} and id = ${refs.buildingId ?? null}::uuid))
    and (${refs.unitTypeId ?? null}::uuid is null or exists (select 1 from unit_types where customer_id = ${scope.customerId}
      and community_id = ${scope.communityId} and id = ${refs.unitTypeId ?? null}::uuid))
    and (${refs.floorPlanId ?? null}::uuid is null or exists (select 1 from floor_plans where customer_id = ${scope.customerId}
      and community_id = ${scope.communityId} and id = ${refs.floorPlanId ?? null}::uuid)) as ok`.execute(scope.db);
  if (!rows[0]?.ok) throw new AppError('CBR_REFERENCE_NOT_FOUND');
}

export async function createUnit(scope: CommunityScope, input: UnitInput): Promise<UnitDetails> {
  await assertReferences(scope, input);
  const row = await translate(
    () =>
      scope.db
        .insertInto('units')
        .values({
          customer_id: scope.customerId,
          community_id: scope.communityId,
          name: input.name,
          building_id: input.buildingId,
          unit_type_id: input.unitTypeId,
          floor_plan_id: input.floorPlanId,
          floor: input.floor,
          square_feet: input.squareFeet,
          market_rent_cents: input.marketRentCents,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { unique: 'CBR_NAME_TAKEN' },
  );
  return getUnit(scope, row.id);
}

type UnitChanges = Partial<{
  name: string;
  building_id: string;
  unit_type_id: string;
  floor_plan_id: string | null;
  floor: number;
  square_feet: number;
  market_rent_cents: number;
  physical_status: string | null;
  notice_to_vacate_date: string | null;
}>;

async function changeUnit(scope: CommunityScope, id: string, changes: UnitChanges): Promise<UnitDetails> {
  const row = await translate(
    () =>
      scope.db
        .updateTable('units')
        .set({ ...changes, updated_at: scope.now })
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    { unique: 'CBR_NAME_TAKEN' },
  );
  return getUnit(scope, found(row).id);
}

export async function updateUnit(scope: CommunityScope, id: string, input: UnitInput): Promise<UnitDetails> {
  await assertReferences(scope, input);
  return changeUnit(scope, id, {
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
  return changeUnit(scope, id, { unit_type_id: unitTypeId });
}

export function setPhysicalStatus(scope: CommunityScope, id: string, status: string | null): Promise<UnitDetails> {
  return changeUnit(scope, id, { physical_status: status });
}

export function setNoticeToVacate(scope: CommunityScope, id: string, date: string | null): Promise<UnitDetails> {
  return changeUnit(scope, id, { notice_to_vacate_date: date });
}

export async function deleteUnit(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const row = await scope.db
    .deleteFrom('units')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return found(row);
}
