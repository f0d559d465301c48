import type { SessionInfo, SignInBody } from '@lintel/contracts/auth';
import { parseUsername } from '@lintel/formats/username';
import type { Config } from '../../config.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Actor, Scope, SessionScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from './passwords.ts';
import { insertSession, revokeSession } from './sessions.repository.ts';
import { findUserForSignIn } from './users.repository.ts';

export interface SignInRequest extends SignInBody {
  client: 'browser' | 'api';
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  session: SessionInfo;
}

function sessionInfo(
  user: Pick<Actor, 'userId' | 'email' | 'phone' | 'firstName' | 'lastName' | 'providerType' | 'providerRole'>,
  expiresAt: Date,
  config: Config['session'],
): SessionInfo {
  return {
    user: {
      id: user.userId,
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      providerType: user.providerType,
      providerRole: user.providerRole,
    },
    expiresAt: expiresAt.toISOString(),
    idleTimeoutMs: config.idleTimeoutMs,
  };
}

/**
 * Signs a user in by email or phone and password. Unknown user, wrong password and inactive
 * user get the same answer in the same time. Every sign-in creates a new session token.
 */
export async function signIn(scope: Scope, request: SignInRequest, config: Config['session']): Promise<SignedIn> {
  const username = parseUsername(request.username);
  const user = username ? await findUserForSignIn(scope.db, username) : undefined;
  const passwordOk = await verifyPassword(user?.password_hash ?? null, request.password);
  if (!user || !passwordOk || user.status !== 'active') throw new AppError('AUTH_INVALID_CREDENTIALS');

  const token = newSessionToken();
  const expiresAt = new Date(scope.now.getTime() + config.absoluteLifetimeMs);
  await insertSession(scope.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    client: request.client,
    now: scope.now,
    expiresAt,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  const actor = {
    userId: user.id,
    email: user.email,
    phone: user.phone,
    firstName: user.first_name,
    lastName: user.last_name,
    providerType: user.provider_type,
    providerRole: user.provider_role,
  };
  return { token, expiresAt, session: sessionInfo(actor, expiresAt, config) };
}

export async function signOut(scope: SessionScope): Promise<void> {
  await revokeSession(scope.db, scope.actor.sessionId, scope.now);
}

export function currentSession(scope: SessionScope, config: Config['session']): SessionInfo {
  return sessionInfo(scope.actor, scope.actor.sessionExpiresAt, config);
}
