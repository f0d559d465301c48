import { ACCEPTED_DOCUMENT_TYPES, type AcceptedDocumentType, type DocumentMimeType } from '@lintel/contracts/files';
import { fileTypeFromBuffer } from 'file-type';

/** Extensions a document of each type may carry (the user's name must agree with the bytes). */
const EXTENSIONS: Record<AcceptedDocumentType, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
};

const isAccepted = (ext: string): ext is AcceptedDocumentType => Object.hasOwn(ACCEPTED_DOCUMENT_TYPES, ext);

/**
 * The document type the bytes say (file-type reads the signature, and inside a zip the declared
 * content types, so a .docx is told from a macro-enabled .docm or any other zip); null for anything
 * that is not one of the accepted documents, such as an executable renamed to .pdf.
 */
export async function sniffDocumentType(bytes: Buffer): Promise<AcceptedDocumentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && isAccepted(detected.ext) ? detected.ext : null;
}

/**
 * Whether what the client said agrees with the sniffed document type: the name's extension must be
 * one of the type's, and a declared type (other than the generic octet-stream) must be its own.
 */
export function documentClaimsAgree(
  sniffed: AcceptedDocumentType,
  declaredType: string | undefined,
  name: string,
): boolean {
  if (declaredType && declaredType !== 'application/octet-stream') {
    if (declaredType.toLowerCase() !== ACCEPTED_DOCUMENT_TYPES[sniffed]) return false;
  }
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return false;
  return EXTENSIONS[sniffed].includes(name.slice(dot + 1).toLowerCase());
}

export interface PreparedDocument {
  content: Buffer;
  contentType: DocumentMimeType;
}

/**
 * A document is stored byte for byte (re-writing a PDF or an office file would change what the
 * user signed or sent); it is kept safe by how it is served: only as an attachment, with nosniff
 * and a sandboxing content security policy, never shown inline.
 */
export function prepareDocument(bytes: Buffer, type: AcceptedDocumentType): PreparedDocument {
  return { content: bytes, contentType: ACCEPTED_DOCUMENT_TYPES[type] };
}
