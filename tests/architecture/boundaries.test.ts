import { fileURLToPath } from 'node:url';
import { expect, describe as group, it } from 'vitest';
import { describe, importEdges, RULES, readSources, type SourceFile, staticCycles, violations } from './boundaries.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

group('import boundaries', () => {
  it('the whole tree keeps every boundary', () => {
    const sources = readSources(root);
    const edges = importEdges(sources);
    // The checker reads the real tree: hundreds of files and thousands of imports, not an empty list.
    expect(sources.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
    expect(describe(violations(edges))).toEqual([]);
  });

  it('each rule fails on a deliberate violation', () => {
    const planted: SourceFile[] = [
      // An area reaching into another area (server and web).
      {
        path: 'apps/server/src/areas/settings/x.service.ts',
        text: "import { uniqueViolation } from '../structure/db-errors.ts';",
      },
      {
        path: 'apps/web/src/areas/files/Page.tsx',
        text: "import { Toolbar } from '../spaces/components/ListToolbar.tsx';",
      },
      // A package importing an app.
      { path: 'packages/ui/src/thing.ts', text: "export { x } from '../../../apps/web/src/app/theme.ts';" },
      // Production code importing the seed and a test helper.
      { path: 'apps/server/src/areas/permissions/roles.ts', text: "import { demoId } from '../../seed/ids.ts';" },
      {
        path: 'apps/server/src/areas/notifications/hub.ts',
        text: "const helper = await import('../../../test/fixtures/ws-client.ts');",
      },
      // The browser importing the server.
      { path: 'apps/web/src/areas/auth/x.ts', text: "import type { Config } from '@lintel/server/src/config.ts';" },
      // The shell importing an area's internals rather than its shell entry.
      {
        path: 'apps/web/src/app/layout/TopBar.tsx',
        text: "import { Bell } from '../../areas/notifications/components/Bell.tsx';",
      },
    ];
    const found = violations(importEdges(planted)).map((violation) => violation.rule);
    expect(found.filter((rule) => rule === RULES.crossArea)).toHaveLength(2);
    expect(found).toContain(RULES.packagesImportApps);
    expect(found.filter((rule) => rule === RULES.productionImportsSeedOrTests)).toHaveLength(2);
    expect(found).toContain(RULES.browserImportsServer);
    expect(found).toContain(RULES.shellImportsAreaInternals);
  });

  it('what a rule allows stays allowed: tests import anything, the shell uses an area’s routes and shell entry', () => {
    const allowed: SourceFile[] = [
      { path: 'apps/server/src/areas/structure/units.test.ts', text: "import { demo } from '../../seed/demo.ts';" },
      {
        path: 'apps/web/src/app/routing/table.ts',
        text: "import { filesRoutes } from '../../areas/files/files.routes.ts';",
      },
      {
        path: 'apps/web/src/app/layout/TopBar.tsx',
        text: "import { Bell } from '../../areas/notifications/shell.tsx';",
      },
      {
        path: 'apps/server/src/areas/settings/x.service.ts',
        text: "import { AppError } from '../../platform/errors.ts';",
      },
    ];
    expect(describe(violations(importEdges(allowed)))).toEqual([]);
  });

  it('no production files import each other in a circle at load time (lazy pages aside)', () => {
    expect(staticCycles(readSources(root))).toEqual([]);
    // The check sees a circle when there is one.
    const planted: SourceFile[] = [
      { path: 'apps/web/src/app/a.ts', text: "import { b } from './b.ts';" },
      { path: 'apps/web/src/app/b.ts', text: "import { a } from './a.ts';" },
      { path: 'apps/web/src/app/c.ts', text: "import type { a } from './a.ts'; const p = () => import('./a.ts');" },
    ];
    expect(staticCycles(planted)).toEqual([['apps/web/src/app/a', 'apps/web/src/app/b']]);
  });
});
