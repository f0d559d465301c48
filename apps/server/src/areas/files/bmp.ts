/**
 * A small decoder for uncompressed Windows bitmaps (BI_RGB 24/32-bit and BI_BITFIELDS 32-bit),
 * because the image library has no BMP reader. Other bitmaps are refused. The pixel count is
 * checked by the caller before `decodeBmp` allocates anything.
 */
export interface BmpHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression: number;
  dataOffset: number;
  topDown: boolean;
}

export function readBmpHeader(bytes: Buffer): BmpHeader | null {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || rawHeight === 0) return null;
  return { width, height: Math.abs(rawHeight), bitsPerPixel, compression, dataOffset, topDown: rawHeight < 0 };
}

/** RGBA pixels, or null when the bitmap is of a kind this decoder does not read or is truncated. */
export function decodeBmp(bytes: Buffer, header: BmpHeader): Buffer | null {
  const { width, height, bitsPerPixel, compression, dataOffset, topDown } = header;
  const supported = (bitsPerPixel === 24 && compression === 0) || (bitsPerPixel === 32 && [0, 3].includes(compression));
  if (!supported) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const rowSize = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (dataOffset + rowSize * height > bytes.length) return null;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + rowSize * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const at = row + x * bytesPerPixel;
      const o = (y * width + x) * 4;
      out[o] = bytes[at + 2]!;
      out[o + 1] = bytes[at + 1]!;
      out[o + 2] = bytes[at]!;
      out[o + 3] = 255;
    }
  }
  return out;
}
