import { NIL_UUID, uuid } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
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

/** A unit of the community as the smart building sees it: its building, its locks and its live leases. */
export const apartment = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  /** Locks placed at the unit (its doors). */
  lockCount: z.number().int(),
  /** Of those, the ones online now. */
  onlineLocks: z.number().int(),
  /** Active leases on the unit. */
  leaseCount: z.number().int(),
});
export type Apartment = z.infer<typeof apartment>;

export const APARTMENT_SORT_FIELDS = ['name', 'buildingName'] as const;

export const apartmentListQuery = z.strictObject({
  ...listQueryFields,
  buildingId: z.uuid().optional(),
});
export type ApartmentListQuery = z.input<typeof apartmentListQuery>;

export const listApartments = defineEndpoint({
  id: 'access.listApartments',
  method: 'GET',
  path: '/api/iot/community/apartments',
  summary:
    "The community's units (/iot/community/apartments) with their locks and live leases, paged and sorted on the server; q matches the start of the unit's name.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: apartmentListQuery,
  response: pagedResponse(apartment),
  paged: true,
});
