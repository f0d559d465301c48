import { type ErrorCode, errorMessage, errorStatus } from '@lintel/contracts/errors';

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
    readonly options: { internal?: string; issues?: { path: string; message: string }[]; cause?: unknown } = {},
  ) {
    super(errorMessage[code], { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}
