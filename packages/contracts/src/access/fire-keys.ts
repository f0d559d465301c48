import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { grant } from './common.ts';
import { keyNumber } from './keys.ts';

/**
 * Fire keys (part 3 section 1 "/iot/firekey and /iot/firekey/management", the access tab /iot/firekey,
 * the access user category FIREKEY, FIRE_KEY_* and the firekey setting; D225): the community's master
 * fobs for the fire department, kept in the lock box, each opening its locations at all hours through
 * the same grants and door sync as a key. Revoking one is REVOKING until every lock confirmed.
 *
 * Gates: the route checks the key; the service also refuses (PERMISSION_DENIED) while the community's
 * firekey setting is off, so reading is the policy `iot.fireKeyTile` (the setting and FIRE_KEY_READ)
 * and changing is the setting and FIRE_KEY_UPDATE (D225).
 */

export const READ: PermissionRule = { key: 'FIRE_KEY_READ' };
export const UPDATE: PermissionRule = { key: 'FIRE_KEY_UPDATE' };

/** Where a fire key stands: ACTIVE until revoked, REVOKING until every lock confirmed, then REVOKED. */
export const FIRE_KEY_STATES = ['ACTIVE', 'REVOKING', 'REVOKED'] as const;
export const fireKeyState = z.enum(FIRE_KEY_STATES);
export type FireKeyState = z.infer<typeof fireKeyState>;

export const fireKey = z.object({
  id: z.uuid(),
  number: z.string(),
  description: z.string().nullable(),
  state: fireKeyState,
  locationIds: z.array(z.uuid()),
  locationNames: z.array(z.string()),
  /** The locks its locations cover, and how many of them confirmed what they were last asked (hold it, or forget it). */
  locks: z.number().int(),
  confirmedLocks: z.number().int(),
  credentialId: z.uuid(),
  createdByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FireKey = z.infer<typeof fireKey>;

export const fireKeyDetails = fireKey.extend({ grants: z.array(grant) });
export type FireKeyDetails = z.infer<typeof fireKeyDetails>;

export const FIRE_KEY_SORT_FIELDS = ['number', 'updatedAt'] as const;

export const fireKeyListQuery = z.strictObject({
  ...listQueryFields,
  state: fireKeyState.optional(),
});
export type FireKeyListQuery = z.input<typeof fireKeyListQuery>;

export const listFireKeys = defineEndpoint({
  id: 'access.listFireKeys',
  method: 'GET',
  path: '/api/iot/firekeys',
  summary:
    "The community's fire keys, paged and sorted on the server, each with its locations and its locks confirmed; q matches the start of the number.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: fireKeyListQuery,
  response: pagedResponse(fireKey),
  paged: true,
});

const fireKeyParam = z.strictObject({ fireKeyId: z.uuid() });

export const getFireKey = defineEndpoint({
  id: 'access.getFireKey',
  method: 'GET',
  path: '/api/iot/firekeys/:fireKeyId',
  summary: 'One fire key with its grants: where each lock stands.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: fireKeyParam,
  response: fireKeyDetails,
});

export const fireKeyInput = z.strictObject({
  number: keyNumber,
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  locationIds: z.array(z.uuid()).min(1, 'choose at least one location').max(50),
});
export type FireKeyInput = z.input<typeof fireKeyInput>;

export const createFireKey = defineEndpoint({
  id: 'access.createFireKey',
  method: 'POST',
  path: '/api/iot/firekeys',
  summary:
    'Adds a fire key for locations: its fob is given to every lock they cover at once, at all hours (a number already used is ACCESS_FIRE_KEY_NUMBER_TAKEN, on the number).',
  access: { auth: 'session', tenant: 'community', permission: UPDATE },
  body: fireKeyInput,
  response: fireKeyDetails,
  status: 201,
  idempotent: true,
});

export const revokeFireKey = defineEndpoint({
  id: 'access.revokeFireKey',
  method: 'POST',
  path: '/api/iot/firekeys/:fireKeyId/revoke',
  summary: 'Revokes an active fire key: REVOKING until every lock confirmed it forgot the fob, then REVOKED.',
  access: { auth: 'session', tenant: 'community', permission: UPDATE },
  params: fireKeyParam,
  response: fireKeyDetails,
});

export const deleteFireKey = defineEndpoint({
  id: 'access.deleteFireKey',
  method: 'DELETE',
  path: '/api/iot/firekeys/:fireKeyId',
  summary:
    'Deletes a fire key; an active one is revoked first, and its revocation still reaches every lock (its grants stay).',
  access: { auth: 'session', tenant: 'community', permission: UPDATE },
  params: fireKeyParam,
  response: z.object({ deleted: z.literal(true) }),
});
