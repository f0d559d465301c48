import { importEndpoints } from '../data.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { grant, keyState } from './common.ts';

/**
 * Keys (fob credentials; part 3 section 2 "Keys", section 4 ISSUED / UNASSIGNED / NOT_RETURNED,
 * section 6 "Keys: create, import, issue and delete"; D221): the community's fobs, issued to a
 * resident or staff member for locations, taken back (returned, or marked not returned), moved to
 * other locations, deleted, and imported from CSV.
 */

const key = (k: string): PermissionRule => ({ key: k });
/** The spec gives the keys list no gate; reading keys has its own permission (D221). */
export const READ: PermissionRule = key('KEY_CREDENTIAL_READ');
export const CREATE: PermissionRule = key('KEY_CREDENTIAL_CREATE');
export const IMPORT: PermissionRule = key('KEY_CREDENTIAL_IMPORT');
/** Issue covers assigning, taking back and changing a key's locations (D221). */
export const ISSUE: PermissionRule = key('KEY_CREDENTIAL_ISSUE');
export const DELETE: PermissionRule = key('KEY_CREDENTIAL_DELETE');

/** Who a key can be issued to. */
export const KEY_HOLDER_KINDS = ['RESIDENT', 'STAFF'] as const;
export const keyHolderKind = z.enum(KEY_HOLDER_KINDS);

export const keyNumber = z
  .string()
  .trim()
  .min(1, 'enter the number printed on the key')
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'use letters, digits and dashes only');

export const accessKey = z.object({
  id: z.uuid(),
  number: z.string(),
  description: z.string().nullable(),
  state: keyState,
  holderKind: keyHolderKind.nullable(),
  holderId: z.uuid().nullable(),
  holderName: z.string().nullable(),
  locationIds: z.array(z.uuid()),
  locationNames: z.array(z.string()),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccessKey = z.infer<typeof accessKey>;

/** Who held the key before, and when their access started and ended. */
export const keyHolding = z.object({
  credentialId: z.uuid(),
  holderKind: keyHolderKind,
  holderName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const accessKeyDetails = accessKey.extend({
  grants: z.array(grant),
  holdings: z.array(keyHolding),
});
export type AccessKeyDetails = z.infer<typeof accessKeyDetails>;

export const KEY_SORT_FIELDS = ['number', 'holderName', 'updatedAt'] as const;

export const keyListQuery = z.strictObject({
  ...listQueryFields,
  state: keyState.optional(),
});
export type KeyListQuery = z.input<typeof keyListQuery>;

export const listKeys = defineEndpoint({
  id: 'access.listKeys',
  method: 'GET',
  path: '/api/iot/keys',
  summary: "The community's keys, paged and sorted on the server; q matches the start of the number or holder name.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: keyListQuery,
  response: pagedResponse(accessKey),
  paged: true,
});

const keyParam = z.strictObject({ keyId: z.uuid() });

export const getKey = defineEndpoint({
  id: 'access.getKey',
  method: 'GET',
  path: '/api/iot/keys/:keyId',
  summary: 'One key with its grants (where each lock stands) and who held it before.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: keyParam,
  response: accessKeyDetails,
});

const locationIds = z.array(z.uuid()).min(1, 'choose at least one location').max(50);
const holder = z.strictObject({ holderKind: keyHolderKind, holderId: z.uuid({ message: 'choose a person' }) });

export const keyInput = z.strictObject({
  number: keyNumber,
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  locationIds,
  /** Issue it at once to this person; none: the key goes to stock (UNASSIGNED). */
  holder: holder.nullish().transform((v) => v ?? null),
});
export type KeyInput = z.input<typeof keyInput>;

export const createKey = defineEndpoint({
  id: 'access.createKey',
  method: 'POST',
  path: '/api/iot/keys',
  summary: 'Adds a key for locations, to stock or issued at once to a resident or staff member.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: keyInput,
  response: accessKeyDetails,
  status: 201,
  idempotent: true,
});

export const assignKey = defineEndpoint({
  id: 'access.assignKey',
  method: 'POST',
  path: '/api/iot/keys/:keyId/assign',
  summary:
    "Issues a key that is not issued to a resident or staff member: its locations' locks are given the fob (ISSUED).",
  access: { auth: 'session', tenant: 'community', permission: ISSUE },
  params: keyParam,
  body: holder,
  response: accessKeyDetails,
});

export const takeBackKey = defineEndpoint({
  id: 'access.takeBackKey',
  method: 'POST',
  path: '/api/iot/keys/:keyId/take-back',
  summary:
    "Ends an issued key's access (the locks are told to forget it): UNASSIGNED when handed in, NOT_RETURNED when not; a NOT_RETURNED key handed in later becomes UNASSIGNED.",
  access: { auth: 'session', tenant: 'community', permission: ISSUE },
  params: keyParam,
  body: z.strictObject({ returned: z.boolean() }),
  response: accessKeyDetails,
});

export const changeKeyLocations = defineEndpoint({
  id: 'access.changeKeyLocations',
  method: 'PUT',
  path: '/api/iot/keys/:keyId/locations',
  summary: "Changes where a key opens; an issued key's locks are given or told to forget it.",
  access: { auth: 'session', tenant: 'community', permission: ISSUE },
  params: keyParam,
  body: z.strictObject({ locationIds }),
  response: accessKeyDetails,
});

export const deleteKey = defineEndpoint({
  id: 'access.deleteKey',
  method: 'DELETE',
  path: '/api/iot/keys/:keyId',
  summary: 'Deletes a key; an issued key is first taken back, and its revocation still reaches every lock.',
  access: { auth: 'session', tenant: 'community', permission: DELETE },
  params: keyParam,
  response: z.object({ deleted: z.literal(true) }),
});

export const keyChoices = defineEndpoint({
  id: 'access.keyChoices',
  method: 'GET',
  path: '/api/iot/key-choices/keys',
  summary:
    'Keys whose number starts with q (at most 20), for the assign, delete and change-locations forms: not issued ones only, or every key with `all`.',
  access: { auth: 'session', tenant: 'community', permission: { anyOf: [ISSUE, DELETE] } },
  query: z.strictObject({
    q: z.string().trim().max(100).optional(),
    all: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  }),
  response: z.array(
    z.object({ id: z.uuid(), number: z.string(), state: keyState, description: z.string().nullable() }),
  ),
});

export const holderChoices = defineEndpoint({
  id: 'access.keyHolderChoices',
  method: 'GET',
  path: '/api/iot/key-choices/holders',
  summary:
    'Residents living in the community (moved in, not out) and its staff whose name starts with q (at most 20 of each), for the issue forms.',
  access: { auth: 'session', tenant: 'community', permission: { anyOf: [ISSUE, CREATE] } },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(z.object({ holderKind: keyHolderKind, holderId: z.uuid(), name: z.string(), detail: z.string() })),
});

/** The key import file's columns; locations are names of the community's locations, separated by ";". */
export const KEY_IMPORT_COLUMNS = [
  { key: 'number', header: 'Number', aliases: ['key', 'key number', 'fob', 'fob number'], required: true },
  { key: 'description', header: 'Description', aliases: ['note'], required: false },
  { key: 'locations', header: 'Locations', aliases: ['location'], required: true },
] as const;

export const keyImports = importEndpoints({
  id: 'access.keyImports',
  path: '/api/iot/keys/imports',
  what: 'keys',
  permission: IMPORT,
});
