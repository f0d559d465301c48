import type { ChallengeStep, SignInResult } from '@lintel/contracts/auth';
import { parseUsername } from '@lintel/formats/username';
import type { Config } from '../../config.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Scope, Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import {
  consumeChallenge,
  consumeUserChallenges,
  findChallenge,
  insertChallenge,
  setPendingTotpSecret,
} from './challenges.repository.ts';
import { findDevice, insertDevice, revokeDevice } from './devices.repository.ts';
import { DEVICE_TRUST_MS } from './devices.ts';
import { sessionInfo } from './identity.service.ts';
import { storeNewPassword } from './password-history.ts';
import { verifyPassword } from './passwords.ts';
import { insertSession } from './sessions.repository.ts';
import { clearFailures, countFailure, findLockedUntil, lockUntil } from './throttle.repository.ts';
import { lockDurationMs, THROTTLE_FORGET_AFTER_MS, throttleSubject } from './throttle.ts';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';
import {
  enableTotp,
  findUserById,
  findUserForSignIn,
  mfaSetupRequired,
  type SignInUser,
  takeTotpStep,
} from './users.repository.ts';

export interface ClientInfo {
  client: 'browser' | 'api';
  ip: string | null;
  userAgent: string | null;
  /** The device-trust cookie, when the browser sent one. */
  deviceToken?: string;
}

/** What a sign-in step ends in, plus the cookies the route must set or clear. */
export interface StepOutcome {
  result: SignInResult;
  /** Set on SIGNED_IN: the new session token and its end. */
  session?: { token: string; expiresAt: Date };
  /** A new device trust to store in the device cookie. */
  deviceToken?: string;
  /** The device cookie named a trust that is past its window: forget it. */
  forgetDevice?: boolean;
}

type SessionConfig = Config['session'];

/** How long one sign-in step waits (long enough to install an authenticator app during MFA setup). */
const CHALLENGE_TTL_MS = 600_000;

