#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. Installs Debian's Chromium for the browser
// tests when it is missing (no browser can be downloaded any other way on these machines).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The PostgreSQL server the API and browser tests run against (D246): TEST_DATABASE_URL when set (empty
 * for the embedded database), else the machine's own on 127.0.0.1:5432 when it answers, else none: the
 * embedded database, as `npm start` uses. A real server runs the same tests in about half the time;
 * `.ci/run` runs the API suite again on the embedded database, so both stay proven.
 */
function testDatabase() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/test';
  const probe = spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432', '-d', 'test', '-U', 'postgres'], {
    timeout: 10_000,
  });
  return probe.status === 0 ? local : '';
}
const database = { TEST_DATABASE_URL: testDatabase() };
console.info(
  database.TEST_DATABASE_URL
    ? `Tests run against PostgreSQL at ${new URL(database.TEST_DATABASE_URL).host}.`
    : 'Tests run against the embedded database (no PostgreSQL server answered on 127.0.0.1:5432).',
);

const vitest = [`${root}node_modules/vitest/vitest.mjs`, 'run'];
run('type-check', process.execPath, [`${root}scripts/typecheck.mjs`]);
run('lint', process.execPath, [`${root}node_modules/@biomejs/biome/bin/biome`, 'check', '.']);
// Exports nothing imports, and exports of the apps that only tests import: remove them or use them.
run('unused exports', 'npm', ['run', '--silent', 'lint:exports']);
run(
  'unit and API tests',
  process.execPath,
  [...vitest, '--project', 'packages', '--project', 'ui', '--project', 'server'],
  database,
);
const reports = mkdtempSync(join(tmpdir(), 'lintel-test-times-'));
const browserReport = join(reports, 'e2e.json');
run(
  'browser tests (Chromium)',
  process.execPath,
  [...vitest, '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${browserReport}`],
  database,
);
printAreaTimes(browserReport);
rmSync(reports, { recursive: true, force: true });

/**
 * The browser tests' time per area folder (tests/e2e/<area>/), the budget's unit (D161): three files
 * run at a time (D228), so the wall clock is about a third of the sum. An area well above the others is the
 * place to look first when the run nears its 15 minutes.
 */
function printAreaTimes(reportPath) {
  if (!existsSync(reportPath)) return;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const areas = new Map();
  for (const file of report.testResults ?? []) {
    const area = /tests\/e2e\/([^/]+)\//.exec(file.name)?.[1] ?? '?';
    const seconds = (file.endTime - file.startTime) / 1000;
    const entry = areas.get(area) ?? { files: 0, seconds: 0 };
    areas.set(area, { files: entry.files + 1, seconds: entry.seconds + seconds });
  }
  const rows = [...areas].sort((a, b) => b[1].seconds - a[1].seconds);
  const total = rows.reduce((sum, [, entry]) => sum + entry.seconds, 0);
  console.info('\nBrowser test time per area (sum of its files):');
  for (const [area, entry] of rows) {
    console.info(`  ${area.padEnd(16)} ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.files} file(s)`);
  }
  console.info(`  ${'all'.padEnd(16)} ${total.toFixed(1).padStart(7)} s`);
}
