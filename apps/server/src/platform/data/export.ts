import { PassThrough, type Readable } from 'node:stream';
import type { data } from '@lintel/contracts';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Exporting a list to CSV (csv-stringify) or XLSX (exceljs's streaming writer). The area reads its
 * rows batch by batch in the request's transaction and hands each batch to the writer, which
 * encodes it at once; the encoded bytes are sent as a stream as the client reads them, so neither
 * the whole list nor the whole file is ever held as one value.
 */

export type Cell = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => Cell;
  /** Column width in characters for the spreadsheet (default 16). */
  width?: number;
  /** Number format for the spreadsheet, e.g. '#,##0.00' for money. */
  numberFormat?: string;
}

/**
 * Text that a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * first) gets a leading apostrophe, so an exported name like `=HYPERLINK(…)` stays text.
 */
export function neutraliseFormula(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface ExportWriter<Row> {
  /** Encodes a batch of rows. */
  write(rows: readonly Row[]): void;
  /** Ends the file and answers it as an attachment; the handler returns what this returns. */
  send(reply: FastifyReply): Readable;
}

const CONTENT_TYPES: Record<data.ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An attachment disposition with an ASCII fallback name and the exact one (RFC 6266, RFC 8187). */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Starts an export: `baseName` (without extension) names the file, `columns` say what each column
 * holds. Call `write` for each batch, then return `send(reply)` from the handler.
 *
 * @example const file = startExport('xlsx', 'units', columns); for await (const batch of batches) file.write(batch); return file.send(reply);
 */
export function startExport<Row>(
  format: data.ExportFormat,
  baseName: string,
  columns: readonly ExportColumn<Row>[],
  sheetName = 'Export',
): ExportWriter<Row> {
  const out = new PassThrough();
  const cells = (row: Row) => columns.map((column) => neutraliseFormula(column.value(row)));
  const headers = () => answerHeaders(format, baseName);
  if (format === 'csv') {
    // A byte-order mark, so a spreadsheet opening the file reads it as UTF-8.
    out.write('\ufeff');
    const csv = stringify({
      header: true,
      columns: columns.map((column) => neutraliseFormula(column.header) as string),
    });
    csv.on('error', (error) => out.destroy(error));
    csv.pipe(out);
    return {
      write: (rows) => {
        for (const row of rows) csv.write(cells(row));
      },
      send: (reply) => {
        csv.end();
        headers()(reply);
        return out;
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 16,
    ...(column.numberFormat ? { style: { numFmt: column.numberFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    write: (rows) => {
      for (const row of rows) sheet.addRow(cells(row)).commit();
    },
    send: (reply) => {
      sheet.commit();
      workbook.commit().catch((error: unknown) => out.destroy(error as Error));
      headers()(reply);
      return out;
    },
  };
}

function answerHeaders(format: data.ExportFormat, baseName: string) {
  return (reply: FastifyReply) => {
    reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', attachment(`${baseName}.${format}`))
      .header('cache-control', 'private, no-store');
  };
}
