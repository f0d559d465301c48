import { AppError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads one X-Lintel-*-Id header: absent or empty means "not selected"; anything but a single
 * UUID (a list, '0', "' or 1=1") is refused with 400, never treated as no context or a default.
 */
export function parseContextHeader(value: string | string[] | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) || !UUID.test(value)) throw new AppError('CONTEXT_HEADER_MALFORMED');
  return value.toLowerCase();
}
