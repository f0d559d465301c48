import type { RoleKey, UserType } from '@lintel/contracts/common';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { PREPARED } from './prepared.ts';
import type { DB } from './schema.ts';

export type Tx = Transaction<DB>;

/** The signed-in user behind a request. */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  providerType: 'SUPER_ADMIN' | 'LINTEL' | null;
  providerRole: RoleKey | null;
  sessionExpiresAt: Date;
}

/** The profile the request acts as: the provider profile, or the user's profile in the selected customer. */
export interface ActiveProfile {
  profileId: string;
  customerId: string | null;
  type: UserType;
  role: RoleKey | null;
}

/**
 * What a repository needs to touch tenant data: the transaction (already running as the
 * application role with the tenant set), the time, and who acts where. Repositories take it first,
 * so an unscoped query cannot be written by accident; row-level security backs that up.
 */
export interface Scope {
  readonly db: Tx;
  readonly now: Date;
  readonly actor: Actor | null;
  readonly profile: ActiveProfile | null;
  readonly customerId: string | null;
  readonly communityId: string | null;
  /** The actor may see every community of the customer (portfolio admin, provider staff). */
  readonly allCommunities: boolean;
}

export type SessionScope = Scope & { readonly actor: Actor };
export type CustomerScope = SessionScope & { readonly customerId: string; readonly profile: ActiveProfile };
export type CommunityScope = CustomerScope & { readonly communityId: string };

export const APP_ROLE = 'lintel_app';

// This file is the only one that switches the role or writes the `lintel.*` settings the policies
// read (scope-settings.test.ts fails on any other): tenant switching is a security primitive, so it
// has one typed door per use, each transaction-local, so nothing survives into the next request on
// a pooled connection.

/** A setting's value: text bound as a parameter, or an expression of the statement it is part of. */
type SettingValue = string | null | RawBuilder<string>;
type FlagValue = boolean | RawBuilder<string>;

const flag = (value: FlagValue) => (typeof value === 'boolean' ? (value ? 'on' : '') : value);

/**
 * The request scope as columns of a select: the application role, the user, the tenant and the
 * flags. For the statement that enters the scope while it reads the session (one round trip);
 * `enterScope` is the plain form. The caller's statement keeps the PREPARED marker.
 *
 * @example sql`${sql.raw(PREPARED)} select s.id, ${requestScopeColumns({ userId: sql`s.user_id::text`, … })} from sessions s`
 */
export function requestScopeColumns(values: {
  userId: SettingValue;
  customerId: SettingValue;
  communityId: SettingValue;
  allCommunities: FlagValue;
  provider: FlagValue;
}): RawBuilder<unknown> {
  return sql`set_config('role', ${APP_ROLE}, true) as r,
    set_config('lintel.user_id', ${values.userId ?? ''}, true) as u,
    set_config('lintel.customer_id', ${values.customerId ?? ''}, true) as c,
    set_config('lintel.community_id', ${values.communityId ?? ''}, true) as k,
    set_config('lintel.all_communities', ${flag(values.allCommunities)}, true) as a,
    set_config('lintel.provider', ${flag(values.provider)}, true) as p`;
}

/**
 * Switches the transaction to the application role and sets the tenant, all transaction-local
 * (`set_config(…, true)`), in one round trip. Nothing survives the transaction, so a pooled
 * connection never carries one request's tenant into the next.
 */
export async function enterScope(
  trx: Tx,
  settings: {
    userId: string | null;
    customerId: string | null;
    communityId: string | null;
    allCommunities: boolean;
    provider: boolean;
  },
): Promise<void> {
  await sql`${sql.raw(PREPARED)} select ${requestScopeColumns({
    userId: settings.userId,
    customerId: settings.customerId,
    communityId: settings.communityId,
    allCommunities: settings.allCommunities && !settings.communityId,
    provider: settings.provider,
  })}`.execute(trx);
}

/**
 * Opens every community of the request's customer to the policies. Only the resolver calls it, once
 * it has checked that the actor may see them all (portfolio admin, provider staff) and no community
 * is selected.
 */
export async function allowAllCommunities(trx: Tx): Promise<void> {
  await sql`select set_config('lintel.all_communities', 'on', true)`.execute(trx);
}

/**
 * Runs `work` acting in another community of the scope's customer, then returns to the scope's own
 * community (also when `work` throws). The caller must have checked that the actor may act there:
 * row-level security then lets the transaction touch that community's rows, and only while `work` runs.
 *
 * @example await withinCommunity(scope, targetId, () => loadGrants(scope.db, …))
 */
export async function withinCommunity<T>(
  scope: CommunityScope,
  communityId: string,
  work: () => Promise<T>,
): Promise<T> {
  await sql`select set_config('lintel.community_id', ${communityId}, true)`.execute(scope.db);
  try {
    return await work();
  } finally {
    await sql`select set_config('lintel.community_id', ${scope.communityId}, true)`.execute(scope.db);
  }
}

/** Settings for trusted server work outside a request. A setting left out keeps its value. */
export interface TrustedSettings {
  /** Switch to the application role too, so grants and policies apply exactly as to a request. */
  appRole?: true;
  userId?: string | null;
  customerId?: string | null;
  communityId?: string | null;
  /** Every community of the customer (when no community is set). */
  allCommunities?: boolean;
  /** Provider staff: every customer is visible and may be created. */
  provider?: boolean;
  /** Every recipient's notification rows: the realtime fan-out only. */
  fanout?: boolean;
}

/**
 * Trusted server work acting in a tenant without a request: seeding, the realtime fan-out, the
 * sign-in steps before a session exists, test setup. Sets the named settings (transaction-local) in
 * one round trip. Without `appRole` the connection role stays; forced row-level security binds it
 * too, unless it is a superuser (as on PGlite).
 *
 * @example await actAs(trx, { customerId, communityId })
 */
export async function actAs(trx: Tx, settings: TrustedSettings): Promise<void> {
  const parts: RawBuilder<unknown>[] = [];
  if (settings.appRole) parts.push(sql`set_config('role', ${APP_ROLE}, true)`);
  if (settings.userId !== undefined) parts.push(sql`set_config('lintel.user_id', ${settings.userId ?? ''}, true)`);
  if (settings.customerId !== undefined)
    parts.push(sql`set_config('lintel.customer_id', ${settings.customerId ?? ''}, true)`);
  if (settings.communityId !== undefined)
    parts.push(sql`set_config('lintel.community_id', ${settings.communityId ?? ''}, true)`);
  if (settings.allCommunities !== undefined)
    parts.push(sql`set_config('lintel.all_communities', ${flag(settings.allCommunities)}, true)`);
  if (settings.provider !== undefined) parts.push(sql`set_config('lintel.provider', ${flag(settings.provider)}, true)`);
  if (settings.fanout !== undefined) parts.push(sql`set_config('lintel.fanout', ${flag(settings.fanout)}, true)`);
  if (parts.length === 0) return;
  await sql`select ${sql.join(parts)}`.execute(trx);
}
