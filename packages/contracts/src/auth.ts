import { z } from 'zod';
import { providerTypes, roleKey } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** The spec's sign-in username: an email or a phone number (US default). Checked again on the server. */
export const signInBody = z.strictObject({
  username: z.string().trim().min(1, 'Please enter your email or phone number.').max(254),
  password: z.string().min(1, 'Please enter your password.').max(1024),
});
export type SignInBody = z.infer<typeof signInBody>;

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  phone: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  providerType: z.enum(providerTypes).nullable(),
  providerRole: roleKey.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionInfo = z.object({
  user: sessionUser,
  /** Absolute end of the session (ISO). */
  expiresAt: z.string(),
  /** Idle time-out the server enforces, in ms. */
  idleTimeoutMs: z.number().int(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const signInResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SIGNED_IN'), session: sessionInfo }),
]);
export type SignInResult = z.infer<typeof signInResult>;

export const signIn = defineEndpoint({
  id: 'auth.signIn',
  method: 'POST',
  path: '/api/auth/sign-in',
  summary: 'Browser sign-in by email or phone and password; sets the httpOnly session cookie.',
  access: { auth: 'public', reason: 'Signing in is how a session starts.' },
  body: signInBody,
  response: signInResult,
});

export const issueToken = defineEndpoint({
  id: 'auth.issueToken',
  method: 'POST',
  path: '/api/auth/tokens',
  summary: 'API-client sign-in: returns a bearer token (same session rules as the browser, no cookie).',
  access: { auth: 'public', reason: 'API clients sign in with it.' },
  body: signInBody,
  status: 201,
  response: z.object({ token: z.string(), tokenType: z.literal('Bearer'), expiresAt: z.string() }),
});

export const signOut = defineEndpoint({
  id: 'auth.signOut',
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Ends the session on the server at once and clears the cookie.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Anyone signed in may sign out.',
    allowProfileless: true,
  },
  status: 204,
  response: z.null(),
});

export const getSession = defineEndpoint({
  id: 'auth.session',
  method: 'GET',
  path: '/api/auth/session',
  summary: 'The signed-in user and the session limits, or 401.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'Everyone signed in may read their own session.',
    allowProfileless: true,
  },
  response: sessionInfo,
});
