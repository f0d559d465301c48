#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. Installs Debian's Chromium for the browser
// tests when it is missing (no browser can be downloaded any other way on these machines).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${label} (${seconds} s)`);
}

if (!existsSync(chromium)) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  run('install Chromium from Debian packages', 'sh', [
    '-c',
    `${sudo.join(' ')} apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo.join(' ')} apt-get install -y -qq chromium`,
  ]);
}

const vitest = [`${root}node_modules/vitest/vitest.mjs`, 'run'];
run('type-check', process.execPath, [`${root}scripts/typecheck.mjs`]);
run('lint', process.execPath, [`${root}node_modules/@biomejs/biome/bin/biome`, 'check', '.']);
// Exports nothing imports, and exports of the apps that only tests import: remove them or use them.
run('unused exports', 'npm', ['run', '--silent', 'lint:exports']);
run('unit and API tests (embedded database)', process.execPath, [
  ...vitest,
  '--project',
  'packages',
  '--project',
  'ui',
  '--project',
  'server',
]);
run('browser tests (Chromium)', process.execPath, [...vitest, '--project', 'e2e']);
