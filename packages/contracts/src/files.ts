import { uuid } from './common.ts';
import { defineEndpoint, type PermissionRule } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/**
 * File manager and media library (spec part 1 sections 2.6, 3, 5, 7; part 2 "Attachments and media").
 * Sizes follow the spec: 1 MB = 1,000,000 bytes.
 */
export const BYTES_PER_MB = 1_000_000;
/** Accepted image types (part 1 section 5, part 2 "Attachments and media"). */
export const ACCEPTED_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp', 'bmp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
export const ACCEPTED_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;
/**
 * Documents property staff keep beside images: PDF, and office files in the open XML and
 * OpenDocument formats (no macro-enabled variants, no legacy binary formats). The server tells them
 * by their bytes, never by name, and serves them only as downloads.
 */
export const ACCEPTED_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type AcceptedDocumentType = keyof typeof ACCEPTED_DOCUMENT_TYPES;
export type DocumentMimeType = (typeof ACCEPTED_DOCUMENT_TYPES)[AcceptedDocumentType];
export const DOCUMENT_MIME_TYPES = Object.values(ACCEPTED_DOCUMENT_TYPES) as DocumentMimeType[];
/** What the file manager takes from a device unless its configuration narrows it. */
export const ACCEPTED_UPLOAD_MIME_TYPES: readonly string[] = [...ACCEPTED_MIME_TYPES, ...DOCUMENT_MIME_TYPES];
/** A stored file is an image (with pixels and a thumbnail) or a document (a download). */
export const FILE_KINDS = ['image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** Base directories: websites (cms), digital human (dh), main gallery (marketing). */
export const BASE_DIRECTORIES = ['cms', 'dh', 'marketing'] as const;
export type BaseDirectory = (typeof BASE_DIRECTORIES)[number];
/** Part 2: default base path of the gallery. */
export const DEFAULT_BASE_DIRECTORY: BaseDirectory = 'marketing';
/** What the server accepts at most, whatever a manager configuration asks for. */
export const SERVER_MAX_UPLOAD_MB = 10;
export const SERVER_MAX_FILES = 10;
/** Pixel-flood cap: images with more pixels are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The media library's gate: the digital-human or the CMS permission (part 2 section 6). */
export const mediaPermission: PermissionRule = {
  anyOf: [{ key: 'MIA_DIGITAL_HUMAN_ACCESS' }, { key: 'CMS_WEBSITES_ACCESS' }],
};

export const baseDirectory = z.enum(BASE_DIRECTORIES);
/** A category (main directory) is a short server-safe slug, never a path. */
export const category = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'must be lower-case letters, digits, - or _ (at most 50)');
/** Display name only: the server never stores a file under it. */
export const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  .refine((name) => !/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name), 'has control characters');
export const tag = z.string().trim().min(1).max(100);

