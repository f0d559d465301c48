import { defineEndpoint } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * Kinds of record the global search finds by name. Units now; residents and service requests join
 * as their areas land (each with its own view permission, checked per kind on the server).
 */
export const recordKinds = ['unit'] as const;
export type RecordKind = (typeof recordKinds)[number];

export const recordHit = z.object({
  kind: z.enum(recordKinds),
  id: z.uuid(),
  name: z.string(),
  /** Where the record is, in words (a unit's building). */
  detail: z.string().nullable(),
});
export type RecordHit = z.infer<typeof recordHit>;

export const searchRecords = defineEndpoint({
  id: 'search.searchRecords',
  method: 'GET',
  path: '/api/search/records',
  summary:
    'Records of the selected community whose name starts with q (any case), for the command palette: units, by name.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_LIVING_SPACES_VIEW' } },
  query: z.strictObject({
    q: z.string().trim().min(1).max(100),
    page: listQueryFields.page,
    size: z.coerce.number().int().min(1).max(50).optional(),
  }),
  response: pagedResponse(recordHit),
  paged: true,
});
