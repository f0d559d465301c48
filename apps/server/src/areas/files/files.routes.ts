import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { files } from '@lintel/contracts';
import { BYTES_PER_MB, SERVER_MAX_FILES, SERVER_MAX_UPLOAD_MB, uploadOptions } from '@lintel/contracts/files';
import { hasNoNul, NUL_MESSAGE } from '@lintel/contracts/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { type FileStore, openFileStore } from '../../platform/files/store.ts';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './files.service.ts';
import { decodeBase64, type IncomingFile } from './files.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Store keys this request wrote; removed again if the request fails, even at commit. */
    filesWritten?: string[];
    /** Store clean-ups that may only run once the request's transaction committed. */
    filesAfterCommit?: (() => Promise<void>)[];
  }
}

function written(request: FastifyRequest): string[] {
  request.filesWritten ??= [];
  return request.filesWritten;
}

function afterCommit(request: FastifyRequest) {
  return (task: () => Promise<void>) => {
    request.filesAfterCommit ??= [];
    request.filesAfterCommit.push(task);
  };
}

/** Fields of the multipart upload, as text, into the same options as the JSON upload. */
const multipartOptions = z.strictObject({
  ...uploadOptions,
  skip_global_directory: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  tags: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), uploadOptions.tags),
  max_upload_size: z.coerce.number().pipe(uploadOptions.max_upload_size.unwrap()).optional(),
  max_files: z.coerce.number().pipe(uploadOptions.max_files.unwrap()).optional(),
});

type Part = MultipartFile | MultipartValue;

async function readMultipart(request: FastifyRequest): Promise<{ files: IncomingFile[]; fields: unknown }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const body = (request.body ?? {}) as Record<string, Part | Part[]>;
  const incoming: IncomingFile[] = [];
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part.type === 'file') {
        if (name !== 'file') {
          throw new AppError('VALIDATION_FAILED', {
            issues: [{ path: name, message: 'files go in parts named file' }],
          });
        }
        if (part.filename && !hasNoNul(part.filename)) {
          throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'file', message: NUL_MESSAGE }] });
        }
        incoming.push({
          bytes: await part.toBuffer(),
          name: part.filename || 'file',
          declaredType: part.mimetype,
          truncated: part.file.truncated,
        });
      } else {
        const text = String(part.value);
        const previous = fields[name];
        fields[name] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
      }
    }
  }
  if (!incoming.length) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'file', message: 'at least one file is needed' }] });
  }
  return { files: incoming, fields };
}

/** Answers a file's stored bytes sandboxed and never cached: an image inline, a document as a download. */
async function sendStored(
  scope: CommunityScope,
  store: FileStore,
  reply: FastifyReply,
  fileId: string,
  which: 'content' | 'thumbnail',
) {
  const stored = await service.readStored(scope, store, fileId, which);
  reply
    .type(stored.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(stored.fileName, stored.download ? 'attachment' : 'inline'));
  return stored.bytes;
}

/** RFC 6266 disposition: an ASCII fallback plus the exact name, percent-encoded (RFC 8187). */
export function contentDisposition(name: string, type: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function filesRoutes(app: FastifyInstance, platform: Platform): void {
  const store = openFileStore(platform.config.files);

  app.register(async (scoped) => {
    // Bytes written by a request that then failed (validation, a later file, the commit) are removed.
    // onSend runs after the handler's transaction has committed or rolled back, before the answer leaves.
    scoped.addHook('onSend', async (request, reply) => {
      if (reply.statusCode >= 400) {
        for (const key of request.filesWritten ?? []) {
          await store
            .delete(key)
            .catch((error: unknown) => request.log.error({ err: error, key }, 'orphan not removed'));
        }
      } else {
        for (const task of request.filesAfterCommit ?? []) {
          await task().catch((error: unknown) => request.log.error({ err: error }, 'old file bytes not removed'));
        }
      }
    });

    await scoped.register(multipart, {
      attachFieldsToBody: true,
      throwFileSizeLimit: false,
      limits: {
        fileSize: SERVER_MAX_UPLOAD_MB * BYTES_PER_MB + 1,
        files: SERVER_MAX_FILES + 1,
        fields: 20,
        fieldSize: 1000,
        parts: SERVER_MAX_FILES + 21,
      },
    });

    route(scoped, platform, files.createFiles, async ({ scope, body, request }) => {
      const incoming = body.file.map((file, index) => ({
        bytes: decodeBase64(file.base64, `file.${index}.base64`),
        name: file.name,
        declaredType: file.type,
      }));
      const { file: _file, ...options } = body;
      return service.createFiles(scope, store, written(request), incoming, options);
    });

    route(scoped, platform, files.uploadFiles, async ({ scope, request }) => {
      const { files: incoming, fields } = await readMultipart(request);
      const parsed = multipartOptions.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', {
          issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        });
      }
      return service.createFiles(scope, store, written(request), incoming, parsed.data);
    });

    route(scoped, platform, files.getFileInfo, ({ scope, params }) => service.getFileInfo(scope, store, params.fileId));

    route(scoped, platform, files.updateFile, async ({ scope, params, body, request }) => {
      const bytes = decodeBase64(body.file, 'file');
      return service.updateFileImage(scope, store, written(request), params.fileId, bytes, afterCommit(request));
    });

    route(scoped, platform, files.getFile, ({ scope, params }) => service.getFile(scope, params.fileId));

    route(scoped, platform, files.deleteFile, ({ scope, params, request }) =>
      service.deleteFile(scope, store, params.fileId, afterCommit(request)),
    );

    route(scoped, platform, files.communityFiles, async ({ scope, params, query, reply }) =>
      withTotal(reply, await service.communityFiles(scope, params.communityId, query)),
    );

    route(scoped, platform, files.fileContent, async ({ scope, params, reply }) =>
      sendStored(scope, store, reply, params.fileId, 'content'),
    );
    route(scoped, platform, files.fileThumbnail, async ({ scope, params, reply }) =>
      sendStored(scope, store, reply, params.fileId, 'thumbnail'),
    );
  });
}