/** Base64 of the bytes, optionally as a data URL. Checked for shape here; decoded and sniffed on the server. */
export const base64Image = z
  .string()
  .max(Math.ceil((SERVER_MAX_UPLOAD_MB * BYTES_PER_MB * 4) / 3) + 100)
  .regex(/^(data:[a-z0-9/+.-]{1,100};base64,)?[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

/** One file as the manager sends it: {id, base64, name, type, size}. */
export const uploadFile = z.strictObject({
  id: z.string().max(100).optional(),
  base64: base64Image,
  name: fileName,
  type: z.string().max(100).optional(),
  size: z.number().int().min(0).optional(),
});

/** Shared by the JSON and multipart uploads. */
export const uploadOptions = {
  community_id: uuid,
  /** From the options step: comma-joined base directories the file is also put into. */
  copy_to_directory: z
    .string()
    .max(200)
    .regex(/^[a-z,]*$/, 'must be a comma-joined list of directories')
    .optional(),
  /** From the preview step: the main directory. */
  category: category.optional(),
  skip_global_directory: z.boolean().optional(),
  tags: z.array(tag).max(20).optional(),
  /** The manager configuration's limits; the server applies the lower of these and its own. */
  max_upload_size: z.number().positive().max(SERVER_MAX_UPLOAD_MB).optional(),
  max_files: z.number().int().min(1).max(SERVER_MAX_FILES).optional(),
};

export const createFilesBody = z.strictObject({
  file: z.array(uploadFile).min(1).max(SERVER_MAX_FILES),
  ...uploadOptions,
});
export type CreateFilesBody = z.input<typeof createFilesBody>;

/** File (file manager), part 1 section 3, plus the community file fields. */
export const managerFile = z.object({
  id: uuid,
  file_uuid: uuid,
  name: z.string(),
  file_name: z.string(),
  type: z.string(),
  size: z.number().int(),
  file_size: z.number().int(),
  file_type: z.string(),
  file_url: z.string(),
  thumbnail_url: z.string(),
  base_directory: baseDirectory,
  directories: z.array(baseDirectory),
  category: z.string().nullable(),
  community_id: uuid,
  width: z.number().int(),
  height: z.number().int(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagerFile = z.infer<typeof managerFile>;

export const filesAnswer = z.object({ data: z.array(managerFile) });
export type FilesAnswer = z.infer<typeof filesAnswer>;

const fileParams = z.strictObject({ fileId: uuid });

/** 4/3 of the largest batch plus the envelope. */
const JSON_UPLOAD_BODY_LIMIT = Math.ceil((SERVER_MAX_UPLOAD_MB * BYTES_PER_MB * SERVER_MAX_FILES * 4) / 3) + 64 * 1024;

export const createFiles = defineEndpoint({
  id: 'files.create',
  method: 'POST',
  path: '/api/files',
  summary:
    "Creates files from the manager's options or preview step (base64). All or nothing: one refused file stores none.",
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  body: createFilesBody,
  response: filesAnswer,
  status: 201,
  bodyLimit: JSON_UPLOAD_BODY_LIMIT,
  idempotent: true,
});

export const uploadFiles = defineEndpoint({
  id: 'files.upload',
  method: 'POST',
  path: '/api/files/upload',
  summary:
    'Creates files from a multipart/form-data upload (parts named file, plus the fields of files.create). All or nothing.',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  response: filesAnswer,
  status: 201,
});

export const fileInfo = z.object({ ...managerFile.shape, base64: z.string() });
export type FileInfo = z.infer<typeof fileInfo>;

export const getFileInfo = defineEndpoint({
  id: 'files.fileInfo',
  method: 'GET',
  path: '/api/files/:fileId/info',
  summary: 'One file with its bytes as base64, for the image editor.',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  response: fileInfo,
});

export const updateFileBody = z.strictObject({ file: base64Image });

export const updateFile = defineEndpoint({
  id: 'files.updateFile',
  method: 'PUT',
  path: '/api/files/:fileId',
  summary: 'Replaces the image of a file with the edited one (base64).',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  body: updateFileBody,
  response: filesAnswer,
  bodyLimit: Math.ceil((SERVER_MAX_UPLOAD_MB * BYTES_PER_MB * 4) / 3) + 64 * 1024,
});

export const getFile = defineEndpoint({
  id: 'files.get',
  method: 'GET',
  path: '/api/files/:fileId',
  summary: 'One file of the selected community (media library file details).',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  response: managerFile,
});

export const deleteFile = defineEndpoint({
  id: 'files.delete',
  method: 'DELETE',
  path: '/api/files/:fileId',
  summary: 'Deletes a file and its stored content.',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  response: z.null(),
  status: 204,
});

export const communityFilesQuery = z.strictObject({
  ...listQueryFields,
  base_directory: baseDirectory.optional(),
  category: category.optional(),
  tag: tag.optional(),
});

export const communityFiles = defineEndpoint({
  id: 'files.communityFiles',
  method: 'GET',
  path: '/api/communities/:communityId/files',
  summary: 'Files of a community, newest first; base_directory filters by directory, q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: z.strictObject({ communityId: uuid }),
  query: communityFilesQuery,
  response: pagedResponse(managerFile),
  paged: true,
});

const binary = z.any().describe('The bytes, with the stored content type');

export const fileContent = defineEndpoint({
  id: 'files.content',
  method: 'GET',
  path: '/api/files/:fileId/content',
  summary:
    'The stored file with its detected type and nosniff: a re-encoded image inline, a document only as an attachment (a download).',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  response: binary,
});

export const fileThumbnail = defineEndpoint({
  id: 'files.thumbnail',
  method: 'GET',
  path: '/api/files/:fileId/thumbnail',
  summary: 'The thumbnail of an image (WebP, at most 320 px a side); a document has none (404).',
  access: { auth: 'session', tenant: 'community', permission: mediaPermission },
  params: fileParams,
  response: binary,
});
