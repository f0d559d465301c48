import type { ErrorCode } from '@lintel/contracts/errors';
import { AppError } from '../errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Runs a write and turns the constraint errors the caller expects into coded answers: a unique
 * violation (23505) and a foreign-key violation (23503). The transaction is then aborted, which is
 * what we want: the request answers with the code and nothing it wrote stays.
 *
 * @example await translate(() => insert.execute(), { unique: 'CBR_NAME_TAKEN' });
 */
export async function translate<T>(
  write: () => Promise<T>,
  codes: { unique?: ErrorCode; foreignKey?: ErrorCode },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = error as PgError;
    if (pg?.code === '23505' && codes.unique) throw new AppError(codes.unique, { cause: error });
    // 23503: a reference is missing or still held (NO ACTION); 23001: still held by an ON DELETE RESTRICT key.
    if ((pg?.code === '23503' || pg?.code === '23001') && codes.foreignKey) {
      throw new AppError(codes.foreignKey, { cause: error });
    }
    throw error;
  }
}

/** The record or RECORD_NOT_FOUND: under row-level security another tenant's row is simply absent. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError('RECORD_NOT_FOUND');
  return row;
}
