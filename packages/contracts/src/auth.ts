import { passwordProblemMessages, passwordProblems } from '@lintel/formats/password';
import { providerTypes, roleKey, uuid } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import * as z from './zod.ts';

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

/** The steps a sign-in may need after the password (spec part 1 section 4, sign-in flow). */
export const challengeSteps = ['MFA_CODE', 'NEW_PASSWORD', 'MFA_SETUP'] as const;
export type ChallengeStep = (typeof challengeSteps)[number];

export const signInResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SIGNED_IN'), session: sessionInfo }),
  z.object({
    status: z.literal('CHALLENGE'),
    step: z.enum(challengeSteps),
    /** Single-use token of this step; the next call sends it back. */
    challenge: z.string(),
  }),
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

/** A new password under the spec's policy (the server also refuses the most common passwords). */
export const newPassword = z
  .string()
  .max(256)
  .superRefine((value, ctx) => {
    for (const problem of passwordProblems(value)) {
      ctx.addIssue({ code: 'custom', message: passwordProblemMessages[problem] });
    }
  });

/** Spec: the MFA code is required and exactly 6 characters (digits). */
export const mfaCode = z.string().regex(/^[0-9]{6}$/, 'Please enter the 6-digit code.');
const challengeToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid session for the user, session is expired.');

const challengeAccess = {
  auth: 'public',
  reason: 'A sign-in step between the password and the session; the challenge token proves the password step.',
} as const;

export const verifyCode = defineEndpoint({
  id: 'auth.verifyCode',
  method: 'POST',
  path: '/api/auth/sign-in/code',
  summary: "The authenticator code step; 'Trust this device' skips it on this device for 604800000 ms.",
  access: challengeAccess,
  body: z.strictObject({ challenge: challengeToken, code: mfaCode, trustDevice: z.boolean().default(false) }),
  response: signInResult,
});

export const completeNewPassword = defineEndpoint({
  id: 'auth.completeNewPassword',
  method: 'POST',
  path: '/api/auth/sign-in/new-password',
  summary: "The 'Change password' step of a user signed in with a temporary password.",
  access: challengeAccess,
  body: z.strictObject({ challenge: challengeToken, newPassword }),
  response: signInResult,
});

export const mfaSetupSecret = defineEndpoint({
  id: 'auth.mfaSetupSecret',
  method: 'POST',
  path: '/api/auth/sign-in/mfa-setup/secret',
  summary: 'MFA setup: a new authenticator secret and its otpauth:// URI (for the QR code).',
  access: challengeAccess,
  body: z.strictObject({ challenge: challengeToken }),
  response: z.object({ secret: z.string(), uri: z.string() }),
});

export const mfaSetupVerify = defineEndpoint({
  id: 'auth.mfaSetupVerify',
  method: 'POST',
  path: '/api/auth/sign-in/mfa-setup/verify',
  summary: 'MFA setup: a code from the app proves it holds the secret; TOTP is then enabled.',
  access: challengeAccess,
  body: z.strictObject({ challenge: challengeToken, code: mfaCode }),
  response: signInResult,
});

const username = z.string().trim().min(1, 'Please enter your email or phone number.').max(254);

export const forgotPassword = defineEndpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Sends a reset code (and link) through the outbox; the same answer whether or not the account exists.',
  access: { auth: 'public', reason: 'People who forgot their password are signed out.' },
  body: z.strictObject({ username }),
  status: 202,
  response: z.object({ status: z.literal('SENT') }),
});

export const resetPassword = defineEndpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  summary:
    'Sets a new password with the emailed code. Signs nobody in (MFA still applies) and ends every session and device trust of the user.',
  access: { auth: 'public', reason: 'The reset code proves who is asking.' },
  body: z.strictObject({
    username,
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, 'Please enter the code.'),
    newPassword,
  }),
  status: 204,
  response: z.null(),
});

/** The public resident pages and the link kind each one completes. */
export const linkKinds = ['RESET_USER_PASSWORD', 'SET_PASSWORD', 'FORGOT_USER_PASSWORD', 'CHANGE_EMAIL'] as const;
export type LinkKind = (typeof linkKinds)[number];
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid, was already used or has expired.');

