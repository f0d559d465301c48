import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, backend, openTestDatabase } from '../../../test/harness.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import type { Database } from './open.ts';
import { APP_ROLE, enterScope } from './scope.ts';

const ACME = customerId('Acme Living');
const BIRCH = customerId('Birch Residential');
const MAPLE = communityId('Acme Living', 'Maple Court');

interface Policy {
  name: string;
  cmd: string;
  roles: string[];
  permissive: string;
  qual: string | null;
  check: string | null;
}

interface TenantTable {
  table: string;
  enabled: boolean;
  forced: boolean;
  hasCommunity: boolean;
  policies: Policy[];
}

/**
 * Tables with policies of their own, deliberately not the standard one. A new entry needs a
 * reason here and a test of its policy.
 */
const ownPolicies: Record<string, string> = {
  customer_users: 'a user also sees their own profiles in every customer (sign-in lists them)',
  notification_recipients: 'a user reads only their own rows; the realtime fan-out reads every recipient',
  notifications: 'readable by its recipients (and the fan-out); publishing writes for others',
  notification_events: 'readable by the recipients of its notification (and the fan-out)',
};

/** Tables that carry community_id but belong to the customer, so they take the customer-level policy. */
const customerLevelWithCommunity = new Set([
  // A profile's communities: the profile is customer-level, and so is the list of where it may work.
  'customer_user_communities',
  // A role assignment names a community only in a community context; roles are customer-level.
  'role_assignments',
]);

