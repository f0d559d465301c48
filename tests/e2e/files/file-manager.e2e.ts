import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { screenshot, signIn } from '../lib/session.ts';

const baseUrl = inject('baseUrl');
let page: Page;
const consoleErrors: string[] = [];

const image = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function openLibrary(): Promise<void> {
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  await page.goto(`${baseUrl}/media-library/`);
  await page.getByRole('heading', { name: 'media gallery' }).waitFor();
}

pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

describe('file manager and media library', () => {
  it('community manager: uploads two images with cropping and finds them in the library', async () => {
    await openLibrary();
    await page.getByRole('button', { name: 'upload', exact: true }).click();
    const manager = page.getByRole('dialog');
    await manager.getByRole('button', { name: 'upload from device' }).waitFor();
    await manager.getByTestId('file-manager-input').setInputFiles([
      { name: 'lobby.png', mimeType: 'image/png', buffer: await image(800, 400, '#2f6fd6') },
      { name: 'courtyard.png', mimeType: 'image/png', buffer: await image(600, 900, '#d68a2f') },
    ]);
    await manager.getByText('Preview, edit and upload to marketing').waitFor();
    const cropper = manager.getByTestId('file-manager-cropper');
    await cropper.locator('.ReactCrop__crop-selection').waitFor();
    // Crop: drag the selection's bottom-right handle inwards.
    const handle = cropper.locator('.ReactCrop__drag-handle.ord-se');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 60, box.y - 60, { steps: 5 });
    await page.mouse.up();
    await screenshot(page, 'files-preview-crop');
    await manager.getByRole('button', { name: 'upload', exact: true }).click();
    await manager.waitFor({ state: 'detached' });

    const grid = page.getByTestId('media-library-grid');
    await grid.getByText('lobby.jpg').waitFor();
    await grid.getByText('courtyard.jpg').waitFor();
    await grid.locator('img').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'files-library-after-upload');

    // The stored images are the cropped squares (aspect ratio 1), not the originals.
    await grid.getByText('lobby.jpg').click();
    await page.getByTestId('file-details-name').waitFor();
    const dimensions = await page.getByText(/^\d+ × \d+$/).textContent();
    const [width, height] = dimensions!.split(' × ').map(Number);
    expect(width).toBe(height);
    expect(width).toBeLessThan(400);
    await screenshot(page, 'files-details');

    // A new version from the device replaces the image; a file of the wrong type is refused first.
    await page.getByTestId('file-details-upload').click();
    await page.getByTestId('file-upload-title').waitFor();
    expect(await page.getByTestId('file-upload-title').textContent()).toBe('upload a new version of lobby.jpg');
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
    expect(await page.getByTestId('file-details-name').textContent()).toBe('lobby.jpg');
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