export const inspectLink = defineEndpoint({
  id: 'auth.inspectLink',
  method: 'POST',
  path: '/api/auth/links/inspect',
  summary: 'Whether a one-time link is still valid, and for which (masked) address. Does not use it.',
  access: { auth: 'public', reason: 'The link token is the credential of the public resident pages.' },
  body: z.strictObject({ kind: z.enum(linkKinds), token: linkToken }),
  response: z.object({ kind: z.enum(linkKinds), maskedEmail: z.string(), expiresAt: z.string() }),
});

export const completeLink = defineEndpoint({
  id: 'auth.completeLink',
  method: 'POST',
  path: '/api/auth/links/complete',
  summary: 'Uses a one-time link: sets the password (reset, set, forgot) or confirms the new email.',
  access: { auth: 'public', reason: 'The link token is the credential of the public resident pages.' },
  body: z.strictObject({ kind: z.enum(linkKinds), token: linkToken, newPassword: newPassword.optional() }),
  status: 204,
  response: z.null(),
});

export const requestEmailChange = defineEndpoint({
  id: 'auth.requestEmailChange',
  method: 'POST',
  path: '/api/auth/email-change',
  summary: 'Sends a confirmation link to the new address; the email changes when the link is used.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: null,
    reason: 'One changes one’s own email, after typing the current password again.',
    allowProfileless: true,
  },
  body: z.strictObject({ newEmail: z.email().max(254), currentPassword: z.string().min(1).max(1024) }),
  status: 202,
  response: z.object({ status: z.literal('SENT') }),
});

const identityParams = z.strictObject({ identityId: uuid });

export const deactivateIdentity = defineEndpoint({
  id: 'auth.deactivateIdentity',
  method: 'POST',
  path: '/api/identities/:identityId/deactivate',
  summary: 'Blocks a user: status inactive; every session and device trust ends at once.',
  access: { auth: 'session', tenant: 'none', permission: { key: 'AUTH_LINTEL_USERS_BLOCK' }, providerOnly: true },
  params: identityParams,
  status: 204,
  response: z.null(),
});

export const resetIdentityMfa = defineEndpoint({
  id: 'auth.resetIdentityMfa',
  method: 'POST',
  path: '/api/identities/:identityId/reset-mfa',
  summary: 'Removes the authenticator of a user; every session and device trust ends at once.',
  access: { auth: 'session', tenant: 'none', permission: { key: 'AUTH_LINTEL_USERS_RESET_MFA' }, providerOnly: true },
  params: identityParams,
  status: 204,
  response: z.null(),
});

export const resetIdentityPassword = defineEndpoint({
  id: 'auth.resetIdentityPassword',
  method: 'POST',
  path: '/api/identities/:identityId/reset-password',
  summary: 'Sends the user a one-time /app/resetUserPassword link; every session and device trust ends at once.',
  access: {
    auth: 'session',
    tenant: 'none',
    permission: { key: 'AUTH_LINTEL_USERS_RESET_PASSWORD' },
    providerOnly: true,
  },
  params: identityParams,
  status: 202,
  response: z.object({ status: z.literal('SENT') }),
});

export const reinviteIdentity = defineEndpoint({
  id: 'auth.reinviteIdentity',
  method: 'POST',
  path: '/api/identities/:identityId/re-invite',
  summary: 'Sends an invited user a new one-time /app/setPassword link.',
  access: { auth: 'session', tenant: 'none', permission: { key: 'AUTH_LINTEL_USERS_RE_INVITE' }, providerOnly: true },
  params: identityParams,
  status: 202,
  response: z.object({ status: z.literal('SENT') }),
});

export const mailboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

export const demoMailbox = defineEndpoint({
  id: 'auth.demoMailbox',
  method: 'GET',
  path: '/api/demo/mailbox',
  summary:
    'Demo mode only (LINTEL_DEMO): the 50 latest outbox messages sent to published demo accounts, so a visitor can read a demo reset code.',
  access: {
    auth: 'public',
    reason:
      'Registered only in demo mode; it shows only messages to the published demo accounts (row-level security), never a real address.',
  },
  response: z.object({ messages: z.array(mailboxMessage) }),
});

// --- The account screen: one's own password, 2FA, trusted devices and sessions -----------------

/** Everyone signed in manages their own account; the rows are theirs, found by the session's user. */
const ownAccount = {
  auth: 'session',
  tenant: 'none',
  permission: null,
  reason: 'Everyone signed in manages their own password, 2FA, devices and sessions.',
  allowProfileless: true,
} as const;

