/**
 * Upload of a 10 MB image: time from the bytes arriving to the thumbnail being stored (type check,
 * pixel cap, re-encode, thumbnail, two writes to the local file store). Run:
 *   node --import tsx bench/file-thumbnail.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { prepareImage } from '../apps/server/src/areas/files/images.ts';
import { localFileStore } from '../apps/server/src/platform/files/store.ts';

// Noise does not compress: a 3300×2200 JPEG at quality 100 of noise is about 10 MB (6 MP, like a phone photo).
const side = { width: 3300, height: 2200 };
const source = await sharp(randomBytes(side.width * side.height * 3), { raw: { ...side, channels: 3 } })
  .jpeg({ quality: 100 })
  .toBuffer();
const dir = mkdtempSync(join(tmpdir(), 'lintel-bench-files-'));
const store = localFileStore(dir);
const runs: number[] = [];
for (let i = 0; i < 6; i++) {
  const started = performance.now();
  const image = await prepareImage(source, { name: 'photo.jpg', declaredType: 'image/jpeg' });
  await store.put(`bench/${i}`, image.content, image.contentType);
  await store.put(`bench/${i}.thumb`, image.thumbnail, 'image/webp');
  runs.push(performance.now() - started);
}
rmSync(dir, { recursive: true, force: true });
const measured = runs.slice(1).sort((a, b) => a - b);
process.stdout.write(
  `10 MB image (${(source.length / 1e6).toFixed(1)} MB JPEG, ${side.width}×${side.height}): ` +
    `upload to stored thumbnail median ${measured[2]!.toFixed(0)} ms, max ${measured.at(-1)!.toFixed(0)} ms ` +
    `(5 runs after one warm-up, ${process.arch}, sharp ${sharp.versions.sharp})\n`,
);
