import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { statusCode } from '../settings/unit-statuses.ts';
import * as z from '../zod.ts';
import { dateOnly, floorNumber, idParam, rentCents, requiredName, squareFeet } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_LIVING_SPACES_CREATE' } as const;

/** A physical status code (the unit status catalogue's PHYSICAL_STATUS status codes are upper snake case). */

export const unitDetails = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  unitTypeId: z.uuid(),
  unitTypeName: z.string(),
  floorPlanId: z.uuid().nullable(),
  floorPlanName: z.string().nullable(),
  floor: z.number().int(),
  squareFeet: z.number().int(),
  marketRentCents: z.number().int(),
  physicalStatus: z.string().nullable(),
  noticeToVacateDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UnitDetails = z.infer<typeof unitDetails>;

export const unitInput = z.strictObject({
  name: requiredName(50),
  buildingId: uuid,
  unitTypeId: uuid,
  floorPlanId: uuid.nullish().transform((v) => v ?? null),
  floor: floorNumber,
  squareFeet,
  marketRentCents: rentCents,
});
export type UnitInput = z.input<typeof unitInput>;

export const getUnit = defineEndpoint({
  id: 'cbr.getUnit',
  method: 'GET',
  path: '/api/units/:unitId',
  summary: 'One unit of the selected community (the unit details modal).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('unitId'),
  response: unitDetails,
});

export const createUnit = defineEndpoint({
  id: 'cbr.createUnit',
  method: 'POST',
  path: '/api/units',
  summary: 'Adds a unit to a building of the selected community.',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: unitInput,
  response: unitDetails,
  status: 201,
  idempotent: true,
});

export const updateUnit = defineEndpoint({
  id: 'cbr.updateUnit',
  method: 'PUT',
  path: '/api/units/:unitId',
  summary: 'Changes a unit: name, building, unit type, floor plan, floor, size and market rent.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitId'),
  body: unitInput,
  response: unitDetails,
});

export const deleteUnit = defineEndpoint({
  id: 'cbr.deleteUnit',
  method: 'DELETE',
  path: '/api/units/:unitId',
  summary: 'Removes a unit with its appliances; its parking spaces become available.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitId'),
  response: z.object({ id: z.uuid() }),
});

export const updateUnitType = defineEndpoint({
  id: 'cbr.updateUnitUnitType',
  method: 'PUT',
  path: '/api/units/:unitId/unit-type',
  summary: 'Gives a unit another unit type (unit type assignment).',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_UNIT_TYPES_ASSIGNMENT' } },
  params: idParam('unitId'),
  body: z.strictObject({ unitTypeId: uuid }),
  response: unitDetails,
});

export const updatePhysicalStatus = defineEndpoint({
  id: 'cbr.updateUnitPhysicalStatus',
  method: 'PUT',
  path: '/api/units/:unitId/physical-status',
  summary: 'Sets the physical status of a unit (null clears it).',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitId'),
  body: z.strictObject({ physicalStatus: statusCode.nullable() }),
  response: unitDetails,
});

export const updateNoticeToVacate = defineEndpoint({
  id: 'cbr.updateUnitNoticeToVacate',
  method: 'PUT',
  path: '/api/units/:unitId/notice-to-vacate',
  summary: 'Sets the notice-to-vacate date of the current occupancy of a unit (null clears it).',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitId'),
  body: z.strictObject({ noticeToVacateDate: dateOnly.nullable() }),
  response: unitDetails,
});
