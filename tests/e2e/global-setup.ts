import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../apps/server/test/process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the browser project, each on its own fresh database (lib/server.ts). */
    baseUrls: string[];
  }
}

const servers: RunningServer[] = [];

/** What the portal is built from (as `npm start` judges it, scripts/start.mjs). */
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages'];

/** The newest modification time under a path (node_modules and build output left out). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/**
 * Builds the portal when its sources changed since the last build (a build takes a minute or two
 * of the two cores; the same build is reused by the next run, as `npm start` does), then starts one
 * real server on a fresh embedded database for each worker of the browser project (D162).
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const dist = join(root, 'apps/web/dist/index.html');
  const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  if (builtAt < Math.max(...SOURCES.map((source) => newest(join(root, source))))) {
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@lintel/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the portal did not build');
  }
  // Many sign-ins from one address in a few seconds: the per-address limit is tested in the API suite.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const databases = await postgresDatabases(workers);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) =>
      startServer({
        ...(databases ? { DATABASE_URL: databases.urls[index]!, LINTEL_DEMO: 'true' } : {}),
        LINTEL_RATE_LIMIT: 'off',
        // The browser tests follow the live path of a command; the simulator's refusals, silences and
        // random ticks are the API suite's (property tests) and the fault suite's, not a coin toss here.
        LINTEL_DEVICE_SIM: 'off',
        LINTEL_DEVICE_SIM_FAILURE_RATE: '0',
        LINTEL_DEVICE_SIM_UNREACHABLE_RATE: '0',
      }),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await databases?.drop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return stopAll;
}

/**
 * With TEST_DATABASE_URL naming a PostgreSQL server (as `npm test` sets it when the machine's server
 * answers, D246), an empty database per worker: each server migrates and seeds its own at start, as
 * on the embedded database, and answers several times faster. Without it, the servers use the embedded
 * database in a fresh folder each, as `npm start` does.
 */
async function postgresDatabases(count: number): Promise<{ urls: string[]; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const names = Array.from({ length: count }, (_, index) => `lintel_e2e_${process.pid}_${index}`);
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(names.flatMap((name) => [`drop database if exists ${name} with (force)`, `create database ${name}`]));
  return {
    urls: names.map((name) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    }),
    drop: () => admin(names.map((name) => `drop database if exists ${name} with (force)`)),
  };
}
