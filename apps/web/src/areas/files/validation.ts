import { ACCEPTED_DOCUMENT_TYPES, ACCEPTED_UPLOAD_MIME_TYPES, BYTES_PER_MB } from '@lintel/contracts/files';
import type { MessageDescriptor } from 'react-intl';
import { filesMessages as m } from './messages.ts';

export interface SelectionProblem {
  message: MessageDescriptor;
  values: Record<string, string | number>;
}

/**
 * The spec's upload checks (part 1 section 5), before anything is sent: the count against the
 * remaining slots, each size in MB (bytes / 1,000,000) against maxUploadSize, and the type.
 * Any violation blocks the whole upload, so the first one found is the answer.
 */
export function checkSelection(
  files: readonly { name: string; size: number; type: string }[],
  limits: { remainingSlots: number; maxUploadSize: number; accepts?: readonly string[] },
): SelectionProblem | null {
  if (files.length > limits.remainingSlots) return { message: m.tooMany, values: { count: limits.remainingSlots } };
  for (const file of files) {
    if (file.size / BYTES_PER_MB > limits.maxUploadSize) {
      return { message: m.tooLarge, values: { name: file.name, size: limits.maxUploadSize } };
    }
  }
  const accepts = limits.accepts ?? ACCEPTED_UPLOAD_MIME_TYPES;
  const documents = accepts.some((type) => !type.startsWith('image/'));
  for (const file of files) {
    if (!accepts.includes(typeOf(file)))
      return { message: documents ? m.wrongTypeOrDocument : m.wrongType, values: {} };
  }
  return null;
}

/**
 * The type a chosen file goes by: what the browser says, or, when it says nothing (some systems
 * know no office types), the document type of its extension. The server decides by the bytes.
 */
export function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(ACCEPTED_DOCUMENT_TYPES, extension)
    ? ACCEPTED_DOCUMENT_TYPES[extension as keyof typeof ACCEPTED_DOCUMENT_TYPES]
    : '';
}

/** The file picker's accept list: the types, and the document extensions for systems without their types. */
export function acceptAttribute(accepts: readonly string[] = ACCEPTED_UPLOAD_MIME_TYPES): string {
  const extensions = Object.entries(ACCEPTED_DOCUMENT_TYPES)
    .filter(([, type]) => accepts.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...accepts, ...extensions].join(',');
}

/** Multiple selection in the picker only when more than one slot remains. */
export const allowsMultiple = (remainingSlots: number) => remainingSlots > 1;

/** Library picks: with a maximum of 1 a new pick replaces the current one; otherwise picks stop at the maximum. */
export function togglePick(picked: readonly string[], id: string, max: number): string[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  if (max === 1) return [id];
  if (picked.length >= max) return [...picked];
  return [...picked, id];
}
