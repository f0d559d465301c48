import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];

const image = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A small real PDF (one empty page). */
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

async function openLibrary(): Promise<void> {
  await signInAt(page, baseUrl, 'manager@maple.demo', `/media-library/`);
  await page.getByRole('heading', { name: 'media gallery' }).waitFor();
}

pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

describe('file manager and media library', () => {
  it('community manager: uploads a wide image whole, crops another, adds a PDF, and finds them as they were', async () => {
    await openLibrary();
    await page.getByRole('button', { name: 'upload', exact: true }).click();
    const manager = page.getByRole('dialog');
    await manager.getByRole('button', { name: 'upload from device' }).waitFor();
    await manager.getByTestId('file-manager-input').setInputFiles([
      { name: 'lobby.png', mimeType: 'image/png', buffer: await image(1440, 900, '#2f6fd6') },
      { name: 'courtyard.png', mimeType: 'image/png', buffer: await image(600, 900, '#d68a2f') },
      { name: 'House rules.pdf', mimeType: 'application/pdf', buffer: pdf() },
    ]);
    await manager.getByText('Preview, edit and upload to marketing').waitFor();
    // Nothing is cropped until the user draws a crop.
    const cropper = manager.getByTestId('file-manager-cropper');
    await cropper.locator('img').waitFor();
    expect(await cropper.locator('.ReactCrop__crop-selection').count()).toBe(0);
    // Crop the courtyard only: drag a box over part of it (aspect ratio 1).
    await manager.getByRole('button', { name: 'courtyard.png', exact: true }).click();
    await cropper.locator('img[alt="courtyard.png"]').waitFor();
    const media = (await cropper.locator('img').boundingBox())!;
    await page.mouse.move(media.x + 20, media.y + 20);
    await page.mouse.down();
    await page.mouse.move(media.x + 120, media.y + 120, { steps: 5 });
    await page.mouse.up();
    await cropper.locator('.ReactCrop__crop-selection').waitFor();
    await screenshot(page, 'files-preview-crop');
    // The PDF is a document: no cropper, it goes up as it is.
    await manager.getByRole('button', { name: 'House rules.pdf', exact: true }).click();
    await manager.getByTestId('file-manager-document').waitFor();
    await manager.getByRole('button', { name: 'upload', exact: true }).click();
    await manager.waitFor({ state: 'detached' });

    const grid = page.getByTestId('media-library-grid');
    await grid.getByText('lobby.png').waitFor();
    await grid.getByText('courtyard.png').waitFor();
    await grid.getByText('House rules.pdf').waitFor();
    await grid.locator('img').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'files-library-after-upload');

    // The wide image was not cropped or converted: all 1440 × 900 of it, still a PNG.
    await grid.getByText('lobby.png').click();
    await page.getByTestId('file-details-name').waitFor();
    await expect.poll(() => page.getByText(/^\d+ × \d+$/).textContent()).toBe('1440 × 900');
    await page.getByText('image/png', { exact: true }).waitFor();
    await screenshot(page, 'files-details');

    // The cropped one is the square the user drew, still a PNG.
    await page.getByRole('link', { name: 'back to the media gallery' }).click();
    await grid.getByText('courtyard.png').click();
    await page.getByTestId('file-details-name').waitFor();
    const dimensions = await page.getByText(/^\d+ × \d+$/).textContent();
    const [width, height] = dimensions!.split(' × ').map(Number);
    expect(width).toBe(height);
    expect(width).toBeLessThan(600);
    await page.getByText('image/png', { exact: true }).waitFor();

    // The document downloads; it has nothing to edit.
    await page.getByRole('link', { name: 'back to the media gallery' }).click();
    await grid.getByText('House rules.pdf').click();
    await page.getByTestId('file-details-download').waitFor();
    expect(await page.getByTestId('file-details-upload').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('file-details-download').click();
    expect((await download).suggestedFilename()).toBe('House rules.pdf');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'back to the media gallery' }).click();
    await grid.getByText('lobby.png').click();
    await page.getByTestId('file-details-name').waitFor();
    // A new version from the device replaces the image; a file of the wrong type is refused first.
    await page.getByTestId('file-details-upload').click();
    await page.getByTestId('file-upload-title').waitFor();
    expect(await page.getByTestId('file-upload-title').textContent()).toBe('upload a new version of lobby.png');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('file-upload-choose').click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('file-upload-error').waitFor();
    expect(await page.getByRole('button', { name: 'upload', exact: true }).isDisabled()).toBe(true);
    const again = page.waitForEvent('filechooser');
    await page.getByTestId('file-upload-choose').click();
    await (await again).setFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await image(120, 60, '#118844') });
    await page.getByText('wide.png').waitFor();
    await screenshot(page, 'files-upload-new-version');
    await page.getByRole('button', { name: 'upload', exact: true }).click();
    await page.getByTestId('file-details-name').waitFor();
    await expect.poll(() => page.getByText(/^\d+ × \d+$/).textContent()).toBe('120 × 60');
    expect(await page.getByTestId('file-details-name').textContent()).toBe('lobby.png');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: a 6 MB file against the 5 MB limit shows the exact error and uploads nothing', async () => {
    await openLibrary();
    const before = await page
      .getByTestId('media-library-grid')
      .or(page.getByTestId('media-library-empty'))
      .textContent();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/files')) uploads.push(request.url());
    });
    await page.getByRole('button', { name: 'upload', exact: true }).click();
    const manager = page.getByRole('dialog');
    await manager.getByRole('button', { name: 'upload from device' }).waitFor();
    const big = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    await manager.getByTestId('file-manager-input').setInputFiles([
      { name: 'small.png', mimeType: 'image/png', buffer: await image(40, 40, '#444444') },
      { name: 'big.png', mimeType: 'image/png', buffer: big },
    ]);
    const alert = manager.getByTestId('file-manager-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The file big.png exceeds the max allowed uploaded size (5 MB)');
    await screenshot(page, 'files-too-large');
    await manager.getByRole('button', { name: 'cancel' }).click();
    await manager.waitFor({ state: 'detached' });
    expect(uploads).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'media gallery' }).waitFor();
    const after = await page
      .getByTestId('media-library-grid')
      .or(page.getByTestId('media-library-empty'))
      .textContent();
    expect(after).toBe(before);
    expect(after).not.toContain('big.png');
  });
});
