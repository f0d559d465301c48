import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Tenant switching is a security primitive: only scope.ts switches the role or writes the
 * `lintel.*` settings the row-level-security policies read. Everything else goes through its typed
 * doors (enterScope, requestScopeColumns, allowAllCommunities, withinCommunity, actAs). This scans
 * the server's source, its tests, the seed, the migrations, the benchmarks and the scripts.
 */
const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const roots = ['apps/server/src', 'apps/server/test', 'apps/server/migrations', 'bench', 'scripts'];
const extensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.sql']);
const allowed = new Set(['apps/server/src/platform/db/scope.ts', 'apps/server/src/platform/db/scope-settings.test.ts']);

const switches = [
  /set_config\s*\(\s*['"]lintel\./i,
  /set_config\s*\(\s*['"]role['"]/i,
  /\b(?:re)?set\s+(?:local\s+|session\s+)?role\b/i,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (extensions.has(extname(entry.name))) yield path;
  }
}

function filesThatSwitch(): string[] {
  const found: string[] = [];
  for (const root of roots) {
    for (const path of sourceFiles(join(repo, root))) {
      const text = readFileSync(path, 'utf8');
      if (switches.some((pattern) => pattern.test(text))) found.push(relative(repo, path).split('\\').join('/'));
    }
  }
  return found.sort();
}

describe('tenant switching', () => {
  it('no file but scope.ts sets the role or the lintel.* settings', () => {
    const found = filesThatSwitch();
    // The scan works: it sees the one file that may.
    expect(found).toContain('apps/server/src/platform/db/scope.ts');
    expect(found.filter((path) => !allowed.has(path))).toEqual([]);
  });
});
