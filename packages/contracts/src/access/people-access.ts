import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import {
  ACCESS_ACTIONS,
  accessStatus,
  credentialKind,
  doorState,
  hoursRange,
  keyState,
  place,
  sourceKind,
} from './common.ts';

/**
 * Access of one person (part 3 section 2: the residents', staff's and vendors' sub-screens
 * authorizations, authorizations/:locationId, authorizations/add-location, keyring and
 * keyring/management; D230, D231), the same for every kind of person: where they may go (every
 * grant they hold, whatever gave it), one place with each of its locks, a direct authorization of
 * their own to a location, their keyring, and suspending, resuming or revoking their access in the
 * community. `personAccessEndpoints` declares the endpoints under a person's own path with the
 * kind's gates; residents use it today (`residents.ts`), staff and vendors the same way.
 */

/** The people whose access is managed (the access user categories' people). */
export const PERSON_KINDS = ['RESIDENT', 'STAFF', 'VENDOR'] as const;
export const personKind = z.enum(PERSON_KINDS);
export type PersonKind = z.infer<typeof personKind>;

/** Where a person's access stands in the community, for the head of their screens. */
export const personAccess = z.object({
  holderKind: personKind,
  holderId: z.uuid(),
  name: z.string(),
  /** Every access of theirs in the community is suspended since then (null: not suspended). */
  suspendedAt: z.string().nullable(),
  suspendedByName: z.string().nullable(),
  /** Grants that are not REVOKED (ACTIVE, SUSPENDED, or REVOKING until the locks confirm). */
  liveGrants: z.number().int(),
  /** Locations given to them directly (live PERSON grants). */
  directAuthorizations: z.number().int(),
  /** Credentials not revoked. */
  liveCredentials: z.number().int(),
});
export type PersonAccess = z.infer<typeof personAccess>;

/** One grant of the person, with what gave it (named) and where its locks stand. */
export const personGrant = z.object({
  id: z.uuid(),
  sourceKind,
  sourceId: z.uuid(),
  /** The source as a sentence's subject: "Lease of unit A-101", "Group Pool club", "Direct authorization". */
  sourceName: z.string(),
  place,
  schedule: z.array(hoursRange).nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  status: accessStatus,
  revokedAt: z.string().nullable(),
  /** Suspended with the person (resumed with them), not by its own source. */
  heldBySuspension: z.boolean(),
  locks: z.number().int(),
  confirmedLocks: z.number().int(),
});
export type PersonGrant = z.infer<typeof personGrant>;

/** Sortable columns of a person's grants: the place's name (the default) or the kind of source. */
export const PERSON_GRANT_SORT_FIELDS = ['placeName', 'sourceKind'] as const;

export const personGrantQuery = z.strictObject({
  ...listQueryFields,
  status: accessStatus.optional(),
  sourceKind: sourceKind.optional(),
});
export type PersonGrantQuery = z.input<typeof personGrantQuery>;

