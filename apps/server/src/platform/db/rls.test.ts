import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, backend, openTestDatabase } from '../../../test/harness.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import type { Database } from './open.ts';
import { APP_ROLE, enterScope } from './scope.ts';

const ACME = customerId('Acme Living');
const BIRCH = customerId('Birch Residential');
const MAPLE = communityId('Acme Living', 'Maple Court');

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
