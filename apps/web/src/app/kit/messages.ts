import { defineMessages } from '../../i18n/define.ts';

/** Texts of the shared list and query pieces; `retry` is the one 'try again' of every area. */
export const kitMessages = defineMessages({
  retry: { id: 'kit.retry', defaultMessage: 'try again' },
  loading: { id: 'kit.loading', defaultMessage: 'Loading' },
  total: { id: 'kit.list.total', defaultMessage: 'Total: {count} items' },
  totalEstimate: { id: 'kit.list.totalEstimate', defaultMessage: 'Total: about {count} items' },
  pagination: { id: 'kit.list.pagination', defaultMessage: 'Pages' },
  previousPage: { id: 'kit.list.previousPage', defaultMessage: 'previous page' },
  nextPage: { id: 'kit.list.nextPage', defaultMessage: 'next page' },
  pageNumber: { id: 'kit.list.pageNumber', defaultMessage: 'page {page}' },
  actions: { id: 'kit.list.actions', defaultMessage: 'actions' },
  sortBy: { id: 'kit.table.sortBy', defaultMessage: 'sort by {column}' },
  selectColumn: { id: 'kit.table.selectColumn', defaultMessage: 'selection' },
  selectAll: { id: 'kit.table.selectAll', defaultMessage: 'select all on this page' },
  selectRow: { id: 'kit.table.selectRow', defaultMessage: 'select {name}' },
  selected: {
    id: 'kit.table.selected',
    defaultMessage: '{count, plural, one {# selected} other {# selected}}',
  },
  clearSelection: { id: 'kit.table.clearSelection', defaultMessage: 'clear selection' },
  columns: { id: 'kit.table.columns', defaultMessage: 'columns' },
  chooseColumns: { id: 'kit.table.chooseColumns', defaultMessage: 'choose the columns to show' },
  leaveTitle: { id: 'kit.unsaved.title', defaultMessage: 'Changes you made may not be saved' },
  leaveAnyway: { id: 'kit.unsaved.leave', defaultMessage: 'leave anyway' },
  goBack: { id: 'kit.unsaved.stay', defaultMessage: 'go back' },
  formProblem: { id: 'kit.form.problem', defaultMessage: 'The changes were not saved' },
  rowProblem: { id: 'kit.form.rowProblem', defaultMessage: 'Row {row}: {message}' },
  clearField: { id: 'kit.form.clearField', defaultMessage: 'clear {label}' },
});
