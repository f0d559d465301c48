import type { LinkKind } from '@lintel/contracts/auth';
import { parseUsername } from '@lintel/formats/username';
import type { Scope, SessionScope, Tx } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';
import { consumeUserChallenges } from './challenges.repository.ts';
import { revokeUserDevices } from './devices.repository.ts';
import {
  addAttempt,
  countResetCodesSince,
  findOpenResetCode,
  useSecret,
  voidSecrets,
} from './one-time-secrets.repository.ts';
import {
  findOpenLink,
  issueLink,
  issueResetCode,
  LINK_PAGES,
  maskEmail,
  RESET_CODE_MAX_ATTEMPTS,
} from './one-time-secrets.service.ts';
import { storeNewPassword } from './password-history.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { clearFailures } from './throttle.repository.ts';
import { throttleSubject } from './throttle.ts';
import { activateUser, findUserById, findUserForSignIn, findUserIdByEmail, setEmail } from './users.repository.ts';

/** Forgot-password codes a user may be sent per hour; more requests get the same answer and send nothing. */
export const RESET_CODES_PER_HOUR = 5;

/** After a password reset, an MFA reset or a deactivation: nothing the user held before still works. */
export async function endEverything(db: Tx, userId: string, now: Date, exceptSessionId?: string): Promise<void> {
  await revokeUserSessions(db, userId, now, exceptSessionId);
  await revokeUserDevices(db, userId, now);
  await consumeUserChallenges(db, userId, now);
}

/**
 * Forgot password: a six-digit code (and a link to the same reset) by email, or by SMS when the
 * username is a phone. The answer is the same whether or not the account exists, and both paths
 * pay one argon2 hash, so the timing does not tell either.
 */
export async function forgotPassword(scope: Scope, username: string, publicUrl: string): Promise<void> {
  const parsed = parseUsername(username);
  const user = parsed ? await findUserForSignIn(scope.db, parsed) : undefined;
  if (!parsed || !user || user.status !== 'active') {
    await hashPassword('000000');
    return;
  }
  const recent = await countResetCodesSince(scope.db, user.id, new Date(scope.now.getTime() - 3_600_000));
  if (recent >= RESET_CODES_PER_HOUR) {
    await hashPassword('000000');
    return;
  }
  await voidSecrets(scope.db, user.id, ['RESET_CODE', 'FORGOT_USER_PASSWORD'], scope.now);
  const code = await issueResetCode(scope.db, user.id, scope.now);
  const link = `${publicUrl}${LINK_PAGES.FORGOT_USER_PASSWORD}${await issueLink(scope.db, {
    kind: 'FORGOT_USER_PASSWORD',
    userId: user.id,
    now: scope.now,
  })}`;
  const bySms = parsed.kind === 'phone' && user.phone;
  await enqueueOutbox(
    scope.db,
    {
      channel: bySms ? 'sms' : 'email',
      to: bySms ? user.phone! : user.email,
      subject: 'Your Lintel password reset code',
      text: bySms
        ? `Your Lintel password reset code is ${code}. It expires in 1 hour.`
        : `Hello ${user.first_name},\n\nYour password reset code is ${code}. Enter it on the 'Reset password' page with your new password: ${publicUrl}/reset-password\n\nOr set a new password with this link: ${link}\n\nThe code and the link expire in 1 hour. If you did not ask for this, you can ignore this message.`,
      kind: 'password-reset',
      userId: user.id,
    },
    scope.now,
  );
}

/**
 * Sets a new password (policy and history: not one of the last 5) and ends everything the user
 * held; MFA stays on and is asked at the next sign-in.
 */
async function replacePassword(db: Tx, userId: string, newPassword: string, now: Date): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AUTH_LINK_INVALID');
  await storeNewPassword(db, user, newPassword, now);
  await voidSecrets(db, userId, ['RESET_CODE', 'FORGOT_USER_PASSWORD', 'RESET_USER_PASSWORD', 'SET_PASSWORD'], now);
  await endEverything(db, userId, now);
  await clearFailures(db, throttleSubject(userId, null, ''));
}

