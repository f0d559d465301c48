import type { Access } from '@lintel/contracts/endpoint';
import { can, emptyGrants, type PermissionCheck, type PermissionGrants } from '@lintel/permissions';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { PREPARED } from '../db/prepared.ts';
import {
  type ActiveProfile,
  type Actor,
  allowAllCommunities,
  enterScope,
  requestScopeColumns,
  type Tx,
} from '../db/scope.ts';
import { AppError } from '../errors.ts';
import { keysOfRule, loadGrants } from './grants.ts';
import { hashToken, isWellFormedToken } from './tokens.ts';

export interface RequestIdentity {
  actor: Actor | null;
  profile: ActiveProfile | null;
  customerId: string | null;
  communityId: string | null;
  allCommunities: boolean;
  /** Grants loaded for this request's permission rule (only the keys it names). */
  grants: PermissionGrants;
}

export interface ClaimedContext {
  token: string | null;
  customerId: string | null;
  communityId: string | null;
}

const anonymous: RequestIdentity = {
  actor: null,
  profile: null,
  customerId: null,
  communityId: null,
  allCommunities: false,
  grants: emptyGrants,
};

interface SessionRow {
  sessionId: string;
  userId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  status: string;
  providerType: 'SUPER_ADMIN' | 'LINTEL' | null;
  providerRole: Actor['providerRole'];
}

/**
 * Finds the session and, in the same statement, switches the transaction to the application role
 * with the user and the claimed tenant set (all transaction-local). Everything after it, the
 * context checks included, runs under row-level security.
 */
async function openSession(trx: Tx, token: string, claimed: ClaimedContext): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`${sql.raw(PREPARED)}
    select s.id as "sessionId", s.user_id as "userId", s.last_seen_at as "lastSeenAt",
           s.expires_at as "expiresAt", s.revoked_at as "revokedAt",
           u.email, u.phone, u.first_name as "firstName", u.last_name as "lastName", u.status,
           u.provider_type as "providerType", u.provider_role as "providerRole",
           ${requestScopeColumns({
             userId: sql<string>`s.user_id::text`,
             customerId: claimed.customerId,
             communityId: claimed.communityId,
             allCommunities: false,
             provider: sql<string>`case when u.provider_type is null then '' else 'on' end`,
           })}
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)}`.execute(trx);
  return rows[0];
}

interface ContextRow {
  customerFound: string | null;
  customerDeletedAt: Date | null;
  profileId: string | null;
  profileType: 'PORTFOLIO_ADMIN' | 'PORTFOLIO' | 'USER' | null;
  profileRole: 'CUSTOMER_ADMIN' | 'ADMIN' | 'NO_ROLE' | null;
  profileAllCommunities: boolean | null;
  profileDeletedAt: Date | null;
  communityFound: string | null;
  communityDeletedAt: Date | null;
  communityAssigned: boolean;
  hasProfile: boolean;
}

/** The user's standing in the claimed customer and community; row-level security shows only what it may. */
async function readContext(trx: Tx, userId: string, claimed: ClaimedContext): Promise<ContextRow> {
  const { customerId, communityId } = claimed;
  const { rows } = await sql<ContextRow>`${sql.raw(PREPARED)}
    select c.id as "customerFound", c.deleted_at as "customerDeletedAt",
           cu.id as "profileId", cu.type as "profileType", cu.role as "profileRole",
           cu.all_communities as "profileAllCommunities", cu.deleted_at as "profileDeletedAt",
           k.id as "communityFound", k.deleted_at as "communityDeletedAt",
           exists (select 1 from customer_user_communities cuc
                   where cuc.customer_id = ${customerId}::uuid and cuc.customer_user_id = cu.id
                     and cuc.community_id = ${communityId}::uuid) as "communityAssigned",
           exists (select 1 from customer_users p join customers pc on pc.id = p.customer_id
                   where p.user_id = ${userId}::uuid and p.deleted_at is null and pc.deleted_at is null) as "hasProfile"
    from (select 1) as one
    left join customers c on c.id = ${customerId}::uuid
    left join customer_users cu on cu.customer_id = ${customerId}::uuid and cu.user_id = ${userId}::uuid
    left join communities k on k.customer_id = ${customerId}::uuid and k.id = ${communityId}::uuid`.execute(trx);
  return rows[0]!;
}

