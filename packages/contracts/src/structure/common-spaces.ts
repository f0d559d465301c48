import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { floorNumber, idParam, optionalText, requiredName } from './shared.ts';

const view = { key: 'CBR_LIVING_SPACES_VIEW' } as const;
const create = { key: 'CBR_LIVING_SPACES_CREATE' } as const;

/** The business purposes a common space can have: a common area or a maintenance area. */
export const businessPurposes = ['COMMON_AREA', 'MAINTENANCE_AREA'] as const;
export const businessPurpose = z.enum(businessPurposes);
export type BusinessPurpose = z.infer<typeof businessPurpose>;

export const commonSpace = z.object({
  id: z.uuid(),
  businessPurpose,
  name: z.string(),
  buildingId: z.uuid().nullable(),
  buildingName: z.string().nullable(),
  floor: z.number().int().nullable(),
  squareFeet: z.number().int().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type CommonSpace = z.infer<typeof commonSpace>;

export const commonSpaceInput = z.strictObject({
  name: requiredName(100),
  buildingId: uuid.nullish().transform((v) => v ?? null),
  floor: floorNumber.nullish().transform((v) => v ?? null),
  squareFeet: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? null),
  description: optionalText(1000),
});
export type CommonSpaceInput = z.input<typeof commonSpaceInput>;

export const listBusinessPurposes = defineEndpoint({
  id: 'cbr.listBusinessPurposes',
  method: 'GET',
  path: '/api/business-purposes',
  summary: 'The business purposes of common spaces, with how many spaces of each the community has.',
  access: { auth: 'session', tenant: 'community', permission: view },
  response: z.array(z.object({ code: businessPurpose, spaceCount: z.number().int() })),
});

export const listCommonSpaces = defineEndpoint({
  id: 'cbr.listCommonSpaces',
  method: 'GET',
  path: '/api/common-spaces',
  summary: 'Common and maintenance areas of the selected community, optionally of one business purpose.',
  access: { auth: 'session', tenant: 'community', permission: view },
  query: z.strictObject({ ...listQueryFields, businessPurpose: businessPurpose.optional() }),
  response: pagedResponse(commonSpace),
  paged: true,
});

export const getCommonSpace = defineEndpoint({
  id: 'cbr.getCommonSpace',
  method: 'GET',
  path: '/api/common-spaces/:commonSpaceId',
  summary: 'One common or maintenance area.',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParam('commonSpaceId'),
  response: commonSpace,
});

export const createCommonSpace = defineEndpoint({
  id: 'cbr.createCommonSpace',
  method: 'POST',
  path: '/api/common-spaces',
  summary: 'Adds a common area or a maintenance area (new common area, new maintenance area).',
  access: { auth: 'session', tenant: 'community', permission: create },
  body: commonSpaceInput.extend({ businessPurpose }),
  response: commonSpace,
  status: 201,
  idempotent: true,
});

export const updateCommonSpace = defineEndpoint({
  id: 'cbr.updateCommonSpace',
  method: 'PUT',
  path: '/api/common-spaces/:commonSpaceId',
  summary: 'Changes a common or maintenance area (its business purpose stays).',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('commonSpaceId'),
  body: commonSpaceInput,
  response: commonSpace,
});

export const deleteCommonSpace = defineEndpoint({
  id: 'cbr.deleteCommonSpace',
  method: 'DELETE',
  path: '/api/common-spaces/:commonSpaceId',
  summary: 'Removes a common or maintenance area.',
  access: { auth: 'session', tenant: 'community', permission: create },
  params: idParam('commonSpaceId'),
  response: z.object({ id: z.uuid() }),
});
