import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, MAX_PAGE_SIZE, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { bathrooms, idParam, optionalText, rentCents, requiredName, squareFeet } from './shared.ts';

const view = { key: 'CBR_UNIT_TYPES_VIEW' } as const;
const create = { key: 'CBR_UNIT_TYPES_CREATE' } as const;

export const unitType = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int(),
  marketRentCents: z.number().int(),
  unitCount: z.number().int(),
  createdAt: z.string(),
});
export type UnitType = z.infer<typeof unitType>;

export const unitTypeInput = z.strictObject({
  name: requiredName(100),
  description: optionalText(500),
  bedrooms: z.number().int().min(0).max(20),
  bathrooms,
  squareFeet,
  marketRentCents: rentCents,
});
export type UnitTypeInput = z.input<typeof unitTypeInput>;

export const listUnitTypes = defineEndpoint({
  id: 'cbr.listUnitTypes',
  method: 'GET',
  path: '/api/unit-types',
  summary: 'Unit types of the selected community with how many units have each; q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: view },
  // The settings screens ask for up to 1000 at once (part 1 section 7), hence `limit` up to 1000 here.
  query: z.strictObject({
    ...listQueryFields,
    size: z.coerce.number().int().min(1).max(Math.max(MAX_PAGE_SIZE, 1000)).optional(),
  }),
  response: pagedResponse(unitType),
  paged: true,
});

export const getUnitType = defineEndpoint({
  id: 'cbr.getUnitType',
  method: 'GET',
  path: '/api/unit-types/:unitTypeId',
  summary: 'One unit type with its unit count (its units come from the unit list filtered by unitTypeId).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('unitTypeId'),
  response: unitType,
});

export const createUnitType = defineEndpoint({
  id: 'cbr.createUnitType',
  method: 'POST',
  path: '/api/unit-types',
  summary: 'Adds a unit type (add new unit type).',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: unitTypeInput,
  response: unitType,
  status: 201,
  idempotent: true,
});

export const updateUnitType = defineEndpoint({
  id: 'cbr.updateUnitType',
  method: 'PUT',
  path: '/api/unit-types/:unitTypeId',
  summary: 'Changes a unit type.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitTypeId'),
  body: unitTypeInput,
  response: unitType,
});

export const deleteUnitType = defineEndpoint({
  id: 'cbr.deleteUnitType',
  method: 'DELETE',
  path: '/api/unit-types/:unitTypeId',
  summary: 'Removes a unit type no unit has.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitTypeId'),
  response: z.object({ id: z.uuid() }),
});

export const assignUnits = defineEndpoint({
  id: 'cbr.assignUnitType',
  method: 'PUT',
  path: '/api/unit-types/:unitTypeId/units',
  summary: 'Gives the listed units this unit type (the assign screen); all or nothing.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_UNIT_TYPES_ASSIGNMENT' } },
  params: idParam('unitTypeId'),
  body: z.strictObject({ unitIds: z.array(uuid).min(1).max(1000) }),
  response: z.object({ unitTypeId: z.uuid(), assigned: z.number().int() }),
});
