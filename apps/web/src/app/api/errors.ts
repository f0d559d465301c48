import { type ErrorCode, type ErrorIssue, isErrorBody } from '@lintel/contracts/errors';
import { defineMessages } from 'react-intl';
import { translate } from '../../i18n/translate.ts';

export const NETWORK_ERROR_MESSAGE = "Network error, can't connect to the base address";

const messages = defineMessages({
  network: { id: 'api.error.network', defaultMessage: NETWORK_ERROR_MESSAGE },
});

/** A failed call, with the message the user sees already chosen (spec part 1 section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN',
    readonly traceId: string | null,
    /** The refused fields of a VALIDATION_FAILED answer, for the form to show next to them. */
    readonly issues: readonly ErrorIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The spec's order: the server's message, else a plain string body, else the error's own message
 * with the trace id appended.
 */
export function errorFromResponse(status: number, body: unknown, traceId: string | null, fallback: string): ApiError {
  if (isErrorBody(body))
    return new ApiError(body.message, status, body.code, body.traceId ?? traceId, body.issues ?? []);
  if (typeof body === 'string' && body.trim() !== '' && !body.trimStart().startsWith('<')) {
    return new ApiError(body.trim(), status, 'UNKNOWN', traceId);
  }
  const withTrace = traceId ? `${fallback} (trace id ${traceId})` : fallback;
  return new ApiError(withTrace, status, 'UNKNOWN', traceId);
}

export function networkError(): ApiError {
  return new ApiError(translate(messages.network), 0, 'NETWORK', null);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