/** Reset by code ('Reset password'): a wrong, used or expired code, or an unknown user, all get one answer. */
export async function resetPassword(
  scope: Scope,
  body: { username: string; code: string; newPassword: string },
): Promise<void> {
  const parsed = parseUsername(body.username);
  const user = parsed ? await findUserForSignIn(scope.db, parsed) : undefined;
  const row = user ? await findOpenResetCode(scope.db, user.id, scope.now) : undefined;
  const usable = row && row.attempts < RESET_CODE_MAX_ATTEMPTS ? row : undefined;
  const codeOk = await verifyPassword(usable ? usable.secret_hash.toString() : null, body.code);
  if (!user || !usable || !codeOk || user.status !== 'active') {
    throw new AppError('AUTH_RESET_CODE_INVALID', {
      afterRollback: usable ? (db) => addAttempt(db, usable.id) : undefined,
    });
  }
  if (!(await useSecret(scope.db, usable.id, scope.now))) throw new AppError('AUTH_RESET_CODE_INVALID');
  await replacePassword(scope.db, user.id, body.newPassword, scope.now);
}

export async function inspectLink(scope: Scope, kind: LinkKind, token: string) {
  const link = await findOpenLink(scope.db, kind, token, scope.now);
  if (!link || link.status === 'deleted' || link.status === 'inactive') throw new AppError('AUTH_LINK_INVALID');
  return { kind, maskedEmail: maskEmail(link.new_email ?? link.email), expiresAt: link.expires_at.toISOString() };
}

/** Uses a link of a public resident page once. */
export async function completeLink(
  scope: Scope,
  body: { kind: LinkKind; token: string; newPassword?: string | undefined },
): Promise<void> {
  const link = await findOpenLink(scope.db, body.kind, body.token, scope.now);
  if (!link || link.status === 'deleted' || link.status === 'inactive') throw new AppError('AUTH_LINK_INVALID');
  if (body.kind === 'CHANGE_EMAIL') {
    if (!link.new_email) throw new AppError('AUTH_LINK_INVALID');
    const taken = await findUserIdByEmail(scope.db, link.new_email);
    if (taken || !(await useSecret(scope.db, link.id, scope.now))) throw new AppError('AUTH_LINK_INVALID');
    await setEmail(scope.db, link.user_id, link.new_email, scope.now);
    return;
  }
  if (!body.newPassword) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'newPassword', message: 'Please enter a new password.' }],
    });
  }
  if (!(await useSecret(scope.db, link.id, scope.now))) throw new AppError('AUTH_LINK_INVALID');
  if (body.kind === 'SET_PASSWORD' && link.status === 'invited') {
    await activateUser(scope.db, link.user_id);
  }
  await replacePassword(scope.db, link.user_id, body.newPassword, scope.now);
}

/**
 * Asks to change one's email: the current password again (ASVS 7.5.1), then a link to the new
 * address. A taken address gets the same answer and no link.
 */
export async function requestEmailChange(
  scope: SessionScope,
  body: { newEmail: string; currentPassword: string },
  publicUrl: string,
): Promise<void> {
  const user = await findUserById(scope.db, scope.actor.userId);
  if (!user || !(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw new AppError('AUTH_INVALID_CREDENTIALS');
  }
  const newEmail = body.newEmail.trim().toLowerCase();
  const taken = await findUserIdByEmail(scope.db, newEmail);
  if (taken) return;
  await voidSecrets(scope.db, user.id, ['CHANGE_EMAIL'], scope.now);
  const token = await issueLink(scope.db, { kind: 'CHANGE_EMAIL', userId: user.id, now: scope.now, newEmail });
  await enqueueOutbox(
    scope.db,
    {
      channel: 'email',
      to: newEmail,
      subject: 'Confirm your new Lintel email address',
      text: `Hello ${user.first_name},\n\nConfirm that ${newEmail} is your new email address for Lintel: ${publicUrl}${LINK_PAGES.CHANGE_EMAIL}${token}\n\nThe link expires in 24 hours.`,
      kind: 'email-change',
      userId: user.id,
    },
    scope.now,
  );
}
