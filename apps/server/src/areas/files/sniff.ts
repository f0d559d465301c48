import type { AcceptedImageType } from '@lintel/contracts/files';

/**
 * The image type the bytes themselves say, from their signature (magic bytes); null for anything
 * else. The name and the declared type are never trusted for this.
 */
export function sniffImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return null;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const MIME_ALIASES: Record<string, AcceptedImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/x-bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
};

const EXTENSIONS: Record<string, AcceptedImageType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  dib: 'bmp',
};

/**
 * Whether what the client said (declared type, file name extension) agrees with the sniffed
 * type. Missing claims are fine; a claim of another type (a `.php` or `.svg`, `text/html`) is not.
 */
export function claimsAgree(sniffed: AcceptedImageType, declaredType: string | undefined, name: string): boolean {
  if (declaredType && declaredType !== 'application/octet-stream') {
    if (MIME_ALIASES[declaredType.toLowerCase()] !== sniffed) return false;
  }
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) {
    const extension = name.slice(dot + 1).toLowerCase();
    if (EXTENSIONS[extension] !== sniffed) return false;
  }
  return true;
}
