import { normalizePhone } from '@lintel/formats/phone';
import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { personAccessEndpoints } from './people-access.ts';

/**
 * Vendors of the IoT area (part 3 section 1 "Staff and vendors": /iot/vendors with /create and /:id,
 * change-email and add-to-community; section 6 "Staff and vendors" and "Add to community is also
 * limited to staff whose role type is on an allowed list"; section 8 "are you sure you want to delete
 * vendor?"; D232, D233): a company's contact whom the customer lets open doors, recorded once per
 * customer (the e-mail used once, in any case) and working in some of its communities. Its access is
 * granted through the same chain as everyone's (holder kind VENDOR), and read and changed with the
 * same pieces as every person's (`people-access.ts`, D230, D231).
 */

const key = (k: string): PermissionRule => ({ key: k });
/** Reading staff and vendors: the spec names "user read" (D232). */
export const READ = key('USER_READ');
export const CREATE = key('USER_CREATE');
export const CHANGE_EMAIL = key('USER_CHANGE_EMAIL');
/** Also limited, on the server, to callers whose role type is on an allowed list that is not shown (D233). */
export const ADD_TO_COMMUNITY = key('USER_ADD_TO_COMMUNITY');
export const DELETE_FROM_COMMUNITY = key('USER_DELETE_FROM_COMMUNITY');
export const DELETE_FROM_CUSTOMER = key('USER_DELETE_FROM_CUSTOMER');
/** A vendor's access, as a staff member's (section 6: "user read accesses, update accesses, read keyring"). */
export const READ_ACCESSES = key('USER_READ_ACCESSES');
export const READ_KEYRING = key('USER_READ_KEYRING');
export const UPDATE_ACCESSES = key('USER_UPDATE_ACCESSES');

export const vendor = z.object({
  id: z.uuid(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Credentials the vendor holds in this community that are not revoked. */
  credentials: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendor>;

export const vendorCommunity = z.object({ id: z.uuid(), name: z.string() });

export const vendorDetails = vendor.extend({
  /** The communities it works in, among those the caller may work in (this one first). */
  communities: z.array(vendorCommunity),
  /** Its grants here that are ACTIVE or SUSPENDED (what removing it revokes). */
  liveGrants: z.number().int(),
  /** Whether the caller's role type lets them add it to other communities (the list is not shown, D233). */
  mayAddToCommunity: z.boolean(),
});
export type VendorDetails = z.infer<typeof vendorDetails>;

export const VENDOR_SORT_FIELDS = ['companyName', 'lastName', 'email', 'createdAt'] as const;

export const vendorListQuery = z.strictObject({ ...listQueryFields });
export type VendorListQuery = z.input<typeof vendorListQuery>;

export const listVendors = defineEndpoint({
  id: 'access.listVendors',
  method: 'GET',
  path: '/api/iot/vendors',
  summary:
    "The community's vendors with their live credentials here, paged on the server; q matches the start of the company, the contact's first or last name, or the e-mail.",
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: vendorListQuery,
  response: pagedResponse(vendor),
  paged: true,
});

const vendorParam = z.strictObject({ vendorId: z.uuid() });

export const getVendor = defineEndpoint({
  id: 'access.getVendor',
  method: 'GET',
  path: '/api/iot/vendors/:vendorId',
  summary: 'One vendor of the community, with the communities it works in that the caller may see.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: vendorParam,
  response: vendorDetails,
});

/** An e-mail address, compared in any case (stored lower-cased). */
export const vendorEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be an email address' }))
  .transform((v) => v.toLowerCase());

const name = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** Parsed as a US number unless it starts with + (part 3 section 5); kept in E.164. */
const phone = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = normalizePhone(v);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'must be a phone number' });
      return z.NEVER;
    }
    return parsed;
  });

export const vendorInput = z.strictObject({
  companyName: name(200),
  firstName: name(100),
  lastName: name(100),
  email: vendorEmail,
  phone,
});
export type VendorInput = z.input<typeof vendorInput>;

