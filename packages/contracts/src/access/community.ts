import { NIL_UUID, uuid } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { idParam, requiredName } from '../structure/shared.ts';
import * as z from '../zod.ts';

/**
 * The IoT community's location tree (part 3 section 2 "Community structure", /iot/community/
 * location-tree; section 6 "Locations: create and delete"; D227): the tree that locks are placed in
 * and access is granted to, each node with the locks placed there. The all-zero id is the root (P3:240).
 */

const key = (k: string): PermissionRule => ({ key: k });
export const CREATE: PermissionRule = key('LOCATION_CREATE');
export const DELETE: PermissionRule = key('LOCATION_DELETE');
/** The spec gates the screen per action only: whoever may add, delete or list the locks may read the tree. */
export const READ: PermissionRule = { anyOf: [CREATE, DELETE, key('LOCK_READ_LIST')] };

export interface IotLocationNode {
  id: string;
  parentId: string | null;
  name: string;
  /** The community building this node stands for (it is renamed and removed in community structure). */
  buildingId: string | null;
  /** Locks placed at this node itself (not below it). */
  lockCount: number;
  children: IotLocationNode[];
}
export const iotLocationNode: z.ZodType<IotLocationNode> = z
  .lazy(() =>
    z.object({
      id: z.uuid(),
      parentId: z.uuid().nullable(),
      name: z.string(),
      buildingId: z.uuid().nullable(),
      lockCount: z.number().int(),
      children: z.array(iotLocationNode),
    }),
  )
  .meta({ id: 'IotLocationNode' });

export const locationInput = z.strictObject({
  name: requiredName(100),
  /** The all-zero id (or nothing) puts the location directly under the root. */
  parentId: uuid.nullish().transform((v) => (v && v !== NIL_UUID ? v : null)),
});
export type LocationInput = z.input<typeof locationInput>;

export const getLocationTree = defineEndpoint({
  id: 'access.getLocationTree',
  method: 'GET',
  path: '/api/iot/community/location-tree',
  summary: "The community's locations under the all-zero root, siblings by name, each with its locks.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  response: iotLocationNode,
});

export const createLocation = defineEndpoint({
  id: 'access.createLocation',
  method: 'POST',
  path: '/api/iot/community/locations',
  summary: 'Adds a location under the root or under another location.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: locationInput,
  response: z.object({ id: z.uuid(), name: z.string(), parentId: z.uuid() }),
  status: 201,
  idempotent: true,
});

export const deleteLocation = defineEndpoint({
  id: 'access.deleteLocation',
  method: 'DELETE',
  path: '/api/iot/community/locations/:locationId',
  summary:
    'Removes a location with nothing under it, no lock placed at it and no access still granted to it (it would be taken from the locks silently).',
  access: { auth: 'session', tenant: 'community', permission: DELETE },
  params: idParam('locationId'),
  response: z.object({ id: z.uuid() }),
});
