import { auth } from '@lintel/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth/tokens.ts';
import { attemptBudget } from '../../platform/http/budget.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { sessionCookieOptions } from '../../platform/http/security.ts';
import * as account from './account.service.ts';
import * as admin from './admin.service.ts';
import { DEVICE_COOKIE, DEVICE_TRUST_MS } from './devices.ts';
import { currentSession, demoMailbox, signOut } from './identity.service.ts';
import * as recovery from './recovery.service.ts';
import * as flow from './sign-in.service.ts';

// Sign-in steps are throttled per address on top of the global limit and the per-account slow-down.
const signInRateLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
/** Password guesses per address per minute, one budget for every endpoint that takes a password. */
export const PASSWORD_GUESSES_PER_MINUTE = 30;

function clientOf(request: FastifyRequest, client: 'browser' | 'api'): flow.ClientInfo {
  return {
    client,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    deviceToken: client === 'browser' ? request.cookies[DEVICE_COOKIE] : undefined,
  };
}

/** Sets or clears the session and device cookies a step asks for, and answers its result. */
function answer(request: FastifyRequest, reply: FastifyReply, outcome: flow.StepOutcome, absoluteLifetimeMs: number) {
  if (outcome.session) {
    reply.setCookie(SESSION_COOKIE, outcome.session.token, sessionCookieOptions(request, absoluteLifetimeMs / 1000));
  }
  if (outcome.deviceToken) {
    reply.setCookie(DEVICE_COOKIE, outcome.deviceToken, {
      ...sessionCookieOptions(request, DEVICE_TRUST_MS / 1000),
      path: '/api/auth',
    });
  } else if (outcome.forgetDevice) {
    reply.clearCookie(DEVICE_COOKIE, { ...sessionCookieOptions(request, 0), path: '/api/auth' });
  }
  return outcome.result;
}

/**
 * Answers that must not tell whether an account exists are held to one duration (longer than the
 * work behind either answer), after the transaction has ended so nothing waits on the database.
 */
const EVEN_ANSWER_MS = 800;
const evenTimedPaths = new Set<string>([auth.forgotPassword.path]);

function holdAnswersEven(app: FastifyInstance): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    if (evenTimedPaths.has(request.routeOptions.url ?? '')) started.set(request, performance.now());
  });
  app.addHook('onSend', async (request) => {
    const start = started.get(request);
    if (start === undefined) return;
    const wait = EVEN_ANSWER_MS - (performance.now() - start);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  });
}