/**
 * Authenticates the session, checks the claimed customer and community against what the user may
 * use, and checks the endpoint's permission, all inside the request's transaction. It never falls
 * back to another tenant: a context the profile may not use is refused, whatever the request carries.
 */
export async function resolveIdentity(
  trx: Tx,
  access: Access,
  claimed: ClaimedContext,
  now: Date,
  config: Config['session'],
): Promise<RequestIdentity> {
  if (access.auth === 'public') {
    await enterScope(trx, {
      userId: null,
      customerId: null,
      communityId: null,
      allCommunities: false,
      provider: false,
    });
    return anonymous;
  }
  if (!claimed.token || !isWellFormedToken(claimed.token)) throw new AppError('AUTH_REQUIRED');
  if (claimed.communityId && !claimed.customerId) throw new AppError('CONTEXT_CUSTOMER_REQUIRED');

  const session = await openSession(trx, claimed.token, claimed);
  if (!session || session.revokedAt || session.status !== 'active') throw new AppError('AUTH_REQUIRED');
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleFor > config.idleTimeoutMs) throw new AppError('AUTH_SESSION_EXPIRED');
  // Activity is written at most once a minute: idle expiry is exact against the recorded time.
  if (idleFor > config.lastSeenWriteIntervalMs) {
    await trx.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.sessionId).execute();
  }

  const actor: Actor = {
    userId: session.userId,
    sessionId: session.sessionId,
    email: session.email,
    phone: session.phone,
    firstName: session.firstName,
    lastName: session.lastName,
    providerType: session.providerType,
    providerRole: session.providerRole,
    sessionExpiresAt: session.expiresAt,
  };
  const isProvider = actor.providerType !== null;
  if (access.providerOnly && !isProvider) throw new AppError('PERMISSION_DENIED');

  const { customerId, communityId } = claimed;
  const row = await readContext(trx, actor.userId, claimed);
  if (!isProvider && !row.hasProfile && !access.allowProfileless) throw new AppError('PROFILE_DISABLED');

  let profile: ActiveProfile | null = isProvider
    ? { profileId: actor.userId, customerId: null, type: actor.providerType!, role: actor.providerRole }
    : null;
  let allCommunities = false;
  if (customerId) {
    if (!row.customerFound || row.customerDeletedAt) throw new AppError('CONTEXT_CUSTOMER_FORBIDDEN');
    if (isProvider) {
      profile = { ...profile!, customerId };
      allCommunities = true;
    } else {
      if (!row.profileId || row.profileDeletedAt || !row.profileType) throw new AppError('CONTEXT_CUSTOMER_FORBIDDEN');
      profile = { profileId: row.profileId, customerId, type: row.profileType, role: row.profileRole };
      allCommunities = row.profileType === 'PORTFOLIO_ADMIN' || row.profileAllCommunities === true;
    }
  }
  if (communityId) {
    if (!row.communityFound || row.communityDeletedAt) throw new AppError('CONTEXT_COMMUNITY_FORBIDDEN');
    if (!allCommunities && !row.communityAssigned) throw new AppError('CONTEXT_COMMUNITY_FORBIDDEN');
  }
  if (access.tenant !== 'none' && !customerId) throw new AppError('CONTEXT_CUSTOMER_REQUIRED');
  if (access.tenant === 'community' && !communityId) throw new AppError('CONTEXT_COMMUNITY_REQUIRED');
  if (allCommunities && !communityId) {
    await allowAllCommunities(trx);
  }

  let grants: PermissionGrants = emptyGrants;
  if (access.permission) {
    grants = await loadGrants(
      trx,
      {
        providerRole: actor.providerRole,
        profileId: isProvider ? null : (profile?.profileId ?? null),
        customerId,
        communityId,
      },
      keysOfRule(access.permission),
    );
    const allowed = can(grants, access.permission as PermissionCheck, {
      customerId,
      communityId,
      profile: { type: profile?.type ?? 'USER', role: profile?.role ?? null },
    });
    if (!allowed) throw new AppError('PERMISSION_DENIED');
  }
  return { actor, profile, customerId, communityId, allCommunities, grants };
}
