import { defineMessages } from '../../i18n/define.ts';

/** Texts of the kit's data pieces: import wizard, export menu, print, audit trail. */
export const dataMessages = defineMessages({
  // Import wizard
  import: { id: 'kit.import.open', defaultMessage: 'Import' },
  chooseFile: { id: 'kit.import.chooseFile', defaultMessage: 'CSV file' },
  chooseFilePlaceholder: { id: 'kit.import.chooseFilePlaceholder', defaultMessage: 'Choose a CSV file' },
  limits: {
    id: 'kit.import.limits',
    defaultMessage: 'A CSV file of at most {rows} rows and {megabytes} MB, with a header row. Columns: {columns}.',
  },
  optionalColumn: { id: 'kit.import.optionalColumn', defaultMessage: '{column} (optional)' },
  chosenFile: { id: 'kit.import.chosenFile', defaultMessage: '{name} (CSV file)' },
  template: { id: 'kit.import.template', defaultMessage: 'Download the template' },
  fileTooLarge: { id: 'kit.import.fileTooLarge', defaultMessage: 'This file is larger than {megabytes} MB.' },
  readFile: { id: 'kit.import.readFile', defaultMessage: 'Check the file' },
  readFailed: { id: 'kit.import.readFailed', defaultMessage: 'The file could not be checked' },
  summaryReady: {
    id: 'kit.import.summaryReady',
    defaultMessage: '{valid, plural, =0 {No row is} one {# row is} other {# rows are}} ready to import.',
  },
  summaryProblems: {
    id: 'kit.import.summaryProblems',
    defaultMessage: '{invalid, plural, one {# row has} other {# rows have}} problems and will be skipped.',
  },
  problemsTitle: { id: 'kit.import.problemsTitle', defaultMessage: 'Rows with problems' },
  readyTitle: { id: 'kit.import.readyTitle', defaultMessage: 'Rows ready to import' },
  line: { id: 'kit.import.line', defaultMessage: 'Line' },
  problems: { id: 'kit.import.problems', defaultMessage: 'Problems' },
  problem: { id: 'kit.import.problem', defaultMessage: '{column}: {message}' },
  moreRows: { id: 'kit.import.moreRows', defaultMessage: 'and {count} more' },
  chooseAnother: { id: 'kit.import.chooseAnother', defaultMessage: 'Choose another file' },
  confirm: {
    id: 'kit.import.confirm',
    defaultMessage: 'Import {valid, plural, one {# row} other {# rows}}',
  },
  confirmFailed: { id: 'kit.import.confirmFailed', defaultMessage: 'The import could not start' },
  progressLabel: { id: 'kit.import.progressLabel', defaultMessage: 'Import progress' },
  progress: { id: 'kit.import.progress', defaultMessage: 'Created {created} of {total}' },
  waiting: { id: 'kit.import.waiting', defaultMessage: 'Waiting for the import to start…' },
  statusFailed: { id: 'kit.import.statusFailed', defaultMessage: 'The progress could not be read' },
  done: {
    id: 'kit.import.done',
    defaultMessage: '{created, plural, one {# row was} other {# rows were}} imported.',
  },
  doneSkipped: {
    id: 'kit.import.doneSkipped',
    defaultMessage: '{skipped, plural, one {# row with problems was} other {# rows with problems were}} skipped.',
  },
  failed: {
    id: 'kit.import.failed',
    defaultMessage:
      'The import stopped after {created, plural, one {# row} other {# rows}} of {total}. The rest were not imported: check that their names are still free and import them again.',
  },
  close: { id: 'kit.import.close', defaultMessage: 'Close' },
  // Export
  export: { id: 'kit.export.open', defaultMessage: 'Export' },
  exportCsv: { id: 'kit.export.csv', defaultMessage: 'CSV' },
  exportXlsx: { id: 'kit.export.xlsx', defaultMessage: 'Excel (XLSX)' },
  exportFailed: { id: 'kit.export.failed', defaultMessage: 'The export failed' },
  exportLimit: {
    id: 'kit.export.limit',
    defaultMessage: 'At most {rows} rows, with the search, filters and sort of the list.',
  },
  // Print
  print: { id: 'kit.print', defaultMessage: 'Print' },
  // Audit trail
  historyTitle: { id: 'kit.audit.title', defaultMessage: 'History' },
  historyEmpty: { id: 'kit.audit.empty', defaultMessage: 'No changes recorded yet.' },
  historyFailed: { id: 'kit.audit.failed', defaultMessage: 'The history could not be loaded' },
  created: { id: 'kit.audit.created', defaultMessage: 'Created by {who}' },
  updated: { id: 'kit.audit.updated', defaultMessage: 'Changed by {who}' },
  deleted: { id: 'kit.audit.deleted', defaultMessage: 'Removed by {who}' },
  someone: { id: 'kit.audit.someone', defaultMessage: 'the system' },
  change: { id: 'kit.audit.change', defaultMessage: '{field}: {before} → {after}' },
  initial: { id: 'kit.audit.initial', defaultMessage: '{field}: {after}' },
  empty: { id: 'kit.audit.emptyValue', defaultMessage: 'none' },
  moreHistory: { id: 'kit.audit.more', defaultMessage: 'Show earlier changes' },
});
