/**
 * `npm run new:area -- <name> --view KEY --edit KEY [--entity <singular>] [--dry-run]`
 *
 * Creates a business area that follows the recipe (docs/architecture.md) end to end: a migration
 * with a fenced table, the contract, routes → service → repository on the server, the area's table
 * type, an API test by actor, the web's routes, list page and data hooks, and a browser smoke test
 * with an accessibility check; and adds the area's one line to each list that composes areas. The
 * generated area passes type-check, lint and tests as it is; then make it the area the issue asks for.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getPermissionDef } from '@lintel/permissions';
import { type AreaNames, areaNames } from './new-area/names.ts';
import * as server from './new-area/server.ts';
import * as web from './new-area/web.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Plan {
  /** New files: path from the root → text. */
  create: Map<string, string>;
  /** Lines added to the lists that compose areas: path → [marker, line]. */
  insert: { path: string; marker: string; line: string }[];
}

function nextMigration(n: AreaNames): string {
  const dir = join(root, 'apps/server/migrations');
  const numbers = readdirSync(dir)
    .map((name) => /^(\d{4})_/.exec(name)?.[1])
    .filter((value): value is string => Boolean(value))
    .map(Number);
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  return `apps/server/migrations/${next}_${n.table}.sql`;
}

function plan(n: AreaNames, keys: server.AreaKeys): Plan {
  const area = `apps/server/src/areas/${n.kebab}`;
  const create = new Map<string, string>([
    [nextMigration(n), server.migration(n)],
    [`packages/contracts/src/${n.kebab}.ts`, server.contract(n, keys)],
    [`${area}/${n.kebab}.tables.ts`, server.tables(n)],
    [`${area}/${n.kebab}.repository.ts`, server.repository(n)],
    [`${area}/${n.kebab}.service.ts`, server.service(n)],
    [`${area}/${n.kebab}.routes.ts`, server.routes(n)],
    [`${area}/${n.kebab}.test.ts`, server.apiTest(n)],
    [`apps/server/src/seed/${n.kebab}.ts`, server.seed(n)],
    ...web.files(n, keys),
  ]);
  const insert = [
    {
      path: 'packages/contracts/src/index.ts',
      marker: '// new:area adds its export above this line.',
      line: `export * as ${n.camel} from './${n.kebab}.ts';`,
    },
    {
      path: 'apps/server/src/areas/index.ts',
      marker: '// new:area adds its import above this line.',
      line: `import { ${n.camel}Routes } from './${n.kebab}/${n.kebab}.routes.ts';`,
    },
    {
      path: 'apps/server/src/areas/index.ts',
      marker: '// new:area adds its routes above this line.',
      line: `  ${n.camel}Routes,`,
    },
    {
      path: 'apps/server/src/seed/areas.ts',
      marker: '// new:area adds its import above this line.',
      line: `import { seed${n.entityPascal}s } from './${n.kebab}.ts';`,
    },
    {
      path: 'apps/server/src/seed/areas.ts',
      marker: '// new:area adds its seed above this line.',
      line: `  seed${n.entityPascal}s,`,
    },
    {
      path: 'apps/server/test/gates/examples.ts',
      marker: '// new:area adds its examples above this line.',
      line: `  '${n.camel}.create': () => ({ body: { name: 'Gate example' } }),\n  '${n.camel}.update': () => ({ body: { name: 'Gate example' } }),`,
    },
    {
      path: 'apps/server/test/security/idor.test.ts',
      marker: '// new:area adds its example above this line.',
      line: `  '${n.camel}.update': () => ({ name: 'Forged' }),`,
    },
    {
      path: 'apps/server/test/security/tenant-map.ts',
      marker: '-- new:area adds its table above this line.',
      line: `    union all select id, '${n.table}', customer_id, community_id from ${n.table}`,
    },
    {
      path: 'apps/server/test/security/tenant-map.ts',
      marker: '// new:area adds its id parameter above this line.',
      line: `  ${n.entityCamel}Id: '${n.table}',`,
    },
    ...web.inserts(n),
  ];
  return { create, insert };
}

function apply({ create, insert }: Plan): void {
  for (const [path, text] of create) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  for (const { path, marker, line } of insert) {
    const full = join(root, path);
    const text = readFileSync(full, 'utf8');
    const at = text.indexOf(marker);
    if (at < 0) throw new Error(`${path} has lost its marker "${marker}"`);
    const lineStart = text.lastIndexOf('\n', at) + 1;
    writeFileSync(full, `${text.slice(0, lineStart)}${line}\n${text.slice(lineStart)}`);
  }
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      entity: { type: 'string' },
      view: { type: 'string' },
      edit: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [name] = positionals;
  if (!name || !values.view || !values.edit) {
    throw new Error(
      'usage: npm run new:area -- <name> --view VIEW_KEY --edit EDIT_KEY [--entity <singular>] [--dry-run]',
    );
  }
  const n = areaNames(name, values.entity);
  const view = getPermissionDef(values.view);
  const edit = getPermissionDef(values.edit);
  if (!view?.viewOnly) throw new Error(`--view must be a view key of the permission registry, not ${values.view}`);
  if (!edit || edit.viewOnly) throw new Error(`--edit must be a key of the permission registry that is not a view key`);
  if (view.app !== edit.app) throw new Error('--view and --edit must belong to the same app code');
  const planned = plan(n, { view: values.view, edit: values.edit });
  for (const path of planned.create.keys()) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already: is the area there?`);
  }
  if (!values['dry-run']) {
    apply(planned);
    // The new texts join the message catalogues, and the new files take the project's format.
    const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    run([join(root, 'scripts/i18n.mjs')]);
    run([
      join(root, 'node_modules/@biomejs/biome/bin/biome'),
      'check',
      '--write',
      ...planned.create.keys(),
      ...new Set(planned.insert.map((i) => i.path)),
    ]);
    // The access surface and the gate plan are reviewed snapshots: the new endpoints join them here,
    // and the diff shows who may call what.
    run([
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'server',
      'apps/server/src/platform/http/access-surface.test.ts',
      'apps/server/test/gates/gates.test.ts',
      // Last: --update takes an optional value, and would swallow a file named after it.
      '--update',
    ]);
  }
  const verb = values['dry-run'] ? 'would create' : 'created';
  console.info(`${verb}:\n${[...planned.create.keys()].map((path) => `  ${path}`).join('\n')}`);
  console.info(`and added one line each to:\n${[...new Set(planned.insert.map((i) => `  ${i.path}`))].join('\n')}`);
  if (!values['dry-run']) {
    console.info(
      `\nNext: npm run typecheck && npx vitest run apps/server/src/areas/${n.kebab} tests/e2e/${n.kebab}\nthen make it the area the issue asks for (docs/architecture.md, "Add an area").`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
