/** Prints a results file (default bench/results/latest.json) as the Markdown table of docs/performance.md. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { formatTable, type Output } from './lib/report.ts';

const output = JSON.parse(readFileSync(process.argv[2] ?? join(ROOT, 'bench/results/latest.json'), 'utf8')) as Output;
console.info(formatTable(output));
const { notes, ...machine } = output.machine as { notes?: string[] };
console.info(`\nMachine: ${JSON.stringify(machine)}; commit ${output.commit}.`);
for (const note of notes ?? []) console.info(`- ${note}`);
