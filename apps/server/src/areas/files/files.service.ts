import { randomUUID } from 'node:crypto';
import type { ListQuery } from '@lintel/contracts';
import {
  BASE_DIRECTORIES,
  type BaseDirectory,
  BYTES_PER_MB,
  DEFAULT_BASE_DIRECTORY,
  type ManagerFile,
  SERVER_MAX_FILES,
  SERVER_MAX_UPLOAD_MB,
} from '@lintel/contracts/files';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { documentClaimsAgree, type PreparedDocument, prepareDocument, sniffDocumentType } from './documents.ts';
import {
  deleteFileRow,
  type FileRow,
  findFile,
  insertFiles,
  listCommunityFiles,
  replaceFileContent,
} from './files.repository.ts';
import { type PreparedImage, prepareImage } from './images.ts';
import { sniffImageType } from './sniff.ts';

/** The answer shape: the file manager's fields and the community file fields, with URLs of this API. */
function toManagerFile(row: FileRow): ManagerFile {
  const created = row.created_at.toISOString();
  return {
    id: row.id,
    file_uuid: row.id,
    name: row.file_name,
    file_name: row.file_name,
    type: row.content_type,
    size: Number(row.file_size),
    file_size: Number(row.file_size),
    file_type: row.file_type,
    file_url: `/api/files/${row.id}/content`,
    thumbnail_url: `/api/files/${row.id}/thumbnail`,
    base_directory: row.base_directory,
    directories: row.directories,
    category: row.category,
    community_id: row.community_id,
    width: row.width,
    height: row.height,
    tags: row.tags,
    created_at: created,
    updated_at: row.updated_at.toISOString(),
  };
}

/** One file of an upload, whichever way it came (base64 JSON or multipart). */
export interface IncomingFile {
  bytes: Buffer;
  name: string;
  declaredType?: string;
  /** Set when the transport already stopped reading because the file was over the server's cap. */
  truncated?: boolean;
}

export interface UploadOptions {
  community_id: string;
  copy_to_directory?: string;
  category?: string;
  skip_global_directory?: boolean;
  tags?: string[];
  max_upload_size?: number;
  max_files?: number;
}

/**
 * Store keys written by the request so far; if the request fails after they were written (even
 * at commit), the caller removes them, so a refused upload leaves no bytes behind.
 */
export type WrittenKeys = string[];

/**
 * Where a new file is listed. The main directory (category) counts when it is a base directory;
 * copy_to_directory adds more; the main gallery (the global directory) is added unless
 * skip_global_directory is set; with nothing named, the main gallery.
 */
export function directoriesFor(options: UploadOptions): BaseDirectory[] {
  const requested = (options.copy_to_directory ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const name of requested) {
    if (!(BASE_DIRECTORIES as readonly string[]).includes(name)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'copy_to_directory', message: 'must list only cms, dh or marketing' }],
      });
    }
  }
  const targets = new Set<BaseDirectory>();
  if (options.category && (BASE_DIRECTORIES as readonly string[]).includes(options.category)) {
    targets.add(options.category as BaseDirectory);
  }
  for (const name of requested) targets.add(name as BaseDirectory);
  if (!options.skip_global_directory) targets.add(DEFAULT_BASE_DIRECTORY);
  if (!targets.size) targets.add(DEFAULT_BASE_DIRECTORY);
  return [...targets];
}

/** The spec's upload checks, on the server: count against the slots, each size against the limit (1 MB = 1,000,000 bytes). */
export function checkBatch(files: IncomingFile[], options: UploadOptions): void {
  const maxFiles = Math.min(options.max_files ?? SERVER_MAX_FILES, SERVER_MAX_FILES);
  if (files.length > maxFiles) {
    throw new AppError('FILE_TOO_MANY', {
      issues: [{ path: 'file', message: `You can only upload ${maxFiles} files` }],
    });
  }
  const maxMb = Math.min(options.max_upload_size ?? SERVER_MAX_UPLOAD_MB, SERVER_MAX_UPLOAD_MB);
  files.forEach((file, index) => {
    if (file.truncated || file.bytes.length / BYTES_PER_MB > maxMb) {
      throw new AppError('FILE_TOO_LARGE', {
        issues: [
          {
            path: `file.${index}`,
            message: `The file ${file.name} exceeds the max allowed uploaded size (${maxMb} MB)`,
          },
        ],
      });
    }
  });
}

