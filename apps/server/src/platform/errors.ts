import { type ErrorCode, errorMessage, errorStatus } from '@lintel/contracts/errors';
import type { Tx } from './db/scope.ts';

/**
 * The one error type area code throws. The code decides the HTTP status and the user message;
 * `internal` carries detail for the log only, never for the answer.
 *
 * @example throw new AppError('RECORD_NOT_FOUND');
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      internal?: string;
      issues?: { path: string; message: string }[];
      cause?: unknown;
      /**
       * Work that must outlive the refusal (a failed sign-in attempt counted by the throttle): it
       * runs in its own transaction after the request's transaction has rolled back.
       */
      afterRollback?: (db: Tx) => Promise<void>;
    } = {},
  ) {
    super(errorMessage[code], { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}
