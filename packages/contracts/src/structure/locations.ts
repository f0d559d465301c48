import { NIL_UUID, uuid } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import * as z from '../zod.ts';
import { idParam, optionalText, requiredName } from './shared.ts';

/**
 * The location editor needs the locations permission and admin-group status (part 2 section 6);
 * the build flag that also hides it is a web build setting.
 */
const locations: PermissionRule = { allOf: [{ policy: 'adminGroup' }, { key: 'CBR_LOCATIONS_MANAGE' }] };

/** The root of the location tree: the all-zero id, standing for the community itself. */
export const LOCATION_ROOT_ID = NIL_UUID;

export interface LocationNode {
  id: string;
  parentId: string | null;
  name: string;
  spaceTypeId: string | null;
  /** The community building this node stands for; its name is the building's (renamed there only). */
  buildingId: string | null;
  children: LocationNode[];
}
export const locationNode: z.ZodType<LocationNode> = z
  .lazy(
    () =>
      z.object({
        id: z.uuid(),
        parentId: z.uuid().nullable(),
        name: z.string(),
        spaceTypeId: z.uuid().nullable(),
        buildingId: z.uuid().nullable(),
        children: z.array(locationNode),
      }),
    // A recursive schema must be named to be referenced from the OpenAPI document's components.
  )
  .meta({ id: 'LocationNode' });

export const property = z.object({
  id: z.uuid(),
  /** The all-zero id for a property directly under the root. */
  parentId: z.uuid(),
  parentName: z.string(),
  name: z.string(),
  spaceTypeId: z.uuid().nullable(),
  spaceTypeName: z.string().nullable(),
  description: z.string().nullable(),
  /** The community building this property stands for, or null. */
  buildingId: z.uuid().nullable(),
  childCount: z.number().int(),
  createdAt: z.string(),
});
export type Property = z.infer<typeof property>;

export const propertyInput = z.strictObject({
  name: requiredName(100),
  /** The all-zero id (or nothing) puts the property directly under the root. */
  parentId: uuid.nullish().transform((v) => (v && v !== NIL_UUID ? v : null)),
  spaceTypeId: uuid.nullish().transform((v) => v ?? null),
  description: optionalText(500),
});
export type PropertyInput = z.input<typeof propertyInput>;

export const spaceType = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  propertyCount: z.number().int(),
  createdAt: z.string(),
});
export type SpaceType = z.infer<typeof spaceType>;

export const spaceTypeInput = z.strictObject({ name: requiredName(100), description: optionalText(500) });
export type SpaceTypeInput = z.input<typeof spaceTypeInput>;

export const getLocationTree = defineEndpoint({
  id: 'cbr.getLocationTree',
  method: 'GET',
  path: '/api/locations/tree',
  summary: 'The property tree of the selected community under its all-zero root, siblings by name.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  response: locationNode,
});

export const getProperty = defineEndpoint({
  id: 'cbr.getProperty',
  method: 'GET',
  path: '/api/locations/properties/:propertyId',
  summary: 'One property of the tree.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('propertyId'),
  response: property,
});

export const createProperty = defineEndpoint({
  id: 'cbr.createProperty',
  method: 'POST',
  path: '/api/locations/properties',
  summary: 'Adds a property under the root or under another property (add property).',
  access: { auth: 'session', tenant: 'community', permission: locations },
  body: propertyInput,
  response: property,
  status: 201,
  idempotent: true,
});

export const updateProperty = defineEndpoint({
  id: 'cbr.updateProperty',
  method: 'PUT',
  path: '/api/locations/properties/:propertyId',
  summary: 'Renames a property, changes its space type, or moves it (never under itself).',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('propertyId'),
  body: propertyInput,
  response: property,
});

export const deleteProperty = defineEndpoint({
  id: 'cbr.deleteProperty',
  method: 'DELETE',
  path: '/api/locations/properties/:propertyId',
  summary: 'Removes a property that has no properties under it.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('propertyId'),
  response: z.object({ id: z.uuid() }),
});

export const listSpaceTypes = defineEndpoint({
  id: 'cbr.listSpaceTypes',
  method: 'GET',
  path: '/api/locations/space-types',
  summary: 'Space types of the selected community, by name, with how many properties have each.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  response: z.array(spaceType),
});

export const getSpaceType = defineEndpoint({
  id: 'cbr.getSpaceType',
  method: 'GET',
  path: '/api/locations/space-types/:spaceTypeId',
  summary: 'One space type.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('spaceTypeId'),
  response: spaceType,
});

export const createSpaceType = defineEndpoint({
  id: 'cbr.createSpaceType',
  method: 'POST',
  path: '/api/locations/space-types',
  summary: 'Adds a space type (add space type).',
  access: { auth: 'session', tenant: 'community', permission: locations },
  body: spaceTypeInput,
  response: spaceType,
  status: 201,
  idempotent: true,
});

export const updateSpaceType = defineEndpoint({
  id: 'cbr.updateSpaceType',
  method: 'PUT',
  path: '/api/locations/space-types/:spaceTypeId',
  summary: 'Renames a space type or changes its description.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('spaceTypeId'),
  body: spaceTypeInput,
  response: spaceType,
});

export const deleteSpaceType = defineEndpoint({
  id: 'cbr.deleteSpaceType',
  method: 'DELETE',
  path: '/api/locations/space-types/:spaceTypeId',
  summary: 'Removes a space type no property has.',
  access: { auth: 'session', tenant: 'community', permission: locations },
  params: idParam('spaceTypeId'),
  response: z.object({ id: z.uuid() }),
});
