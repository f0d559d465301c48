import { defineEndpoint } from '../endpoint.ts';
import * as z from '../zod.ts';
import { dateOnly, idParam, optionalText, requiredName } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_LIVING_SPACES_CREATE' } as const;

export const appliance = z.object({
  id: z.uuid(),
  unitId: z.uuid(),
  name: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  installedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type Appliance = z.infer<typeof appliance>;

export const applianceInput = z.strictObject({
  name: requiredName(100),
  brand: optionalText(100),
  model: optionalText(100),
  serialNumber: optionalText(100),
  installedOn: dateOnly.nullish().transform((v) => v ?? null),
});
export type ApplianceInput = z.input<typeof applianceInput>;

export const listUnitAppliances = defineEndpoint({
  id: 'cbr.listUnitAppliances',
  method: 'GET',
  path: '/api/units/:unitId/appliances',
  summary: 'Appliances of one unit, by name (a unit has a handful, so the list is not paged).',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('unitId'),
  response: z.array(appliance),
});

export const createAppliance = defineEndpoint({
  id: 'cbr.createAppliance',
  method: 'POST',
  path: '/api/units/:unitId/appliances',
  summary: 'Adds an appliance to a unit.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('unitId'),
  body: applianceInput,
  response: appliance,
  status: 201,
  idempotent: true,
});

export const updateAppliance = defineEndpoint({
  id: 'cbr.updateAppliance',
  method: 'PUT',
  path: '/api/appliances/:applianceId',
  summary: 'Changes an appliance.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('applianceId'),
  body: applianceInput,
  response: appliance,
});

export const deleteAppliance = defineEndpoint({
  id: 'cbr.deleteAppliance',
  method: 'DELETE',
  path: '/api/appliances/:applianceId',
  summary: 'Removes an appliance.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('applianceId'),
  response: z.object({ id: z.uuid() }),
});