async function createChallenge(
  db: Tx,
  values: { userId: string; step: ChallengeStep; client: 'browser' | 'api'; codeVerified: boolean; now: Date },
): Promise<string> {
  const token = newSessionToken();
  await insertChallenge(db, {
    ...values,
    tokenHash: hashToken(token),
    expiresAt: new Date(values.now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The open challenge of this step, or the spec's 'session is expired' refusal. */
async function openChallenge(db: Tx, token: string, step: ChallengeStep, now: Date) {
  const row = await findChallenge(db, hashToken(token));
  if (!row || row.step !== step || row.consumed_at || now >= row.expires_at) {
    throw new AppError('AUTH_CHALLENGE_EXPIRED');
  }
  return row;
}

type DeviceTrust = 'trusted' | 'expired' | 'none';

/**
 * Whether this device may skip the code step for this user. A trust past its window is forgotten
 * (revoked) here, as the spec says; another user's token or a revoked one skips nothing.
 */
async function checkDeviceTrust(db: Tx, userId: string, token: string | undefined, now: Date): Promise<DeviceTrust> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return 'none';
  const row = await findDevice(db, hashToken(token));
  if (!row || row.user_id !== userId || row.revoked_at) return 'none';
  if (now >= row.expires_at) {
    await revokeDevice(db, row.id, now);
    return 'expired';
  }
  return 'trusted';
}

async function trustDevice(db: Tx, userId: string, now: Date, userAgent: string | null): Promise<string> {
  const token = newSessionToken();
  await insertDevice(db, {
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + DEVICE_TRUST_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function isLocked(db: Tx, subject: string, now: Date): Promise<boolean> {
  const lockedUntil = await findLockedUntil(db, subject);
  return Boolean(lockedUntil && lockedUntil > now);
}

/** Counts one failure (in its own transaction, after the refused request rolled back); returns the lock end, if any. */
export async function recordFailure(db: Tx, subject: string, now: Date): Promise<Date | null> {
  const failures = await countFailure(db, subject, now, new Date(now.getTime() - THROTTLE_FORGET_AFTER_MS));
  const lockMs = lockDurationMs(failures);
  if (lockMs === 0) return null;
  const lockedUntil = new Date(now.getTime() + lockMs);
  await lockUntil(db, subject, lockedUntil);
  return lockedUntil;
}

/**
 * The step after a passed one, in the spec's order: authenticator code, then the forced new
 * password, then MFA setup (when a profile requires it and no MFA exists); else the session.
 */
async function nextStep(
  scope: Scope,
  user: SignInUser,
  state: { codeVerified: boolean; deviceTrusted: boolean },
  client: ClientInfo,
  config: SessionConfig,
): Promise<StepOutcome> {
  const challenge = async (step: 'MFA_CODE' | 'NEW_PASSWORD' | 'MFA_SETUP'): Promise<StepOutcome> => ({
    result: {
      status: 'CHALLENGE',
      step,
      challenge: await createChallenge(scope.db, {
        userId: user.id,
        step,
        client: client.client,
        codeVerified: state.codeVerified,
        now: scope.now,
      }),
    },
  });
  if (user.totp_enabled_at && !state.codeVerified && !state.deviceTrusted) return challenge('MFA_CODE');
  if (user.password_temporary_until) return challenge('NEW_PASSWORD');
  if (!user.totp_enabled_at && (await mfaSetupRequired(scope.db, user.id))) return challenge('MFA_SETUP');

  await clearFailures(scope.db, throttleSubject(user.id, null, ''));
  const token = newSessionToken();
  const expiresAt = new Date(scope.now.getTime() + config.absoluteLifetimeMs);
  await insertSession(scope.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    client: client.client,
    now: scope.now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent,
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
  return {
    result: { status: 'SIGNED_IN', session: sessionInfo(actor, expiresAt, config) },
    session: { token, expiresAt },
  };
}

/** A refusal whose failure is counted after the request rolled back (unless the account is already locked). */
function refuse(
  code: 'AUTH_INVALID_CREDENTIALS' | 'AUTH_INVALID_CODE',
  subject: string,
  now: Date,
  locked: boolean,
  userId?: string,
) {
  return new AppError(code, {
    afterRollback: locked
      ? undefined
      : async (db) => {
          const lockedUntil = await recordFailure(db, subject, now);
          // A lock also ends the sign-ins in progress: a fresh password step is needed afterwards.
          if (lockedUntil && userId) await consumeUserChallenges(db, userId, now);
        },
  });
}

/**
 * The password step. Unknown user, wrong password, inactive user, expired temporary password and
 * a locked account all get the same answer after the same work (one argon2 verification).
 */
export async function signInWithPassword(
  scope: Scope,
  body: { username: string; password: string },
  client: ClientInfo,
  config: SessionConfig,
): Promise<StepOutcome> {
  const username = parseUsername(body.username);
  const user = username ? await findUserForSignIn(scope.db, username) : undefined;
  const subject = throttleSubject(user?.id ?? null, username, body.username);
  const locked = await isLocked(scope.db, subject, scope.now);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password);
  const temporaryExpired = Boolean(user?.password_temporary_until && scope.now > user.password_temporary_until);
  if (locked || !user || !passwordOk || user.status !== 'active' || temporaryExpired) {
    throw refuse('AUTH_INVALID_CREDENTIALS', subject, scope.now, locked, user?.id);
  }
  const trust = user.totp_enabled_at
    ? await checkDeviceTrust(scope.db, user.id, client.deviceToken, scope.now)
    : 'none';
  const outcome = await nextStep(
    scope,
    user,
    { codeVerified: false, deviceTrusted: trust === 'trusted' },
    client,
    config,
  );
  return trust === 'expired' ? { ...outcome, forgetDevice: true } : outcome;
}

/** The token endpoint: API clients get a session only when no further step is needed. */
export async function issueToken(
  scope: Scope,
  body: { username: string; password: string },
  client: ClientInfo,
  config: SessionConfig,
) {
  const outcome = await signInWithPassword(scope, body, client, config);
  if (!outcome.session) throw new AppError('AUTH_CHALLENGE_REQUIRED');
  return {
    token: outcome.session.token,
    tokenType: 'Bearer' as const,
    expiresAt: outcome.session.expiresAt.toISOString(),
  };
}

async function userOfChallenge(scope: Scope, userId: string): Promise<SignInUser> {
  const user = await findUserById(scope.db, userId);
  if (user?.status !== 'active') throw new AppError('AUTH_CHALLENGE_EXPIRED');
  return user;
}

/** Checks a code against a secret and takes its time step once; counts a failure otherwise. */
async function acceptCode(scope: Scope, user: SignInUser, secret: string | null, code: string, takeStep: boolean) {
  const subject = throttleSubject(user.id, null, '');
  const locked = await isLocked(scope.db, subject, scope.now);
  const step = !locked && secret ? matchTotpStep(secret, code, scope.now) : null;
  const accepted = step !== null && (!takeStep || (await takeTotpStep(scope.db, user.id, step)));
  if (!accepted || step === null) throw refuse('AUTH_INVALID_CODE', subject, scope.now, locked, user.id);
  return step;
}

/** The authenticator code step; 'Trust this device' records a device trust for 604800000 ms. */
export async function verifySignInCode(
  scope: Scope,
  body: { challenge: string; code: string; trustDevice: boolean },
  client: ClientInfo,
  config: SessionConfig,
): Promise<StepOutcome> {
  const challenge = await openChallenge(scope.db, body.challenge, 'MFA_CODE', scope.now);
  const user = await userOfChallenge(scope, challenge.user_id);
  await acceptCode(scope, user, user.totp_enabled_at ? user.totp_secret : null, body.code, true);
  if (!(await consumeChallenge(scope.db, challenge.id, scope.now))) throw new AppError('AUTH_CHALLENGE_EXPIRED');
  const deviceToken = body.trustDevice ? await trustDevice(scope.db, user.id, scope.now, client.userAgent) : undefined;
  const outcome = await nextStep(scope, user, { codeVerified: true, deviceTrusted: false }, client, config);
  return { ...outcome, deviceToken };
}

/** The 'Change password' step after a temporary password: the temporary one is gone afterwards. */
export async function completeNewPassword(
  scope: Scope,
  body: { challenge: string; newPassword: string },
  client: ClientInfo,
  config: SessionConfig,
): Promise<StepOutcome> {
  const challenge = await openChallenge(scope.db, body.challenge, 'NEW_PASSWORD', scope.now);
  const user = await userOfChallenge(scope, challenge.user_id);
  // The temporary password itself and the last 5 are refused, like on every path that sets one.
  await storeNewPassword(scope.db, user, body.newPassword, scope.now);
  if (!(await consumeChallenge(scope.db, challenge.id, scope.now))) throw new AppError('AUTH_CHALLENGE_EXPIRED');
  const updated = await userOfChallenge(scope, user.id);
  return nextStep(scope, updated, { codeVerified: challenge.code_verified, deviceTrusted: false }, client, config);
}

/** MFA setup, first half: a fresh secret, kept on the challenge until a code proves the app has it. */
export async function mfaSetupSecret(
  scope: Scope,
  body: { challenge: string },
): Promise<{ secret: string; uri: string }> {
  const challenge = await openChallenge(scope.db, body.challenge, 'MFA_SETUP', scope.now);
  const user = await userOfChallenge(scope, challenge.user_id);
  if (user.totp_enabled_at) throw new AppError('AUTH_MFA_ALREADY_SET_UP');
  const secret = newTotpSecret();
  await setPendingTotpSecret(scope.db, challenge.id, secret);
  return { secret, uri: totpUri(secret, user.email) };
}

/** MFA setup, second half: the code enables TOTP; its step counts as used (it cannot sign in again). */
export async function mfaSetupVerify(
  scope: Scope,
  body: { challenge: string; code: string },
  client: ClientInfo,
  config: SessionConfig,
): Promise<StepOutcome> {
  const challenge = await openChallenge(scope.db, body.challenge, 'MFA_SETUP', scope.now);
  const user = await userOfChallenge(scope, challenge.user_id);
  if (user.totp_enabled_at) throw new AppError('AUTH_MFA_ALREADY_SET_UP');
  const step = await acceptCode(scope, user, challenge.pending_totp_secret, body.code, false);
  if (!(await consumeChallenge(scope.db, challenge.id, scope.now))) throw new AppError('AUTH_CHALLENGE_EXPIRED');
  await enableTotp(scope.db, user.id, challenge.pending_totp_secret, step, scope.now);
  const updated = await userOfChallenge(scope, user.id);
  return nextStep(scope, updated, { codeVerified: true, deviceTrusted: false }, client, config);
}