const currentPassword = z.string().min(1, 'Please enter your current password.').max(1024);

export const accountSecurity = z.object({
  /** Whether an authenticator app is set up (TOTP). */
  mfaEnabled: z.boolean(),
  mfaEnabledAt: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecurity>;

export const getAccountSecurity = defineEndpoint({
  id: 'auth.accountSecurity',
  method: 'GET',
  path: '/api/auth/account',
  summary: 'Whether the signed-in user has 2FA set up and when the password last changed.',
  access: ownAccount,
  response: accountSecurity,
});

export const changePasswordBody = z.strictObject({ currentPassword, newPassword });

export const changePassword = defineEndpoint({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/api/auth/account/password',
  summary:
    'Changes one’s own password: the current one again, a new one under the policy that is not one of the last 5. Every other session of the user ends; this one stays.',
  access: ownAccount,
  body: changePasswordBody,
  status: 204,
  response: z.null(),
});

export const startMfaSetupBody = z.strictObject({
  currentPassword,
  /** Required when 2FA is already set up (a reset): a code from the present authenticator app. */
  code: mfaCode.optional(),
});

export const startMfaSetup = defineEndpoint({
  id: 'auth.startMfaSetup',
  method: 'POST',
  path: '/api/auth/account/mfa/secret',
  summary:
    'Set up or reset 2FA, first half: after a fresh proof (current password; and a current code when 2FA is already set up) a new secret, held on this session for 10 minutes.',
  access: ownAccount,
  body: startMfaSetupBody,
  response: z.object({ secret: z.string(), uri: z.string() }),
});

export const confirmMfaSetup = defineEndpoint({
  id: 'auth.confirmMfaSetup',
  method: 'POST',
  path: '/api/auth/account/mfa/verify',
  summary:
    'Set up or reset 2FA, second half: a code from the app proves it holds the new secret. A reset forgets every trusted device and ends every other session.',
  access: ownAccount,
  body: z.strictObject({ code: mfaCode }),
  status: 204,
  response: z.null(),
});

export const accountSession = z.object({
  id: z.uuid(),
  client: z.enum(['browser', 'api']),
  /** Browser name and major version read from the user agent, e.g. 'Chrome 131'; null when unknown. */
  browser: z.string().nullable(),
  /** Operating system read from the user agent, e.g. 'macOS'; null when unknown. */
  os: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const listAccountSessions = defineEndpoint({
  id: 'auth.accountSessions',
  method: 'GET',
  path: '/api/auth/account/sessions',
  summary:
    'The signed-in user’s live sessions (at most 100): the current one first and marked, then by latest activity.',
  access: ownAccount,
  response: z.object({ sessions: z.array(accountSession) }),
});

export const revokeAccountSession = defineEndpoint({
  id: 'auth.revokeAccountSession',
  method: 'DELETE',
  path: '/api/auth/account/sessions/:sessionId',
  summary: 'Ends one of one’s own sessions at once; another user’s session is not found.',
  access: ownAccount,
  params: z.strictObject({ sessionId: uuid }),
  status: 204,
  response: z.null(),
});

export const signOutOtherSessions = defineEndpoint({
  id: 'auth.signOutOtherSessions',
  method: 'POST',
  path: '/api/auth/account/sessions/sign-out-others',
  summary: 'Ends every session of the signed-in user except the current one.',
  access: ownAccount,
  response: z.object({ revoked: z.number().int() }),
});

export const trustedDevice = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The device this request came from (its device cookie). */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDevice>;

export const listTrustedDevices = defineEndpoint({
  id: 'auth.trustedDevices',
  method: 'GET',
  path: '/api/auth/account/devices',
  summary: 'The devices that skip the code step for the signed-in user (live trusts, newest first).',
  access: ownAccount,
  response: z.object({ devices: z.array(trustedDevice) }),
});

export const forgetTrustedDevice = defineEndpoint({
  id: 'auth.forgetTrustedDevice',
  method: 'DELETE',
  path: '/api/auth/account/devices/:deviceId',
  summary: 'Forgets one of one’s own trusted devices: its next sign-in asks for the code again.',
  access: ownAccount,
  params: z.strictObject({ deviceId: uuid }),
  status: 204,
  response: z.null(),
});
