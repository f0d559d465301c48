import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { communityId } from '../../seed/demo.ts';
import { contentDisposition } from './files.routes.ts';

const maple: Context = { customer: 'Acme Living', community: 'Maple Court' };
const harbor: Context = { customer: 'Acme Living', community: 'Harbor View' };
const MAPLE = communityId('Acme Living', 'Maple Court');

const png = (width = 64, height = 48, color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
/** A random-noise PNG of about `bytes` bytes (noise does not compress). */
const noisePng = async (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
/** A 24-bit bottom-up bitmap of one colour. */
function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const buffer = Buffer.alloc(54 + rowSize * height);
  buffer.write('BM', 0, 'latin1');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) buffer.writeUIntLE(0x2040c0, 54 + y * rowSize + x * 3, 3);
  return buffer;
}

/** A small real PDF (one empty page), as a PDF writer makes it. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip of stored (uncompressed) entries: enough for an office file's container. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal word-processing document; `macros` makes it the macro-enabled kind (.docm). */
const docx = (macros = false) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${
        macros
          ? 'application/vnd.ms-word.document.macroEnabled.main+xml'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
      }"/></Types>`,
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

/** The start of a Windows executable (the MZ and PE headers), as a renamed program would carry. */
function exe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

const b64 = (bytes: Buffer) => bytes.toString('base64');
const one = (bytes: Buffer, name: string, type?: string) => ({ base64: b64(bytes), name, type, size: bytes.length });

let api: TestApi;
let manager: PersonaClient;

