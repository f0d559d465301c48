import { type AcceptedImageType, MAX_IMAGE_PIXELS } from '@lintel/contracts/files';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../platform/errors.ts';
import { decodeBmp, readBmpHeader } from './bmp.ts';
import { claimsAgree, sniffImageType } from './sniff.ts';

export type StoredContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface PreparedImage {
  content: Buffer;
  contentType: StoredContentType;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Thumbnails fit in this square. */
export const THUMBNAIL_SIZE = 320;
/** Part 1 section 9: image export JPEG quality 0.85. */
const JPEG_QUALITY = 85;

// One image at a time per call; the cache would only hold decoded pixels of files already stored.
sharp.cache(false);

/**
 * Checks an uploaded image and re-encodes it: the type comes from the bytes (and must agree with
 * the name and declared type), the pixel count is capped before decoding, and the stored copy is
 * re-written by the image library, so metadata (EXIF, GPS) and anything appended is dropped.
 *
 * @example const image = await prepareImage(bytes, { name: 'lobby.png', declaredType: 'image/png' });
 */
export async function prepareImage(
  bytes: Buffer,
  claims: { name: string; declaredType?: string; index?: number },
): Promise<PreparedImage> {
  const path = `file.${claims.index ?? 0}`;
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !claimsAgree(sniffed, claims.declaredType, claims.name)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', {
      issues: [{ path, message: 'Accepted image types: png, jpeg, gif, webp, bmp.' }],
    });
  }
  const input = sniffed === 'bmp' ? bmpToSharp(bytes, path) : sharpOf(bytes);
  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded) gives the size, so the cap is checked before any decoding.
    metadata = sniffed === 'bmp' ? await input.metadata() : await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw invalid(path, cause);
  }
  if (sniffed !== 'bmp' && metadata.format !== sniffed) throw invalid(path);
  const width = metadata.width ?? 0;
  const pageHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = metadata.pages ?? 1;
  if (!width || !pageHeight) throw invalid(path);
  if (width * pageHeight * pages > MAX_IMAGE_PIXELS) {
    throw new AppError('FILE_IMAGE_TOO_MANY_PIXELS', {
      issues: [{ path, message: `at most ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels` }],
    });
  }
  try {
    const { content, contentType } = await reencode(input, sniffed);
    const thumbnail = await input
      .clone()
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const orientedSwap = (metadata.orientation ?? 1) >= 5;
    return {
      content,
      contentType,
      width: orientedSwap ? pageHeight : width,
      height: orientedSwap ? width : pageHeight,
      thumbnail,
    };
  } catch (cause) {
    throw invalid(path, cause);
  }
}

function sharpOf(bytes: Buffer): Sharp {
  // failOn 'error': a truncated or corrupt image is refused rather than stored half grey.
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: true });
}

function bmpToSharp(bytes: Buffer, path: string): Sharp {
  const header = readBmpHeader(bytes);
  if (!header) throw invalid(path);
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new AppError('FILE_IMAGE_TOO_MANY_PIXELS', {
      issues: [{ path, message: `at most ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels` }],
    });
  }
  const pixels = decodeBmp(bytes, header);
  if (!pixels) throw invalid(path);
  return sharp(pixels, { raw: { width: header.width, height: header.height, channels: 4 } });
}

async function reencode(
  input: Sharp,
  type: AcceptedImageType,
): Promise<{ content: Buffer; contentType: StoredContentType }> {
  const image = input.clone();
  switch (type) {
    case 'jpeg':
      return {
        content: await image.rotate().jpeg({ quality: JPEG_QUALITY }).toBuffer(),
        contentType: 'image/jpeg',
      };
    case 'png':
      return { content: await image.rotate().png().toBuffer(), contentType: 'image/png' };
    case 'webp':
      return { content: await image.rotate().webp({ quality: 90 }).toBuffer(), contentType: 'image/webp' };
    case 'gif':
      return { content: await image.gif().toBuffer(), contentType: 'image/gif' };
    case 'bmp':
      // Bitmaps are stored as PNG: the same pixels, a fraction of the size, and a type browsers show.
      return { content: await image.png().toBuffer(), contentType: 'image/png' };
  }
}

function invalid(path: string, cause?: unknown): AppError {
  return new AppError('FILE_IMAGE_INVALID', {
    issues: [{ path, message: 'is not a readable image' }],
    internal: cause instanceof Error ? cause.message : undefined,
    cause,
  });
}
