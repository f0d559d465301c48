import { appCode, providerTypes, userStatuses, uuid } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import * as z from './zod.ts';

export const permissionContext = z.enum(['NO_CONTEXT', 'CUSTOMER', 'COMMUNITY']);
export const permissionDomain = z.enum(['CUSTOMER', 'LINTEL']);

/** One granted value: a BOOLEAN key is granted when value is exactly 'true'. */
export const grant = z.object({
  key: z.string(),
  context: permissionContext,
  contextId: z.string().nullable(),
  value: z.string(),
});

export const grantsResponse = z.object({
  apps: z.array(z.object({ appCode, grants: z.array(grant) })),
});
export type GrantsResponse = z.infer<typeof grantsResponse>;

/** Spec part 1 section 7: POST /identities/{identityId}/permissions. An empty key list asks for every key of the app. */
export const identityPermissionsBody = z.strictObject({
  apps: z
    .array(
      z.strictObject({
        appCode,
        filters: z
          .array(
            z.strictObject({
              domain: permissionDomain,
              context: permissionContext,
              contextIds: z.array(uuid).max(50),
              permissionKeys: z.array(z.string().regex(/^[A-Z][A-Z0-9_]{1,80}$/)).max(500),
            }),
          )
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(20),
});

export const identityPermissions = defineEndpoint({
  id: 'permissions.identityPermissions',
  method: 'POST',
  path: '/api/identities/:identityId/permissions',
  summary: "The identity's permissions for the requested apps and contexts, in the selected customer and community.",
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Everyone may read their own permissions (the browser gates its screens with them).',
  },
  params: z.strictObject({ identityId: uuid }),
  body: identityPermissionsBody,
  response: grantsResponse,
});

export const identity = z.object({
  identityId: z.uuid(),
  email: z.string(),
  phone: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(userStatuses),
  providerType: z.enum(providerTypes).nullable(),
});

export const getIdentity = defineEndpoint({
  id: 'permissions.getIdentity',
  method: 'GET',
  path: '/api/identities/:identityId',
  summary: 'An identity (user): one’s own, or any for provider staff with the users view permission.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Self always; anyone else needs AUTH_LINTEL_USERS_VIEW, checked by the service.',
    allowProfileless: true,
  },
  params: z.strictObject({ identityId: uuid }),
  response: identity,
});

const name = z.string().trim().min(1).max(100);

export const updateIdentity = defineEndpoint({
  id: 'permissions.updateIdentity',
  method: 'PUT',
  path: '/api/identities/:identityId',
  summary: 'Updates the names and phone of an identity.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Self always; anyone else needs AUTH_LINTEL_USERS_EDIT, checked by the service.',
    allowProfileless: true,
  },
  params: z.strictObject({ identityId: uuid }),
  body: z.strictObject({ firstName: name, lastName: name, phone: z.string().trim().max(40).nullable() }),
  response: identity,
});

/** Spec: a per-app permission entry holds communityId (may be null) plus a list of permission ids. */
export const appPermissionsResponse = z.object({
  appCode,
  permissions: z.array(z.object({ communityId: z.uuid().nullable(), permissions: z.array(z.string()) })),
});

export const appPermissions = defineEndpoint({
  id: 'permissions.appPermissions',
  method: 'GET',
  path: '/api/apps/:appCode/permissions',
  summary: "The caller's granted permission names of one app, for the selected customer and community.",
  access: {
    auth: 'session',
    tenant: 'customer',
    permission: null,
    reason: 'Everyone may read their own permissions.',
  },
  params: z.strictObject({ appCode }),
  response: appPermissionsResponse,
});

export const goPermissionLookup = defineEndpoint({
  id: 'permissions.goLookup',
  method: 'POST',
  path: '/api/go/staff/user/permissions/lookup',
  summary: "GO's permission lookup: the caller's GO permissions in the given customer and community.",
  access: {
    auth: 'session',
    tenant: 'community',
    permission: null,
    reason: 'Everyone may read their own permissions.',
  },
  body: z.strictObject({ customerId: uuid, communityId: uuid }),
  response: z.object({ permissions: z.array(z.string()) }),
});

export const role = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  internal: z.boolean(),
  presetId: z.uuid().nullable(),
  followsPreset: z.boolean(),
  permissionKeys: z.array(z.string()),
});
export type Role = z.infer<typeof role>;

export const listRoles = defineEndpoint({
  id: 'permissions.listRoles',
  method: 'GET',
  path: '/api/roles',
  summary: 'Roles of the selected customer with their permission keys.',
  access: { auth: 'session', tenant: 'customer', permission: { key: 'AUTH_PORTFOLIO_ROLES_VIEW' } },
  response: z.object({ content: z.array(role) }),
});

export const updateRolePermissions = defineEndpoint({
  id: 'permissions.updateRolePermissions',
  method: 'PUT',
  path: '/api/roles/:roleId/permissions',
  summary: "Replaces a role's permission keys (the role stops following its preset).",
  access: { auth: 'session', tenant: 'customer', permission: { key: 'AUTH_PORTFOLIO_PERMISSIONS_EDIT' } },
  params: z.strictObject({ roleId: uuid }),
  body: z.strictObject({ permissionKeys: z.array(z.string().regex(/^[A-Z][A-Z0-9_]{1,80}$/)).max(1000) }),
  response: role,
});

export const assignRole = defineEndpoint({
  id: 'permissions.assignRole',
  method: 'POST',
  path: '/api/customer-users/:profileId/role-assignments',
  summary: 'Gives a role to a profile, for the whole customer or one community.',
  access: { auth: 'session', tenant: 'customer', permission: { key: 'AUTH_PORTFOLIO_CUSTOMER_USERS_EDIT' } },
  params: z.strictObject({ profileId: uuid }),
  body: z.strictObject({ roleId: uuid, communityId: uuid.nullable() }),
  status: 201,
  idempotent: true,
  response: z.object({
    id: z.uuid(),
    roleId: z.uuid(),
    context: z.enum(['CUSTOMER', 'COMMUNITY']),
    communityId: z.uuid().nullable(),
  }),
});
