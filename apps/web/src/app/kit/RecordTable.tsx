import { Paper, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError, type QueryLike } from './QueryState.tsx';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Test id of the column's cells. */
  testId?: string;
}

/**
 * A small, unpaged table of a community's records (types, categories): a skeleton while loading,
 * the error with 'try again', and the empty text under the headings. Test ids are
 * `<testId>-table`, `-error`, `-empty`, and `rowTestId` on each row.
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
}: {
  query: QueryLike;
  rows: T[] | undefined;
  columns: RecordColumn<T>[];
  failed: string;
  empty: string;
  testId: string;
  rowTestId: string;
  maw: number;
}) {
  if (query.isError) {
    return (
      <QueryError title={failed} error={query.error} onRetry={query.refetch} testId={`${testId}-error`} maw={maw} />
    );
  }
  return (
    <Paper withBorder radius="md" maw={maw}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((row) => (
                <Table.Tr key={row.id} data-testid={rowTestId}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.align} data-testid={column.testId}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                <Table.Tr key={i}>
                  <Table.Td colSpan={columns.length}>
                    <Skeleton h={18} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      {rows?.length === 0 && (
        <Text ta="center" c="dimmed" p="xl" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      )}
    </Paper>
  );
}