export function identityRoutes(app: FastifyInstance, platform: Platform): void {
  holdAnswersEven(app);
  const sessionConfig = platform.config.session;
  const lifetime = sessionConfig.absoluteLifetimeMs;
  const publicUrl = platform.config.publicUrl;
  // Sign-in (browser) and the token endpoint (API clients) share one budget: 30 guesses a minute
  // per address in all, not 30 at each door.
  const passwordGuesses = platform.config.rateLimit.enabled
    ? attemptBudget({ name: 'password guesses', max: PASSWORD_GUESSES_PER_MINUTE, windowMs: 60_000 })
    : null;
  const passwordRateLimit = { budget: passwordGuesses };

  route(
    app,
    platform,
    auth.signIn,
    async ({ scope, body, request, reply }) =>
      answer(
        request,
        reply,
        await flow.signInWithPassword(scope, body, clientOf(request, 'browser'), sessionConfig),
        lifetime,
      ),
    passwordRateLimit,
  );

  route(
    app,
    platform,
    auth.issueToken,
    ({ scope, body, request }) => flow.issueToken(scope, body, clientOf(request, 'api'), sessionConfig),
    passwordRateLimit,
  );

  route(
    app,
    platform,
    auth.verifyCode,
    async ({ scope, body, request, reply }) =>
      answer(
        request,
        reply,
        await flow.verifySignInCode(scope, body, clientOf(request, 'browser'), sessionConfig),
        lifetime,
      ),
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.completeNewPassword,
    async ({ scope, body, request, reply }) =>
      answer(
        request,
        reply,
        await flow.completeNewPassword(scope, body, clientOf(request, 'browser'), sessionConfig),
        lifetime,
      ),
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.mfaSetupSecret,
    async ({ scope, body }) => flow.mfaSetupSecret(scope, body),
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.mfaSetupVerify,
    async ({ scope, body, request, reply }) =>
      answer(
        request,
        reply,
        await flow.mfaSetupVerify(scope, body, clientOf(request, 'browser'), sessionConfig),
        lifetime,
      ),
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.forgotPassword,
    async ({ scope, body }) => {
      await recovery.forgotPassword(scope, body.username, publicUrl);
      return { status: 'SENT' as const };
    },
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.resetPassword,
    async ({ scope, body }) => {
      await recovery.resetPassword(scope, body);
      return null;
    },
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.inspectLink,
    async ({ scope, body }) => recovery.inspectLink(scope, body.kind, body.token),
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.completeLink,
    async ({ scope, body }) => {
      await recovery.completeLink(scope, body);
      return null;
    },
    signInRateLimit,
  );

  route(app, platform, auth.requestEmailChange, async ({ scope, body }) => {
    await recovery.requestEmailChange(scope, body, publicUrl);
    return { status: 'SENT' as const };
  });

  route(app, platform, auth.signOut, async ({ scope, request, reply }) => {
    await signOut(scope);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, 0));
    return null;
  });

  route(app, platform, auth.getSession, async ({ scope }) => currentSession(scope, sessionConfig));

  // The account screen: one's own password, 2FA, trusted devices and sessions. The proofs of the
  // current password share the password-guess budget with the sign-in.
  route(app, platform, auth.getAccountSecurity, ({ scope }) => account.accountSecurity(scope));
  route(
    app,
    platform,
    auth.changePassword,
    async ({ scope, body }) => {
      await account.changePassword(scope, body);
      return null;
    },
    passwordRateLimit,
  );
  route(app, platform, auth.startMfaSetup, ({ scope, body }) => account.startMfaSetup(scope, body), passwordRateLimit);
  route(
    app,
    platform,
    auth.confirmMfaSetup,
    async ({ scope, body }) => {
      await account.confirmMfaSetup(scope, body);
      return null;
    },
    signInRateLimit,
  );
  route(app, platform, auth.listAccountSessions, ({ scope }) => account.listSessions(scope, sessionConfig));
  route(app, platform, auth.revokeAccountSession, async ({ scope, params }) => {
    await account.revokeSession(scope, params.sessionId);
    return null;
  });
  route(app, platform, auth.signOutOtherSessions, ({ scope }) => account.signOutOtherSessions(scope));
  route(app, platform, auth.listTrustedDevices, ({ scope, request }) =>
    account.listDevices(scope, request.cookies[DEVICE_COOKIE]),
  );
  route(app, platform, auth.forgetTrustedDevice, async ({ scope, params, request, reply }) => {
    const { wasCurrent } = await account.forgetDevice(scope, params.deviceId, request.cookies[DEVICE_COOKIE]);
    if (wasCurrent) reply.clearCookie(DEVICE_COOKIE, { ...sessionCookieOptions(request, 0), path: '/api/auth' });
    return null;
  });

  route(app, platform, auth.deactivateIdentity, async ({ scope, params }) => {
    await admin.deactivateIdentity(scope, params.identityId);
    return null;
  });
  route(app, platform, auth.resetIdentityMfa, async ({ scope, params }) => {
    await admin.resetIdentityMfa(scope, params.identityId);
    return null;
  });
  route(app, platform, auth.resetIdentityPassword, async ({ scope, params }) => {
    await admin.resetIdentityPassword(scope, params.identityId, publicUrl);
    return { status: 'SENT' as const };
  });
  route(app, platform, auth.reinviteIdentity, async ({ scope, params }) => {
    await admin.reinviteIdentity(scope, params.identityId, publicUrl);
    return { status: 'SENT' as const };
  });

  // Demo mode (LINTEL_DEMO; on by default only for the embedded first start): the demo accounts are
  // published, so a visitor may read what the outbox sent to them, and to them only. Not registered
  // otherwise. The read runs as the request role: row-level security hides every other recipient.
  if (platform.config.seedDemo) {
    route(app, platform, auth.demoMailbox, ({ scope }) => demoMailbox(scope));
  }
}
