import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from './DataTable.tsx';
import type { QueryLike } from './QueryState.tsx';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Test id of the column's cells. */
  testId?: string;
}

/**
 * A small, unpaged table of a community's records (types, categories), on the kit's DataTable with
 * every column shown: a skeleton while loading, the error with 'try again', the empty text under the
 * headings, and the rows' keyboard use (Enter opens `rowHref`). Test ids are `<testId>-table`,
 * `-error`, `-empty`, and `rowTestId` on each row.
 *
 * @example <RecordTable query={query} rows={query.data} columns={columns} testId="space-types" … />
 */
export function RecordTable<T extends { id: string }>({
  query,
  rows,
  columns,
  failed,
  empty,
  testId,
  rowTestId,
  maw,
  label,
  rowHref,
}: {
  query: QueryLike;
  rows: T[] | undefined;
  columns: RecordColumn<T>[];
  failed: string;
  empty: string;
  testId: string;
  rowTestId: string;
  maw: number;
  /** Names the table for assistive technology. */
  label?: string;
  /** Where Enter on a row goes (its details). */
  rowHref?: (row: T) => string;
}) {
  const navigate = useNavigate();
  return (
    <DataTable
      tableId={testId}
      label={label}
      query={query}
      rows={rows}
      columns={columns.map((column) => ({ ...column, id: column.header, required: true }))}
      failed={failed}
      empty={empty}
      testId={testId}
      rowTestId={rowTestId}
      onOpen={rowHref ? (row) => navigate(rowHref(row)) : undefined}
      columnChooser={false}
      maw={maw}
    />
  );
}
