import type { Tx } from '../platform/db/scope.ts';
import { demoId } from './ids.ts';

/**
 * Demo community structure beyond buildings, unit types and units: floor plans, a common area and
 * a maintenance area, appliances in the first units, parking spaces (some assigned), and a small
 * location tree with space types around the buildings' own nodes. Deterministic ids, so tests and links can name them.
 *
 * @example await seedStructure(trx, { customer_id, community_id }, { buildingIds, unitTypeIds, unitIds });
 */
export async function seedStructure(
  trx: Tx,
  scoped: { customer_id: string; community_id: string },
  refs: { buildingIds: string[]; unitTypes: { id: string; name: string }[]; unitIds: string[] },
): Promise<void> {
  const kid = scoped.community_id;
  const id = (kind: string, name: string) => demoId(`${kind}:${kid}/${name}`);

  const plans = refs.unitTypes.map((type, i) => ({
    ...scoped,
    id: id('floor-plan', `Plan ${String.fromCharCode(65 + i)}`),
    name: `Plan ${String.fromCharCode(65 + i)}`,
    unit_type_id: type.id,
    bedrooms: i,
    bathrooms: i < 2 ? 1 : 2,
    square_feet: 480 + i * 260,
    description: `${type.name} layout`,
  }));
  await trx.insertInto('floor_plans').values(plans).execute();
  // Every unit of a type gets that type's plan? Only the first ten units: the rest show "no floor plan".
  for (const [i, unitId] of refs.unitIds.slice(0, 10).entries()) {
    const plan = plans[i % plans.length]!;
    await trx
      .updateTable('units')
      .set({ floor_plan_id: plan.id, unit_type_id: plan.unit_type_id })
      .where('customer_id', '=', scoped.customer_id)
      .where('community_id', '=', kid)
      .where('id', '=', unitId)
      .execute();
  }

  await trx
    .insertInto('common_spaces')
    .values([
      {
        ...scoped,
        id: id('common-space', 'Clubhouse'),
        business_purpose: 'COMMON_AREA',
        name: 'Clubhouse',
        building_id: refs.buildingIds[0] ?? null,
        floor: 1,
        square_feet: 2400,
        description: 'Lounge, kitchen and event room',
      },
      {
        ...scoped,
        id: id('common-space', 'Fitness center'),
        business_purpose: 'COMMON_AREA',
        name: 'Fitness center',
        building_id: null,
        floor: null,
        square_feet: 1200,
        description: null,
      },
      {
        ...scoped,
        id: id('common-space', 'Boiler room'),
        business_purpose: 'MAINTENANCE_AREA',
        name: 'Boiler room',
        building_id: refs.buildingIds[0] ?? null,
        floor: -1,
        square_feet: 600,
        description: 'Access with the maintenance key only',
      },
    ])
    .execute();

  const appliances = refs.unitIds.slice(0, 5).flatMap((unitId, i) => [
    {
      ...scoped,
      id: id('appliance', `${unitId}/Refrigerator`),
      unit_id: unitId,
      name: 'Refrigerator',
      brand: 'Frigidaire',
      model: 'FFTR1835VW',
      serial_number: `FR${String(100200 + i)}`,
      installed_on: '2023-04-01',
    },
    {
      ...scoped,
      id: id('appliance', `${unitId}/Dishwasher`),
      unit_id: unitId,
      name: 'Dishwasher',
      brand: 'Bosch',
      model: 'SHX3AR75UC',
      serial_number: null,
      installed_on: null,
    },
  ]);
  await trx.insertInto('appliances').values(appliances).execute();

  const kinds = ['OPEN', 'OPEN', 'COVERED', 'GARAGE', 'ACCESSIBLE', 'EV_CHARGING'] as const;
  const parking = Array.from({ length: 12 }, (_, i) => ({
    ...scoped,
    id: id('parking-space', `P-${String(i + 1).padStart(2, '0')}`),
    name: `P-${String(i + 1).padStart(2, '0')}`,
    kind: kinds[i % kinds.length]!,
    // The first four are taken by the first four units; the rest are available.
    unit_id: i < 4 ? (refs.unitIds[i] ?? null) : null,
    monthly_fee_cents:
      kinds[i % kinds.length] === 'GARAGE' ? 15_000 : kinds[i % kinds.length] === 'COVERED' ? 7_500 : 0,
  }));
  await trx.insertInto('parking_spaces').values(parking).execute();

  const spaceTypes = ['Building', 'Floor', 'Amenity', 'Parking'].map((name) => ({
    ...scoped,
    id: id('space-type', name),
    name,
    description: null,
  }));
  await trx.insertInto('location_space_types').values(spaceTypes).execute();
  // Each building already has its node in the tree (created with it, migration 0019): give it a
  // deterministic id, so tests and links can name it, and the 'Building' space type.
  const buildingNode = (n: number) => id('location', `building-${n}`);
  for (const [n, buildingId] of refs.buildingIds.entries()) {
    await trx
      .updateTable('location_properties')
      .set({ id: buildingNode(n), space_type_id: spaceTypes[0]!.id })
      .where('customer_id', '=', scoped.customer_id)
      .where('community_id', '=', scoped.community_id)
      .where('building_id', '=', buildingId)
      .execute();
  }
  await trx
    .insertInto('location_properties')
    .values([
      {
        ...scoped,
        id: id('location', 'floor-1'),
        parent_id: buildingNode(0),
        name: 'Floor 1',
        space_type_id: spaceTypes[1]!.id,
        description: null,
      },
      {
        ...scoped,
        id: id('location', 'pool'),
        parent_id: null,
        name: 'Pool',
        space_type_id: spaceTypes[2]!.id,
        description: 'Outdoor pool and deck',
      },
    ])
    .execute();
}
