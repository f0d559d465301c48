import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './proc.ts';

export interface Metric {
  value: number | null;
  unit: string;
  baseline: number | null;
  ratio: number | null;
}

export interface Results {
  metrics: Record<string, Metric>;
  notes: string[];
}

export interface Output {
  metrics: Record<string, Metric>;
  machine: Record<string, unknown>;
  commit: string;
}

/** bench/results/latest.json (the quick run writes latest-quick.json, so CI never overwrites a full run). */
export function writeResults(output: Output, quick: boolean): string {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, quick ? 'latest-quick.json' : 'latest.json');
  writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
  return file;
}

const show = (n: number | null) => (n === null ? '–' : n >= 100 ? Math.round(n).toLocaleString('en-US') : String(n));

export function formatTable(output: Output): string {
  const rows = Object.entries(output.metrics).map(([name, m]) => [
    name,
    `${show(m.value)} ${m.unit}`,
    m.baseline === null ? '–' : `${show(m.baseline)} ${m.unit}`,
    m.ratio === null ? '–' : `${m.ratio}`,
  ]);
  const header = ['metric', 'Lintel (A)', 'baseline (B)', 'ratio A/B (median of pairs)'];
  const lines = [header, ...rows].map((r) => `| ${r.join(' | ')} |`);
  lines.splice(1, 0, `|${header.map(() => '---').join('|')}|`);
  return lines.join('\n');
}

export function printTable(output: Output): void {
  console.info(`\n${formatTable(output)}`);
  for (const note of (output.machine.notes as string[]) ?? []) console.info(`note: ${note}`);
}

type Budget = { maxRatio?: number; minRatio?: number; max?: number; min?: number };

/** Budgets of bench/budgets.json; a metric this run did not measure is not judged. */
export function checkBudgets(output: Output, file: string): string[] {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Budget>;
  const misses: string[] = [];
  for (const [name, budget] of Object.entries(budgets)) {
    if (name.startsWith('$')) continue;
    const metric = output.metrics[name];
    if (!metric) continue;
    if (budget.maxRatio !== undefined && metric.ratio !== null && metric.ratio > budget.maxRatio) {
      misses.push(`${name}: ratio ${metric.ratio} > ${budget.maxRatio}`);
    }
    if (budget.minRatio !== undefined && metric.ratio !== null && metric.ratio < budget.minRatio) {
      misses.push(`${name}: ratio ${metric.ratio} < ${budget.minRatio}`);
    }
    if (budget.min !== undefined && metric.value !== null && metric.value < budget.min) {
      misses.push(`${name}: ${metric.value} ${metric.unit} < ${budget.min}`);
    }
    if (budget.max !== undefined && metric.value !== null && metric.value > budget.max) {
      misses.push(`${name}: ${metric.value} ${metric.unit} > ${budget.max}`);
    }
  }
  return misses;
}
