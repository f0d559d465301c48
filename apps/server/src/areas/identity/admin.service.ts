import type { SessionScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';
import { issueLink, LINK_PAGES } from './one-time-secrets.service.ts';
import { rememberPassword } from './password-history.ts';
import { endEverything } from './recovery.service.ts';
import { clearPassword, clearTotp, deactivateUser, findUserById } from './users.repository.ts';

async function target(scope: SessionScope, identityId: string) {
  if (identityId === scope.actor.userId) throw new AppError('PERMISSION_DENIED');
  const user = await findUserById(scope.db, identityId);
  if (!user || user.status === 'deleted') throw new AppError('RECORD_NOT_FOUND');
  return user;
}

/** Blocks a user: every session, device trust and sign-in in progress ends at once. */
export async function deactivateIdentity(scope: SessionScope, identityId: string): Promise<void> {
  const user = await target(scope, identityId);
  await deactivateUser(scope.db, user.id, scope.now);
  await endEverything(scope.db, user.id, scope.now);
}

/** Removes the authenticator; the user sets one up again if a profile requires it. */
export async function resetIdentityMfa(scope: SessionScope, identityId: string): Promise<void> {
  const user = await target(scope, identityId);
  await clearTotp(scope.db, user.id, scope.now);
  await endEverything(scope.db, user.id, scope.now);
}

/** Voids the password and sends a one-time /app/resetUserPassword link (valid 7 days). */
export async function resetIdentityPassword(scope: SessionScope, identityId: string, publicUrl: string): Promise<void> {
  const user = await target(scope, identityId);
  // The voided password stays in the history: the link cannot set it again.
  await rememberPassword(scope.db, user.id, user.password_hash, scope.now);
  await clearPassword(scope.db, user.id, scope.now);
  await endEverything(scope.db, user.id, scope.now);
  const token = await issueLink(scope.db, { kind: 'RESET_USER_PASSWORD', userId: user.id, now: scope.now });
  await enqueueOutbox(
    scope.db,
    {
      channel: 'email',
      to: user.email,
      subject: 'Your Lintel password was reset',
      text: `Hello ${user.first_name},\n\nAn administrator reset your Lintel password. Choose a new one here: ${publicUrl}${LINK_PAGES.RESET_USER_PASSWORD}${token}\n\nThe link works once and expires in 7 days.`,
      kind: 'password-reset-by-admin',
      userId: user.id,
    },
    scope.now,
  );
}

/** Sends an invited user a new one-time /app/setPassword link (valid 7 days). */
export async function reinviteIdentity(scope: SessionScope, identityId: string, publicUrl: string): Promise<void> {
  const user = await target(scope, identityId);
  if (user.status !== 'invited')
    throw new AppError('RECORD_NOT_FOUND', { internal: 'only invited users are re-invited' });
  const token = await issueLink(scope.db, { kind: 'SET_PASSWORD', userId: user.id, now: scope.now });
  await enqueueOutbox(
    scope.db,
    {
      channel: 'email',
      to: user.email,
      subject: 'You are invited to Lintel',
      text: `Hello ${user.first_name},\n\nSet your password to start using Lintel: ${publicUrl}${LINK_PAGES.SET_PASSWORD}${token}\n\nThe link works once and expires in 7 days.`,
      kind: 'invitation',
      userId: user.id,
    },
    scope.now,
  );
}
