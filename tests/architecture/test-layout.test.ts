import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser tests stay grouped per area (D163): each `*.e2e.ts` file lives in `tests/e2e/<area>/`,
 * and an area has at most `MAX_FILES_PER_AREA` of them, so a new area adds one file for its main
 * paths, not one per screen. Every file costs its own worker start, browser launch and sign-in
 * (about 3 to 4 s of the run's budget on the shared machine) before its first assertion.
 */
const MAX_FILES_PER_AREA = 3;

/**
 * Areas that held more files when the limit came in: they may shrink, never grow. Merging their
 * files into the limit is the next step when they are touched (D163).
 */
const GRANDFATHERED: Record<string, number> = { structure: 7, identity: 5, notifications: 4 };

const e2e = fileURLToPath(new URL('../e2e/', import.meta.url));

/** tests/e2e/<folder> → its `*.e2e.ts` files; files directly in tests/e2e are under ''. */
function e2eFilesByFolder(): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  const visit = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'screenshots') continue;
      const path = join(dir, entry);
      const relPath = rel ? `${rel}/${entry}` : entry;
      if (statSync(path).isDirectory()) visit(path, relPath);
      else if (entry.endsWith('.e2e.ts')) {
        const folder = relPath.split('/').length === 2 ? relPath.split('/')[0]! : relPath;
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), relPath]);
      }
    }
  };
  visit(e2e, '');
  return byFolder;
}

/** One line per broken rule; empty when the layout holds. */
function layoutProblems(byFolder: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [folder, files] of byFolder) {
    if (files.some((file) => file.split('/').length !== 2)) {
      problems.push(`${files.join(', ')}: a browser test lives in tests/e2e/<area>/, one level down`);
      continue;
    }
    const limit = GRANDFATHERED[folder] ?? MAX_FILES_PER_AREA;
    if (files.length > limit) {
      problems.push(
        `tests/e2e/${folder}: ${files.length} files, at most ${limit}; group the area's main paths in fewer files`,
      );
    }
  }
  return problems;
}

describe('browser tests: grouped per area', () => {
  it('every browser test file sits in tests/e2e/<area>/, and no area has more files than its limit', () => {
    const byFolder = e2eFilesByFolder();
    // The real tree: the areas' folders and their files, not an empty list.
    expect(byFolder.size).toBeGreaterThan(5);
    expect(layoutProblems(byFolder)).toEqual([]);
  });

  it('the walk of every screen is cut into exactly the parts walk.ts declares, one file each', () => {
    const walk = readFileSync(join(e2e, 'every-screen/walk.ts'), 'utf8');
    const shards = Number(/export const WALK_SHARDS = (\d+);/.exec(walk)?.[1]);
    expect(shards).toBeGreaterThan(1);
    const files = (e2eFilesByFolder().get('every-screen') ?? []).sort();
    expect(files).toEqual(Array.from({ length: shards }, (_, i) => `every-screen/walk-${i + 1}.e2e.ts`).sort());
    for (const file of files) {
      const part = /walk-(\d+)\.e2e\.ts$/.exec(file)![1];
      expect(readFileSync(join(e2e, file), 'utf8'), file).toContain(`walkShard(${part});`);
    }
  });

  it('the check fails on a file outside an area folder and on an area over its limit', () => {
    expect(layoutProblems(new Map([['loose.e2e.ts', ['loose.e2e.ts']]]))).toHaveLength(1);
    expect(layoutProblems(new Map([['deep/er', ['deep/er/x.e2e.ts']]]))).toHaveLength(1);
    const four = ['a', 'b', 'c', 'd'].map((name) => `billing/${name}.e2e.ts`);
    expect(layoutProblems(new Map([['billing', four]]))).toEqual([
      "tests/e2e/billing: 4 files, at most 3; group the area's main paths in fewer files",
    ]);
    expect(layoutProblems(new Map([['billing', four.slice(0, 3)]]))).toEqual([]);
    const eight = [...four, ...four].map((file, i) => file.replace('billing/', `structure/${i}`));
    expect(layoutProblems(new Map([['structure', eight]]))).toHaveLength(1);
  });
});

describe('API walks: cut into parts', () => {
  it('the tenant-isolation property has exactly the part files tenant-isolation.ts declares', () => {
    const security = fileURLToPath(new URL('../../apps/server/test/security/', import.meta.url));
    const source = readFileSync(join(security, 'tenant-isolation.ts'), 'utf8');
    const parts = Number(/export const ISOLATION_PARTS = (\d+);/.exec(source)?.[1]);
    expect(parts).toBeGreaterThan(1);
    const files = readdirSync(security)
      .filter((file) => file.startsWith('tenant-isolation') && file.endsWith('.test.ts'))
      .sort();
    expect(files).toEqual(Array.from({ length: parts }, (_, i) => `tenant-isolation-${i + 1}.test.ts`).sort());
    for (const file of files) {
      const part = /-(\d+)\.test\.ts$/.exec(file)![1];
      expect(readFileSync(join(security, file), 'utf8'), file).toContain(`isolationPart(${part});`);
    }
  });
});
