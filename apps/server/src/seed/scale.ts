import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { hashPassword } from '../areas/identity/passwords.ts';
import { createDefaultRoles, defaultRoleId } from '../areas/permissions/default-roles.ts';
import { syncReferenceData } from '../areas/permissions/reference-data.ts';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../platform/db/data-dir-lock.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { type Database, openDatabase } from '../platform/db/open.ts';
import { actAs, type Tx } from '../platform/db/scope.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { demoId } from './ids.ts';

const SCALE_USER = 'scale@lintel.demo';

const actInCustomer = (trx: Tx, customerId: string) => actAs(trx, { customerId, allCommunities: true, provider: true });

function progress(label: string, done: number, total: number, started: number): void {
  const seconds = (Date.now() - started) / 1000;
  const rate = done / Math.max(seconds, 0.001);
  process.stdout.write(
    `\r  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${Math.round(rate).toLocaleString('en-US')}/s)   `,
  );
  if (done >= total) process.stdout.write('\n');
}

/**
 * Adds a synthetic portfolio for benchmarks: one new customer with N communities sharing M units
 * (plus, optionally, one community of K units), and a portfolio admin `scale@lintel.demo` for it.
 *
 * @example npm run seed:scale -- --communities 10000 --units 1000000 --largest 100000
 */
export async function seedScale(
  database: Database,
  options: { communities: number; units: number; largest: number; log?: boolean },
): Promise<{ customerId: string; largestCommunityId: string | null; name: string }> {
  const log = options.log !== false;
  const existing = await database.db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', 'like', 'Scale Portfolio %')
    .executeTakeFirstOrThrow();
  const name = `Scale Portfolio ${existing.n + 1}`;
  const customerId = demoId(`customer:${name}`);
  const perCommunity = Math.max(1, Math.floor(options.units / Math.max(options.communities, 1)));
  if (log)
    console.info(
      `Seeding ${name}: ${options.communities} communities × ${perCommunity} units${options.largest ? `, plus one of ${options.largest}` : ''}`,
    );

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction().execute(async (trx) => {
    await actInCustomer(trx, customerId);
    await trx.insertInto('customers').values({ id: customerId, name }).execute();
    await trx
      .insertInto('customer_app_access')
      .values(['CBR', 'SREQ', 'IOT'].map((app) => ({ customer_id: customerId, app_code: app as 'CBR' })))
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: demoId(`user:${SCALE_USER}`),
        email: SCALE_USER,
        first_name: 'Scale',
        last_name: 'Admin',
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    await createDefaultRoles(trx, customerId);
    const profile = await trx
      .insertInto('customer_users')
      .values({
        customer_id: customerId,
        user_id: demoId(`user:${SCALE_USER}`),
        type: 'PORTFOLIO_ADMIN',
        all_communities: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_assignments')
      .values({
        customer_id: customerId,
        customer_user_id: profile.id,
        role_id: defaultRoleId(customerId, 'portfolioAdmin'),
        context: 'CUSTOMER',
        community_id: null,
      })
      .execute();
  });

  // One community of `count` units per row of the series, in batches so each transaction stays small.
  const addCommunities = async (first: number, last: number, unitsEach: number, label: string) => {
    await database.db.transaction().execute(async (trx) => {
      await actInCustomer(trx, customerId);
      await sql`
        insert into communities (customer_id, id, name, timezone_id)
        select ${customerId}::uuid, gen_random_uuid(), ${label} || lpad(g::text, 5, '0'),
               (array['America/New_York','America/Chicago','America/Denver','America/Los_Angeles'])[1 + g % 4]
        from generate_series(${first}::int, ${last}::int) g`.execute(trx);
      const batch = sql`(select id from communities where customer_id = ${customerId}::uuid
        and name between ${label} || lpad(${first}::text, 5, '0') and ${label} || lpad(${last}::text, 5, '0'))`;
      await sql`insert into community_app_licenses (customer_id, community_id, app_code)
        select ${customerId}::uuid, k.id, app from ${batch} k, unnest(array['CBR','SREQ','IOT']) as app`.execute(trx);
      await sql`insert into buildings (customer_id, community_id, id, name, floors)
        select ${customerId}::uuid, k.id, gen_random_uuid(), 'Main', 20 from ${batch} k`.execute(trx);
      await sql`insert into unit_types (customer_id, community_id, id, name, bedrooms, bathrooms, square_feet, market_rent_cents)
        select ${customerId}::uuid, k.id, gen_random_uuid(), t.name, t.bedrooms, t.bathrooms, t.sqft, t.rent
        from ${batch} k, (values ('1 Bedroom', 1, 1, 700, 150000), ('2 Bedroom', 2, 2, 980, 195000)) as t(name, bedrooms, bathrooms, sqft, rent)`.execute(
        trx,
      );
      await sql`insert into units (customer_id, community_id, id, building_id, unit_type_id, name, floor, square_feet, market_rent_cents)
        select ${customerId}::uuid, k.id, gen_random_uuid(), b.id,
               case when g % 3 = 0 then t2.id else t1.id end,
               'U-' || lpad(g::text, 6, '0'), 1 + g % 20, 500 + g % 700, 100000 + (g % 300) * 500
        from ${batch} k
        join buildings b on b.customer_id = ${customerId}::uuid and b.community_id = k.id
        join unit_types t1 on t1.customer_id = ${customerId}::uuid and t1.community_id = k.id and t1.name = '1 Bedroom'
        join unit_types t2 on t2.customer_id = ${customerId}::uuid and t2.community_id = k.id and t2.name = '2 Bedroom'
        cross join generate_series(1, ${unitsEach}::int) g`.execute(trx);
    });
  };

  const started = Date.now();
  const batchCommunities = Math.max(1, Math.floor(50_000 / perCommunity));
  for (let first = 1; first <= options.communities; first += batchCommunities) {
    const last = Math.min(options.communities, first + batchCommunities - 1);
    await addCommunities(first, last, perCommunity, 'Scale Community ');
    if (log) progress('units', last * perCommunity, options.communities * perCommunity, started);
  }
  let largestCommunityId: string | null = null;
  if (options.largest > 0) {
    await addCommunities(0, 0, options.largest, 'Large Community ');
    const row = await database.db.transaction().execute(async (trx) => {
      await actInCustomer(trx, customerId);
      return trx
        .selectFrom('communities')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('name', '=', 'Large Community 00000')
        .executeTakeFirstOrThrow();
    });
    largestCommunityId = row.id;
    if (log) progress('large community units', options.largest, options.largest, started);
  }
  await sql`analyze`.execute(database.db);
  if (log)
    console.info(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as ${SCALE_USER} (password ${DEMO_PASSWORD}).`,
    );
  return { customerId, largestCommunityId, name };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      communities: { type: 'string', default: '100' },
      units: { type: 'string', default: '10000' },
      largest: { type: 'string', default: '0' },
    },
  });
  const numbers = {
    communities: Number(values.communities),
    units: Number(values.units),
    largest: Number(values.largest),
  };
  for (const [key, value] of Object.entries(numbers)) {
    if (!Number.isInteger(value) || value < 0 || value > 10_000_000)
      throw new Error(`--${key} must be a whole number up to 10,000,000`);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    await seedScale(database, numbers);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
