import { isoDateTime } from '../common.ts';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { hoursEntry, MAX_HOURS_ENTRIES } from '../hours.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { accessStatus, grant } from './common.ts';

/**
 * Passes (part 3 section 2 "Passes"; section 6 "Pass creation nominally accepts the vendor,
 * resident or guest create permission, but only the first is actually checked"; D222): a six-digit
 * PIN for a vendor, a resident's visitor or a guest, for locations within a window and optional
 * hours; its details, a summary to hand over, its log of tries at the doors, and revoke.
 */

const key = (k: string): PermissionRule => ({ key: k });
export const READ_LIST: PermissionRule = key('TEMPORARY_PASS_READ_LIST');
/** Only the vendor create permission is checked, whatever the pass's type (part 3 section 6). */
export const CREATE: PermissionRule = key('TEMPORARY_PASS_CREATE_VENDOR');

export const PASS_TYPES = ['VENDOR', 'RESIDENT', 'GUEST'] as const;
export const passType = z.enum(PASS_TYPES);
export type PassType = z.infer<typeof passType>;

export const pass = z.object({
  id: z.uuid(),
  type: passType,
  holderName: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  unitId: z.uuid().nullable(),
  unitName: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  hours: z.array(hoursEntry).nullable(),
  pin: z.string(),
  status: accessStatus,
  /** The window has passed. */
  expired: z.boolean(),
  locationIds: z.array(z.uuid()),
  locationNames: z.array(z.string()),
  credentialId: z.uuid(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Pass = z.infer<typeof pass>;

export const passDetails = pass.extend({ grants: z.array(grant) });
export type PassDetails = z.infer<typeof passDetails>;

export const PASS_SORT_FIELDS = ['validUntil', 'holderName', 'createdAt'] as const;

export const passListQuery = z.strictObject({
  ...listQueryFields,
  /** active: not revoked and not expired; ended: expired or revoked. */
  list: z.enum(['active', 'ended']).default('active'),
  type: passType.optional(),
});
export type PassListQuery = z.input<typeof passListQuery>;

export const listPasses = defineEndpoint({
  id: 'access.listPasses',
  method: 'GET',
  path: '/api/iot/passes',
  summary: "The community's passes, active or ended, paged on the server; q matches the start of the holder's name.",
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  query: passListQuery,
  response: pagedResponse(pass),
  paged: true,
});

const passParam = z.strictObject({ passId: z.uuid() });

export const getPass = defineEndpoint({
  id: 'access.getPass',
  method: 'GET',
  path: '/api/iot/passes/:passId',
  summary: 'One pass with its grants and where each lock stands.',
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  params: passParam,
  response: passDetails,
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const passInput = z
  .strictObject({
    type: passType,
    holderName: z.string().trim().min(1, "enter the holder's name").max(201),
    company: optionalText(200),
    email: z
      .union([z.literal(''), z.email({ message: 'enter a valid email address' }).max(254)])
      .nullish()
      .transform((v) => v || null),
    phone: optionalText(30),
    /** The unit the visitor comes to (resident and guest passes). */
    unitId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    locationIds: z.array(z.uuid()).min(1, 'choose at least one location').max(50),
    validFrom: isoDateTime,
    validUntil: isoDateTime,
    hours: z
      .array(hoursEntry)
      .max(MAX_HOURS_ENTRIES)
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : null)),
    note: optionalText(500),
  })
  .refine((input) => new Date(input.validUntil) > new Date(input.validFrom), {
    path: ['validUntil'],
    message: 'must be after the start',
  })
  .refine((input) => input.type !== 'VENDOR' || input.company !== null, {
    path: ['company'],
    message: "enter the vendor's company",
  });
export type PassInput = z.input<typeof passInput>;

export const createPass = defineEndpoint({
  id: 'access.createPass',
  method: 'POST',
  path: '/api/iot/passes',
  summary: "Creates a pass: a six-digit PIN the locations' locks accept within the window and hours.",
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: passInput,
  response: passDetails,
  status: 201,
  idempotent: true,
});

export const revokePass = defineEndpoint({
  id: 'access.revokePass',
  method: 'POST',
  path: '/api/iot/passes/:passId/revoke',
  summary: 'Revokes a pass (→ REVOKING, then REVOKED once every lock confirmed).',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  params: passParam,
  response: passDetails,
});

/** What the holder is handed: the PIN, where and when it opens, and the community's address. */
export const passSummary = z.object({
  pass,
  communityName: z.string(),
  communityAddress: z.string().nullable(),
  places: z.array(z.object({ name: z.string(), locks: z.array(z.string()) })),
});
export type PassSummary = z.infer<typeof passSummary>;

export const getPassSummary = defineEndpoint({
  id: 'access.getPassSummary',
  method: 'GET',
  path: '/api/iot/passes/:passId/summary',
  summary: "A pass's summary to hand over or print: the PIN, the doors it opens, the window and hours.",
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  params: passParam,
  response: passSummary,
});

/** One try of the pass's PIN at a door, as the lock reported it. */
export const passUse = z.object({
  id: z.uuid(),
  deviceId: z.uuid(),
  deviceName: z.string(),
  granted: z.boolean(),
  occurredAt: z.string(),
});
export type PassUse = z.infer<typeof passUse>;

export const passLogs = defineEndpoint({
  id: 'access.passLogs',
  method: 'GET',
  path: '/api/iot/passes/:passId/logs',
  summary: "A pass's tries at the doors, newest first, granted or refused.",
  access: { auth: 'session', tenant: 'community', permission: READ_LIST },
  params: passParam,
  query: z.strictObject({ page: listQueryFields.page, size: listQueryFields.size }),
  response: pagedResponse(passUse),
  paged: true,
});

export const unitChoices = defineEndpoint({
  id: 'access.passUnitChoices',
  method: 'GET',
  path: '/api/iot/pass-choices/units',
  summary: 'Units whose name starts with q (at most 20), for the pass form.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(z.object({ id: z.uuid(), name: z.string(), buildingName: z.string() })),
});