const keysFor = (scope: CommunityScope, id: string) => {
  const version = randomUUID();
  const base = `${scope.customerId}/${scope.communityId}/${id}/${version}`;
  return { content: base, thumbnail: `${base}.thumb` };
};

async function storeImage(
  store: FileStore,
  written: WrittenKeys,
  keys: { content: string; thumbnail: string },
  image: PreparedImage,
): Promise<void> {
  written.push(keys.content);
  await store.put(keys.content, image.content, image.contentType);
  written.push(keys.thumbnail);
  await store.put(keys.thumbnail, image.thumbnail, 'image/webp');
}

type Prepared = ({ kind: 'image' } & PreparedImage) | ({ kind: 'document' } & PreparedDocument);

/** What the refusal of an unknown or disguised file says. */
const ACCEPTED_TYPES_MESSAGE =
  'Accepted types: png, jpeg, gif, webp, bmp images; pdf, docx, xlsx, pptx, odt, ods, odp documents.';

/**
 * Checks one uploaded file by its bytes: an image is checked and re-encoded (images.ts), a document
 * is one of the accepted types whose name and declared type agree; anything else is refused.
 */
async function prepareUpload(file: IncomingFile, index: number): Promise<Prepared> {
  if (sniffImageType(file.bytes)) {
    return { kind: 'image', ...(await prepareImage(file.bytes, { ...file, index })) };
  }
  const document = await sniffDocumentType(file.bytes);
  if (!document || !documentClaimsAgree(document, file.declaredType, file.name)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', {
      issues: [{ path: `file.${index}`, message: ACCEPTED_TYPES_MESSAGE }],
    });
  }
  return { kind: 'document', ...prepareDocument(file.bytes, document) };
}

/**
 * Creates a batch of files, all or nothing: every file is checked and re-encoded before anything
 * is stored; the rows go in with the request's one transaction.
 */
export async function createFiles(
  scope: CommunityScope,
  store: FileStore,
  written: WrittenKeys,
  files: IncomingFile[],
  options: UploadOptions,
): Promise<{ data: ManagerFile[] }> {
  if (options.community_id !== scope.communityId) throw new AppError('CONTEXT_MISMATCH');
  checkBatch(files, options);
  const directories = directoriesFor(options);
  const prepared: Prepared[] = [];
  for (const [index, file] of files.entries()) prepared.push(await prepareUpload(file, index));
  const rows: FileRow[] = [];
  for (const [index, file] of prepared.entries()) {
    const id = randomUUID();
    const keys = keysFor(scope, id);
    if (file.kind === 'image') await storeImage(store, written, keys, file);
    else {
      written.push(keys.content);
      await store.put(keys.content, file.content, file.contentType);
    }
    rows.push({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      id,
      base_directory: directories[0]!,
      directories,
      category: options.category ?? null,
      file_name: files[index]!.name,
      content_type: file.contentType,
      file_type: file.kind,
      file_size: file.content.length,
      width: file.kind === 'image' ? file.width : 0,
      height: file.kind === 'image' ? file.height : 0,
      storage_key: keys.content,
      thumbnail_key: file.kind === 'image' ? keys.thumbnail : null,
      tags: options.tags ?? [],
      created_by: scope.actor.userId,
      created_at: scope.now,
      updated_at: scope.now,
    });
  }
  return { data: (await insertFiles(scope, rows)).map(toManagerFile) };
}

