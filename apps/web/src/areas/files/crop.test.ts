import { describe, expect, it } from 'vitest';
import { cropArea, exportTypeFor, isEdited, nameFor } from './crop.ts';

describe('a community manager uploading an image through the preview', () => {
  it('who does not crop keeps the whole 1440×900 image, uploaded as it is', () => {
    expect(cropArea(1440, 900, null)).toEqual({ x: 0, y: 0, w: 1440, h: 900 });
    expect(isEdited({ crop: null })).toBe(false);
    // A crop box over the whole image is no crop either.
    const whole = { unit: '%' as const, x: 0, y: 0, width: 100, height: 100 };
    expect(isEdited({ crop: whole })).toBe(false);
    expect(cropArea(1440, 900, whole)).toEqual({ x: 0, y: 0, w: 1440, h: 900 });
  });

  it('who draws a square crop gets that square, at full resolution', () => {
    const square = { unit: '%' as const, x: 18.75, y: 0, width: 62.5, height: 100 };
    expect(isEdited({ crop: square })).toBe(true);
    expect(cropArea(1440, 900, square)).toEqual({ x: 270, y: 0, w: 900, h: 900 });
  });

  it('who rotates or zooms has edited the image', () => {
    expect(isEdited({ rotate: 45 })).toBe(true);
    expect(isEdited({ rotate: 360 })).toBe(false);
    expect(isEdited({ zoom: 1.2 })).toBe(true);
  });

  it('keeps the format where the browser can write it: PNG stays PNG, JPEG stays JPEG, WebP stays WebP', () => {
    expect(exportTypeFor('image/png')).toBe('image/png');
    expect(exportTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(exportTypeFor('image/webp')).toBe('image/webp');
    // A canvas cannot write GIF or BMP: PNG loses nothing.
    expect(exportTypeFor('image/gif')).toBe('image/png');
    expect(exportTypeFor('image/bmp')).toBe('image/png');
  });

  it('keeps the name when it fits the exported type, and fixes only the extension otherwise', () => {
    expect(nameFor('lobby.png', 'image/png')).toBe('lobby.png');
    expect(nameFor('pool.JPEG', 'image/jpeg')).toBe('pool.JPEG');
    expect(nameFor('anim.gif', 'image/png')).toBe('anim.png');
    expect(nameFor('scan.bmp', 'image/png')).toBe('scan.png');
    expect(nameFor('noext', 'image/webp')).toBe('noext.webp');
  });
});
