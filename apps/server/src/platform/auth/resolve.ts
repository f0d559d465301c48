import type { Access } from '@lintel/contracts/endpoint';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { ActiveProfile, Actor, Tx } from '../db/scope.ts';
import { AppError } from '../errors.ts';
import { hashToken, isWellFormedToken } from './tokens.ts';

export interface RequestIdentity {
  actor: Actor | null;
  profile: ActiveProfile | null;
  customerId: string | null;
  communityId: string | null;
  allCommunities: boolean;
}

export interface ClaimedContext {
  token: string | null;
  customerId: string | null;
  communityId: string | null;
}

/**
 * Authenticates the session and checks the claimed customer and community against what the
 * user may use, in one query, inside the request's transaction and before it switches to the
 * application role. It never falls back to another tenant: a context the profile may not use is
 * refused, whatever else the request carries.
 */
export async function resolveIdentity(
  trx: Tx,
  access: Access,
  claimed: ClaimedContext,
  now: Date,
  config: Config['session'],
): Promise<RequestIdentity> {
  const anonymous: RequestIdentity = {
    actor: null,
    profile: null,
    customerId: null,
    communityId: null,
    allCommunities: false,
  };
  if (access.auth === 'public') return anonymous;
  if (!claimed.token || !isWellFormedToken(claimed.token)) throw new AppError('AUTH_REQUIRED');

  if (claimed.communityId && !claimed.customerId) throw new AppError('CONTEXT_CUSTOMER_REQUIRED');
  const customerId = claimed.customerId;
  const communityId = claimed.communityId;

  const row = await trx
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('customers as c', (join) => join.on('c.id', '=', customerId))
    .leftJoin('customer_users as cu', (join) =>
      join.on('cu.customer_id', '=', customerId).onRef('cu.user_id', '=', 'u.id'),
    )
    .leftJoin('communities as k', (join) => join.on('k.customer_id', '=', customerId).on('k.id', '=', communityId))
    .select([
      's.id as sessionId',
      's.user_id as userId',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      'u.email',
      'u.phone',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.status',
      'u.provider_type as providerType',
      'u.provider_role as providerRole',
      'c.id as customerFound',
      'c.deleted_at as customerDeletedAt',
      'cu.id as profileId',
      'cu.type as profileType',
      'cu.role as profileRole',
      'cu.all_communities as profileAllCommunities',
      'cu.deleted_at as profileDeletedAt',
      'k.id as communityFound',
      'k.deleted_at as communityDeletedAt',
      sql<boolean>`exists (
        select 1 from customer_user_communities cuc
        where cuc.customer_id = ${customerId}::uuid and cuc.customer_user_id = cu.id and cuc.community_id = ${communityId}::uuid
      )`.as('communityAssigned'),
      sql<boolean>`exists (
        select 1 from customer_users p join customers pc on pc.id = p.customer_id
        where p.user_id = u.id and p.deleted_at is null and pc.deleted_at is null
      )`.as('hasProfile'),
    ])
    .where('s.token_hash', '=', hashToken(claimed.token))
    .executeTakeFirst();

  if (!row || row.revokedAt || row.status !== 'active') throw new AppError('AUTH_REQUIRED');
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (now >= row.expiresAt || idleFor > config.idleTimeoutMs) throw new AppError('AUTH_SESSION_EXPIRED');

  // Activity is written at most once a minute: idle expiry is exact against the recorded time.
  if (idleFor > config.lastSeenWriteIntervalMs) {
    await trx.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  }

  const actor: Actor = {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    providerType: row.providerType,
    providerRole: row.providerRole,
    sessionExpiresAt: row.expiresAt,
  };
  const isProvider = actor.providerType !== null;
  if (!isProvider && !row.hasProfile && !access.allowProfileless) throw new AppError('PROFILE_DISABLED');
  if (access.providerOnly && !isProvider) throw new AppError('PERMISSION_DENIED');

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

  return { actor, profile, customerId, communityId, allCommunities };
}
