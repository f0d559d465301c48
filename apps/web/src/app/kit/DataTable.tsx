import {
  Button,
  Checkbox,
  Group,
  Paper,
  Popover,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';
import { QueryError, type QueryLike } from './QueryState.tsx';
import { useColumnMemory } from './useColumnMemory.ts';
import type { ListSort } from './useUrlSort.ts';

/** One column of a DataTable. */
export interface DataColumn<T> {
  /** Stable id: the key the column chooser remembers. */
  id: string;
  /** The heading; never empty (it names the column's cells for a screen reader). */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Test id of the column's cells. */
  testId?: string;
  /** The server's sort field for this column; sortable only when the list's allowed fields have it. */
  sortField?: string;
  /** Hidden until the user shows it in the column chooser. */
  hiddenByDefault?: boolean;
  /** Always shown (the row's name): the column chooser does not offer it. */
  required?: boolean;
}

/** The server sort of a DataTable: the URL's sort (useUrlSort) and the fields the endpoint allows. */
export interface DataTableSort {
  sort: ListSort;
  fields: readonly string[];
  setSort(sort: ListSort): void;
}

/** Row selection of a DataTable: the rows' names for the checkboxes and the bulk actions' slot. */
export interface DataTableSelection<T> {
  /** The accessible name of a row's checkbox is 'select <rowName>'. */
  rowName: (row: T) => string;
  /** The bulk actions for the selected rows; `clear` empties the selection. */
  actions?: (selected: T[], clear: () => void) => ReactNode;
  /**
   * Keep what was selected when the page, the search or the sort changes, so rows can be picked
   * across pages (the count and the actions then cover every selected row, not only this page's).
   */
  acrossPages?: boolean;
  /** Told every time the selection changes: for a page whose action sits outside the table. */
  onChange?: (selected: T[]) => void;
}

export interface DataTableProps<T extends { id: string }> {
  /** Names the table's remembered columns (with the signed-in user): keep it stable, e.g. 'structure.units'. */
  tableId: string;
  /** Names the table for assistive technology (when the page's heading does not). */
  label?: string | undefined;
  query: QueryLike;
  /** The rows of this page; undefined while the first page loads. */
  rows: T[] | undefined;
  columns: DataColumn<T>[];
  /** The error state's title, and the empty state's text. */
  failed: string;
  empty: string;
  /** Test ids: `<testId>-table`, `-error`, `-empty`, `-columns`, `-selection`; rows carry `rowTestId`. */
  testId: string;
  rowTestId: string;
  /** Enter on a focused row (a row opens its details). */
  onOpen?: ((row: T) => void) | undefined;
  sort?: DataTableSort;
  selection?: DataTableSelection<T>;
  /** Offer the column chooser (default: when more than three columns may be hidden or shown). */
  columnChooser?: boolean;
  /** Controls beside the column chooser (filters). */
  toolbar?: ReactNode;
  skeletonRows?: number;
  maw?: number;
}

const nextDirection = (sort: ListSort, field: string) =>
  sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc';

/**
 * The list table every area uses, on Mantine's Table: server-paged rows (pair it with ListToolbar and
 * ListPagination), server sort bound to the URL, a column chooser remembered per user and table, row
 * selection with a count and a bulk actions slot, loading, empty and error states, and keyboard use:
 * one tab stop for the rows (roving tabindex), arrows and Home/End move, Enter opens, Space selects.
 *
 * @example <DataTable tableId="structure.units" label="Units" query={query} rows={query.data?.content} columns={columns} … />
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { tableId, label, query, rows, columns, failed, empty, testId, rowTestId, onOpen, sort, selection } = props;
  const intl = useIntl();
  const defaults = useMemo(() => columns.filter((c) => c.hiddenByDefault).map((c) => c.id), [columns]);
  const memory = useColumnMemory(tableId, defaults);
  const visible = columns.filter((c) => c.required || !memory.hidden.includes(c.id));
  const optional = columns.filter((c) => !c.required);
  const chooser = props.columnChooser ?? optional.length > 3;

  // Selection lives on the page (rows that left the page leave it), or across pages when asked for.
  const acrossPages = selection?.acrossPages ?? false;
  const onSelectionChange = selection?.onChange;
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const rowIds = rows?.map((r) => r.id).join(',') ?? '';
  useEffect(() => {
    if (acrossPages) return;
    const onPage = new Set(rowIds.split(','));
    setSelected((prev) => {
      const kept = [...prev].filter(([id]) => onPage.has(id));
      return kept.length === prev.size ? prev : new Map(kept);
    });
  }, [rowIds, acrossPages]);
  useEffect(() => {
    onSelectionChange?.([...selected.values()]);
  }, [selected, onSelectionChange]);
  const selectedIds: ReadonlySet<string> = useMemo(() => new Set(selected.keys()), [selected]);
  const pageSelected = rows?.filter((r) => selectedIds.has(r.id)) ?? [];
  const selectedRows = acrossPages ? [...selected.values()] : pageSelected;
  const toggle = (row: T) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (!next.delete(row.id)) next.set(row.id, row);
      return next;
    });
  const clear = () => setSelected(new Map());
  const setPage = (all: boolean) =>
    setSelected((prev) => {
      const next = new Map(acrossPages ? prev : []);
      for (const row of rows ?? []) {
        if (all) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const allSelected = !!rows?.length && pageSelected.length === rows.length;

  // Roving tabindex: one row is in the tab order, arrows move focus between rows.
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const activeIndex = rows?.length ? Math.min(active, rows.length - 1) : 0;
  const focusRow = (index: number) => {
    setActive(index);
    body.current?.querySelectorAll<HTMLElement>('tr[data-row]')[index]?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) => {
    if (!rows) return;
    // Keys typed into a control inside the row (a link, a checkbox) are that control's.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(rows.length - 1, moves[event.key] ?? index)));
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === ' ' && selection) {
      event.preventDefault();
      toggle(row);
    }
  };

  if (query.isError) {
    return (
      <QueryError
        title={failed}
        error={query.error}
        onRetry={query.refetch}
        testId={`${testId}-error`}
        maw={props.maw}
      />
    );
  }

  const header = (column: DataColumn<T>) => {
    const field = column.sortField;
    if (!sort || !field || !sort.fields.includes(field)) {
      return (
        <Table.Th key={column.id} ta={column.align}>
          {column.header}
        </Table.Th>
      );
    }
    const current = sort.sort.field === field ? sort.sort.direction : null;
    return (
      <Table.Th
        key={column.id}
        ta={column.align}
        aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}
      >
        <UnstyledButton
          onClick={() => sort.setSort({ field, direction: nextDirection(sort.sort, field) })}
          fw={700}
          fz="sm"
          aria-label={intl.formatMessage(m.sortBy, { column: column.header })}
          data-testid={`${testId}-sort-${column.id}`}
        >
          {column.header} <span aria-hidden>{current === 'asc' ? '↑' : current === 'desc' ? '↓' : '↕'}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const span = visible.length + (selection ? 1 : 0);
  return (
    <Stack gap="xs" maw={props.maw}>
      {(chooser || props.toolbar || (selection && selectedRows.length > 0)) && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {selection && selectedRows.length > 0 && (
              <Group gap="xs" wrap="wrap" data-testid={`${testId}-selection`} aria-live="polite">
                <Text size="sm" fw={600}>
                  {intl.formatMessage(m.selected, { count: selectedRows.length })}
                </Text>
                {selection.actions?.(selectedRows, clear)}
                <Button size="xs" variant="subtle" onClick={clear}>
                  {intl.formatMessage(m.clearSelection)}
                </Button>
              </Group>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            {props.toolbar}
            {chooser && (
              <ColumnChooser
                columns={optional}
                hidden={memory.hidden}
                onChange={memory.setHidden}
                testId={`${testId}-columns`}
              />
            )}
          </Group>
        </Group>
      )}
      <Paper withBorder radius="md">
        {/* Cells keep to one line; a table wider than the screen scrolls sideways (phones). */}
        <Table.ScrollContainer minWidth={0} type="native">
          <Table
            style={{ whiteSpace: 'nowrap' }}
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-label={label}
            aria-busy={!rows}
            data-testid={`${testId}-table`}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={44}>
                    <VisuallyHidden>{intl.formatMessage(m.selectColumn)}</VisuallyHidden>
                    <Checkbox
                      size="xs"
                      aria-label={intl.formatMessage(m.selectAll)}
                      checked={allSelected}
                      indeterminate={pageSelected.length > 0 && !allSelected}
                      disabled={!rows?.length}
                      onChange={() => setPage(!allSelected)}
                      data-testid={`${testId}-select-all`}
                    />
                  </Table.Th>
                )}
                {visible.map(header)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={body}>
              {rows
                ? rows.map((row, index) => {
                    const checked = selectedIds.has(row.id);
                    return (
                      <Table.Tr
                        key={row.id}
                        data-row
                        data-testid={rowTestId}
                        data-selected={checked || undefined}
                        tabIndex={index === activeIndex ? 0 : -1}
                        onFocus={(event) => {
                          if (event.target === event.currentTarget) setActive(index);
                        }}
                        onKeyDown={(event) => onRowKey(event, row, index)}
                        bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
                      >
                        {selection && (
                          <Table.Td>
                            <Checkbox
                              size="xs"
                              aria-label={intl.formatMessage(m.selectRow, { name: selection.rowName(row) })}
                              checked={checked}
                              onChange={() => toggle(row)}
                              // The row takes Space; the box stays out of the tab order.
                              tabIndex={-1}
                            />
                          </Table.Td>
                        )}
                        {visible.map((column) => (
                          <Table.Td key={column.id} ta={column.align} data-testid={column.testId}>
                            {column.cell(row)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })
                : Array.from({ length: props.skeletonRows ?? 4 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <Table.Tr key={i}>
                      <Table.Td colSpan={span}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows?.length === 0 && (
          <Text ta="center" c="gray.7" p="xl" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

function ColumnChooser<T>({
  columns,
  hidden,
  onChange,
  testId,
}: {
  columns: DataColumn<T>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
  testId: string;
}) {
  const intl = useIntl();
  const shown = columns.filter((c) => !hidden.includes(c.id)).map((c) => c.id);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" data-testid={testId} aria-label={intl.formatMessage(m.chooseColumns)}>
          {intl.formatMessage(m.columns)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={intl.formatMessage(m.chooseColumns)}
          value={shown}
          onChange={(ids) => onChange(columns.filter((c) => !ids.includes(c.id)).map((c) => c.id))}
        >
          <Stack gap="xs" mt="xs">
            {columns.map((column) => (
              <Checkbox key={column.id} value={column.id} label={column.header} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
