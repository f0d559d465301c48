import { type ErrorBody, type ErrorCode, errorMessage, errorStatus } from '@lintel/contracts/errors';
import { describeIssue } from '@lintel/contracts/issues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { noteAnsweredCode } from './logging.ts';

// Connection-level failures: the database is away (restart, network), not a bug in the request.
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e?.code && DATABASE_DOWN_CODES.has(e.code)) return true;
  const message = e?.message ?? '';
  return (
    message.includes('Connection terminated') ||
    message.includes('timeout exceeded when trying to connect') ||
    message.includes('Client has encountered a connection error')
  );
}

function classify(error: FastifyError | AppError | Error): { code: ErrorCode; issues?: ErrorBody['issues'] } {
  if (error instanceof AppError) return { code: error.code, issues: error.options.issues };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'VALIDATION_FAILED',
      issues: error.validation.map((issue) => {
        // The one error map words the issue for people and names the message to translate it by.
        const { id, values, message } = describeIssue({
          ...issue.params,
          code: issue.keyword,
          path: [],
          message: issue.message ?? '',
        });
        return {
          path: `${error.validationContext ?? ''}${issue.instancePath}`.replace(/^\//, ''),
          message,
          ...(id ? { id } : {}),
          ...(values ? { values } : {}),
        };
      }),
    };
  }
  const fastifyCode = (error as FastifyError).code;
  switch (fastifyCode) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'MALFORMED_JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_VALIDATION':
      return { code: 'VALIDATION_FAILED' };
    // The static file server refuses a path that climbs out (`/%2e%2e`, `/a/%2e%2e/b`) or is not
    // canonical (`//evil.example`): there is no such page, and nothing went wrong on our side.
    case 'FST_STATIC_FORBIDDEN_PATH':
      return { code: 'ROUTE_NOT_FOUND' };
  }
  // The JSON parser refuses __proto__ / constructor.prototype with a plain 400 SyntaxError.
  if ((error as FastifyError).statusCode === 400 && error instanceof SyntaxError) return { code: 'MALFORMED_JSON' };
  if ((error as FastifyError).statusCode === 429) return { code: 'RATE_LIMITED' };
  // The static file server refuses directories and dot-files with 403/404 of its own.
  const status = (error as FastifyError).statusCode ?? (error as { status?: number }).status;
  if (error.name === 'ForbiddenError' || error.name === 'NotFoundError' || status === 404) {
    return { code: 'ROUTE_NOT_FOUND' };
  }
  if ((error as FastifyError).statusCode === 413) return { code: 'BODY_TOO_LARGE' };
  if ((error as FastifyError).statusCode === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if ((error as FastifyError).statusCode === 503 && fastifyCode === 'FST_ERR_SERVER_CLOSING') {
    return { code: 'SHUTTING_DOWN' };
  }
  if (isDatabaseDown(error)) return { code: 'DATABASE_UNAVAILABLE' };
  if ((error as FastifyError).statusCode === 400) return { code: 'VALIDATION_FAILED' };
  return { code: 'INTERNAL' };
}

/** The answer for an error: code, the map's message, the trace id. Never a stack, SQL or a value. */
export function errorBody(code: ErrorCode, traceId: string, issues?: ErrorBody['issues']): ErrorBody {
  return { code, message: errorMessage[code], traceId, ...(issues?.length ? { issues } : {}) };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, issues } = classify(error);
    const status = errorStatus[code];
    noteAnsweredCode(request, code);
    if (status >= 500) {
      request.log.error({ err: error, code }, 'request failed');
    } else if (code === 'PERMISSION_DENIED' || code.startsWith('CONTEXT_') || code === 'ORIGIN_REJECTED') {
      // Denied authorisation decisions are logged with who and where, never with data.
      request.log.warn({ code, userId: request.identity?.actor?.userId, route: request.routeOptions.url }, 'denied');
    } else {
      // The request's one line already says the code; the detail is for debugging.
      request.log.debug({ code, internal: error instanceof AppError ? error.options.internal : undefined }, 'refused');
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response did not match its contract');
    if (code === 'RATE_LIMITED' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    reply.code(status).send(errorBody(code, String(request.id), issues));
  });
}

/**
 * Unknown API paths answer ROUTE_NOT_FOUND; with the portal built, every other GET answers the
 * portal's entry page so deep links and refreshes land in its router.
 */
export function installNotFound(app: FastifyInstance, portalPage: string | null): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (portalPage !== null && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(portalPage);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', String(request.id)));
  });
}
