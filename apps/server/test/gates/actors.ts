import { randomUUID } from 'node:crypto';
import { permissionDefinitions } from '@lintel/permissions';
import { sql } from 'kysely';
import { hashToken, newSessionToken } from '../../src/platform/auth/tokens.ts';
import { actAs, type Tx } from '../../src/platform/db/scope.ts';
import { customerId, userId } from '../../src/seed/demo.ts';
import type { TestApi } from '../harness.ts';

/**
 * The signed-in users of the gate suite, written into the test database as real rows (users,
 * profiles, roles, grants, sessions), so the real session, context and permission checks decide:
 * - a customer user: portfolio admin of Acme Living with one role whose keys the suite sets, and
 *   portfolio admin of a customer licensed for no app (whose role holds every key);
 * - provider staff (user type LINTEL, provider role NO_ROLE, which no demo user holds), whose role's
 *   keys the suite sets.
 */
export interface GateActors {
  customer: { userId: string; token: () => Promise<string> };
  provider: { userId: string; token: () => Promise<string> };
  unlicensed: { customerId: string; communityId: string };
  /** Gives the Acme role (customer) or the provider role exactly these keys. */
  grant(holder: 'customer' | 'provider', keys: readonly string[]): Promise<void>;
  /** Licenses the unlicensed customer and community for every app, or takes the licences away again. */
  license(on: boolean): Promise<void>;
}

/** Every registered key, except those whose holding narrows what a user may do. */
export const everyKey: readonly string[] = permissionDefinitions.filter((d) => !d.restrictive).map((d) => d.key);
const everyApp = [...new Set(permissionDefinitions.map((d) => d.app))];

const ACME = customerId('Acme Living');

async function asProvider<T>(api: TestApi, customer: string | null, work: (trx: Tx) => Promise<T>): Promise<T> {
  return api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: customer, communityId: null, allCommunities: true, provider: true });
    return work(trx);
  });
}

export async function createGateActors(api: TestApi): Promise<GateActors> {
  const { db } = api.database;
  // The demo password, so endpoints that ask for the current password can be passed.
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId('admin@acme.demo'))
    .executeTakeFirstOrThrow();
  const customerUser = randomUUID();
  const providerUser = randomUUID();
  await db
    .insertInto('users')
    .values([
      {
        id: customerUser,
        email: 'gate-customer@lintel.test',
        first_name: 'Gate',
        last_name: 'Customer',
        password_hash,
      },
      {
        id: providerUser,
        email: 'gate-provider@lintel.test',
        first_name: 'Gate',
        last_name: 'Provider',
        provider_type: 'LINTEL',
        provider_role: 'NO_ROLE',
        password_hash,
      },
    ])
    .execute();

  const acmeRole = randomUUID();
  await asProvider(api, ACME, async (trx) => {
    const profile = randomUUID();
    await trx
      .insertInto('customer_users')
      .values({ customer_id: ACME, id: profile, user_id: customerUser, type: 'PORTFOLIO_ADMIN', all_communities: true })
      .execute();
    await trx.insertInto('roles').values({ customer_id: ACME, id: acmeRole, name: 'Gate suite role' }).execute();
    await trx
      .insertInto('role_assignments')
      .values({
        customer_id: ACME,
        customer_user_id: profile,
        role_id: acmeRole,
        context: 'CUSTOMER',
        community_id: null,
      })
      .execute();
  });

  const unlicensedCustomer = randomUUID();
  const unlicensedCommunity = randomUUID();
  await asProvider(api, unlicensedCustomer, async (trx) => {
    await trx.insertInto('customers').values({ id: unlicensedCustomer, name: 'Gate Unlicensed Homes' }).execute();
    await trx
      .insertInto('communities')
      .values({
        customer_id: unlicensedCustomer,
        id: unlicensedCommunity,
        name: 'Gate Unlicensed Court',
        timezone_id: 'America/New_York',
      })
      .execute();
    const profile = randomUUID();
    await trx
      .insertInto('customer_users')
      .values({
        customer_id: unlicensedCustomer,
        id: profile,
        user_id: customerUser,
        type: 'PORTFOLIO_ADMIN',
        all_communities: true,
      })
      .execute();
    const role = randomUUID();
    await trx.insertInto('roles').values({ customer_id: unlicensedCustomer, id: role, name: 'Every key' }).execute();
    await trx
      .insertInto('role_permissions')
      .values(everyKey.map((key) => ({ customer_id: unlicensedCustomer, role_id: role, permission_key: key })))
      .execute();
    await trx
      .insertInto('role_assignments')
      .values({
        customer_id: unlicensedCustomer,
        customer_user_id: profile,
        role_id: role,
        context: 'CUSTOMER',
        community_id: null,
      })
      .execute();
    // The community's IoT switches on, as Maple Court's fire key one is: once licensed, the licence is
    // the only thing its gates lack (the fire key endpoints also need the firekey setting, D225, and
    // the sensor-industries dashboard its integration, D235, and demand response energy management, D253).
    await sql`insert into iot_community_settings
        (customer_id, community_id, firekey_enabled, si_integration_enabled, energy_management_enabled)
      values (${unlicensedCustomer}, ${unlicensedCommunity}, true, true, true)`.execute(trx);
  });

  const session = async (user: string) => {
    const token = newSessionToken();
    const now = api.clock.now();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: user,
        client: 'api',
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + api.config.session.absoluteLifetimeMs),
      })
      .execute();
    return token;
  };

  return {
    customer: { userId: customerUser, token: () => session(customerUser) },
    provider: { userId: providerUser, token: () => session(providerUser) },
    unlicensed: { customerId: unlicensedCustomer, communityId: unlicensedCommunity },
    async grant(holder, keys) {
      if (holder === 'customer') {
        await asProvider(api, ACME, async (trx) => {
          await trx
            .deleteFrom('role_permissions')
            .where('customer_id', '=', ACME)
            .where('role_id', '=', acmeRole)
            .execute();
          if (keys.length)
            await trx
              .insertInto('role_permissions')
              .values(keys.map((key) => ({ customer_id: ACME, role_id: acmeRole, permission_key: key })))
              .execute();
        });
        return;
      }
      await db.deleteFrom('provider_role_permissions').where('role_code', '=', 'NO_ROLE').execute();
      if (keys.length)
        await db
          .insertInto('provider_role_permissions')
          .values(
            keys.flatMap((key) => [
              { role_code: 'NO_ROLE', permission_key: key, scope: 'NO_CONTEXT' as const },
              { role_code: 'NO_ROLE', permission_key: key, scope: 'ALL_CUSTOMERS' as const },
            ]),
          )
          .execute();
    },
    async license(on) {
      await asProvider(api, unlicensedCustomer, async (trx) => {
        await trx.deleteFrom('customer_app_access').where('customer_id', '=', unlicensedCustomer).execute();
        await trx.deleteFrom('community_app_licenses').where('customer_id', '=', unlicensedCustomer).execute();
        if (!on) return;
        await trx
          .insertInto('customer_app_access')
          .values(everyApp.map((app) => ({ customer_id: unlicensedCustomer, app_code: app })))
          .execute();
        await trx
          .insertInto('community_app_licenses')
          .values(
            everyApp.map((app) => ({
              customer_id: unlicensedCustomer,
              community_id: unlicensedCommunity,
              app_code: app,
            })),
          )
          .execute();
      });
    },
  };
}
