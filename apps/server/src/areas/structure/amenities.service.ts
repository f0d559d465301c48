import type { ListQuery, structure } from '@lintel/contracts';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './amenities.repository.ts';
import { unitExists } from './units.repository.ts';

type UnitAmenity = structure.amenities.UnitAmenity;

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.listUnitAmenities(scope, query);
}

export async function get(scope: CommunityScope, amenityId: string): Promise<structure.amenities.UnitAmenityDetails> {
  const amenity = found(await repository.findUnitAmenity(scope, amenityId));
  const units = await repository.unitsWithAmenity(scope, amenityId);
  return { ...amenity, units };
}

export async function getGroup(scope: CommunityScope, groupId: string): Promise<structure.amenities.AmenityGroup> {
  const group = found(await repository.findAmenityGroup(scope, groupId));
  const amenities = await repository.amenitiesOfGroup(scope, groupId);
  return { ...group, amenities };
}

/** A unit of another community is not found. */
async function assertUnit(scope: CommunityScope, unitId: string): Promise<void> {
  if (!(await unitExists(scope, unitId))) throw new AppError('RECORD_NOT_FOUND');
}

export async function listOfUnit(scope: CommunityScope, unitId: string): Promise<UnitAmenity[]> {
  await assertUnit(scope, unitId);
  return repository.amenitiesOfUnit(scope, unitId);
}

/**
 * Replaces a unit's amenities with the listed ones. Every id must be a unit amenity of the
 * community in scope (another tenant's is invisible under row-level security), or nothing changes.
 */
export async function setOfUnit(scope: CommunityScope, unitId: string, amenityIds: string[]): Promise<UnitAmenity[]> {
  await assertUnit(scope, unitId);
  if (amenityIds.length > 0) {
    const known = await repository.findUnitAmenityIds(scope, amenityIds);
    if (known.length !== new Set(amenityIds).size) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  }
  await repository.replaceAmenitiesOfUnit(scope, unitId, amenityIds);
  return repository.amenitiesOfUnit(scope, unitId);
}