async function storedFiles(): Promise<string[]> {
  const dir = (api.config.files as { dir: string }).dir;
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function fileRows(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from files`.execute(api.database.db);
  return rows[0]!.n;
}

function multipartBody(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----lintel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('file manager uploads', () => {
  it('manager at Maple Court: uploads two images and finds them in the library, newest first', async () => {
    const created = await manager.post(
      '/api/files',
      {
        file: [one(await png(), 'lobby.png', 'image/png'), one(await jpegWithGps(), 'pool.jpg', 'image/jpeg')],
        community_id: MAPLE,
        copy_to_directory: 'cms',
      },
      maple,
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data as { id: string; name: string; base_directory: string; directories: string[] }[];
    expect(data.map((f) => f.name)).toEqual(['lobby.png', 'pool.jpg']);
    expect(data[0]!.base_directory).toBe('cms');
    expect(data[0]!.directories).toEqual(['cms', 'marketing']);

    const library = await manager.get(`/api/communities/${MAPLE}/files`, maple);
    expect(library.statusCode).toBe(200);
    expect(library.headers['x-total-count']).toBe('2');
    const names = (library.json().content as { file_name: string }[]).map((f) => f.file_name).sort();
    expect(names).toEqual(['lobby.png', 'pool.jpg']);
    const cms = await manager.get(`/api/communities/${MAPLE}/files?base_directory=cms`, maple);
    expect(cms.statusCode, cms.body).toBe(200);
    expect(cms.json().totalElements).toBe(2);
    const dh = await manager.get(`/api/communities/${MAPLE}/files?base_directory=dh`, maple);
    expect(dh.json().totalElements).toBe(0);
  });

  it('manager at Maple Court: a stored image is re-encoded, without its EXIF and GPS data', async () => {
    const library = await manager.get(`/api/communities/${MAPLE}/files?q=pool`, maple);
    const pool = library.json().content[0] as { id: string; file_url: string; thumbnail_url: string };
    const content = await manager.get(pool.file_url, maple);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(`inline; filename="pool.jpg"; filename*=UTF-8''pool.jpg`);
    expect(content.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    const metadata = await sharp(content.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
    const thumbnail = await manager.get(pool.thumbnail_url, maple);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
  });

  it('manager at Maple Court: uploads through multipart with the preview step fields', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'community_id', value: MAPLE },
      { name: 'category', value: 'floorplans' },
      { name: 'skip_global_directory', value: 'true' },
      { name: 'tags', value: 'Plan A' },
      { name: 'file', value: await png(120, 80), filename: 'plan-a.png', type: 'image/png' },
    ]);
    const response = await manager.request('POST', '/api/files/upload', {
      context: maple,
      body: payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().data as { category: string; directories: string[]; tags: string[]; width: number }[];
    expect(file).toMatchObject({ category: 'floorplans', directories: ['marketing'], tags: ['Plan A'], width: 120 });
  });

  it('manager at Maple Court: a bitmap is accepted and stored as PNG', async () => {
    const response = await manager.post(
      '/api/files',
      { file: [one(bmp(10, 6), 'old.bmp', 'image/bmp')], community_id: MAPLE },
      maple,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().data as { type: string; width: number; height: number; id: string }[];
    expect(file).toMatchObject({ type: 'image/png', width: 10, height: 6 });
    const content = await manager.get(`/api/files/${file!.id}/content`, maple);
    const { data } = await sharp(content.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x20, 0x40, 0xc0]);
  });
});

describe('documents in the file manager', () => {
  it('manager at Maple Court: a real PDF is stored as it is and served only as a download', async () => {
    const bytes = pdf();
    const created = await manager.post(
      '/api/files',
      { file: [one(bytes, 'Lease addendum.pdf', 'application/pdf')], community_id: MAPLE },
      maple,
    );
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data[0];
    expect(file).toMatchObject({ type: 'application/pdf', file_type: 'document', width: 0, height: 0 });
    const content = await manager.get(file.file_url, maple);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(bytes)).toBe(true);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^attachment; filename="Lease addendum.pdf"/);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-security-policy']).toContain('sandbox');
    // A document has no thumbnail, and is not an image to edit.
    expect((await manager.get(file.thumbnail_url, maple)).statusCode).toBe(404);
    const edit = await manager.request('PUT', `/api/files/${file.id}`, {
      context: maple,
      body: { file: b64(await png()) },
    });
    expect(edit.statusCode).toBe(415);
    // An image stays inline.
    const image = await manager.post(
      '/api/files',
      { file: [one(await png(), 'hall.png')], community_id: MAPLE },
      maple,
    );
    const shown = await manager.get(image.json().data[0].file_url, maple);
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('manager at Maple Court: an office document is accepted; a macro-enabled one is not', async () => {
    const created = await manager.post(
      '/api/files',
      {
        file: [
          one(docx(), 'House rules.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        ],
        community_id: MAPLE,
      },
      maple,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data[0]).toMatchObject({
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      file_type: 'document',
    });
    const macros = await manager.post(
      '/api/files',
      { file: [one(docx(true), 'rules.docx')], community_id: MAPLE },
      maple,
    );
    expect(macros.statusCode).toBe(415);
  });

  it('manager at Maple Court: a program renamed to .pdf, and a PDF under another name, are refused; nothing is stored', async () => {
    const before = { rows: await fileRows(), stored: (await storedFiles()).length };
    for (const bad of [
      one(exe(), 'invoice.pdf', 'application/pdf'),
      one(exe(), 'invoice.pdf'),
      one(pdf(), 'invoice.exe'),
      one(pdf(), 'invoice.html', 'text/html'),
      one(pdf(), 'invoice.pdf', 'text/html'),
      one(pdf(), 'invoice'),
      one(Buffer.from('name,unit\nA,101\n'), 'list.pdf'),
    ]) {
      const response = await manager.post(
        '/api/files',
        { file: [one(pdf(), 'good.pdf'), bad], community_id: MAPLE },
        maple,
      );
      expect(response.statusCode, bad.name).toBe(415);
      expect(response.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    expect({ rows: await fileRows(), stored: (await storedFiles()).length }).toEqual(before);
  });
});

describe('refused uploads store nothing', () => {
  it('manager at Maple Court: a 6 MB file against a 5 MB limit gets the exact message and nothing is stored', async () => {
    const before = { rows: await fileRows(), stored: (await storedFiles()).length };
    const big = await noisePng(6_000_000);
    expect(big.length).toBeGreaterThan(6_000_000);
    const response = await manager.post(
      '/api/files',
      {
        file: [one(await png(), 'small.png', 'image/png'), one(big, 'big.png', 'image/png')],
        community_id: MAPLE,
        max_upload_size: 5,
      },
      maple,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      issues: [{ path: 'file.1', message: 'The file big.png exceeds the max allowed uploaded size (5 MB)' }],
    });
    expect({ rows: await fileRows(), stored: (await storedFiles()).length }).toEqual(before);
  });

  it('manager at Maple Court: exactly the limit is accepted (1 MB = 1,000,000 bytes)', async () => {
    const image = await png();
    const response = await manager.post(
      '/api/files',
      { file: [one(image, 'exact.png')], community_id: MAPLE, max_upload_size: image.length / 1_000_000 },
      maple,
    );
    expect(response.statusCode, response.body).toBe(201);
    const over = await manager.post(
      '/api/files',
      { file: [one(image, 'over.png')], community_id: MAPLE, max_upload_size: (image.length - 1) / 1_000_000 },
      maple,
    );
    expect(over.statusCode).toBe(413);
  });

  it('manager at Maple Court: a batch with one disguised file stores none of it (bytes removed again)', async () => {
    const before = { rows: await fileRows(), stored: (await storedFiles()).length };
    const cases = [
      one(Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.png', 'image/png'),
      one(Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', 'image/png'),
      one(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ),
      one(Buffer.from('%PDF-1.7\n'), 'doc.png'),
      one(await png(), 'mismatch.png', 'image/jpeg'),
      one(await png(), 'renamed.php'),
      one(await png(), 'polyglot.png', 'text/html'),
    ];
    for (const bad of cases) {
      const response = await manager.post(
        '/api/files',
        { file: [one(await png(), 'good.png'), bad], community_id: MAPLE },
        maple,
      );
      expect(response.statusCode, bad.name).toBe(415);
      expect(response.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    expect({ rows: await fileRows(), stored: (await storedFiles()).length }).toEqual(before);
  });

  it('manager at Maple Court: a truncated image and a pixel flood are refused', async () => {
    const truncated = (await png(300, 300, '#123456')).subarray(0, 60);
    const broken = await manager.post('/api/files', { file: [one(truncated, 'cut.png')], community_id: MAPLE }, maple);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('FILE_IMAGE_INVALID');
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await manager.post('/api/files', { file: [one(flood, 'flood.png')], community_id: MAPLE }, maple);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_IMAGE_TOO_MANY_PIXELS');
  });

  it('manager at Maple Court: more files than the slots is refused with the spec text', async () => {
    const image = one(await png(), 'a.png');
    const response = await manager.post(
      '/api/files',
      { file: [image, image, image], community_id: MAPLE, max_files: 2 },
      maple,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'file', message: 'You can only upload 2 files' }]);
  });

  it('manager at Maple Court: a body naming another community is refused', async () => {
    const response = await manager.post(
      '/api/files',
      { file: [one(await png(), 'a.png')], community_id: communityId('Acme Living', 'Harbor View') },
      maple,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONTEXT_MISMATCH');
  });

  it('manager at Maple Court: a directory outside cms, dh and marketing is refused', async () => {
    const traversal = await manager.post(
      '/api/files',
      { file: [one(await png(), 'a.png')], community_id: MAPLE, category: '../../etc' },
      maple,
    );
    expect(traversal.statusCode).toBe(400);
    const unknown = await manager.post(
      '/api/files',
      { file: [one(await png(), 'a.png')], community_id: MAPLE, copy_to_directory: 'cms,secrets' },
      maple,
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('editing, reading and deleting', () => {
  it('manager at Maple Court: reads a file as base64, saves the edited image, and the old bytes are gone', async () => {
    const created = await manager.post(
      '/api/files',
      { file: [one(await png(50, 50), 'edit.png')], community_id: MAPLE },
      maple,
    );
    const id = created.json().data[0].id as string;
    const storedBefore = await storedFiles();
    const info = await manager.get(`/api/files/${id}/info`, maple);
    expect(info.statusCode).toBe(200);
    expect((await sharp(Buffer.from(info.json().base64, 'base64')).metadata()).width).toBe(50);
    const edited = await sharp({ create: { width: 25, height: 25, channels: 3, background: '#00ff00' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const updated = await manager.request('PUT', `/api/files/${id}`, {
      context: maple,
      body: { file: `data:image/jpeg;base64,${b64(edited)}` },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[0]).toMatchObject({ id, type: 'image/jpeg', width: 25, name: 'edit.png' });
    const storedAfter = await storedFiles();
    expect(storedAfter.length).toBe(storedBefore.length);
    expect(storedAfter).not.toEqual(storedBefore);
  });

  it('manager at Maple Court: deletes a file; it and its bytes are gone', async () => {
    const created = await manager.post(
      '/api/files',
      { file: [one(await png(), 'gone.png')], community_id: MAPLE },
      maple,
    );
    const id = created.json().data[0].id as string;
    const before = (await storedFiles()).length;
    const deleted = await manager.request('DELETE', `/api/files/${id}`, { context: maple });
    expect(deleted.statusCode).toBe(204);
    expect((await manager.get(`/api/files/${id}`, maple)).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(before - 2);
  });

  it('Content-Disposition keeps the exact name, encoded, with a safe fallback', () => {
    expect(contentDisposition('plan "A" ünit.png')).toBe(
      `inline; filename="plan _A_ _nit.png"; filename*=UTF-8''plan%20%22A%22%20%C3%BCnit.png`,
    );
  });
});

describe('who may touch files', () => {
  let fileId: string;
  beforeAll(async () => {
    const created = await manager.post(
      '/api/files',
      { file: [one(await png(), 'private.png')], community_id: MAPLE },
      maple,
    );
    fileId = created.json().data[0].id;
  });

  it('viewer at Maple Court: gets 403 from every files endpoint', async () => {
    const viewer = await api.as('viewer@maple.demo');
    const calls = [
      viewer.get(`/api/communities/${MAPLE}/files`, maple),
      viewer.get(`/api/files/${fileId}`, maple),
      viewer.get(`/api/files/${fileId}/info`, maple),
      viewer.get(`/api/files/${fileId}/content`, maple),
      viewer.post('/api/files', { file: [one(await png(), 'a.png')], community_id: MAPLE }, maple),
      viewer.request('PUT', `/api/files/${fileId}`, { context: maple, body: { file: b64(await png()) } }),
      viewer.request('DELETE', `/api/files/${fileId}`, { context: maple }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('portfolio user in Harbor View: a Maple Court file is not found', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    expect((await portfolio.get(`/api/files/${fileId}`, maple)).statusCode).toBe(200);
    for (const path of ['', '/info', '/content', '/thumbnail']) {
      expect((await portfolio.get(`/api/files/${fileId}${path}`, harbor)).statusCode).toBe(404);
    }
    expect((await portfolio.request('DELETE', `/api/files/${fileId}`, { context: harbor })).statusCode).toBe(404);
    const list = await portfolio.get(`/api/communities/${MAPLE}/files`, harbor);
    expect(list.statusCode).toBe(403);
  });

  it('super admin acting in Birch Residential: an Acme file is not found', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const birch = { customer: 'Birch Residential', community: 'Elm Park' };
    const response = await superAdmin.get(`/api/files/${fileId}`, birch);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('private.png');
  });

  it('anonymous: 401', async () => {
    expect((await api.anonymous.get(`/api/files/${fileId}/content`, maple)).statusCode).toBe(401);
  });
});
