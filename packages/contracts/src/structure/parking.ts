import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import { moneyCents } from '../money.ts';
import * as z from '../zod.ts';
import { idParam, requiredName } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_LIVING_SPACES_CREATE' } as const;

export const parkingKinds = ['OPEN', 'COVERED', 'GARAGE', 'ACCESSIBLE', 'EV_CHARGING'] as const;
export const parkingKind = z.enum(parkingKinds);

export const parkingSpace = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: parkingKind,
  unitId: z.uuid().nullable(),
  unitName: z.string().nullable(),
  monthlyFeeCents: z.number().int(),
  createdAt: z.string(),
});
export type ParkingSpace = z.infer<typeof parkingSpace>;

export const parkingSpaceInput = z.strictObject({
  name: requiredName(50),
  kind: parkingKind,
  unitId: uuid.nullish().transform((v) => v ?? null),
  monthlyFeeCents: moneyCents({ max: 100_000_000 }),
});
export type ParkingSpaceInput = z.input<typeof parkingSpaceInput>;

export const listParkingSpaces = defineEndpoint({
  id: 'cbr.listParkingSpaces',
  method: 'GET',
  path: '/api/parking-spaces',
  summary: 'Parking spaces of the selected community; available=true gives only the unassigned ones.',
  access: { auth: 'session', tenant: 'community', permission: view },
  query: z.strictObject({
    ...listQueryFields,
    available: z.enum(['true', 'false']).optional(),
    unitId: z.uuid().optional(),
  }),
  response: pagedResponse(parkingSpace),
  paged: true,
});

export const createParkingSpace = defineEndpoint({
  id: 'cbr.createParkingSpace',
  method: 'POST',
  path: '/api/parking-spaces',
  summary: 'Adds a parking space, optionally assigned to a unit.',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: parkingSpaceInput,
  response: parkingSpace,
  status: 201,
  idempotent: true,
});

export const updateParkingSpace = defineEndpoint({
  id: 'cbr.updateParkingSpace',
  method: 'PUT',
  path: '/api/parking-spaces/:parkingSpaceId',
  summary: 'Changes a parking space, or assigns it to a unit (unitId null frees it).',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('parkingSpaceId'),
  body: parkingSpaceInput,
  response: parkingSpace,
});

export const deleteParkingSpace = defineEndpoint({
  id: 'cbr.deleteParkingSpace',
  method: 'DELETE',
  path: '/api/parking-spaces/:parkingSpaceId',
  summary: 'Removes a parking space.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('parkingSpaceId'),
  response: z.object({ id: z.uuid() }),
});
