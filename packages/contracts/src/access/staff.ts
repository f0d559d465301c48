import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { accessStatus, keyState } from './common.ts';
import { personAccessEndpoints } from './people-access.ts';

/**
 * Staff of the IoT area (part 3 section 1 "Staff and vendors": the access tab /iot/staff and the base
 * path /iot/staff/:id; section 3 "Staff: roleType"; section 6 "Staff and vendors"; D232, D233): the
 * customer's profiles who work in the community (assigned to it, or to every community), each with
 * their role type and role here and how many credentials they hold here; one with their temporary
 * accesses, keys and groups; delete from the community, which ends every access they hold here; and
 * their access, the same pieces as every person's (`people-access.ts`, D230, D231).
 * Delete from the customer is not offered: the customer's profiles are administered elsewhere (D232).
 */

/** Reading staff and vendors: the spec names "user read" (D232). */
export const READ: PermissionRule = { key: 'USER_READ' };
export const DELETE_FROM_COMMUNITY: PermissionRule = { key: 'USER_DELETE_FROM_COMMUNITY' };
export const DELETE_FROM_CUSTOMER: PermissionRule = { key: 'USER_DELETE_FROM_CUSTOMER' };
/** A staff member's or a vendor's access (section 6: "user read accesses, update accesses, read keyring"). */
export const READ_ACCESSES: PermissionRule = { key: 'USER_READ_ACCESSES' };
export const READ_KEYRING: PermissionRule = { key: 'USER_READ_KEYRING' };
export const UPDATE_ACCESSES: PermissionRule = { key: 'USER_UPDATE_ACCESSES' };

/**
 * The role types of part 3 section 3's user types a staff member has in a community, derived from
 * their profile and roles and never stored (D233): a portfolio admin or customer admin is
 * CUSTOMER_ADMIN, one holding a manager's role here PROPERTY_MANAGER, anyone else PROPERTY_STAFF.
 */
export const STAFF_ROLE_TYPES = ['CUSTOMER_ADMIN', 'PROPERTY_MANAGER', 'PROPERTY_STAFF'] as const;
export const staffRoleType = z.enum(STAFF_ROLE_TYPES);
export type StaffRoleType = z.infer<typeof staffRoleType>;

/** A user's status (a deleted one is not staff). */
export const STAFF_STATUSES = ['active', 'invited', 'inactive'] as const;

export const staffMember = z.object({
  /** The profile's id (the holder id of their credentials and grants). */
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  roleType: staffRoleType,
  /** The roles they hold here: for this community, or for the whole customer. */
  roleNames: z.array(z.string()),
  /** Working in every community of the customer (a portfolio admin): not removable from one. */
  allCommunities: z.boolean(),
  /** Credentials they hold in this community that are not revoked. */
  credentials: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A temporary access of the staff member here (links to its details). */
export const staffTemporaryAccess = z.object({
  id: z.uuid(),
  kind: z.enum(['VIRTUAL', 'MOBILE']),
  status: accessStatus,
  expired: z.boolean(),
  validFrom: z.string(),
  validUntil: z.string(),
  locationNames: z.array(z.string()),
});

/** A key issued to them, or not returned by them (links to the key). */
export const staffKey = z.object({
  id: z.uuid(),
  number: z.string(),
  state: keyState,
  locationNames: z.array(z.string()),
});

export const staffDetails = staffMember.extend({
  temporaryAccesses: z.array(staffTemporaryAccess),
  keys: z.array(staffKey),
  groups: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Their grants here that are ACTIVE or SUSPENDED (what removing them revokes). */
  liveGrants: z.number().int(),
});
export type StaffDetails = z.infer<typeof staffDetails>;

export const STAFF_SORT_FIELDS = ['lastName', 'email'] as const;

export const staffListQuery = z.strictObject({ ...listQueryFields });
export type StaffListQuery = z.input<typeof staffListQuery>;

export const listStaff = defineEndpoint({
  id: 'access.listStaff',
  method: 'GET',
  path: '/api/iot/staff',
  summary:
    "The community's staff (profiles assigned to it or to every community) with their role type, roles here and live credentials, paged on the server; q matches the start of the first or last name or the e-mail.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: staffListQuery,
  response: pagedResponse(staffMember),
  paged: true,
});

const staffParam = z.strictObject({ staffId: z.uuid() });

export const getStaffMember = defineEndpoint({
  id: 'access.getStaffMember',
  method: 'GET',
  path: '/api/iot/staff/:staffId',
  summary: 'One staff member of the community with their temporary accesses, keys and groups here.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: staffParam,
  response: staffDetails,
});

export const removeStaffFromCommunity = defineEndpoint({
  id: 'access.removeStaffFromCommunity',
  method: 'DELETE',
  path: '/api/iot/staff/:staffId/community',
  summary:
    'Removes a staff member from the community: every live grant they hold here is revoked (REVOKING until each lock confirmed), their temporary accesses revoked, their keys taken back as not returned, their group memberships ended, and their assignment and roles here removed. A profile of every community (ACCESS_STAFF_NOT_REMOVABLE) or one’s own is refused.',
  access: { auth: 'session', tenant: 'community', permission: DELETE_FROM_COMMUNITY },
  params: staffParam,
  response: z.object({ deleted: z.literal(true), revokedGrants: z.number().int() }),
});

export const deleteStaffFromCustomer = defineEndpoint({
  id: 'access.deleteStaffFromCustomer',
  method: 'DELETE',
  path: '/api/iot/staff/:staffId',
  summary:
    'Deletes a staff member from the customer: in every community they work in, every access they hold ends as when removed from it, then their profile is deleted (they can no longer act for the customer). Each of those communities must be one the caller works in and holds USER_DELETE_FROM_CUSTOMER in (PERMISSION_DENIED otherwise, nothing changed); one’s own profile and the customer’s last portfolio admin are refused (ACCESS_STAFF_NOT_REMOVABLE).',
  access: { auth: 'session', tenant: 'community', permission: DELETE_FROM_CUSTOMER },
  params: staffParam,
  response: z.object({ deleted: z.literal(true), revokedGrants: z.number().int() }),
});

/**
 * A staff member's access: where they may go, their direct authorizations, their keyring (D230, D231);
 * the staff member is a profile working in the community.
 */
export const staffAccess = personAccessEndpoints({
  id: 'access.staffAccess',
  path: '/api/iot/staff/:staffId',
  param: 'staffId',
  who: 'a staff member',
  read: READ_ACCESSES,
  keyring: READ_KEYRING,
  update: UPDATE_ACCESSES,
});