/** One lock of a place: the person's credential on it under one grant, asked and confirmed when. */
export const placeLock = z.object({
  deviceId: z.uuid(),
  deviceName: z.string(),
  grantId: z.uuid(),
  credentialId: z.uuid(),
  credentialKind,
  credentialLabel: z.string(),
  desired: doorState,
  confirmed: doorState.nullable(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type PlaceLock = z.infer<typeof placeLock>;

/** One place of the person: their grants to it (newest first, revoked ones too) and each lock's entries. */
export const personPlace = z.object({
  place: place.extend({ path: z.string() }),
  /** The person holds a live direct authorization to it (it can be removed). */
  direct: z.boolean(),
  grants: z.array(personGrant),
  locks: z.array(placeLock),
});
export type PersonPlace = z.infer<typeof personPlace>;

/** A credential of the keyring, with what it was issued for and where the locks stand with it. */
export const keyringCredential = z.object({
  id: z.uuid(),
  kind: credentialKind,
  label: z.string(),
  state: keyState,
  sourceKind: sourceKind.nullable(),
  sourceId: z.uuid().nullable(),
  sourceName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Locks asked to hold it now, and how many of them confirmed they do. */
  locks: z.number().int(),
  holding: z.number().int(),
  /** Locks yet to confirm they removed it. */
  removing: z.number().int(),
});
export type KeyringCredential = z.infer<typeof keyringCredential>;

export const keyring = z.object({ access: personAccess, credentials: z.array(keyringCredential) });
export type Keyring = z.infer<typeof keyring>;

/** Keyring management's actions (part 3 section 4's access actions): suspend, resume, revoke. */
export const keyringAction = z.enum(ACCESS_ACTIONS);
export type KeyringAction = z.infer<typeof keyringAction>;

export const addLocationBody = z.strictObject({ locationId: z.uuid({ message: 'choose a location' }) });
export type AddLocationBody = z.input<typeof addLocationBody>;

/**
 * The endpoints of one kind of person under its own path (`/api/iot/residents/:residentId`, say):
 * `read` reads where they may go, `keyring` reads the keyring, `update` changes their access.
 */
export function personAccessEndpoints<const Id extends string, const Param extends string>(options: {
  id: Id;
  path: `/api/${string}`;
  param: Param;
  who: string;
  read: PermissionRule;
  keyring: PermissionRule;
  update: PermissionRule;
}) {
  const { id, path, who } = options;
  const person = { [options.param]: z.uuid() } as Record<Param, z.ZodUUID>;
  const session = (permission: PermissionRule) => ({ auth: 'session', tenant: 'community', permission }) as const;
  const placeParams = z.strictObject({ ...person, locationId: z.uuid() });
  return {
    readAccess: defineEndpoint({
      id: `${id}.readAccess`,
      method: 'GET',
      path: `${path}/access`,
      summary: `Where the access of ${who} stands: suspended or not, and how many grants, direct authorizations and credentials.`,
      access: session(options.read),
      params: z.strictObject(person),
      response: personAccess,
    }),
    listAuthorizations: defineEndpoint({
      id: `${id}.listAuthorizations`,
      method: 'GET',
      path: `${path}/authorizations`,
      summary: `Every grant of ${who} that is not revoked, from every source, with its locks confirmed; paged, by place.`,
      access: session(options.read),
      params: z.strictObject(person),
      query: personGrantQuery,
      response: pagedResponse(personGrant),
      paged: true,
    }),
    readPlace: defineEndpoint({
      id: `${id}.readPlace`,
      method: 'GET',
      path: `${path}/authorizations/:locationId`,
      summary: `One place (a location or a unit) of ${who}: their grants to it and each lock, asked and confirmed when.`,
      access: session(options.read),
      params: placeParams,
      response: personPlace,
    }),
    addLocation: defineEndpoint({
      id: `${id}.addLocation`,
      method: 'POST',
      path: `${path}/authorizations`,
      summary: `Authorizes ${who} directly to a location of the community: a grant held by their own mobile key, written at the first one.`,
      access: session(options.update),
      params: z.strictObject(person),
      body: addLocationBody,
      response: personPlace,
      status: 201,
    }),
    removeLocation: defineEndpoint({
      id: `${id}.removeLocation`,
      method: 'DELETE',
      path: `${path}/authorizations/:locationId`,
      summary: `Removes a direct authorization of ${who}: its grant is REVOKING until every lock confirmed.`,
      access: session(options.update),
      params: placeParams,
      response: personPlace,
    }),
    readKeyring: defineEndpoint({
      id: `${id}.readKeyring`,
      method: 'GET',
      path: `${path}/keyring`,
      summary: `The credentials of ${who} in the community, live first, with the locks holding each.`,
      access: session(options.keyring),
      params: z.strictObject(person),
      response: keyring,
    }),
    actOnKeyring: defineEndpoint({
      id: `${id}.actOnKeyring`,
      method: 'POST',
      path: `${path}/keyring/:accessAction`,
      summary: `Suspends every access of ${who} in the community, resumes it, or revokes their own mobile key and direct authorizations.`,
      access: session(options.update),
      params: z.strictObject({ ...person, accessAction: keyringAction }),
      response: keyring,
    }),
  };
}
export type PersonAccessEndpoints = ReturnType<typeof personAccessEndpoints<string, string>>;
