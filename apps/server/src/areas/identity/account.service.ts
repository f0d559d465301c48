import type { AccountSecurity, AccountSession, TrustedDevice } from '@lintel/contracts/auth';
import type { Config } from '../../config.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { SessionScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clearPendingTotp,
  findPendingTotp,
  forgetOwnDevice,
  listLiveDevices,
  listLiveSessions,
  revokeOtherSessions,
  revokeOwnSession,
  setPendingTotp,
} from './account.repository.ts';
import { consumeUserChallenges } from './challenges.repository.ts';
import { findDevice, revokeUserDevices } from './devices.repository.ts';
import { storeNewPassword } from './password-history.ts';
import { verifyPassword } from './passwords.ts';
import { isLocked, recordFailure } from './sign-in.service.ts';
import { clearFailures } from './throttle.repository.ts';
import { throttleSubject } from './throttle.ts';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';
import { describeUserAgent } from './user-agent.ts';
import { enableTotp, findUserById, type SignInUser, takeTotpStep } from './users.repository.ts';

/** How long a secret offered on the account screen waits for its confirming code. */
const MFA_SETUP_TTL_MS = 600_000;

type Refusal = 'AUTH_CURRENT_PASSWORD_WRONG' | 'AUTH_MFA_CODE_WRONG';

/**
 * A wrong proof counts on the account's slow-down, the same counter as the sign-in's (after the
 * refused request rolled back); while the account is locked every proof is refused uncounted.
 */
function refuse(code: Refusal, userId: string, now: Date, locked: boolean): AppError {
  const subject = throttleSubject(userId, null, '');
  return new AppError(code, {
    afterRollback: locked
      ? undefined
      : async (db) => {
          await recordFailure(db, subject, now);
        },
  });
}

async function signedInUser(scope: SessionScope): Promise<SignInUser> {
  const user = await findUserById(scope.db, scope.actor.userId);
  if (!user) throw new AppError('AUTH_REQUIRED');
  return user;
}

/** The current password again (ASVS 2.1.6 / 3.7.1), throttled like a sign-in. */
async function provePassword(scope: SessionScope, user: SignInUser, password: string): Promise<void> {
  const locked = await isLocked(scope.db, throttleSubject(user.id, null, ''), scope.now);
  const ok = await verifyPassword(user.password_hash, password);
  if (locked || !ok) throw refuse('AUTH_CURRENT_PASSWORD_WRONG', user.id, scope.now, locked);
}

/** A code of the authenticator in place, used once (its time step is taken). */
async function proveCode(scope: SessionScope, user: SignInUser, code: string | undefined): Promise<void> {
  if (!code) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'code', message: 'Please enter the 6-digit code.' }] });
  }
  const locked = await isLocked(scope.db, throttleSubject(user.id, null, ''), scope.now);
  const step = !locked && user.totp_secret ? matchTotpStep(user.totp_secret, code, scope.now) : null;
  if (step === null || !(await takeTotpStep(scope.db, user.id, step))) {
    throw refuse('AUTH_MFA_CODE_WRONG', user.id, scope.now, locked);
  }
}

export async function accountSecurity(scope: SessionScope): Promise<AccountSecurity> {
  const user = await signedInUser(scope);
  return {
    mfaEnabled: Boolean(user.totp_enabled_at),
    mfaEnabledAt: user.totp_enabled_at?.toISOString() ?? null,
    passwordChangedAt: user.password_changed_at?.toISOString() ?? null,
  };
}

/**
 * Changes one's own password: the current one, then the same rules as every other path (policy,
 * not one of the last 5). Every other session and sign-in in progress ends; this session stays.
 * Trusted devices stay: they only skip the code, never the password.
 */
export async function changePassword(
  scope: SessionScope,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await signedInUser(scope);
  await provePassword(scope, user, body.currentPassword);
  await storeNewPassword(scope.db, user, body.newPassword, scope.now);
  await revokeOtherSessions(scope.db, user.id, scope.actor.sessionId, scope.now);
  await consumeUserChallenges(scope.db, user.id, scope.now);
  await clearFailures(scope.db, throttleSubject(user.id, null, ''));
}

/**
 * Set up (or reset) 2FA, first half. A fresh proof first: the current password, and a code of the
 * present authenticator when one is set up. The new secret waits on this session only.
 */
