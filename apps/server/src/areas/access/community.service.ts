import type { access } from '@lintel/contracts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './community.repository.ts';
import { inCommunity as at } from './leases.repository.ts';

type Node = access.community.IotLocationNode;
type ApartmentQuery = ReturnType<typeof access.community.apartmentListQuery.parse>;
type LocationInput = ReturnType<typeof access.community.locationInput.parse>;
const ROOT = '00000000-0000-0000-0000-000000000000';

/** The tree under the all-zero root (named after the community), siblings by name, each with its locks. */
export async function tree(scope: CommunityScope): Promise<Node> {
  const here = at(scope);
  const [name, rows] = await Promise.all([repository.communityName(here), repository.locationRows(here)]);
  const root: Node = { id: ROOT, parentId: null, name, buildingId: null, lockCount: 0, children: [] };
  const nodes = new Map<string, Node>([[ROOT, root]]);
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id ?? ROOT,
      name: row.name,
      buildingId: row.building_id,
      lockCount: row.lock_count,
      children: [],
    });
  }
  for (const node of nodes.values()) if (node.parentId) nodes.get(node.parentId)?.children.push(node);
  return root;
}

/** A new location under the root or another location of the community; sibling names are unique. */
export async function create(scope: CommunityScope, input: LocationInput) {
  const here = at(scope);
  if (input.parentId && !(await repository.findLocation(here, input.parentId))) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'parentId', message: 'choose a location of this community' }],
    });
  }
  const id = await translate(() => repository.insertLocation(here, input.name, input.parentId), {
    unique: 'CBR_NAME_TAKEN',
  });
  return { id, name: input.name, parentId: input.parentId ?? ROOT };
}

/**
 * Deleting a location would cascade to the grants that open its doors and leave the locks holding
 * credentials nobody revoked, and unplace its devices: a location goes only when nothing is under
 * it, no device is placed at it and every grant to it is revoked (D227). A building's node goes
 * with its building, in community structure.
 */
export async function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const here = at(scope);
  const location = await repository.findLocation(here, id);
  if (!location) throw new AppError('RECORD_NOT_FOUND');
  if (location.building_id !== null) throw new AppError('CBR_LOCATION_IS_BUILDING');
  const uses = await repository.usesOf(here, id);
  if (uses.children > 0) throw new AppError('ACCESS_LOCATION_HAS_CHILDREN');
  if (uses.devices > 0 || uses.grants > 0) throw new AppError('ACCESS_LOCATION_IN_USE');
  await repository.deleteLocation(here, id);
  return { id };
}

/** /iot/community/apartments: the units with their locks (how many online) and live leases. */
export function apartments(scope: CommunityScope, query: ApartmentQuery) {
  return repository.apartments(at(scope), query);
}
