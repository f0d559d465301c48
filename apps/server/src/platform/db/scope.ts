import type { RoleKey, UserType } from '@lintel/contracts/common';
import { sql, type Transaction } from 'kysely';
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
  await sql`${sql.raw(PREPARED)} select
    set_config('role', ${APP_ROLE}, true),
    set_config('lintel.user_id', ${settings.userId ?? ''}, true),
    set_config('lintel.customer_id', ${settings.customerId ?? ''}, true),
    set_config('lintel.community_id', ${settings.communityId ?? ''}, true),
    set_config('lintel.all_communities', ${settings.allCommunities && !settings.communityId ? 'on' : ''}, true),
    set_config('lintel.provider', ${settings.provider ? 'on' : ''}, true)`.execute(trx);
}
