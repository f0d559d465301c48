import { randomUUID } from 'node:crypto';
import type { data } from '@lintel/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AuditActor } from '../audit/audit.ts';
import type { CommunityScope, Scope } from '../db/scope.ts';
import { isoTimestamp } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { type ListSpec, pagedList } from '../http/list.ts';
import { defineJob, enqueue, type JobDefinition, readJob } from '../jobs/jobs.ts';
import type { ImportColumn, InvalidRow, ValidRow } from './csv-import.ts';

/**
 * Imports awaiting confirmation and their progress (`data_imports`, migration 0022). A preview is
 * kept with its valid rows (each with the id its record will get) until the manager confirms it;
 * confirming queues the area's import job, which creates the rows batch by batch, each batch and
 * the count of rows done in one transaction, so a batch is all there or not at all, and a job run
 * again after a crash carries on after the last whole batch.
 */

type DataImport = data.DataImport;

interface DataImportsTable {
  customer_id: string;
  community_id: string;
  id: string;
  kind: string;
  file_name: string;
  state: data.ImportState;
  valid_rows: unknown;
  invalid_rows: unknown;
  created_count: number;
  job_id: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date;
  updated_at: Date;
}

type TenantScope = Pick<Scope, 'db' | 'now' | 'customerId' | 'communityId'>;
const withImports = (scope: Pick<Scope, 'db'>) => scope.db.withTables<{ data_imports: DataImportsTable }>();

/** Keeps a preview (one per file read) and answers it as the wizard shows it. */
export async function savePreview<I>(
  scope: CommunityScope,
  preview: {
    kind: string;
    fileName: string;
    columns: readonly ImportColumn[];
    valid: ValidRow<I>[];
    invalid: InvalidRow[];
  },
): Promise<DataImport> {
  const id = randomUUID();
  await withImports(scope)
    .insertInto('data_imports')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      id,
      kind: preview.kind,
      file_name: preview.fileName,
      state: 'previewed',
      valid_rows: JSON.stringify(preview.valid),
      invalid_rows: JSON.stringify(preview.invalid),
      created_count: 0,
      job_id: null,
      created_by: scope.actor.userId,
      created_by_name: `${scope.actor.firstName} ${scope.actor.lastName}`.trim().slice(0, 200),
      created_at: scope.now,
      updated_at: scope.now,
    })
    .execute();
  return readImport(scope, preview.kind, id, preview.columns);
}

