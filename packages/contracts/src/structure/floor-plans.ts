import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { bathrooms, idParam, optionalText, requiredName, squareFeet } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_FLOOR_PLAN_CREATE' } as const;

export const floorPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  unitTypeId: z.uuid().nullable(),
  unitTypeName: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  squareFeet: z.number().int(),
  description: z.string().nullable(),
  unitCount: z.number().int(),
  createdAt: z.string(),
});
export type FloorPlan = z.infer<typeof floorPlan>;

export const floorPlanInput = z.strictObject({
  name: requiredName(100),
  unitTypeId: uuid.nullish().transform((v) => v ?? null),
  bedrooms: z.number().int().min(0).max(20),
  bathrooms,
  squareFeet,
  description: optionalText(1000),
});
export type FloorPlanInput = z.input<typeof floorPlanInput>;

export const listFloorPlans = defineEndpoint({
  id: 'cbr.listFloorPlans',
  method: 'GET',
  path: '/api/floor-plans',
  summary: 'Floor plans of the selected community; q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: view },
  query: z.strictObject({ ...listQueryFields, unitTypeId: z.uuid().optional() }),
  response: pagedResponse(floorPlan),
  paged: true,
});

export const getFloorPlan = defineEndpoint({
  id: 'cbr.getFloorPlan',
  method: 'GET',
  path: '/api/floor-plans/:floorPlanId',
  summary: 'One floor plan.',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('floorPlanId'),
  response: floorPlan,
});

export const createFloorPlan = defineEndpoint({
  id: 'cbr.createFloorPlan',
  method: 'POST',
  path: '/api/floor-plans',
  summary: 'Adds a floor plan (add new floor plan).',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: floorPlanInput,
  response: floorPlan,
  status: 201,
  idempotent: true,
});

export const updateFloorPlan = defineEndpoint({
  id: 'cbr.updateFloorPlan',
  method: 'PUT',
  path: '/api/floor-plans/:floorPlanId',
  summary: 'Changes a floor plan.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('floorPlanId'),
  body: floorPlanInput,
  response: floorPlan,
});

export const deleteFloorPlan = defineEndpoint({
  id: 'cbr.deleteFloorPlan',
  method: 'DELETE',
  path: '/api/floor-plans/:floorPlanId',
  summary: 'Removes a floor plan; units that had it keep their unit type and lose the plan.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('floorPlanId'),
  response: z.object({ id: z.uuid() }),
});
