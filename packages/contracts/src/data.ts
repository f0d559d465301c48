import { uuid } from './common.ts';
import { defineEndpoint, type PermissionRule } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * The shared shapes of the area kit's data pieces: CSV import with a preview, CSV/XLSX export of a
 * list, and the audit trail of a record. An area declares its own endpoints with them.
 */

// ---- Import -------------------------------------------------------------------------------------

/** Limits of one import file, checked in the browser before upload and again on the server. */
export const IMPORT_MAX_BYTES = 1_000_000;
export const IMPORT_MAX_ROWS = 2_000;

/** A CSV file as the browser sends it: its name and its text (read as UTF-8). */
export const importFileBody = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  // The limit counts UTF-16 units; the server counts the bytes again.
  content: z.string().max(IMPORT_MAX_BYTES),
});
/** The body limit of an import upload: the file and its JSON quoting. */
export const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;

const cells = z.record(z.string(), z.string());

/** Why a row cannot be imported: the column (its header) or null for the whole row, and the reason. */
export const importProblem = z.object({ column: z.string().nullable(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const importState = z.enum(['previewed', 'confirmed', 'done', 'failed']);
export type ImportState = z.infer<typeof importState>;

/** An import as the wizard shows it: the preview, then the job's progress and the outcome. */
export const dataImport = z.object({
  id: uuid,
  fileName: z.string(),
  state: importState,
  columns: z.array(z.object({ key: z.string(), header: z.string() })),
  validRows: z.array(z.object({ line: z.number().int(), cells })),
  invalidRows: z.array(z.object({ line: z.number().int(), cells, problems: z.array(importProblem) })),
  createdCount: z.number().int(),
  /** 0–100 while the job runs. */
  progress: z.number().int(),
  progressMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type DataImport = z.infer<typeof dataImport>;

/** The three endpoints of an area's import: read a file into a preview, read it back, confirm it. */
export function importEndpoints<const Id extends string, const Path extends `/api/${string}`>(options: {
  id: Id;
  path: Path;
  what: string;
  permission: PermissionRule;
}) {
  const access = { auth: 'session', tenant: 'community', permission: options.permission } as const;
  const params = z.strictObject({ importId: uuid });
  return {
    preview: defineEndpoint({
      id: `${options.id}.preview`,
      method: 'POST',
      path: options.path,
      summary: `Reads a CSV file of ${options.what} and answers the rows that can be imported and those that cannot, with reasons; creates nothing.`,
      access,
      body: importFileBody,
      response: dataImport,
      status: 201,
      bodyLimit: IMPORT_BODY_LIMIT,
    }),
    read: defineEndpoint({
      id: `${options.id}.read`,
      method: 'GET',
      path: `${options.path}/:importId` as `/api/${string}`,
      summary: `One import of ${options.what}: its preview, and once confirmed its progress and outcome.`,
      access,
      params,
      response: dataImport,
    }),
    confirm: defineEndpoint({
      id: `${options.id}.confirm`,
      method: 'POST',
      path: `${options.path}/:importId/confirm` as `/api/${string}`,
      summary: `Confirms an import of ${options.what}: a background job creates its valid rows in batches.`,
      access,
      params,
      response: dataImport,
      status: 202,
    }),
  };
}

/** One import in an area's list of past imports: its file, its state and its counts. */
export const importSummary = z.object({
  id: uuid,
  fileName: z.string(),
  state: importState,
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  createdCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/**
 * The list of an area's imports, newest first, paged on the server: for an area whose imports are a
 * screen of their own (a history to come back to), beside the wizard's endpoints.
 */
export function importListEndpoint<const Id extends string, const Path extends `/api/${string}`>(options: {
  id: Id;
  path: Path;
  what: string;
  permission: PermissionRule;
}) {
  return defineEndpoint({
    id: `${options.id}.list`,
    method: 'GET',
    path: options.path,
    summary: `The imports of ${options.what}, newest first, each with its state and counts.`,
    access: { auth: 'session', tenant: 'community', permission: options.permission },
    query: z.strictObject({ page: listQueryFields.page, size: listQueryFields.size, sort: listQueryFields.sort }),
    response: pagedResponse(importSummary),
    paged: true,
  });
}

// ---- Export -------------------------------------------------------------------------------------

export const exportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormat>;
/** At most this many rows in one exported file. */
export const EXPORT_MAX_ROWS = 20_000;

/** The list's own query without paging, plus the format: the file holds what the screen filters. */
export const exportQueryFields = {
  format: exportFormat,
  sort: listQueryFields.sort,
  q: listQueryFields.q,
};

/** An exported file's bytes (text/csv or the XLSX type), sent as an attachment. */
export const exportFile = z.any().describe('The file, as an attachment');

// ---- Audit trail --------------------------------------------------------------------------------

export const auditAction = z.enum(['create', 'update', 'delete']);
export type AuditAction = z.infer<typeof auditAction>;

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditEntry = z.object({
  id: uuid,
  occurredAt: z.string(),
  actorName: z.string().nullable(),
  action: auditAction,
  /** Each changed field with its value before and after (null for none). */
  changes: z.record(z.string(), z.object({ before: auditValue, after: auditValue })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Reads one record's trail, newest first, gated by the record's own view permission. */
export function auditTrailEndpoint<const Id extends string, const Param extends string>(options: {
  id: Id;
  path: `/api/${string}`;
  param: Param;
  what: string;
  permission: PermissionRule;
}) {
  return defineEndpoint({
    id: options.id,
    method: 'GET',
    path: options.path,
    summary: `The change history of ${options.what}, newest first.`,
    access: { auth: 'session', tenant: 'community', permission: options.permission },
    params: z.strictObject({ [options.param]: uuid } as Record<Param, typeof uuid>),
    query: z.strictObject({ page: listQueryFields.page, size: listQueryFields.size }),
    response: pagedResponse(auditEntry),
    paged: true,
  });
}
