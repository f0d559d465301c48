import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { hoursEntry, MAX_HOURS_ENTRIES } from '../hours.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { grant } from './common.ts';
import { keyHolderKind } from './keys.ts';

/**
 * Custom user groups (part 3 section 2 "Access area /iot/access", the groups tab; section 6 "Custom
 * user groups: create and update"; D223): a named set of people of the community (residents who live
 * here and its staff) who may open a set of locations, optionally within hours of operation. Every
 * member holds a key issued for the group and one grant per location.
 */

const key = (k: string): PermissionRule => ({ key: k });
/** The spec gives the groups tab no gate; reading groups has its own permission (D223). */
export const READ: PermissionRule = key('CUSTOM_USER_GROUP_READ');
export const CREATE: PermissionRule = key('CUSTOM_USER_GROUP_CREATE');
export const UPDATE: PermissionRule = key('CUSTOM_USER_GROUP_UPDATE');

/** Who may be a member: a resident living in the community or one of its staff. */
export const groupMemberRef = z.strictObject({
  holderKind: keyHolderKind,
  holderId: z.uuid({ message: 'choose a person' }),
});
export type GroupMemberRef = z.input<typeof groupMemberRef>;

export const accessGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Hours of operation of every member's access; null: any hour. */
  hours: z.array(hoursEntry).nullable(),
  locationIds: z.array(z.uuid()),
  locationNames: z.array(z.string()),
  memberCount: z.number().int(),
  locationCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccessGroup = z.infer<typeof accessGroup>;

/** A member of a group, with the key issued to them for it. */
export const groupMember = z.object({
  holderKind: keyHolderKind,
  holderId: z.uuid(),
  /** The name as when they were added (the list of members sorts by it). */
  name: z.string(),
  credentialId: z.uuid(),
  addedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const accessGroupDetails = accessGroup.extend({
  members: z.array(groupMember),
  grants: z.array(grant),
});
export type AccessGroupDetails = z.infer<typeof accessGroupDetails>;

export const GROUP_SORT_FIELDS = ['name', 'updatedAt'] as const;

export const groupListQuery = z.strictObject({ ...listQueryFields });
export type GroupListQuery = z.input<typeof groupListQuery>;

export const listGroups = defineEndpoint({
  id: 'access.listGroups',
  method: 'GET',
  path: '/api/iot/groups',
  summary:
    "The community's custom user groups with their member and location counts, paged on the server; q matches the start of the name.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: groupListQuery,
  response: pagedResponse(accessGroup),
  paged: true,
});

const groupParam = z.strictObject({ groupId: z.uuid() });

export const getGroup = defineEndpoint({
  id: 'access.getGroup',
  method: 'GET',
  path: '/api/iot/groups/:groupId',
  summary: 'One group with its members, its locations and its grants (where each lock stands).',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: groupParam,
  response: accessGroupDetails,
});

/** At most this many members in one group: each gets a key and a grant per location in one request. */
export const MAX_GROUP_MEMBERS = 500;

export const groupInput = z.strictObject({
  name: z.string().trim().min(1, 'enter a name').max(100),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  locationIds: z.array(z.uuid()).min(1, 'choose at least one location').max(50),
  hours: z
    .array(hoursEntry)
    .max(MAX_HOURS_ENTRIES)
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : null)),
  members: z.array(groupMemberRef).max(MAX_GROUP_MEMBERS),
});
export type GroupInput = z.input<typeof groupInput>;

export const createGroup = defineEndpoint({
  id: 'access.createGroup',
  method: 'POST',
  path: '/api/iot/groups',
  summary: "Creates a group: each member is issued a key for it, which the locations' locks accept within the hours.",
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: groupInput,
  response: accessGroupDetails,
  status: 201,
  idempotent: true,
});

export const updateGroup = defineEndpoint({
  id: 'access.updateGroup',
  method: 'PUT',
  path: '/api/iot/groups/:groupId',
  summary:
    "Changes a group: removed members' keys are revoked, added members get theirs; new locations or hours are given to every member's key again.",
  access: { auth: 'session', tenant: 'community', permission: UPDATE },
  params: groupParam,
  body: groupInput,
  response: accessGroupDetails,
});

export const memberChoices = defineEndpoint({
  id: 'access.groupMemberChoices',
  method: 'GET',
  path: '/api/iot/group-choices/members',
  summary:
    'Residents living in the community (moved in, not out) and its staff whose name starts with q (at most 20 of each), for the group forms.',
  access: { auth: 'session', tenant: 'community', permission: { anyOf: [CREATE, UPDATE] } },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(z.object({ holderKind: keyHolderKind, holderId: z.uuid(), name: z.string(), detail: z.string() })),
});
