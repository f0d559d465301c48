import type { SessionInfo } from '@lintel/contracts/auth';
import type { Config } from '../../config.ts';
import type { Actor, Scope, SessionScope } from '../../platform/db/scope.ts';
import { recentDemoMail } from '../../platform/outbox/outbox.ts';
import { revokeSession } from './sessions.repository.ts';

export function sessionInfo(
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

export async function signOut(scope: SessionScope): Promise<void> {
  await revokeSession(scope.db, scope.actor.sessionId, scope.now);
}

export function currentSession(scope: SessionScope, config: Config['session']): SessionInfo {
  return sessionInfo(scope.actor, scope.actor.sessionExpiresAt, config);
}

/** Demo mode: what the outbox sent to the signed-in demo account (row-level security hides the rest). */
export async function demoMailbox(scope: Scope) {
  const rows = await recentDemoMail(scope.db, 50);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
