import { uuid } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQuery, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { idParam } from './shared.ts';

/** Unit amenity screens need both living space view and unit assignment view (P2:172). */
const screens: PermissionRule[] = [{ key: 'CBR_LIVING_SPACES_VIEW' }, { key: 'AMNT_UNIT_ASSIGNMENTS_VIEW' }];
const view: PermissionRule = { allOf: screens };
/** Changing a unit's amenities: the screens' gate plus the community unit assignment key. */
const assign: PermissionRule = { allOf: [...screens, { key: 'AMNT_COMMUNITY_UNIT_ASSIGNMENT' }] };

/** Most amenities one unit may hold in one request. */
export const MAX_UNIT_AMENITIES = 200;

/** A community amenity of grouping type 'Apartment' (a unit amenity). */
export const unitAmenity = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  groupId: z.uuid().nullable(),
  groupName: z.string().nullable(),
  unitCount: z.number().int(),
});
export type UnitAmenity = z.infer<typeof unitAmenity>;

export const amenityUnit = z.object({ id: z.uuid(), name: z.string(), buildingName: z.string() });
export type AmenityUnit = z.infer<typeof amenityUnit>;

export const unitAmenityDetails = unitAmenity.extend({ units: z.array(amenityUnit) });
export type UnitAmenityDetails = z.infer<typeof unitAmenityDetails>;

export const amenityGroup = z.object({ id: z.uuid(), name: z.string(), amenities: z.array(unitAmenity) });
export type AmenityGroup = z.infer<typeof amenityGroup>;

export const unitAmenitiesInput = z.strictObject({
  amenityIds: z
    .array(uuid)
    .max(MAX_UNIT_AMENITIES, `at most ${MAX_UNIT_AMENITIES} amenities`)
    .refine((ids) => new Set(ids).size === ids.length, 'each amenity may be listed once'),
});
export type UnitAmenitiesInput = z.input<typeof unitAmenitiesInput>;

export const listUnitAmenities = defineEndpoint({
  id: 'cbr.listUnitAmenities',
  method: 'GET',
  path: '/api/unit-amenities',
  summary:
    "The community's unit amenities (grouping type Apartment) with their group; q matches the start of the name.",
  access: { auth: 'session', tenant: 'community', permission: view },
  query: listQuery,
  response: pagedResponse(unitAmenity),
  paged: true,
});

export const getUnitAmenity = defineEndpoint({
  id: 'cbr.getUnitAmenity',
  method: 'GET',
  path: '/api/unit-amenities/:amenityId',
  summary: 'One unit amenity with the units that have it (the amenity details screen).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('amenityId'),
  response: unitAmenityDetails,
});

export const getAmenityGroup = defineEndpoint({
  id: 'cbr.getAmenityGroup',
  method: 'GET',
  path: '/api/amenity-groups/:amenityGroupId',
  summary: 'One amenity group of the community with its unit amenities (the groups screen).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('amenityGroupId'),
  response: amenityGroup,
});

export const listAmenitiesOfUnit = defineEndpoint({
  id: 'cbr.listAmenitiesOfUnit',
  method: 'GET',
  path: '/api/units/:unitId/amenities',
  summary: 'The amenities one unit has, by group and name (a unit has a handful, so the list is not paged).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('unitId'),
  response: z.array(unitAmenity),
});

export const setAmenitiesOfUnit = defineEndpoint({
  id: 'cbr.setAmenitiesOfUnit',
  method: 'PUT',
  path: '/api/units/:unitId/amenities',
  summary: "Replaces a unit's amenities with the listed ones (manage amenities); all or nothing.",
  access: { auth: 'session', tenant: 'community', permission: assign },
  params: idParam('unitId'),
  body: unitAmenitiesInput,
  response: z.array(unitAmenity),
});
