import { structure } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './locations.repository.ts';
import { assertInCommunity } from './references.service.ts';

type LocationNode = structure.locations.LocationNode;
type Property = structure.locations.Property;
type PropertyInput = ReturnType<typeof structure.locations.propertyInput.parse>;
type SpaceType = structure.locations.SpaceType;
type SpaceTypeInput = ReturnType<typeof structure.locations.spaceTypeInput.parse>;
const ROOT = structure.locations.LOCATION_ROOT_ID;

/** Property and space type names are unique inside a community. */
const taken = { unique: 'CBR_NAME_TAKEN' } as const;

/** The whole tree of the community under the all-zero root (named after the community), siblings by name. */
export async function getTree(scope: CommunityScope): Promise<LocationNode> {
  const name = await repository.communityName(scope);
  const rows = await repository.listProperties(scope);
  const root: LocationNode = { id: ROOT, parentId: null, name, spaceTypeId: null, buildingId: null, children: [] };
  const nodes = new Map<string, LocationNode>([[ROOT, root]]);
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id ?? ROOT,
      name: row.name,
      spaceTypeId: row.space_type_id,
      buildingId: row.building_id,
      children: [],
    });
  }
  for (const node of nodes.values()) if (node.parentId) nodes.get(node.parentId)?.children.push(node);
  return root;
}

export async function getProperty(scope: CommunityScope, id: string): Promise<Property> {
  return found(await repository.findProperty(scope, id));
}

function assertReferences(scope: CommunityScope, input: PropertyInput): Promise<void> {
  return assertInCommunity(scope, [
    ['location_properties', input.parentId],
    ['location_space_types', input.spaceTypeId],
  ]);
}

export async function createProperty(scope: CommunityScope, input: PropertyInput): Promise<Property> {
  await assertReferences(scope, input);
  const id = await translate(() => repository.insertProperty(scope, input), taken);
  return getProperty(scope, id);
}

export async function updateProperty(scope: CommunityScope, id: string, input: PropertyInput): Promise<Property> {
  const current = await getProperty(scope, id);
  // A building's node takes its name from the building: it is renamed in community structure.
  if (current.buildingId !== null && input.name !== current.name) throw new AppError('CBR_LOCATION_IS_BUILDING');
  await assertReferences(scope, input);
  // The new parent may not be the property itself or one of its descendants.
  if (input.parentId && (await repository.isSelfOrBelow(scope, id, input.parentId))) {
    throw new AppError('CBR_LOCATION_CYCLE');
  }
  await translate(() => repository.updateProperty(scope, id, input), taken);
  return getProperty(scope, id);
}

/**
 * A property with children stays: their foreign key answers CBR_LOCATION_HAS_CHILDREN. A building's
 * node goes only with its building (community structure), so it is refused here; so is one with
 * devices placed at it or access still granted to it (D227).
 */
export async function deleteProperty(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const current = await getProperty(scope, id);
  if (current.buildingId !== null) throw new AppError('CBR_LOCATION_IS_BUILDING');
  if (await repository.inUse(scope, id)) throw new AppError('ACCESS_LOCATION_IN_USE');
  return translate(() => repository.deleteProperty(scope, id), { foreignKey: 'CBR_LOCATION_HAS_CHILDREN' });
}

export function listSpaceTypes(scope: CommunityScope): Promise<SpaceType[]> {
  return repository.listSpaceTypes(scope);
}

export async function getSpaceType(scope: CommunityScope, id: string): Promise<SpaceType> {
  return found(await repository.findSpaceType(scope, id));
}

export async function createSpaceType(scope: CommunityScope, input: SpaceTypeInput): Promise<SpaceType> {
  const id = await translate(() => repository.insertSpaceType(scope, input), taken);
  return getSpaceType(scope, id);
}

export async function updateSpaceType(scope: CommunityScope, id: string, input: SpaceTypeInput): Promise<SpaceType> {
  const row = await translate(() => repository.updateSpaceType(scope, id, input), taken);
  return getSpaceType(scope, row.id);
}

/** A space type that properties use stays: their foreign key answers CBR_SPACE_TYPE_IN_USE. */
export function deleteSpaceType(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return translate(() => repository.deleteSpaceType(scope, id), { foreignKey: 'CBR_SPACE_TYPE_IN_USE' });
}
