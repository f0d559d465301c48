import type { ListQuery } from '@lintel/contracts';
import type { BaseDirectory } from '@lintel/contracts/files';
import { type Selectable, sql } from 'kysely';
import type { FilesTable } from '../../platform/db/schema.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

export type FileRow = Selectable<FilesTable>;

export async function insertFiles(scope: CommunityScope, rows: FileRow[]): Promise<FileRow[]> {
  if (!rows.length) return [];
  return scope.db.insertInto('files').values(rows).returningAll().execute();
}

export async function findFile(scope: CommunityScope, fileId: string): Promise<FileRow | undefined> {
  return scope.db
    .selectFrom('files')
    .selectAll()
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function replaceFileContent(
  scope: CommunityScope,
  fileId: string,
  changes: Pick<FileRow, 'content_type' | 'file_size' | 'width' | 'height' | 'storage_key' | 'thumbnail_key'>,
): Promise<FileRow | undefined> {
  return scope.db
    .updateTable('files')
    .set({ ...changes, updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFileRow(scope: CommunityScope, fileId: string): Promise<FileRow | undefined> {
  return scope.db
    .deleteFrom('files')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

const fileListSpec: ListSpec<FileRow> = {
  sortable: {
    created_at: { column: 'f.created_at', type: 'timestamptz' },
    file_name: { column: 'f.file_name', type: 'text' },
  },
  defaultSort: 'created_at,desc',
  id: { column: 'f.id', field: 'id' },
};

/** The library of the community in scope, newest first; filters by directory, category and tag. */
export function listCommunityFiles(
  scope: CommunityScope,
  query: ListQuery & { base_directory?: BaseDirectory; category?: string; tag?: string },
) {
  let base = scope.db
    .selectFrom('files as f')
    .selectAll('f')
    .where('f.customer_id', '=', scope.customerId)
    .where('f.community_id', '=', scope.communityId);
  if (query.base_directory) base = base.where(sql<boolean>`f.directories @> array[${query.base_directory}]::text[]`);
  if (query.category) base = base.where('f.category', '=', query.category);
  if (query.tag) base = base.where(sql<boolean>`f.tags @> array[${query.tag}]::text[]`);
  if (query.q) {
    const prefix = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where((eb) => eb(eb.fn('lower', ['f.file_name']), 'like', `${prefix}%`));
  }
  return pagedList(scope.db, base, query, fileListSpec);
}
