import type { AppCode } from '@lintel/contracts/common';
import type { PermissionRule } from '@lintel/contracts/endpoint';
import { getPermissionDef, type PermissionGrant, type PermissionGrants } from '@lintel/permissions';
import { sql } from 'kysely';
import { PREPARED } from '../db/prepared.ts';
import type { Tx } from '../db/scope.ts';

/**
 * Apps whose permissions are fetched per licensed community (spec part 1 section 6). Their
 * customer and community grants count only where the community (or, with no community selected,
 * the customer) has the app.
 */
export const COMMUNITY_APPS: ReadonlySet<AppCode> = new Set([
  'AMNT',
  'CBR',
  'IOT',
  'RI',
  'SREQ',
  'MSGS',
  'ACCT',
  'LEASING',
  'EMAILBOT',
  'GO',
  'IPS_V2',
]);

/** The keys a rule names, or 'all' when a named policy may look at any key. */
export function keysOfRule(rule: PermissionRule): string[] | 'all' {
  if ('key' in rule) return [rule.key];
  if ('policy' in rule) return 'all';
  const parts = 'anyOf' in rule ? rule.anyOf : rule.allOf;
  const keys = new Set<string>();
  for (const part of parts) {
    const inner = keysOfRule(part);
    if (inner === 'all') return 'all';
    for (const key of inner) keys.add(key);
  }
  return [...keys];
}

export interface GrantSubject {
  providerRole: string | null;
  /** The profile in the selected customer (null for provider staff or with no customer). */
  profileId: string | null;
  customerId: string | null;
  communityId: string | null;
}

interface GrantRow {
  key: string;
  context: 'NO_CONTEXT' | 'CUSTOMER' | 'COMMUNITY';
  context_id: string | null;
  value: string;
}

/**
 * Loads the grants of one subject in one context, in one query: the customer roles assigned to the
 * profile (for the whole customer or the selected community) and, for provider staff, their
 * provider role. Must run inside a scope whose tenant is the subject's customer (row-level security
 * shows no other customer's roles). Grants of apps the context is not licensed for are dropped.
 *
 * @example const grants = await loadGrants(scope.db, subject, ['CBR_LIVING_SPACES_VIEW']);
 */
export async function loadGrants(db: Tx, subject: GrantSubject, keys: string[] | 'all'): Promise<PermissionGrants> {
  if (keys !== 'all' && keys.length === 0) return { apps: [] };
  const keyFilter = (column: string) => (keys === 'all' ? sql`true` : sql`${sql.ref(column)} = any(${keys}::text[])`);
  const { customerId, communityId, profileId, providerRole } = subject;
  const { rows } = await sql<GrantRow>`${sql.raw(PREPARED)}
    select rp.permission_key as key,
           ra.context,
           coalesce(ra.community_id, ra.customer_id)::text as context_id,
           rp.value
    from role_assignments ra
    join role_permissions rp on rp.customer_id = ra.customer_id and rp.role_id = ra.role_id
    where ${profileId !== null && customerId !== null ? sql`true` : sql`false`}
      and ra.customer_id = ${customerId}::uuid
      and ra.customer_user_id = ${profileId}::uuid
      and (ra.community_id is null or ra.community_id = ${communityId}::uuid)
      and ${keyFilter('rp.permission_key')}
    union all
    select k.key, ra.context, coalesce(ra.community_id, ra.customer_id)::text as context_id, 'true' as value
    from role_assignments ra
    join roles r on r.customer_id = ra.customer_id and r.id = ra.role_id and r.follows_preset
    join role_presets p on p.id = r.preset_id
    cross join lateral unnest(p.permission_keys) as k(key)
    where ${profileId !== null && customerId !== null ? sql`true` : sql`false`}
      and ra.customer_id = ${customerId}::uuid
      and ra.customer_user_id = ${profileId}::uuid
      and (ra.community_id is null or ra.community_id = ${communityId}::uuid)
      and ${keyFilter('k.key')}
    union all
    select permission_key as key,
           case when scope = 'NO_CONTEXT' then 'NO_CONTEXT' else 'CUSTOMER' end as context,
           case when scope = 'NO_CONTEXT' then null else ${customerId}::text end as context_id,
           value
    from provider_role_permissions
    where role_code = ${providerRole}
      and (scope = 'NO_CONTEXT' or ${customerId}::uuid is not null)
      and ${keyFilter('permission_key')}`.execute(db);

  const licensed = await licensedApps(db, customerId, communityId);
  const byApp = new Map<AppCode, PermissionGrant[]>();
  for (const row of rows) {
    const def = getPermissionDef(row.key);
    if (!def) continue;
    if (row.context !== 'NO_CONTEXT' && !licensed.has(def.app)) continue;
    const list = byApp.get(def.app) ?? [];
    list.push({ key: row.key, context: row.context, contextId: row.context_id, value: row.value });
    byApp.set(def.app, list);
  }
  return { apps: [...byApp].map(([appCode, grants]) => ({ appCode, grants })) };
}

/** Apps usable in the context: community apps by the community's licence, the rest by the customer's access. */
async function licensedApps(db: Tx, customerId: string | null, communityId: string | null): Promise<Set<AppCode>> {
  if (!customerId) return new Set();
  const { rows } = await sql<{ app_code: AppCode; source: 'community' | 'customer' }>`
    select app_code, 'customer' as source from customer_app_access where customer_id = ${customerId}::uuid
    union all
    select app_code, 'community' as source from community_app_licenses
    where customer_id = ${customerId}::uuid and community_id = ${communityId}::uuid`.execute(db);
  const customer = new Set(rows.filter((r) => r.source === 'customer').map((r) => r.app_code));
  const community = new Set(rows.filter((r) => r.source === 'community').map((r) => r.app_code));
  const usable = new Set<AppCode>();
  for (const app of customer) if (!COMMUNITY_APPS.has(app) || !communityId) usable.add(app);
  for (const app of community) usable.add(app);
  return usable;
}
