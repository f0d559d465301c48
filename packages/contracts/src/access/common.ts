import * as z from '../zod.ts';

/** Access status (part 3 section 4): REVOKING until every lock confirmed the revocation. */
export const ACCESS_STATUSES = ['ACTIVE', 'SUSPENDED', 'REVOKING', 'REVOKED'] as const;
export const accessStatus = z.enum(ACCESS_STATUSES);
export type AccessStatus = z.infer<typeof accessStatus>;

/** Access actions (part 3 section 4). */
export const ACCESS_ACTIONS = ['resume', 'suspend', 'revoke'] as const;

/** Key credential state (part 3 section 4), a fob's. */
export const KEY_STATES = ['ISSUED', 'UNASSIGNED', 'NOT_RETURNED'] as const;
export const keyState = z.enum(KEY_STATES);

/**
 * Who holds access: the access user categories' people (residents, staff, vendors), a pass, and a
 * fire key (the FIREKEY category: the fire department's fob holds its own access, D225).
 */
export const HOLDER_KINDS = ['RESIDENT', 'STAFF', 'VENDOR', 'PASS', 'FIREKEY'] as const;
export const holderKind = z.enum(HOLDER_KINDS);
export type HolderKind = z.infer<typeof holderKind>;

export const CREDENTIAL_KINDS = ['MOBILE', 'FOB', 'PIN'] as const;
export const credentialKind = z.enum(CREDENTIAL_KINDS);

/**
 * Why a grant exists: a lease, temporary access, a pass, a group, a staff role, a key, a fire key, or
 * a direct authorization of the person (PERSON: the source is the person, D230), or the staff-access
 * scenario while a unit is vacant (VACANT_UNIT: the source is the unit, D251).
 */
export const SOURCE_KINDS = [
  'LEASE',
  'TEMPORARY',
  'PASS',
  'GROUP',
  'STAFF_ROLE',
  'KEY',
  'FIRE_KEY',
  'PERSON',
  'VACANT_UNIT',
] as const;
export const sourceKind = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof sourceKind>;

/** Where a grant lets its holder in: a unit, or a location of the tree (and every lock under it). */
export const place = z.object({
  unitId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  name: z.string(),
});
export type Place = z.infer<typeof place>;

/** One hours-of-operation range with 24-hour times; the day codes are part 3 section 3's. */
export const hoursRange = z.strictObject({
  day: z.number().int().min(0).max(8),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
  end: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be HH:MM'),
});

/** What a lock confirmed for one entry: PRESENT (it opens), ABSENT (removed), or nothing yet. */
export const DOOR_STATES = ['PRESENT', 'ABSENT'] as const;
export const doorState = z.enum(DOOR_STATES);

/** A credential on one lock: what the portal asked, what the lock confirmed and when. */
export const doorEntry = z.object({
  deviceId: z.uuid(),
  deviceName: z.string(),
  grantId: z.uuid(),
  desired: doorState,
  confirmed: doorState.nullable(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type DoorEntry = z.infer<typeof doorEntry>;

/** A credential with where it stands on each lock. */
export const credential = z.object({
  id: z.uuid(),
  kind: credentialKind,
  label: z.string(),
  state: keyState,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Credential = z.infer<typeof credential>;

/** A grant as a screen shows it. */
export const grant = z.object({
  id: z.uuid(),
  holderKind,
  holderId: z.uuid(),
  holderName: z.string(),
  sourceKind,
  sourceId: z.uuid(),
  place,
  schedule: z.array(hoursRange).nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  status: accessStatus,
  revokedAt: z.string().nullable(),
  /** Locks that hold (or should hold) it, and how many of them confirmed what they were asked. */
  locks: z.number().int(),
  confirmedLocks: z.number().int(),
});
export type Grant = z.infer<typeof grant>;
