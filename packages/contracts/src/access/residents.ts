import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { leaseState, newResident } from './leases.ts';
import { personAccess, personAccessEndpoints } from './people-access.ts';

/**
 * The IoT residents (part 3 section 2 "Access area /iot/access", the residents tab and its routes;
 * section 6 "Residents: create, read, change email, delete from community"; section 8 "are you sure
 * you want to delete resident?"; D229): the list, a new resident, a resident with their leases, a new
 * email, deleting one from the community; and their access, the same pieces as every person's
 * (`people-access.ts`, D230, D231).
 */

const key = (k: string): PermissionRule => ({ key: k });
export const READ = key('RESIDENT_READ');
export const CREATE = key('RESIDENT_CREATE');
export const CHANGE_EMAIL = key('RESIDENT_CHANGE_EMAIL');
export const DELETE = key('RESIDENT_DELETE_FROM_COMMUNITY');
/** Changing a resident's access: a key of our own (the spec's line names only the four above, D230). */
export const UPDATE_ACCESSES = key('RESIDENT_UPDATE_ACCESSES');

/**
 * Where a resident stands with the community's leases: CURRENT (moved in, not out, on an active
 * lease), FUTURE (on an active lease, not moved in yet), PAST (only moved out, or on archived leases),
 * NONE (on no lease).
 */
export const RESIDENT_STATUSES = ['CURRENT', 'FUTURE', 'PAST', 'NONE'] as const;
export const residentStatus = z.enum(RESIDENT_STATUSES);
export type ResidentStatus = z.infer<typeof residentStatus>;

export const residentSummary = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: residentStatus,
  /** The units of the active leases they have not moved out of. */
  units: z.array(z.string()),
  /** Credentials not revoked (mobile keys, fobs). */
  liveCredentials: z.number().int(),
});
export type ResidentSummary = z.infer<typeof residentSummary>;

/** One lease of the resident, with their own move-in and move-out. */
export const residentLease = z.object({
  leaseId: z.uuid(),
  unitId: z.uuid(),
  unitName: z.string(),
  buildingName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  state: leaseState,
  movedInAt: z.string().nullable(),
  movedOutAt: z.string().nullable(),
  moveOutReportId: z.uuid().nullable(),
});
export type ResidentLease = z.infer<typeof residentLease>;

export const residentDetails = residentSummary.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  leases: z.array(residentLease),
  access: personAccess,
});
export type ResidentDetails = z.infer<typeof residentDetails>;

/** Sortable columns: the name (last name first, the default) or the email, each through its own index. */
export const RESIDENT_SORT_FIELDS = ['name', 'email'] as const;

export const residentListQuery = z.strictObject({ ...listQueryFields, status: residentStatus.optional() });
export type ResidentListQuery = z.input<typeof residentListQuery>;

export const listResidents = defineEndpoint({
  id: 'access.listResidents',
  method: 'GET',
  path: '/api/iot/residents',
  summary:
    "The community's residents (not deleted), paged and sorted on the server; q matches the start of the first name, the last name or the email; status filters.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: residentListQuery,
  response: pagedResponse(residentSummary),
  paged: true,
});

export const residentInput = newResident;
export type ResidentInput = z.input<typeof residentInput>;

export const createResident = defineEndpoint({
  id: 'access.createResident',
  method: 'POST',
  path: '/api/iot/residents',
  summary:
    'Adds a resident to the community (an email already used by a resident here is ACCESS_RESIDENT_EMAIL_TAKEN, on the email).',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: residentInput,
  response: residentDetails,
  status: 201,
  idempotent: true,
});

const residentParam = z.strictObject({ residentId: z.uuid() });

export const getResident = defineEndpoint({
  id: 'access.getResident',
  method: 'GET',
  path: '/api/iot/residents/:residentId',
  summary: 'One resident: who they are, their leases with their moves, and where their access stands.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: residentParam,
  response: residentDetails,
});

export const emailInput = z.strictObject({
  email: z.email({ message: 'must be an email address' }).max(254),
});
export type EmailInput = z.input<typeof emailInput>;

export const changeResidentEmail = defineEndpoint({
  id: 'access.changeResidentEmail',
  method: 'PUT',
  path: '/api/iot/residents/:residentId/email',
  summary: "Changes a resident's email; used by another resident here, it is ACCESS_RESIDENT_EMAIL_TAKEN.",
  access: { auth: 'session', tenant: 'community', permission: CHANGE_EMAIL },
  params: residentParam,
  body: emailInput,
  response: residentDetails,
});

export const deleteResident = defineEndpoint({
  id: 'access.deleteResident',
  method: 'DELETE',
  path: '/api/iot/residents/:residentId',
  summary:
    'Deletes a resident from the community: refused while they are moved in on an active lease (ACCESS_RESIDENT_MOVED_IN); every grant of theirs is revoked, they leave their groups, their keys are taken back as not returned.',
  access: { auth: 'session', tenant: 'community', permission: DELETE },
  params: residentParam,
  response: z.object({ deleted: z.literal(true) }),
});

/** A resident's access: where they may go, their direct authorizations, their keyring (D230, D231). */
export const residentAccess = personAccessEndpoints({
  id: 'access.residentAccess',
  path: '/api/iot/residents/:residentId',
  param: 'residentId',
  who: 'a resident',
  read: READ,
  keyring: READ,
  update: UPDATE_ACCESSES,
});