/** Replaces a file's image with the edited one; the old bytes go once the new row is in place. */
export async function updateFileImage(
  scope: CommunityScope,
  store: FileStore,
  written: WrittenKeys,
  fileId: string,
  bytes: Buffer,
  afterCommit: (task: () => Promise<void>) => void,
): Promise<{ data: ManagerFile[] }> {
  const existing = await findFile(scope, fileId);
  if (!existing) throw new AppError('RECORD_NOT_FOUND');
  if (existing.file_type !== 'image') {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { issues: [{ path: 'file', message: 'only an image can be edited' }] });
  }
  checkBatch([{ bytes, name: existing.file_name }], { community_id: scope.communityId });
  // The edited image is exported by the editor, so its own type counts, not the old file's name.
  const image = await prepareImage(bytes, { name: 'edited' });
  const keys = keysFor(scope, fileId);
  await storeImage(store, written, keys, image);
  const updated = await replaceFileContent(scope, fileId, {
    content_type: image.contentType,
    file_size: image.content.length,
    width: image.width,
    height: image.height,
    storage_key: keys.content,
    thumbnail_key: keys.thumbnail,
  });
  if (!updated) throw new AppError('RECORD_NOT_FOUND');
  afterCommit(async () => {
    await store.delete(existing.storage_key);
    if (existing.thumbnail_key) await store.delete(existing.thumbnail_key);
  });
  return { data: [toManagerFile(updated)] };
}

/** A file of the community in scope, or RECORD_NOT_FOUND. */
async function existingFile(scope: CommunityScope, fileId: string): Promise<FileRow> {
  const row = await findFile(scope, fileId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** The stored bytes of a file; a row whose bytes are missing answers RECORD_NOT_FOUND too. */
async function storedBytes(store: FileStore, row: FileRow, key: string): Promise<Buffer> {
  const bytes = await store.get(key);
  if (!bytes) throw new AppError('RECORD_NOT_FOUND', { internal: `stored bytes missing for file ${row.id}` });
  return bytes;
}

export async function getFile(scope: CommunityScope, fileId: string): Promise<ManagerFile> {
  return toManagerFile(await existingFile(scope, fileId));
}

/** A file with its content as base64. */
export async function getFileInfo(scope: CommunityScope, store: FileStore, fileId: string) {
  const row = await existingFile(scope, fileId);
  const bytes = await storedBytes(store, row, row.storage_key);
  return { ...toManagerFile(row), base64: bytes.toString('base64') };
}

/**
 * The content or the thumbnail of a file, with what the answer's headers need: a document is only
 * ever a download, and has no thumbnail.
 */
export async function readStored(
  scope: CommunityScope,
  store: FileStore,
  fileId: string,
  which: 'content' | 'thumbnail',
): Promise<{ bytes: Buffer; contentType: string; fileName: string; download: boolean }> {
  const row = await existingFile(scope, fileId);
  const key = which === 'content' ? row.storage_key : row.thumbnail_key;
  if (!key) throw new AppError('RECORD_NOT_FOUND');
  const bytes = await storedBytes(store, row, key);
  return {
    bytes,
    contentType: which === 'content' ? row.content_type : 'image/webp',
    fileName: row.file_name,
    download: which === 'content' && row.file_type !== 'image',
  };
}

/** Removes a file; its bytes go once the transaction committed. */
export async function deleteFile(
  scope: CommunityScope,
  store: FileStore,
  fileId: string,
  afterCommit: (task: () => Promise<void>) => void,
): Promise<null> {
  const row = await deleteFileRow(scope, fileId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  afterCommit(async () => {
    await store.delete(row.storage_key);
    if (row.thumbnail_key) await store.delete(row.thumbnail_key);
  });
  return null;
}

/** The library of a community, which must be the one in scope. */
export async function communityFiles(
  scope: CommunityScope,
  communityId: string,
  query: ListQuery & { base_directory?: BaseDirectory; category?: string; tag?: string },
) {
  if (communityId !== scope.communityId) throw new AppError('CONTEXT_MISMATCH');
  const page = await listCommunityFiles(scope, query);
  return { ...page, content: page.content.map(toManagerFile) };
}

export function decodeBase64(value: string, path: string): Buffer {
  const data = value.replace(/^data:[a-z0-9/+.-]{1,100};base64,/, '');
  if (data.length % 4 === 1) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path, message: 'must be base64' }] });
  }
  return Buffer.from(data, 'base64');
}