/** The policies the fence functions create, read back from scratch tables that are rolled back. */
async function fencedProbes(database: Database): Promise<Record<'customer' | 'community', Omit<Policy, 'name'>>> {
  const rollback = new Error('rollback');
  let probes: Record<'customer' | 'community', Omit<Policy, 'name'>> | undefined;
  await database.db
    .transaction()
    .execute(async (trx) => {
      await sql`create table lintel_probe_customer (customer_id uuid not null)`.execute(trx);
      await sql`create table lintel_probe_community (customer_id uuid not null, community_id uuid not null)`.execute(
        trx,
      );
      await sql`select lintel_fence_customer_table('lintel_probe_customer'),
                       lintel_fence_community_table('lintel_probe_community')`.execute(trx);
      const { rows } = await sql<{ table: string; policies: Policy[] }>`
        select p.tablename as table,
               json_agg(json_build_object('name', p.policyname, 'cmd', p.cmd, 'roles', p.roles,
                                          'permissive', p.permissive, 'qual', p.qual, 'check', p.with_check)) as policies
        from pg_policies p where p.tablename in ('lintel_probe_customer', 'lintel_probe_community')
        group by p.tablename`.execute(trx);
      const one = (table: string) => {
        const policies = rows.find((row) => row.table === table)?.policies ?? [];
        expect(policies.map((p) => p.name)).toEqual([`${table}_tenant`]);
        const { name: _name, ...policy } = policies[0]!;
        return policy;
      };
      probes = { customer: one('lintel_probe_customer'), community: one('lintel_probe_community') };
      const fenced = await sql<{ enabled: boolean; forced: boolean; writable: boolean }>`
        select c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               has_table_privilege(${APP_ROLE}, c.oid, 'SELECT, INSERT, UPDATE, DELETE') as writable
        from pg_class c where c.relname in ('lintel_probe_customer', 'lintel_probe_community')`.execute(trx);
      expect(fenced.rows).toEqual([
        { enabled: true, forced: true, writable: true },
        { enabled: true, forced: true, writable: true },
      ]);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return probes!;
}

// The embedded database always; the PostgreSQL server too when CI names one.
const backends: Backend[] = backend === 'postgres' ? ['pglite', 'postgres'] : ['pglite'];

describe.each(backends)('row-level security on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('every tenant table has row-level security enabled and forced, with a policy', async () => {
    const { rows } = await sql<{ table: string; enabled: boolean; forced: boolean; policies: number }>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'customers' or exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'customer_id' and not a.attisdropped))
      order by 1`.execute(database.db);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    const unprotected = rows.filter((row) => !row.enabled || !row.forced || row.policies === 0).map((row) => row.table);
    expect(unprotected).toEqual([]);
  });

  it('every table with customer_id carries exactly the standard tenant policy of the fence functions', async () => {
    const standard = await fencedProbes(database);
    const { rows } = await sql<TenantTable>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'community_id'
                     and not a.attisdropped) as "hasCommunity",
             coalesce((select json_agg(json_build_object('name', p.policyname, 'cmd', p.cmd, 'roles', p.roles,
                                                         'permissive', p.permissive, 'qual', p.qual, 'check', p.with_check)
                                       order by p.policyname)
                       from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname), '[]') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'customer_id' and not a.attisdropped)
      order by 1`.execute(database.db);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const deviating: string[] = [];
    for (const row of rows) {
      if (!row.enabled || !row.forced) deviating.push(`${row.table}: row-level security not enabled and forced`);
      if (row.table in ownPolicies) {
        if (row.policies.length === 0) deviating.push(`${row.table}: no policy`);
        continue;
      }
      const kind = row.hasCommunity && !customerLevelWithCommunity.has(row.table) ? 'community' : 'customer';
      const expected = [{ name: `${row.table}_tenant`, ...standard[kind] }];
      if (!isDeepStrictEqual(row.policies, expected)) {
        deviating.push(
          `${row.table}: policies differ from lintel_fence_${kind}_table: ${JSON.stringify(row.policies)}`,
        );
      }
    }
    expect(deviating).toEqual([]);
    // The allow-lists name real tables only, so a renamed or dropped table does not linger there.
    const names = rows.map((row) => row.table);
    expect([...Object.keys(ownPolicies), ...customerLevelWithCommunity].filter((t) => !names.includes(t))).toEqual([]);
  });

  it('the request role may not fence or unfence tables', async () => {
    const { rows } = await sql<{ customer: boolean; community: boolean }>`
      select has_function_privilege(${APP_ROLE}, 'lintel_fence_customer_table(regclass, text[])', 'EXECUTE') as customer,
             has_function_privilege(${APP_ROLE}, 'lintel_fence_community_table(regclass, text[])', 'EXECUTE') as community
    `.execute(database.db);
    expect(rows).toEqual([{ customer: false, community: false }]);
  });

  it('the application role is no superuser, cannot bypass row-level security and owns no table', async () => {
    const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>`
      select r.rolsuper, r.rolbypassrls,
             (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
      from pg_roles r where r.rolname = ${APP_ROLE}`.execute(database.db);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owned: 0 }]);
  });

  it('the application role cannot touch the migration bookkeeping', async () => {
    const { rows } = await sql<{ allowed: boolean }>`
      select has_table_privilege(${APP_ROLE}, 'lintel_migrations', 'INSERT') as allowed`.execute(database.db);
    expect(rows[0]?.allowed).toBe(false);
  });

  it('a query with a forgotten WHERE returns only the tenant in scope', async () => {
    const seen = await database.db.transaction().execute(async (trx) => {
      await enterScope(trx, {
        userId: null,
        customerId: ACME,
        communityId: MAPLE,
        allCommunities: false,
        provider: false,
      });
      const units = await trx.selectFrom('units').select(['customer_id', 'community_id']).execute();
      const communities = await trx.selectFrom('communities').select('customer_id').execute();
      const role = await sql<{ who: string }>`select current_user as who`.execute(trx);
      return { units, communities, role: role.rows[0]?.who };
    });
    expect(seen.role).toBe(APP_ROLE);
    expect(seen.units.length).toBe(120);
    expect(seen.units.every((u) => u.customer_id === ACME && u.community_id === MAPLE)).toBe(true);
    expect(seen.communities.length).toBe(3);
    expect(seen.communities.every((c) => c.customer_id === ACME)).toBe(true);
  });

  it('writes into another tenant are refused by the policy', async () => {
    const attempt = database.db.transaction().execute(async (trx) => {
      await enterScope(trx, {
        userId: null,
        customerId: ACME,
        communityId: MAPLE,
        allCommunities: false,
        provider: false,
      });
      await trx.insertInto('customer_app_access').values({ customer_id: BIRCH, app_code: 'RI' }).execute();
    });
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it('updates and deletes aimed at another tenant change nothing', async () => {
    const changed = await database.db.transaction().execute(async (trx) => {
      await enterScope(trx, {
        userId: null,
        customerId: ACME,
        communityId: MAPLE,
        allCommunities: false,
        provider: false,
      });
      const updated = await trx
        .updateTable('units')
        .set({ floor: 99 })
        .where('customer_id', '=', BIRCH)
        .returning('id')
        .execute();
      const deleted = await trx
        .deleteFrom('community_app_licenses')
        .where('customer_id', '=', BIRCH)
        .returning('app_code')
        .execute();
      return updated.length + deleted.length;
    });
    expect(changed).toBe(0);
  });

  it('with no tenant set, a pooled connection sees no tenant rows after a tenant request', async () => {
    await database.db.transaction().execute(async (trx) => {
      await enterScope(trx, {
        userId: null,
        customerId: ACME,
        communityId: MAPLE,
        allCommunities: false,
        provider: false,
      });
      await trx.selectFrom('units').select('id').limit(1).execute();
    });
    const after = await database.db.transaction().execute(async (trx) => {
      const leftover = await sql<{ customer: string; role: string }>`
        select coalesce(current_setting('lintel.customer_id', true), '') as customer, current_user as role`.execute(
        trx,
      );
      await enterScope(trx, {
        userId: null,
        customerId: null,
        communityId: null,
        allCommunities: false,
        provider: false,
      });
      const units = await trx.selectFrom('units').select('id').execute();
      const customers = await trx.selectFrom('customers').select('id').execute();
      return { leftover: leftover.rows[0], units: units.length, customers: customers.length };
    });
    expect(after.leftover?.customer).toBe('');
    expect(after.leftover?.role).not.toBe(APP_ROLE);
    expect(after.units).toBe(0);
    expect(after.customers).toBe(0);
  });
});
