import type { Tx } from '../platform/db/scope.ts';
import { demoId } from './ids.ts';

/** Demo unit amenities by group (null: no group), plus two community-wide amenities the unit screens leave out. */
export const demoAmenityGroups: { group: string | null; amenities: string[] }[] = [
  { group: 'Kitchen', amenities: ['Dishwasher', 'Gas range', 'Stainless steel appliances'] },
  { group: 'Outdoor', amenities: ['Balcony', 'Patio'] },
  { group: 'Comfort', amenities: ['Central air', 'Hardwood floors', 'In-unit washer and dryer', 'Walk-in closet'] },
  { group: null, amenities: ['Fireplace'] },
];
const communityAmenities = ['Pool', 'Fitness room'];

/**
 * Demo amenities of one community: groups, unit amenities (grouping type Apartment) and a few
 * community ones, with the first units holding some of them. Deterministic ids; running it again
 * adds nothing.
 *
 * @example await seedAmenities(trx, { customer_id, community_id }, unitIds);
 */
export async function seedAmenities(
  trx: Tx,
  scoped: { customer_id: string; community_id: string },
  unitIds: string[],
): Promise<void> {
  const kid = scoped.community_id;
  const id = (kind: string, name: string) => demoId(`${kind}:${kid}/${name}`);

  const groups = demoAmenityGroups.flatMap(({ group }) =>
    group ? [{ ...scoped, id: id('amenity-group', group), name: group }] : [],
  );
  await trx
    .insertInto('community_amenity_groups')
    .values(groups)
    .onConflict((oc) => oc.doNothing())
    .execute();

  const unitAmenities = demoAmenityGroups.flatMap(({ group, amenities }) =>
    amenities.map((name) => ({
      ...scoped,
      id: id('amenity', name),
      grouping_type: 'Apartment' as const,
      name,
      group_id: group ? id('amenity-group', group) : null,
    })),
  );
  const shared = communityAmenities.map((name) => ({
    ...scoped,
    id: id('amenity', name),
    grouping_type: 'Community' as const,
    name,
    group_id: null,
  }));
  await trx
    .insertInto('community_amenities')
    .values([...unitAmenities, ...shared])
    .onConflict((oc) => oc.doNothing())
    .execute();

  // The first twelve units hold two or three amenities each, in a repeating pattern.
  const assignments = unitIds.slice(0, 12).flatMap((unitId, i) =>
    [i, i + 3, i + 5]
      .slice(0, 2 + (i % 2))
      .map((n) => unitAmenities[n % unitAmenities.length]!.id)
      .filter((amenityId, k, all) => all.indexOf(amenityId) === k)
      .map((amenityId) => ({ ...scoped, unit_id: unitId, amenity_id: amenityId })),
  );
  if (assignments.length) {
    await trx
      .insertInto('unit_amenities')
      .values(assignments)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
