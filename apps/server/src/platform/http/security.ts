import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';

/**
 * Powerful browser features the portal never uses, denied to it and to anything it could embed: a
 * script injected despite the CSP still cannot reach the camera, the microphone or the location.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalHost(request: FastifyRequest): boolean {
  return LOCAL_HOSTS.has(request.hostname.replace(/:\d+$/, ''));
}

/** The auth cookie: httpOnly, SameSite Lax, one day, Secure unless the portal is served on localhost (spec). */
export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !isLocalHost(request),
    maxAge: maxAgeSeconds,
  };
}

/** Rate-limit key: the session when there is one (so one office behind one address isn't throttled together), else the address. */
function rateLimitKey(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : request.cookies?.[SESSION_COOKIE];
  if (token) return `s:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  // Injected requests (tests, websocket upgrades in tests) carry no address.
  return `ip:${request.ip ?? 'inject'}`;
}

export async function installSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects <style> tags for its CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the portal's own websocket (ws/wss on the same host, CSP Level 3); no other host.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  if (config.rateLimit.enabled) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: 60_000,
      keyGenerator: rateLimitKey,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  }

  // Cookie-authenticated writes must come from our own pages (CSRF). Bearer clients send no cookie.
  // The rule does not lean on SameSite: a cookie-authenticated write must say where it comes from
  // (Origin, or Sec-Fetch-Site, which every current browser sends), and say it is us. Sign-in carries
  // no session yet; it is refused from a foreign origin (login CSRF), and API clients use the tokens
  // endpoint instead.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const hasCookie = Boolean(request.cookies?.[SESSION_COOKIE]);
    const origin = request.headers.origin;
    const isSignIn = request.url.startsWith('/api/auth/sign-in');
    if (!hasCookie && !isSignIn) return;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && !config.allowedOrigins.includes(origin)) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite) {
      if (fetchSite !== 'same-origin' && fetchSite !== 'none') throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (hasCookie) throw new AppError('ORIGIN_REJECTED');
  });
}
