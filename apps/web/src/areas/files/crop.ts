import type { PercentCrop } from 'react-image-crop';

/** Part 1 section 9: image export JPEG quality 0.85. */
export const JPEG_EXPORT_QUALITY = 0.85;
export const ZOOM_STEP = 0.2;
export const ROTATE_STEP = 45;
export const DEFAULT_ASPECT_RATIO = 1;
export const CROP_EDITOR_HEIGHT = 400;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = src;
  });
}

/**
 * Draws the cropped part of an image (crop in percent) at its natural resolution, rotated and
 * zoomed as in the editor, and exports it as JPEG (quality 0.85). Without a crop, the whole image.
 */
export function exportImage(
  image: HTMLImageElement,
  crop: PercentCrop | null,
  options: { rotate?: number; zoom?: number } = {},
): string {
  const W = image.naturalWidth;
  const H = image.naturalHeight;
  const area =
    crop && crop.width > 0 && crop.height > 0
      ? { x: (crop.x / 100) * W, y: (crop.y / 100) * H, w: (crop.width / 100) * W, h: (crop.height / 100) * H }
      : { x: 0, y: 0, w: W, h: H };
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.w));
  canvas.height = Math.max(1, Math.round(area.h));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const rotate = ((options.rotate ?? 0) * Math.PI) / 180;
  const zoom = options.zoom ?? 1;
  const centerX = image.naturalWidth / 2;
  const centerY = image.naturalHeight / 2;
  context.translate(-area.x, -area.y);
  context.translate(centerX, centerY);
  context.rotate(rotate);
  context.scale(zoom, zoom);
  context.translate(-centerX, -centerY);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/jpeg', JPEG_EXPORT_QUALITY);
}