export async function startMfaSetup(
  scope: SessionScope,
  body: { currentPassword: string; code?: string | undefined },
): Promise<{ secret: string; uri: string }> {
  const user = await signedInUser(scope);
  await provePassword(scope, user, body.currentPassword);
  if (user.totp_enabled_at) await proveCode(scope, user, body.code);
  const secret = newTotpSecret();
  await setPendingTotp(scope.db, scope.actor.sessionId, secret, new Date(scope.now.getTime() + MFA_SETUP_TTL_MS));
  return { secret, uri: totpUri(secret, user.email) };
}

/**
 * Set up (or reset) 2FA, second half: a code of the new secret turns it on. A reset also forgets
 * every trusted device and ends every other session and sign-in in progress: they were allowed by
 * the authenticator that is now replaced.
 */
export async function confirmMfaSetup(scope: SessionScope, body: { code: string }): Promise<void> {
  const user = await signedInUser(scope);
  const pending = await findPendingTotp(scope.db, scope.actor.sessionId);
  const secret = pending?.pending_totp_secret;
  if (!secret || !pending.pending_totp_until || scope.now >= pending.pending_totp_until) {
    throw new AppError('AUTH_MFA_SETUP_EXPIRED');
  }
  const locked = await isLocked(scope.db, throttleSubject(user.id, null, ''), scope.now);
  const step = locked ? null : matchTotpStep(secret, body.code, scope.now);
  if (step === null) throw refuse('AUTH_MFA_CODE_WRONG', user.id, scope.now, locked);
  await enableTotp(scope.db, user.id, secret, step, scope.now);
  await clearPendingTotp(scope.db, scope.actor.sessionId);
  if (user.totp_enabled_at) {
    await revokeUserDevices(scope.db, user.id, scope.now);
    await revokeOtherSessions(scope.db, user.id, scope.actor.sessionId, scope.now);
    await consumeUserChallenges(scope.db, user.id, scope.now);
  }
}

export async function listSessions(
  scope: SessionScope,
  config: Config['session'],
): Promise<{ sessions: AccountSession[] }> {
  const idleSince = new Date(scope.now.getTime() - config.idleTimeoutMs);
  const rows = await listLiveSessions(scope.db, scope.actor.userId, scope.now, idleSince);
  // The current session first, then the latest activity (the repository's order).
  const ordered = [
    ...rows.filter((row) => row.id === scope.actor.sessionId),
    ...rows.filter((row) => row.id !== scope.actor.sessionId),
  ];
  return {
    sessions: ordered.map((row) => {
      const current = row.id === scope.actor.sessionId;
      return {
        id: row.id,
        client: row.client,
        ...describeUserAgent(row.user_agent),
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
        // The current session's activity is written at most once a minute; it is active now.
        lastSeenAt: (current ? scope.now : row.last_seen_at).toISOString(),
        current,
      };
    }),
  };
}

/** Ends one of one's own sessions at once (its requests and websockets); another's is not found. */
export async function revokeSession(scope: SessionScope, sessionId: string): Promise<void> {
  if (!(await revokeOwnSession(scope.db, scope.actor.userId, sessionId, scope.now))) {
    throw new AppError('RECORD_NOT_FOUND');
  }
}

export async function signOutOtherSessions(scope: SessionScope): Promise<{ revoked: number }> {
  const revoked = await revokeOtherSessions(scope.db, scope.actor.userId, scope.actor.sessionId, scope.now);
  await consumeUserChallenges(scope.db, scope.actor.userId, scope.now);
  return { revoked };
}

/** The id of the trust the request's device cookie names, when it is this user's. */
async function currentDeviceId(scope: SessionScope, deviceToken: string | undefined): Promise<string | null> {
  if (!deviceToken || !/^[A-Za-z0-9_-]{43}$/.test(deviceToken)) return null;
  const row = await findDevice(scope.db, hashToken(deviceToken));
  return row && row.user_id === scope.actor.userId ? row.id : null;
}

export async function listDevices(
  scope: SessionScope,
  deviceToken: string | undefined,
): Promise<{ devices: TrustedDevice[] }> {
  const rows = await listLiveDevices(scope.db, scope.actor.userId, scope.now);
  const currentId = await currentDeviceId(scope, deviceToken);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.user_agent),
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      current: row.id === currentId,
    })),
  };
}

/** Forgets one of one's own devices; says whether it was the requesting one (its cookie goes too). */
export async function forgetDevice(
  scope: SessionScope,
  deviceId: string,
  deviceToken: string | undefined,
): Promise<{ wasCurrent: boolean }> {
  const wasCurrent = (await currentDeviceId(scope, deviceToken)) === deviceId;
  if (!(await forgetOwnDevice(scope.db, scope.actor.userId, deviceId, scope.now))) {
    throw new AppError('RECORD_NOT_FOUND');
  }
  return { wasCurrent };
}
