import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The project's import boundaries, read from the code itself. Each rule is a sentence a newcomer
 * can check by hand; the test over the real tree keeps them true, and a test over a deliberate
 * violation keeps the checker honest.
 */

/** A source file as the checker sees it: its path from the repository root, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** One import: which file imports which (both as paths from the repository root, without resolving extensions). */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

export interface Violation {
  rule: string;
  edge: ImportEdge;
}

/** Where each workspace package's source lives. */
const PACKAGES: Record<string, string> = {
  '@lintel/contracts': 'packages/contracts/src',
  '@lintel/formats': 'packages/formats/src',
  '@lintel/permissions': 'packages/permissions/src',
  '@lintel/sanitize': 'packages/sanitize/src',
  '@lintel/ui': 'packages/ui/src',
  '@lintel/server': 'apps/server',
  '@lintel/web': 'apps/web',
};

/** Static imports and re-exports (type-only ones too) and dynamic `import('…')`. */
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** The files the rules speak of: every TypeScript source of the apps, packages, tests and benchmarks. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) {
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  for (const top of ['apps', 'packages', 'tests', 'bench', 'scripts']) {
    try {
      walk(join(root, top));
    } catch {
      // A top folder that does not exist has nothing to check.
    }
  }
  return files;
}

/** Every import of the project's own files, resolved to a path from the root (packages through their source). */
export function importEdges(files: SourceFile[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      let to: string | null = null;
      if (specifier.startsWith('.')) {
        to = relative('/', resolve('/', dirname(file.path), specifier));
      } else {
        for (const [name, source] of Object.entries(PACKAGES)) {
          if (specifier === name) to = source;
          else if (specifier.startsWith(`${name}/`)) to = `${source}/${specifier.slice(name.length + 1)}`;
        }
      }
      if (to) edges.push({ from: file.path, to, specifier });
    }
  }
  return edges;
}

/** Tests, fixtures and test harnesses: they may import anything of the project. */
export function isTestCode(path: string): boolean {
  return (
    /\.(test|e2e)\.tsx?$/.test(path) ||
    /(^|\/)test\//.test(path) ||
    path.startsWith('tests/') ||
    path.startsWith('bench/') ||
    path.startsWith('scripts/') ||
    /\.fixtures?\.tsx?$/.test(path) ||
    /(^|\/)(setup|vite\.config|vitest\.config)\.ts$/.test(path)
  );
}

/** `server:structure` for a file of apps/server/src/areas/structure, `web:files` for the web's files area. */
export function areaOf(path: string): string | null {
  const match = /^apps\/(server|web)\/src\/areas\/([^/]+)\//.exec(path);
  return match ? `${match[1]}:${match[2]}` : null;
}

/**
 * What an area offers the shell: its route declarations (`<area>.routes.ts(x)`, or several
 * `*.routes.ts(x)`) and `shell.ts(x)`, where it exports the pieces the shell places (a bell, a
 * provider). Nothing else of an area is the shell's business.
 */
export function isShellEntry(path: string): boolean {
  return /^apps\/web\/src\/areas\/[^/]+\/([\w-]+\.routes|shell)(\.tsx?)?$/.test(path);
}

/**
 * The composition roots that may start what a rule otherwise keeps apart, each with its reason:
 * the server's entry seeds the demo portfolio in demo mode, which is a product feature.
 */
const SEED_ALLOWED_FROM = new Set(['apps/server/src/main.ts']);

export const RULES = {
  crossArea: 'no area imports another area’s files',
  packagesImportApps: 'packages never import apps',
  productionImportsSeedOrTests: 'production code never imports seed or test files',
  browserImportsServer: 'the browser never imports the server',
  shellImportsAreaInternals: 'the shell imports an area only through what the area exports for the shell',
} as const;

/** The import edges that break a rule, each with the rule it breaks. */
export function violations(edges: ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  for (const edge of edges) {
    const { from, to } = edge;
    if (isTestCode(from)) continue;
    const fromArea = areaOf(from);
    const toArea = areaOf(`${to}/`);
    if (fromArea && toArea && fromArea !== toArea) found.push({ rule: RULES.crossArea, edge });
    if (from.startsWith('packages/') && to.startsWith('apps/')) found.push({ rule: RULES.packagesImportApps, edge });
    const intoSeed = to.startsWith('apps/server/src/seed/');
    if (!from.startsWith('apps/server/src/seed/') && !SEED_ALLOWED_FROM.has(from) && (intoSeed || isTestCode(to))) {
      found.push({ rule: RULES.productionImportsSeedOrTests, edge });
    }
    if ((from.startsWith('apps/web/') || from.startsWith('packages/ui/')) && to.startsWith('apps/server/')) {
      found.push({ rule: RULES.browserImportsServer, edge });
    }
    if (from.startsWith('apps/web/src/app/') && to.startsWith('apps/web/src/areas/') && !isShellEntry(to)) {
      found.push({ rule: RULES.shellImportsAreaInternals, edge });
    }
  }
  return found;
}

/** One line per violation, for a readable failure. */
export function describe(found: Violation[]): string[] {
  return found.map(({ rule, edge }) => `${rule}: ${edge.from} imports ${edge.specifier}`);
}

/** Static, value-level imports only: no `import type`, no dynamic `import()` (lazy pages load that way by design). */
const STATIC_VALUE_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)[^'"`;]*?\bfrom\s*['"](\.[^'"]+)['"]/g;

/**
 * Groups of production files that import each other in a circle at load time (strongly connected
 * components of the static import graph). A circle makes load order matter and hides which part
 * depends on which; the route table reaches pages through lazy `import()`, which is not one.
 */
export function staticCycles(files: SourceFile[]): string[][] {
  const strip = (path: string) => path.replace(/\.(tsx?|mts)$/, '');
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    if (isTestCode(file.path) || !/^(apps|packages)\//.test(file.path)) continue;
    const from = strip(file.path);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of file.text.matchAll(STATIC_VALUE_IMPORT)) {
      targets.add(strip(relative('/', resolve('/', dirname(file.path), match[1]!))));
    }
  }
  // Tarjan's algorithm, iterative enough for a tree of a few thousand files.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
