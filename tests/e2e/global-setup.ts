import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../apps/server/test/process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** Builds the portal and starts one real server on a fresh embedded database for the browser tests. */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@lintel/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the portal did not build');
  // Many sign-ins from one address in a few seconds: the per-address limit is tested in the API suite.
  server = await startServer({ LINTEL_RATE_LIMIT: 'off' });
  project.provide('baseUrl', server.url);
  return async () => {
    await server?.stop();
  };
}
