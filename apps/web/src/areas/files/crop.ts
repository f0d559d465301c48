import type { PercentCrop } from 'react-image-crop';

/** Part 1 section 9: image export JPEG quality 0.85 (also used for WebP, the other lossy type). */
export const JPEG_EXPORT_QUALITY = 0.85;
export const ZOOM_STEP = 0.2;
export const ROTATE_STEP = 45;
/** Part 1 section 9: the crop box's aspect ratio when the manager's configuration sets none. */
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

/** What the user did in the editor: a crop they drew (percent of the image), a rotation, a zoom. */
export interface ImageEdits {
  crop?: PercentCrop | null;
  rotate?: number;
  zoom?: number;
}

/** A crop that leaves out some of the image; a box over the whole image (or none) is no crop. */
export function cutsSomething(crop: PercentCrop | null | undefined): crop is PercentCrop {
  if (!crop || crop.width <= 0 || crop.height <= 0) return false;
  return crop.x > 0.01 || crop.y > 0.01 || crop.width < 99.99 || crop.height < 99.99;
}

/** Whether the user changed the image at all; an unchanged image is uploaded byte for byte. */
export function isEdited({ crop, rotate = 0, zoom = 1 }: ImageEdits): boolean {
  return cutsSomething(crop) || rotate % 360 !== 0 || zoom !== 1;
}

export type ExportType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * The type an edited image is exported in: its own where the browser can write it (PNG stays PNG
 * with its transparency, JPEG stays JPEG, WebP stays WebP); GIF and BMP, which a canvas cannot
 * write, become PNG, which loses nothing.
 */
export function exportTypeFor(sourceType: string): ExportType {
  if (sourceType === 'image/jpeg' || sourceType === 'image/jpg') return 'image/jpeg';
  if (sourceType === 'image/webp') return 'image/webp';
  return 'image/png';
}

const EXTENSION: Record<ExportType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const AGREES: Record<ExportType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/webp': ['webp'],
};

/** The name an exported image goes by: unchanged when its extension already fits the type. */
export function nameFor(name: string, type: ExportType): string {
  const match = /\.([^.]+)$/.exec(name);
  if (match && AGREES[type].includes(match[1]!.toLowerCase())) return name;
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.${EXTENSION[type]}`;
}

/** The part of a W×H image a crop keeps, in pixels; without a crop, the whole image. */
export function cropArea(width: number, height: number, crop: PercentCrop | null | undefined) {
  if (!cutsSomething(crop)) return { x: 0, y: 0, w: width, h: height };
  return {
    x: (crop.x / 100) * width,
    y: (crop.y / 100) * height,
    w: (crop.width / 100) * width,
    h: (crop.height / 100) * height,
  };
}

/**
 * Draws the kept part of an image at its natural resolution, rotated and zoomed as in the editor,
 * and exports it in `type` (JPEG and WebP at quality 0.85; JPEG, having no transparency, on white).
 */
export function exportImage(image: HTMLImageElement, edits: ImageEdits, type: ExportType): string {
  const area = cropArea(image.naturalWidth, image.naturalHeight, edits.crop);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.w));
  canvas.height = Math.max(1, Math.round(area.h));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  const rotate = ((edits.rotate ?? 0) * Math.PI) / 180;
  const zoom = edits.zoom ?? 1;
  const centerX = image.naturalWidth / 2;
  const centerY = image.naturalHeight / 2;
  context.translate(-area.x, -area.y);
  context.translate(centerX, centerY);
  context.rotate(rotate);
  context.scale(zoom, zoom);
  context.translate(-centerX, -centerY);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL(type, type === 'image/png' ? undefined : JPEG_EXPORT_QUALITY);
}
