import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { syncReferenceData } from '../src/areas/permissions/reference-data.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { openDatabase } from '../src/platform/db/open.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/** The server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Builds one migrated, seeded database per test run, so each test file starts from a copy in a
 * fraction of a second: a PGlite dump always, and a PostgreSQL template database when
 * TEST_DATABASE_URL names a server.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lintel-test-'));
  const database = await openDatabase({ kind: 'pglite', memory: true });
  await migrateToLatest(database.db);
  await syncReferenceData(database);
  await seedDemo(database, new Date('2026-11-01T00:00:00Z'));
  const dump = await database.pglite!.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', templatePath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (serverUrl) {
    templateName = `lintel_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const tpl = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, templateName) });
    await migrateToLatest(tpl.db);
    await syncReferenceData(tpl);
    await seedDemo(tpl, new Date('2026-11-01T00:00:00Z'));
    await tpl.close();
    await admin.end();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && templateName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `lintel_t_${process.pid}_%`,
      ]);
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