async function findImport(scope: Pick<Scope, 'db' | 'customerId' | 'communityId'>, kind: string, id: string) {
  return withImports(scope)
    .selectFrom('data_imports')
    .selectAll()
    .select(isoTimestamp('created_at').as('createdAtText'))
    .where('customer_id', '=', scope.customerId ?? '')
    .where('community_id', '=', scope.communityId ?? '')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An import of the community in scope with its job's progress; RECORD_NOT_FOUND for any other. */
export async function readImport(
  scope: CommunityScope,
  kind: string,
  id: string,
  columns: readonly ImportColumn[],
): Promise<DataImport> {
  const row = await findImport(scope, kind, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const job = row.job_id ? await readJob(scope, row.job_id) : undefined;
  const valid = row.valid_rows as ValidRow<unknown>[];
  // The import's own state, except that a job that gave up is the import's failure.
  const state = row.state === 'confirmed' && job?.state === 'failed' ? 'failed' : row.state;
  return {
    id: row.id,
    fileName: row.file_name,
    state,
    columns: columns.map(({ key, header }) => ({ key, header })),
    validRows: valid.map(({ line, cells }) => ({ line, cells })),
    invalidRows: row.invalid_rows as InvalidRow[],
    createdCount: row.created_count,
    progress:
      row.state === 'done' ? 100 : valid.length === 0 ? 0 : Math.floor((row.created_count / valid.length) * 100),
    progressMessage: job?.progressMessage ?? null,
    createdAt: row.createdAtText,
  };
}

type SummaryRow = data.ImportSummary & { createdAtValue: Date };

const summarySpec: ListSpec<SummaryRow> = {
  sortable: { createdAt: { column: 'created_at', type: 'timestamptz', field: 'createdAtValue' } },
  defaultSort: 'createdAt,desc',
  id: { column: 'id', field: 'id' },
};

/** The community's imports of one kind, newest first, paged: the file, the state and the counts. */
export async function listImports(
  scope: CommunityScope,
  kind: string,
  query: { page?: number; size?: number; sort?: string },
) {
  const base = withImports(scope)
    .selectFrom('data_imports')
    .select([
      'id',
      'file_name as fileName',
      // As `readImport` reads it: a confirmed import whose job gave up has failed.
      sql<data.ImportState>`case when state = 'confirmed' and exists (select 1 from jobs j
        where j.customer_id = data_imports.customer_id and j.id = data_imports.job_id and j.state = 'failed')
        then 'failed' else state end`.as('state'),
      sql<number>`jsonb_array_length(valid_rows)`.as('validCount'),
      sql<number>`jsonb_array_length(invalid_rows)`.as('invalidCount'),
      'created_count as createdCount',
      'created_by_name as createdBy',
      isoTimestamp('created_at').as('createdAt'),
      'created_at as createdAtValue',
    ])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('kind', '=', kind)
    .$castTo<SummaryRow>();
  const page = await pagedList(scope.db, base, query, summarySpec);
  return { ...page, content: page.content.map(({ createdAtValue: _value, ...row }) => row) };
}

/** The payload of every import job: which import to carry out. */
const importPayload = z.object({ importId: z.uuid() });

/**
 * Confirms a previewed import of the community in scope: queues its job in the request's
 * transaction (a refused confirmation queues nothing). A second confirmation is refused.
 */
export async function confirmImport(
  scope: CommunityScope,
  job: JobDefinition<z.output<typeof importPayload>>,
  id: string,
  columns: readonly ImportColumn[],
): Promise<DataImport> {
  const row = await withImports(scope)
    .selectFrom('data_imports')
    .select(['state', sql<number>`jsonb_array_length(valid_rows)`.as('validCount')])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('kind', '=', job.name)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (row.state !== 'previewed') throw new AppError('IMPORT_ALREADY_CONFIRMED');
  if (row.validCount === 0) throw new AppError('IMPORT_NOTHING_TO_IMPORT');
  const jobId = await enqueue(scope, job, { importId: id }, { singletonKey: id });
  await withImports(scope)
    .updateTable('data_imports')
    .set({ state: 'confirmed', job_id: jobId, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .execute();
  return readImport(scope, job.name, id, columns);
}

/** What an area's batch writer gets: its tenant's transaction, the rows, and who confirmed the import. */
export type BatchWriter<I> = (
  scope: TenantScope & { customerId: string; communityId: string },
  rows: ValidRow<I>[],
  actor: AuditActor,
) => Promise<void>;

/**
 * Declares an area's import job: it creates the import's valid rows `batchSize` at a time with
 * `writeBatch`, each batch in one transaction with the import's count, and reports progress after
 * each. Should a batch fail (a name taken since the preview, say), that batch leaves nothing, the
 * job is retried from it, and after its last attempt the import reads as failed with the batches
 * before it created.
 *
 * @example export const importUnitsJob = defineImportJob({ name: 'structure.importUnits', batchSize: 100, what: 'units', writeBatch });
 */
export function defineImportJob<I>(options: {
  name: string;
  batchSize: number;
  /** Plural noun for the progress message: "Created 200 of 1,000 units". */
  what: string;
  writeBatch: BatchWriter<I>;
}): JobDefinition<z.output<typeof importPayload>> {
  return defineJob({
    name: options.name,
    payload: importPayload,
    maxAttempts: 3,
    backoffMs: 5_000,
    handler: async ({ importId }, job) => {
      for (;;) {
        const outcome = await job.inTenant(async (scope) => {
          const tenant = { ...scope, customerId: job.customerId, communityId: job.communityId ?? '' };
          const row = await withImports(scope)
            .selectFrom('data_imports')
            .select(['state', 'valid_rows', 'created_count', 'created_by', 'created_by_name'])
            .where('customer_id', '=', tenant.customerId)
            .where('community_id', '=', tenant.communityId)
            .where('id', '=', importId)
            .forUpdate()
            .executeTakeFirst();
          if (row?.state !== 'confirmed') return { finished: true, done: 0, total: 0 };
          const valid = row.valid_rows as ValidRow<I>[];
          const batch = valid.slice(row.created_count, row.created_count + options.batchSize);
          if (batch.length > 0) {
            await options.writeBatch(tenant, batch, { userId: row.created_by, name: row.created_by_name });
          }
          const done = row.created_count + batch.length;
          const finished = done >= valid.length;
          await withImports(scope)
            .updateTable('data_imports')
            .set({ created_count: done, state: finished ? 'done' : 'confirmed', updated_at: scope.now })
            .where('customer_id', '=', tenant.customerId)
            .where('community_id', '=', tenant.communityId)
            .where('id', '=', importId)
            .execute();
          return { finished, done, total: valid.length };
        });
        if (outcome.total > 0) {
          const number = (n: number) => n.toLocaleString('en-US');
          await job.progress(
            Math.floor((outcome.done / outcome.total) * 100),
            `Created ${number(outcome.done)} of ${number(outcome.total)} ${options.what}`,
          );
        }
        if (outcome.finished) return;
      }
    },
  });
}
