import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';

export const unitListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  unitTypeId: z.uuid(),
  unitTypeName: z.string(),
  floor: z.number().int(),
  squareFeet: z.number().int(),
  marketRentCents: z.number().int(),
});
export type UnitListItem = z.infer<typeof unitListItem>;

export const listUnits = defineEndpoint({
  id: 'structure.listUnits',
  method: 'GET',
  path: '/api/units',
  summary: 'Units of the selected community; q matches the start of the unit name, any case.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_LIVING_SPACES_VIEW' } },
  query: z.strictObject({ ...listQueryFields, buildingId: z.uuid().optional(), unitTypeId: z.uuid().optional() }),
  response: pagedResponse(unitListItem),
  paged: true,
});
