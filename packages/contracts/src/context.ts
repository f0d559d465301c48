import { appCode, providerTypes, roleKey, userType, uuid } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/** Spec part 1 section 3: Profile. A provider profile has no customer. */
export const profile = z.object({
  profileId: z.uuid(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  type: userType,
  role: roleKey.nullable(),
  customerDeletedAt: z.string().nullable(),
  mfaSetupRequired: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const profileResponse = z.object({
  userId: z.uuid(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  providerType: z.enum(providerTypes).nullable(),
  /** The provider profile of SUPER_ADMIN and LINTEL users ('Unselect customer' returns to it). */
  providerProfile: profile.nullable(),
  customerUsers: z.array(profile),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const getProfile = defineEndpoint({
  id: 'context.profile',
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in user with the profiles (customer users) they hold.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Everyone signed in may read their own profiles.',
    allowProfileless: true,
  },
  query: z.strictObject({ nonDeleted: booleanFlag.optional() }),
  response: profileResponse,
});

export const customerOption = z.object({
  customerId: z.uuid(),
  name: z.string(),
  deletedAt: z.string().nullable(),
});
export type CustomerOption = z.infer<typeof customerOption>;

export const listCustomers = defineEndpoint({
  id: 'context.customers',
  method: 'GET',
  path: '/api/customers',
  summary: 'Customers the user may work in: every customer for provider staff, their own otherwise.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Each user lists only the customers they may use.',
  },
  query: z.strictObject({
    ...listQueryFields,
    nonDeleted: booleanFlag.optional(),
    fieldsType: z.enum(['MINIMAL', 'FULL']).optional(),
  }),
  response: pagedResponse(customerOption),
  paged: true,
});

export const community = z.object({
  id: z.uuid(),
  name: z.string(),
  timezoneId: z.string(),
});
export type Community = z.infer<typeof community>;

export const listUserCommunities = defineEndpoint({
  id: 'context.userCommunities',
  method: 'GET',
  path: '/api/user-communities',
  summary: 'Communities of the selected customer that the user may work in.',
  access: {
    auth: 'session',
    tenant: 'customer',
    permission: null,
    reason: 'Each user lists only the communities they may use.',
  },
  query: z.strictObject({ ...listQueryFields, nonDeleted: booleanFlag.optional() }),
  response: pagedResponse(community),
  paged: true,
});

export const appAccessList = z.object({ content: z.array(z.object({ appCode })) });

export const getCommunityLicensedAppAccess = defineEndpoint({
  id: 'context.communityLicensedAppAccess',
  method: 'GET',
  path: '/api/community-licensed-app-access',
  summary: 'Apps the selected community is licensed for.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: null,
    reason: 'Whoever may use the community may know its apps; they decide what the menu offers.',
  },
  query: z.strictObject({ customerId: uuid, communityId: uuid }),
  response: appAccessList,
});

export const getCustomerAppAccesses = defineEndpoint({
  id: 'context.customerAppAccesses',
  method: 'GET',
  path: '/api/customers/:customerId/app-accesses',
  summary: 'Apps the customer has access to.',
  access: {
    auth: 'session',
    tenant: 'customer',
    permission: null,
    reason: 'Whoever may use the customer may know its apps.',
  },
  params: z.strictObject({ customerId: uuid }),
  response: appAccessList,
});

export const communitySummary = z.object({
  customer: z.object({ id: z.uuid(), name: z.string() }),
  community: community,
  buildings: z.number().int(),
  units: z.number().int(),
  unitTypes: z.number().int(),
});
export type CommunitySummary = z.infer<typeof communitySummary>;

export const getCommunitySummary = defineEndpoint({
  id: 'context.communitySummary',
  method: 'GET',
  path: '/api/community-summary',
  summary: 'The selected customer and community with the size of the community, for the home page.',
  access: {
    auth: 'session',
    tenant: 'community',
    permission: null,
    reason: 'The home page shows every member of a community where they are working.',
  },
  response: communitySummary,
});
