import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      startServer({
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
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
