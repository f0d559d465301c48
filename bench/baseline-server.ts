/**
 * The benchmark's baseline: a bare Fastify + pg server running the same SQL as Lintel's two
 * measured lists (the page query and the capped count), with nothing else: no session, no
 * tenancy check, no row-level security, no permission, no schema validation or serialisation.
 * Tenant ids come from the same headers, trusted as they are.
 *
 * DATABASE_URL set: PostgreSQL through pg.Pool. Otherwise BENCH_PGLITE_DIR: the embedded PGlite
 * through the same node-postgres shim Lintel uses. Listens on 127.0.0.1:PORT.
 */
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';

const COUNT_LIMIT = 10_000;

async function openPool(): Promise<{ pool: pg.Pool; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    // Lintel's pool settings: pg's default 10 s idle time-out closed the baseline's connections
    // between runs, so the bench could not find its database backends (db CPU read 0).
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      idleTimeoutMillis: 30_000,
    });
    return { pool, close: () => pool.end() };
  }
  const dir = process.env.BENCH_PGLITE_DIR;
  if (!dir) throw new Error('set DATABASE_URL or BENCH_PGLITE_DIR');
  const pglite = await PGlite.create(dir);
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  return {
    pool,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}

const unitsPage = `
  select u.id, u.name, u.building_id as "buildingId", b.name as "buildingName", u.unit_type_id as "unitTypeId",
         t.name as "unitTypeName", u.floor, u.square_feet as "squareFeet", u.market_rent_cents as "marketRentCents"
  from units u
  join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
  join unit_types t on t.customer_id = u.customer_id and t.community_id = u.community_id and t.id = u.unit_type_id
  where u.customer_id = $1 and u.community_id = $2
  order by u.name asc, u.id asc limit $3 offset $4`;
const unitsCount = `
  select count(*)::int as n from (select 1 as one from units u
  join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
  join unit_types t on t.customer_id = u.customer_id and t.community_id = u.community_id and t.id = u.unit_type_id
  where u.customer_id = $1 and u.community_id = $2 limit $3) as capped`;
const communitiesPage = `
  select k.id, k.name, k.timezone_id as "timezoneId" from communities k
  where k.customer_id = $1 order by k.name asc, k.id asc limit $2 offset $3`;
const communitiesCount = `
  select count(*)::int as n from (select 1 as one from communities k where k.customer_id = $1 limit $2) as capped`;

async function main() {
  const { pool, close } = await openPool();
  const app = Fastify({ logger: false });
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const paging = (query: unknown) => {
    const q = query as { size?: string; page?: string };
    const size = Math.min(Number(q.size ?? 20) || 20, 1000);
    return { size, offset: (Number(q.page ?? 0) || 0) * size };
  };

  app.get('/api/health', async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });
  app.get('/api/units', async (request, reply) => {
    const customerId = header(request.headers['x-lintel-customer-id']);
    const communityId = header(request.headers['x-lintel-community-id']);
    const { size, offset } = paging(request.query);
    const rows = await pool.query(unitsPage, [customerId, communityId, size, offset]);
    const total = (await pool.query(unitsCount, [customerId, communityId, COUNT_LIMIT + 1])).rows[0].n as number;
    reply.header('x-total-count', String(total));
    return { content: rows.rows, totalElements: total, size };
  });
  app.get('/api/user-communities', async (request, reply) => {
    const customerId = header(request.headers['x-lintel-customer-id']);
    const { size, offset } = paging(request.query);
    const rows = await pool.query(communitiesPage, [customerId, size, offset]);
    const total = (await pool.query(communitiesCount, [customerId, COUNT_LIMIT + 1])).rows[0].n as number;
    reply.header('x-total-count', String(total));
    return { content: rows.rows, totalElements: total, size };
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await close();
      process.exit(0);
    });
  }
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3799) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
