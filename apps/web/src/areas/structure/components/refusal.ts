import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../app/api/errors.ts';

/**
 * Puts the server's refusal on the field it is about (a taken name, a parent that would make a cycle),
 * so it stays next to what the user typed; the caller also shows it as a toast.
 */
export function markRefusal<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
): void {
  if (!isApiError(error)) return;
  const field = fields[error.code];
  if (field) form.setError(field, { type: 'server', message: error.message });
}
