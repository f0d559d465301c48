import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

const migrationsDir = fileURLToPath(new URL('../../../migrations/', import.meta.url));

/** Migrations are plain PostgreSQL 15 files, `NNNN_name.sql`, applied in name order, never edited after landing. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(migrationsDir + file, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        // No parameters: the driver sends it as one simple query, so a file may hold many statements.
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

/**
 * Applies pending migrations in one transaction under the migrator's lock, so two servers starting
 * together against one database don't race.
 *
 * @example const applied = await migrateToLatest(database.db);
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new SqlFileMigrationProvider(),
    migrationTableName: 'lintel_migrations',
    migrationLockTableName: 'lintel_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
