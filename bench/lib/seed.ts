import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { syncReferenceData } from '../../apps/server/src/areas/permissions/reference-data.ts';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.ts';
import { type DatabaseOptions, openDatabase } from '../../apps/server/src/platform/db/open.ts';
import { seedDemo } from '../../apps/server/src/seed/demo.ts';
import { seedScale } from '../../apps/server/src/seed/scale.ts';
import { createDatabase } from './client.ts';
import { ROOT } from './proc.ts';

export interface ScaleSeed {
  communities: number;
  units: number;
  largest: number;
}

/** Ids the benchmark requests need, read once from the seeded database. */
export interface SeededIds {
  customerId: string;
  regularCommunityId: string;
  largestCommunityId: string;
  largestUnits: number;
  /** A row in the middle of the largest community's name order: the key of a deep page. */
  middle: { name: string; id: string };
  /** Matches about 100 unit names of the largest community. */
  searchPrefix: string;
}

async function seedInto(options: DatabaseOptions, seed: ScaleSeed) {
  const database = await openDatabase(options);
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    await seedDemo(database);
    await seedScale(database, { ...seed, log: true });
  } finally {
    await database.close();
  }
}

async function readIds(query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) {
  const customer = (await query("select id from customers where name = 'Scale Portfolio 1'")).rows[0]!.id as string;
  const community = async (name: string) =>
    (await query('select id from communities where customer_id = $1 and name = $2', [customer, name])).rows[0]!
      .id as string;
  const regularCommunityId = await community('Scale Community 00001');
  const largestCommunityId = await community('Large Community 00000');
  const largestUnits = Number(
    (
      await query('select count(*)::int as n from units where customer_id = $1 and community_id = $2', [
        customer,
        largestCommunityId,
      ])
    ).rows[0]!.n,
  );
  const middle = (
    await query(
      'select name, id from units where customer_id = $1 and community_id = $2 order by name, id offset $3 limit 1',
      [customer, largestCommunityId, Math.floor(largestUnits / 2)],
    )
  ).rows[0] as { name: string; id: string };
  return {
    customerId: customer,
    regularCommunityId,
    largestCommunityId,
    largestUnits,
    middle,
    searchPrefix: middle.name.slice(0, -2),
  } satisfies SeededIds;
}

const PART_SEPARATOR = ' + ';

/** The comment of the database a client is connected to: what was seeded into it. */
export async function seedMarker(client: pg.Client): Promise<string> {
  const { rows } = await client.query(
    "select coalesce(shobj_description(oid, 'pg_database'), '') as comment from pg_database where datname = current_database()",
  );
  return String(rows[0]?.comment ?? '');
}

/** The JSON a part recorded in the database comment (`<part> {…}`), or null. */
export function partMarker(comment: string, part: string): Record<string, unknown> | null {
  const found = comment.split(PART_SEPARATOR).find((piece) => piece.startsWith(`${part} {`));
  return found ? (JSON.parse(found.slice(part.length + 1)) as Record<string, unknown>) : null;
}

/** Records (or replaces) what a part seeded in the database comment, after the scale seed's own marker. */
export async function recordPart(client: pg.Client, part: string, value: Record<string, unknown>): Promise<void> {
  const pieces = (await seedMarker(client)).split(PART_SEPARATOR).filter((piece) => !piece.startsWith(`${part} {`));
  const comment = [...pieces, `${part} ${JSON.stringify(value)}`].join(PART_SEPARATOR).replaceAll("'", "''");
  const { rows } = await client.query('select current_database() as name');
  await client.query(`comment on database ${rows[0]!.name as string} is '${comment}'`);
}

/**
 * A dedicated PostgreSQL database seeded with the demo portfolio plus one scale portfolio. It is
 * reused when a previous run left it complete (marked by a comment on the database); otherwise it
 * is dropped and seeded again.
 */
export async function ensurePgDatabase(
  adminUrl: string,
  name: string,
  seed: ScaleSeed,
): Promise<{ url: string; ids: SeededIds; seeded: boolean }> {
  const marker = `lintel-bench ${JSON.stringify(seed)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let current: string | null = null;
  try {
    const { rows } = await admin.query(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    current = rows[0] ? (rows[0].comment as string | null) : null;
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let seeded = false;
  // Later parts append what they seed to the comment (` + notifications {…}`): the scale seed stands.
  if (current !== marker && !current?.startsWith(`${marker}${PART_SEPARATOR}`)) {
    console.info(
      `Seeding PostgreSQL database ${name} (${seed.units.toLocaleString('en-US')} units + ${seed.largest.toLocaleString('en-US')})…`,
    );
    await createDatabase(adminUrl, name, { dropFirst: true });
    await seedInto({ kind: 'postgres', url: url.toString() }, seed);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`comment on database ${name} is '${marker}'`);
    await client.end();
    seeded = true;
  } else {
    // A database a run of an older commit seeded: bring its schema up to date before anything here
    // writes to it (the feed seed runs before any server has started and migrated it).
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(database.db);
      await syncReferenceData(database);
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return { url: url.toString(), ids: await readIds((text, values) => client.query(text, values)), seeded };
  } finally {
    await client.end();
  }
}

/**
 * An embedded PGlite data folder seeded the same way (reused between runs), and a copy of it for
 * the baseline server (one process per folder).
 */
export async function ensurePgliteFolders(label: string, seed: ScaleSeed) {
  const base = join(ROOT, 'bench/.data');
  const dir = join(base, `pglite-${label}`);
  const copy = join(base, `pglite-${label}-baseline`);
  const marker = join(base, `pglite-${label}.json`);
  const wanted = JSON.stringify(seed);
  let seeded = false;
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== wanted || !existsSync(copy)) {
    console.info(`Seeding PGlite data folder ${label} (${seed.units.toLocaleString('en-US')} units)…`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
    rmSync(marker, { force: true });
    mkdirSync(base, { recursive: true });
    await seedInto({ kind: 'pglite', dataDir: dir }, seed);
    cpSync(dir, copy, { recursive: true });
    writeFileSync(marker, wanted);
    seeded = true;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const ids = await readIds((text, values) => database.pool.query(text, values as unknown[]));
    return { dir, copy, ids, seeded };
  } finally {
    await database.close();
  }
}