export const createVendor = defineEndpoint({
  id: 'access.createVendor',
  method: 'POST',
  path: '/api/iot/vendors',
  summary:
    'Adds a vendor of the customer working in this community; an e-mail another vendor of the customer has (in any case) is ACCESS_VENDOR_EMAIL_TAKEN, on the e-mail.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  body: vendorInput,
  response: vendorDetails,
  status: 201,
  idempotent: true,
});

export const vendorEmailInput = z.strictObject({ email: vendorEmail });
export type VendorEmailInput = z.input<typeof vendorEmailInput>;

export const changeVendorEmail = defineEndpoint({
  id: 'access.changeVendorEmail',
  method: 'PUT',
  path: '/api/iot/vendors/:vendorId/email',
  summary:
    "Changes a vendor's e-mail (for every community it works in); one another vendor of the customer has is ACCESS_VENDOR_EMAIL_TAKEN.",
  access: { auth: 'session', tenant: 'community', permission: CHANGE_EMAIL },
  params: vendorParam,
  body: vendorEmailInput,
  response: vendorDetails,
});

export const vendorCommunityChoice = vendorCommunity.extend({
  /** The vendor already works there. */
  member: z.boolean(),
});

export const vendorCommunityChoices = defineEndpoint({
  id: 'access.vendorCommunityChoices',
  method: 'GET',
  path: '/api/iot/vendors/:vendorId/community-choices',
  summary:
    "The customer's other communities the caller may add the vendor to (assigned there, with the add key there), each saying whether the vendor works there already; refused for a role type not on the allowed list.",
  access: { auth: 'session', tenant: 'community', permission: ADD_TO_COMMUNITY },
  params: vendorParam,
  response: z.array(vendorCommunityChoice),
});

export const addToCommunitiesInput = z.strictObject({
  communityIds: z.array(z.uuid()).min(1, 'choose at least one community').max(50),
});
export type AddToCommunitiesInput = z.input<typeof addToCommunitiesInput>;

export const addVendorToCommunities = defineEndpoint({
  id: 'access.addVendorToCommunities',
  method: 'POST',
  path: '/api/iot/vendors/:vendorId/communities',
  summary:
    'Adds the vendor to other communities of the customer, all or none: each must be one the caller may add it to; refused for a role type not on the allowed list (D233).',
  access: { auth: 'session', tenant: 'community', permission: ADD_TO_COMMUNITY },
  params: vendorParam,
  body: addToCommunitiesInput,
  response: vendorDetails,
});

export const removeVendorFromCommunity = defineEndpoint({
  id: 'access.removeVendorFromCommunity',
  method: 'DELETE',
  path: '/api/iot/vendors/:vendorId/community',
  summary:
    'Removes the vendor from this community: its live grants here are revoked (REVOKING until each lock confirmed) and its credentials here revoked; it stays a vendor of the customer.',
  access: { auth: 'session', tenant: 'community', permission: DELETE_FROM_COMMUNITY },
  params: vendorParam,
  response: z.object({ deleted: z.literal(true), revokedGrants: z.number().int() }),
});

export const deleteVendor = defineEndpoint({
  id: 'access.deleteVendor',
  method: 'DELETE',
  path: '/api/iot/vendors/:vendorId',
  summary:
    'Deletes the vendor from the customer: it leaves every community it works in, with its grants and credentials there revoked, all or none; refused (PERMISSION_DENIED) when it works in a community where the caller may not delete it.',
  access: { auth: 'session', tenant: 'community', permission: DELETE_FROM_CUSTOMER },
  params: vendorParam,
  response: z.object({ deleted: z.literal(true), revokedGrants: z.number().int() }),
});

/**
 * A vendor's access: where it may go, its direct authorizations, its keyring (D230, D231), with the
 * staff's USER_* keys. The spec gives vendors no authorizations/:locationId screen; the endpoint that
 * reads one place is kept, as removing a direct authorization answers with the place anyway.
 */
export const vendorAccess = personAccessEndpoints({
  id: 'access.vendorAccess',
  path: '/api/iot/vendors/:vendorId',
  param: 'vendorId',
  who: 'a vendor',
  read: READ_ACCESSES,
  keyring: READ_KEYRING,
  update: UPDATE_ACCESSES,
});
