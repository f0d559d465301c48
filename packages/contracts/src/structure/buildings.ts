import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { idParam, optionalText, requiredName } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_LIVING_SPACES_CREATE' } as const;

export const building = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  floors: z.number().int(),
  unitCount: z.number().int(),
  createdAt: z.string(),
});
export type Building = z.infer<typeof building>;

export const buildingInput = z.strictObject({
  name: requiredName(100),
  address: optionalText(200),
  floors: z.number().int().min(1).max(200),
});
export type BuildingInput = z.input<typeof buildingInput>;

export const listBuildings = defineEndpoint({
  id: 'cbr.listBuildings',
  method: 'GET',
  path: '/api/buildings',
  summary: 'Buildings of the selected community with their unit counts; q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: view },
  query: z.strictObject(listQueryFields),
  response: pagedResponse(building),
  paged: true,
});

export const getBuilding = defineEndpoint({
  id: 'cbr.getBuilding',
  method: 'GET',
  path: '/api/buildings/:buildingId',
  summary: 'One building of the selected community (the building details modal).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('buildingId'),
  response: building,
});

export const createBuilding = defineEndpoint({
  id: 'cbr.createBuilding',
  method: 'POST',
  path: '/api/buildings',
  summary: 'Adds a building (living structure: new building).',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: buildingInput,
  response: building,
  status: 201,
  idempotent: true,
});

export const updateBuilding = defineEndpoint({
  id: 'cbr.updateBuilding',
  method: 'PUT',
  path: '/api/buildings/:buildingId',
  summary: 'Renames a building or changes its address or floor count.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('buildingId'),
  body: buildingInput,
  response: building,
});

export const deleteBuilding = defineEndpoint({
  id: 'cbr.deleteBuilding',
  method: 'DELETE',
  path: '/api/buildings/:buildingId',
  summary: 'Removes a building that has no units and no common or maintenance areas.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('buildingId'),
  response: z.object({ id: z.uuid() }),
});
