#!/usr/bin/env node
// Type-checks every project of the repository with its own settings (browser, server, packages).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'packages/contracts',
  'packages/formats',
  'packages/permissions',
  'packages/sanitize',
  'packages/ui',
  'apps/server',
  'apps/web',
  'tests/e2e',
  'bench',
  'scripts',
].filter((project) => existsSync(`${root}${project}/tsconfig.json`));

let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
