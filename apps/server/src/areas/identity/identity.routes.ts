import { auth } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth/tokens.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { sessionCookieOptions } from '../../platform/http/security.ts';
import { currentSession, signIn, signOut } from './identity.service.ts';

// Sign-in is throttled per address on top of the global limit.
const signInRateLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

export function identityRoutes(app: FastifyInstance, platform: Platform): void {
  const sessionConfig = platform.config.session;

  route(
    app,
    platform,
    auth.signIn,
    async ({ scope, body, request, reply }) => {
      const result = await signIn(
        scope,
        { ...body, client: 'browser', ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        sessionConfig,
      );
      reply.setCookie(
        SESSION_COOKIE,
        result.token,
        sessionCookieOptions(request, sessionConfig.absoluteLifetimeMs / 1000),
      );
      return { status: 'SIGNED_IN' as const, session: result.session };
    },
    signInRateLimit,
  );

  route(
    app,
    platform,
    auth.issueToken,
    async ({ scope, body, request }) => {
      const result = await signIn(
        scope,
        { ...body, client: 'api', ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        sessionConfig,
      );
      return { token: result.token, tokenType: 'Bearer' as const, expiresAt: result.expiresAt.toISOString() };
    },
    signInRateLimit,
  );

  route(app, platform, auth.signOut, async ({ scope, request, reply }) => {
    await signOut(scope);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, 0));
    return null;
  });

  route(app, platform, auth.getSession, async ({ scope }) => currentSession(scope, sessionConfig));
}
