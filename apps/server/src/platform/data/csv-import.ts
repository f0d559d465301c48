import { randomUUID } from 'node:crypto';
import { data } from '@lintel/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * Reading a CSV file for import: parse it (csv-parse), find the columns by their headers, convert
 * each row's cells into the area's create input and check that with the contract's zod schema, and
 * answer which rows can be imported and why the others cannot, column by column, in a manager's
 * words. Nothing is written here; `imports.ts` keeps the preview until it is confirmed.
 */

export interface ImportColumn {
  readonly key: string;
  /** The header a manager types, and what a problem names the column by. */
  readonly header: string;
  readonly aliases: readonly string[];
  readonly required: boolean;
}

/** A data row of the file: its line number in the file (the header is line 1) and its cells by column key. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A row that passed: the cells as read, and the create input, with the id the record will get. */
export interface ValidRow<I> {
  line: number;
  id: string;
  cells: Record<string, string>;
  input: I;
}

export interface InvalidRow {
  line: number;
  cells: Record<string, string>;
  problems: data.ImportProblem[];
}

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Parses the file's text: at most IMPORT_MAX_BYTES and IMPORT_MAX_ROWS data rows, a header row
 * naming every required column (by header or alias, any case); blank lines are skipped, cells
 * trimmed, a byte-order mark dropped. Refuses the whole file with a coded answer otherwise.
 */
export function readCsv(content: string, columns: readonly ImportColumn[]): CsvRow[] {
  if (Buffer.byteLength(content, 'utf8') > data.IMPORT_MAX_BYTES) throw new AppError('IMPORT_FILE_TOO_LARGE');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      // One more than allowed (plus the header) is enough to know the file is too long.
      to: data.IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : undefined;
    throw new AppError('IMPORT_FILE_UNREADABLE', {
      cause: error,
      issues: [
        { path: 'file', message: line ? `The file cannot be read from line ${line} on.` : 'The file cannot be read.' },
      ],
    });
  }
  const [header, ...rows] = records;
  if (!header)
    throw new AppError('IMPORT_FILE_UNREADABLE', { issues: [{ path: 'file', message: 'The file is empty.' }] });
  if (rows.length > data.IMPORT_MAX_ROWS) throw new AppError('IMPORT_FILE_TOO_LARGE');

  const positions = new Map<string, number>();
  header.record.forEach((title, index) => {
    const wanted = normalise(title);
    const column = columns.find(
      (candidate) => normalise(candidate.header) === wanted || candidate.aliases.some((a) => normalise(a) === wanted),
    );
    if (column && !positions.has(column.key)) positions.set(column.key, index);
  });
  const missing = columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0) {
    throw new AppError('IMPORT_COLUMNS_MISSING', {
      issues: missing.map((column) => ({ path: column.header, message: `The column “${column.header}” is missing.` })),
    });
  }
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(
      columns.map((column) => {
        const at = positions.get(column.key);
        return [column.key, at === undefined ? '' : (record[at] ?? '')];
      }),
    ),
  }));
}

/** A whole number as a manager types it: "1,200" or "1200". Undefined for an empty cell, NaN when unreadable. */
export function wholeNumber(text: string): number | undefined {
  const plain = text.replace(/[,\s]/g, '');
  if (plain === '') return undefined;
  return /^[+-]?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An amount in dollars ("$1,450.00", "1450") as cents. Undefined for an empty cell, NaN when unreadable. */
export function moneyCents(text: string): number | undefined {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [dollars = '0', cents = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

type Issue = z.core.$ZodIssue;

/** A zod issue in a manager's words (the column is named beside it). */
export function describeIssue(issue: Issue, kind: 'number' | 'money' | 'text' = 'text'): string {
  const unit = (n: unknown) => (kind === 'money' ? `$${(Number(n) / 100).toLocaleString('en-US')}` : String(n));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      return kind === 'money'
        ? 'must be an amount, like 1450.00'
        : kind === 'number'
          ? 'must be a whole number'
          : 'is not valid';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is required' : `needs at least ${issue.minimum} characters`;
      return `must be at least ${unit(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      return `must be at most ${unit(issue.maximum)}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    // A pattern or a rule the contract explains in its own words ('use letters, digits and dashes
    // only', 'must be after the lease start').
    case 'invalid_format':
    case 'custom':
      return issue.message && !/^Invalid/.test(issue.message) ? issue.message : 'is not valid';
    default:
      return 'is not valid';
  }
}

/**
 * Checks each row: `convert` turns its cells into a create input (and may report problems of its
 * own: a name not found, a duplicate); the contract's schema then checks the input, and each issue
 * is reported against the column of its field (`fieldColumns`, field → column key). A row with any
 * problem is invalid; the others get the id their record will have.
 */
export function checkRows<S extends z.ZodType>(
  rows: readonly CsvRow[],
  options: {
    columns: readonly ImportColumn[];
    schema: S;
    fieldColumns: Record<string, { column: string; kind?: 'number' | 'money' | 'text' }>;
    convert: (row: CsvRow, problem: (column: string | null, message: string) => void) => unknown;
  },
): { valid: ValidRow<z.output<S>>[]; invalid: InvalidRow[] } {
  const headerOf = (key: string | null) =>
    key === null ? null : (options.columns.find((column) => column.key === key)?.header ?? key);
  const valid: ValidRow<z.output<S>>[] = [];
  const invalid: InvalidRow[] = [];
  for (const row of rows) {
    const problems: data.ImportProblem[] = [];
    const reported = new Set<string | null>();
    const problem = (column: string | null, message: string) => {
      reported.add(column);
      problems.push({ column: headerOf(column), message });
    };
    const candidate = options.convert(row, problem);
    const checked = options.schema.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        const target = options.fieldColumns[field];
        const column = target?.column ?? null;
        // A cell already reported (unreadable, not found) is not reported twice.
        if (reported.has(column)) continue;
        problem(column, describeIssue(issue, target?.kind));
      }
    }
    if (problems.length > 0 || !checked.success) invalid.push({ line: row.line, cells: row.cells, problems });
    else valid.push({ line: row.line, id: randomUUID(), cells: row.cells, input: checked.data });
  }
  return { valid, invalid };
}
