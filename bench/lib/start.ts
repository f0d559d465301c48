import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ROOT, startNode } from './proc.ts';
import type { Results } from './report.ts';

/**
 * `npm start` (scripts/start.mjs, which npm start runs, started directly so its pid is the one
 * stopped) to a healthy /api/health: on an empty data folder (create, migrate, seed the demo) and
 * on the existing one it left behind.
 */
export async function measureStart(options: { port: number; results: Results; runs: number }) {
  const empty: number[] = [];
  const existing: number[] = [];
  let built = false;
  for (let i = 0; i < options.runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lintel-bench-start-'));
    try {
      for (const list of [empty, existing]) {
        const started = performance.now();
        const server = await startNode('scripts/start.mjs', {
          port: options.port,
          env: { LINTEL_DATA_DIR: dataDir, LINTEL_SERVE_WEB: 'on' },
        });
        const ms = performance.now() - started;
        if (server.output().includes('Building the portal')) built = true;
        else list.push(ms);
        await server.stop('SIGTERM');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (built)
    options.results.notes.push('start: a run that had to build the portal first was left out of the start figures.');
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    options.results.notes.push('start: the portal is not built; the server started API-only.');
  const put = (name: string, values: number[]) => {
    options.results.metrics[name] = {
      value: values.length ? Math.round(median(values)) : null,
      unit: 'ms',
      baseline: null,
      ratio: null,
    };
  };
  put('start.existing_data_folder', existing);
  put('start.empty_data_folder', empty);
}
