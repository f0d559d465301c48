/**
 * Every error the API can answer with: one code, one HTTP status, one user message.
 * Adding a code without a status and a message fails to compile.
 *
 * @example errorStatus.AUTH_REQUIRED // 401
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ROUTE_NOT_FOUND',
  'RECORD_NOT_FOUND',
  'AUTH_REQUIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_SESSION_EXPIRED',
  'CONTEXT_HEADER_MALFORMED',
  'CONTEXT_CUSTOMER_REQUIRED',
  'CONTEXT_COMMUNITY_REQUIRED',
  'CONTEXT_CUSTOMER_FORBIDDEN',
  'CONTEXT_COMMUNITY_FORBIDDEN',
  'CONTEXT_MISMATCH',
  'PROFILE_DISABLED',
  'PERMISSION_DENIED',
  'ORIGIN_REJECTED',
  'RATE_LIMITED',
  'LIST_SORT_NOT_ALLOWED',
  'ROLE_INTERNAL_NOT_MODIFIABLE',
  'ADMIN_PERMISSION_FOR_PORTFOLIO_USER',
  'PERMISSION_KEY_UNKNOWN',
  'ROLE_ALREADY_ASSIGNED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'LIST_TOKEN_INVALID',
  'DATABASE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  RECORD_NOT_FOUND: 404,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_EXPIRED: 401,
  CONTEXT_HEADER_MALFORMED: 400,
  CONTEXT_CUSTOMER_REQUIRED: 400,
  CONTEXT_COMMUNITY_REQUIRED: 400,
  CONTEXT_CUSTOMER_FORBIDDEN: 403,
  CONTEXT_COMMUNITY_FORBIDDEN: 403,
  CONTEXT_MISMATCH: 403,
  PROFILE_DISABLED: 403,
  PERMISSION_DENIED: 403,
  ORIGIN_REJECTED: 403,
  RATE_LIMITED: 429,
  LIST_SORT_NOT_ALLOWED: 400,
  ROLE_INTERNAL_NOT_MODIFIABLE: 403,
  ADMIN_PERMISSION_FOR_PORTFOLIO_USER: 400,
  PERMISSION_KEY_UNKNOWN: 400,
  ROLE_ALREADY_ASSIGNED: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  LIST_TOKEN_INVALID: 400,
  DATABASE_UNAVAILABLE: 503,
  SHUTTING_DOWN: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

export const errorMessage = {
  VALIDATION_FAILED: 'The request is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BODY_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  ROUTE_NOT_FOUND: 'There is no such address.',
  RECORD_NOT_FOUND: 'The record does not exist or you may not see it.',
  AUTH_REQUIRED: 'Your authenticated session has expired',
  AUTH_INVALID_CREDENTIALS: 'Incorrect username or password.',
  AUTH_SESSION_EXPIRED: 'your session has timed out, please login to continue',
  CONTEXT_HEADER_MALFORMED: 'invalid id format',
  CONTEXT_CUSTOMER_REQUIRED: 'please select a customer to continue, then refresh the browser',
  CONTEXT_COMMUNITY_REQUIRED: 'please select a community to continue, then refresh the browser',
  CONTEXT_CUSTOMER_FORBIDDEN: 'You may not work in this customer.',
  CONTEXT_COMMUNITY_FORBIDDEN: 'You may not work in this community.',
  CONTEXT_MISMATCH: 'The ids in the request do not match the selected customer and community.',
  PROFILE_DISABLED: 'Your profile is disabled',
  PERMISSION_DENIED: 'You do not have permission to do this.',
  ORIGIN_REJECTED: 'This request came from another site and was refused.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  LIST_SORT_NOT_ALLOWED: 'This list cannot be sorted by that column.',
  ROLE_INTERNAL_NOT_MODIFIABLE: 'A permission of an internal role can not be modified',
  ADMIN_PERMISSION_FOR_PORTFOLIO_USER: 'A permission of admin level can not be assigned to a portfolio user',
  PERMISSION_KEY_UNKNOWN: 'The permission does not exist or cannot be given to a customer role.',
  ROLE_ALREADY_ASSIGNED: 'The profile already has this role there.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be a UUID.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request.',
  LIST_TOKEN_INVALID: 'The page token is not valid.',
  DATABASE_UNAVAILABLE: 'The database is not available right now. Please try again shortly.',
  SHUTTING_DOWN: 'The server is restarting. Please try again shortly.',
  INTERNAL: 'Something went wrong on our side.',
} as const satisfies Record<ErrorCode, string>;

/** The body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  traceId: string;
  /** Field-level problems for VALIDATION_FAILED: path and message, never the offending value. */
  issues?: { path: string; message: string }[];
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}
